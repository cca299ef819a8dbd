import { Card, Link, Space, Tag, Typography } from '@arco-design/web-react';
import { FallbackImage } from '@entrepot/web/widgets';
import { useLocation } from 'wouter';
import { type PictureMatch, skuDetailPath, spuDetailPath } from './image-search-rows.ts';

const THUMB = 160;

/** Colour of the similarity badge: near-identical, close, loose. */
const tone = (similarity: number) => (similarity >= 95 ? 'green' : similarity >= 85 ? 'arcoblue' : 'orange');

/** One library picture found: thumbnail (click → the viewer), similarity, its SKU/SPU as links to their details. */
export function MatchCard({ match, onView }: { match: PictureMatch; onView(): void }) {
  const [, navigate] = useLocation();
  const { spu, sku } = match;
  const owner = sku ?? spu;
  return (
    <Card
      className="image-search-match"
      hoverable
      size="small"
      style={{ width: THUMB + 26 }}
      cover={
        <button type="button" onClick={onView} style={{ all: 'unset', cursor: 'zoom-in', display: 'block', position: 'relative' }} aria-label="查看大图">
          <FallbackImage
            src={match.thumbnail_url ?? ''}
            alt={match.name ?? ''}
            style={{ width: '100%', height: THUMB, objectFit: 'contain', background: 'var(--color-fill-2)' }}
          />
          <Tag color={tone(match.similarity)} size="small" style={{ position: 'absolute', top: 6, left: 6 }}>
            相似度 {match.similarity}%
          </Tag>
        </button>
      }
    >
      <Space direction="vertical" size={2} style={{ width: '100%' }}>
        {sku && (
          <div>
            SKU：<Link onClick={() => navigate(skuDetailPath(sku.id))}>{sku.code ?? '查看'}</Link>
          </div>
        )}
        <div>
          SPU：<Link onClick={() => navigate(spuDetailPath(spu.id))}>{spu.code ?? '查看'}</Link>
          {owner.status_label && (
            <Tag size="small" style={{ marginLeft: 4 }}>
              {owner.status_label}
            </Tag>
          )}
        </div>
        <Typography.Text type="secondary" ellipsis={{ showTooltip: true }} style={{ fontSize: 12, maxWidth: THUMB }}>
          {owner.name ?? spu.name ?? ''}
        </Typography.Text>
        {match.is_main && (
          <Tag size="small" color="orangered">
            主图
          </Tag>
        )}
      </Space>
    </Card>
  );
}
