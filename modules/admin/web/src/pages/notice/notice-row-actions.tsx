import { Button, Popconfirm, Space } from '@arco-design/web-react';
import { usePermission } from '@entrepot/web/area';
import { NOTICE_PERMISSIONS } from './notice-permissions.ts';

/** 编辑 / 删除 of one row, each only for users holding its code. */
export function NoticeRowActions({ onEdit, onDelete }: { onEdit(): void; onDelete(): Promise<void> }) {
  const canUpdate = usePermission(NOTICE_PERMISSIONS.update);
  const canDelete = usePermission(NOTICE_PERMISSIONS.delete);
  return (
    <Space size={4}>
      {canUpdate && (
        <Button type="text" size="small" onClick={onEdit}>
          编辑
        </Button>
      )}
      {canDelete && (
        <Popconfirm title="确定删除该公告吗？" onOk={onDelete}>
          <Button type="text" size="small" status="danger">
            删除
          </Button>
        </Popconfirm>
      )}
    </Space>
  );
}
