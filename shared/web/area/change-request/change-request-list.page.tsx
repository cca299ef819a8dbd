import { Button, Link, Modal } from '@arco-design/web-react';
import { useMemo, useSyncExternalStore } from 'react';
import { useLocation } from 'wouter';
import { EntityListPage, type EntityListSlots, type EntityUrls } from '../../entity/index.ts';
import { decisionUrl } from '../approval/approval-decision.ts';
import { useArea } from '../area-context.ts';
import { ImportButton } from '../import-button.tsx';
import { useCan } from '../use-can.ts';
import { useEntityConfig } from '../use-entity-config.ts';
import { type ChangeRequestScreens, createPath, detailPath } from './change-request-config.ts';
import { type ChangeRequestRow, resultText } from './change-request-rows.ts';

type Row = ChangeRequestRow;

/**
 * A change request's list: the entity's (its declared filters, status count bar, columns and export) with 结果,
 * 新增 and 导入 opening their own flows, 详情, and 撤回 on my own waiting requests. A request is never edited or
 * deleted from the list.
 */
export function ChangeRequestListPage({ screens }: { screens: ChangeRequestScreens }) {
  const { http, bridge } = useArea();
  const can = useCan();
  const [, navigate] = useLocation();
  const { decl, api } = screens;
  const entity = decl.request;
  const urls = useMemo<EntityUrls>(() => ({ list: api.list, detail: api.detail, create: api.submit, update: api.detail, remove: api.detail }), [api]);
  const only = useMemo(() => ({ only: [entity.permission('read')] }), [entity]);
  const config = useEntityConfig(entity, urls, screens.lookups, only);
  const me = useSyncExternalStore(bridge.subscribe, bridge.getSnapshot)?.user?.id ?? null;
  const slots = useMemo<EntityListSlots<Row>>(() => {
    const open = (r: Row) => navigate(detailPath(screens, r.id));
    const withdraw = (r: Row, refresh: () => void) =>
      Modal.confirm({
        title: `撤回申请 ${r.code}？`,
        content: '撤回后申请关闭，变更不会生效。',
        onOk: async () => {
          await http.post(decisionUrl(String(r.approval_request_id), 'withdraw'), {});
          bridge.toast('success', '已撤回');
          setTimeout(refresh, 1500); // the module closes it when the outbox delivers the decision
          refresh();
        },
      });
    return {
      cells: { code: (r) => <Link onClick={() => open(r)}>{r.code}</Link> },
      columns: [{ title: '结果', key: 'result', width: 140, render: (_: unknown, r: Row) => resultText(r) }],
      toolbar: () => (
        <>
          {can(entity.permission('create')) && (
            <Button type="primary" onClick={() => navigate(createPath(screens))}>
              新增变更申请
            </Button>
          )}
          {api.import && <ImportButton entity={entity} template={`${api.import}/template`} upload={api.import} explanation={screens.importNote} />}
        </>
      ),
      rowActions: (r, list) => (
        <>
          <Button type="text" size="mini" onClick={() => open(r)}>
            详情
          </Button>
          {r.status === 'pending' && r.requester_id === me && r.approval_request_id && (
            <Button type="text" size="mini" status="warning" onClick={() => withdraw(r, list.refresh)}>
              撤回
            </Button>
          )}
        </>
      ),
      detail: false,
    };
  }, [http, bridge, can, navigate, me, screens, entity, api]);
  return <EntityListPage<Row> config={config} slots={slots} />;
}
