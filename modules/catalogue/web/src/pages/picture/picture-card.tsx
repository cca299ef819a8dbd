import { Button, Card, Checkbox, Popconfirm, Space, Tag } from '@arco-design/web-react';
import { FallbackImage, thumbnailUrl } from '@entrepot/web/widgets';
import type { PictureRow } from './picture-rows.ts';

const THUMB = 160;

/** One picture of the grid: thumbnail (click to view), 主图 badge, owner, tags and its own actions. */
export function PictureCard({
  picture,
  checked,
  onCheck,
  onView,
  onMain,
  onRemove,
  canUpdate,
  canDelete,
}: {
  picture: PictureRow;
  checked: boolean;
  onCheck(checked: boolean): void;
  onView(): void;
  onMain(): void;
  onRemove(): void;
  canUpdate: boolean;
  canDelete: boolean;
}) {
  return (
    <Card
      hoverable
      size="small"
      style={{ width: THUMB + 26, borderColor: checked ? 'rgb(var(--primary-6))' : undefined }}
      cover={
        <button type="button" onClick={onView} style={{ all: 'unset', cursor: 'zoom-in', display: 'block', position: 'relative' }} aria-label="查看大图">
          <FallbackImage
            src={thumbnailUrl(picture.file?.url)}
            alt={picture.name ?? ''}
            style={{ width: '100%', height: THUMB, objectFit: 'contain', background: 'var(--color-fill-2)' }}
          />
          {picture.is_main && (
            <Tag color="orangered" size="small" style={{ position: 'absolute', top: 6, left: 6 }}>
              主图
            </Tag>
          )}
        </button>
      }
    >
      <Checkbox checked={checked} onChange={onCheck} style={{ width: '100%' }}>
        <span
          title={picture.name ?? ''}
          style={{ display: 'inline-block', maxWidth: THUMB - 20, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', verticalAlign: 'bottom' }}
        >
          {picture.name || '未命名'}
        </span>
      </Checkbox>
      <div style={{ color: 'var(--color-text-3)', fontSize: 12, margin: '4px 0' }}>{picture.sku_id ? `SKU：${picture.sku_id_title ?? ''}` : 'SPU图片'}</div>
      <div style={{ minHeight: 22 }}>
        {(picture.tags ?? []).map((t) => (
          <Tag key={t} size="small" style={{ marginRight: 4, marginBottom: 4 }}>
            {t}
          </Tag>
        ))}
      </div>
      <Space size={4}>
        {canUpdate && !picture.is_main && (
          <Button type="text" size="mini" onClick={onMain}>
            设为主图
          </Button>
        )}
        {canDelete && (
          <Popconfirm title="确定删除这张图片吗？" onOk={onRemove}>
            <Button type="text" size="mini" status="danger">
              删除
            </Button>
          </Popconfirm>
        )}
      </Space>
    </Card>
  );
}
