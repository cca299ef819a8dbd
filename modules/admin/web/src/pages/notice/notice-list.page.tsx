import { Button, Card } from '@arco-design/web-react';
import { useArea, usePermission } from '@entrepot/web/area';
import { useCallback, useMemo, useState } from 'react';
import { useList } from '../../list/use-list.ts';
import { type Notice, noticeApi } from './notice.api.ts';
import { NoticeEditorDrawer, type NoticeEditTarget } from './notice-editor.drawer.tsx';
import { INITIAL_NOTICE_FILTERS, NoticeFilterBar } from './notice-filter-bar.tsx';
import { NOTICE_PERMISSIONS } from './notice-permissions.ts';
import { NoticeTable } from './notice-table.tsx';
import './notice.css';

/** 系统管理 → 系统公告 (`#/system/notice`): the notices the workbench shows, with their editor. */
export function NoticeListPage() {
  const { bridge, http } = useArea();
  const api = useMemo(() => noticeApi(http), [http]);
  const list = useList(api.list, INITIAL_NOTICE_FILTERS);
  const canCreate = usePermission(NOTICE_PERMISSIONS.create);
  const [editing, setEditing] = useState<NoticeEditTarget>(null);
  const close = useCallback(() => setEditing(null), []);

  const remove = async (notice: Notice) => {
    await api.remove(notice.id);
    bridge.toast('success', '删除成功');
    list.removed();
  };

  return (
    <Card className="notice-page" bordered={false}>
      <div className="notice-toolbar">
        <NoticeFilterBar onSearch={list.search} onReset={list.reset} />
        {canCreate && (
          <Button type="primary" onClick={() => setEditing({})}>
            新增
          </Button>
        )}
      </div>
      <NoticeTable
        rows={list.rows}
        total={list.total}
        page={list.query.page}
        perPage={list.query.per_page}
        loading={list.loading}
        onPage={list.turnPage}
        onEdit={(notice) => setEditing({ id: notice.id })}
        onDelete={remove}
      />
      <NoticeEditorDrawer
        target={editing}
        api={api}
        onClose={close}
        onSaved={() => {
          close();
          list.reload();
        }}
      />
    </Card>
  );
}
