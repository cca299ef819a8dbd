import { Button, Link, Modal } from '@arco-design/web-react';
import type { RowOf } from '@entrepot/entity';
import { infoChange } from '@entrepot/module-catalogue/entities';
import { ImportButton, useArea, useCan, useEntityConfig } from '@entrepot/web/area';
import { EntityListPage, type EntityListSlots, type EntityUrls } from '@entrepot/web/entity';
import { useMemo, useSyncExternalStore } from 'react';
import { useLocation } from 'wouter';
import { PRODUCT_LOOKUPS } from '../product-urls.ts';
import { infoChangeUrls, resultText, screens } from './info-change-rows.ts';

type Row = RowOf<typeof infoChange>;

const CREATE = infoChange.permission('create');
const IMPORT_NOTE =
  '每行一项变更：SKU编码、字段（SKU名称/销售价/成本价/重量(kg)/条码）、新值；同一SPU的行合为一个申请，变更原因取该SPU第一行填写的。整个文件校验通过才会提交，错误行见 文件任务 中的错误报告。';
// The list is the entity's; a request is made on its own screen and never edited or deleted from the list.
const URLS: EntityUrls = {
  list: infoChangeUrls.list,
  detail: infoChangeUrls.detail,
  create: infoChangeUrls.submit,
  update: infoChangeUrls.detail,
  remove: infoChangeUrls.detail,
};
const READ_ONLY = { only: [infoChange.permission('read')] };

/**
 * 商品资料 → 商品信息变更 (`#/commodity/information/commodity-info-change`): the entity's list (its declared filters,
 * status count bar and columns) of requests to change an SPU on sale and its SKUs, each applied once its
 * approval passes; 新增变更申请 and 导入 open their own flows, 撤回 is offered on my own waiting requests.
 */
export function InfoChangePage() {
  const { http, bridge } = useArea();
  const can = useCan();
  const [, navigate] = useLocation();
  const config = useEntityConfig(infoChange, URLS, PRODUCT_LOOKUPS, READ_ONLY);
  const me = useSyncExternalStore(bridge.subscribe, bridge.getSnapshot)?.user?.id ?? null;
  const slots = useMemo<EntityListSlots<Row>>(() => {
    const withdraw = (r: Row, refresh: () => void) =>
      Modal.confirm({
        title: `撤回申请 ${r.code}？`,
        content: '撤回后申请关闭，变更不会生效。',
        onOk: async () => {
          await http.post(infoChangeUrls.withdraw(String(r.approval_request_id)), {});
          bridge.toast('success', '已撤回');
          setTimeout(refresh, 1500); // the catalogue closes it when the outbox delivers the decision
          refresh();
        },
      });
    return {
      cells: { code: (r) => <Link onClick={() => navigate(screens.detail(r.id))}>{r.code}</Link> },
      columns: [{ title: '结果', key: 'result', width: 140, render: (_: unknown, r: Row) => resultText(r) }],
      toolbar: () => (
        <>
          {can(CREATE) && (
            <Button type="primary" onClick={() => navigate(screens.create)}>
              新增变更申请
            </Button>
          )}
          <ImportButton entity={infoChange} template={`${infoChangeUrls.bomUpload}/template`} upload={infoChangeUrls.bomUpload} explanation={IMPORT_NOTE} />
        </>
      ),
      rowActions: (r, list) => (
        <>
          <Button type="text" size="mini" onClick={() => navigate(screens.detail(r.id))}>
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
  }, [http, bridge, can, navigate, me]);
  return (
    <div className="catalogue-info-change-page">
      <EntityListPage<Row> config={config} slots={slots} />
    </div>
  );
}
