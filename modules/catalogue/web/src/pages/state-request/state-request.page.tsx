import { Button, Link } from '@arco-design/web-react';
import type { RowOf } from '@entrepot/entity';
import { stateRequestList } from '@entrepot/module-catalogue/entities';
import { QueryListPage, type QueryListPageProps } from '@entrepot/web/area';
import { useMemo, useRef, useState } from 'react';
import { StateRequestDrawer } from './state-request-detail.drawer.tsx';
import { resultText, stateRequestUrls } from './state-request-rows.ts';

type Row = RowOf<typeof stateRequestList>;

/**
 * 商品资料 → 状态变更申请 (`#/commodity/information/approve`): the declared query `stateRequestList` — 停售 / 恢复在售 /
 * 清仓 / 淘汰 requests, each taking effect once its approval passes; the detail shows the lines, the stock and the
 * approval's steps. 导出 downloads the filtered list.
 */
export function StateRequestPage() {
  const [viewing, setViewing] = useState<string | null>(null);
  // The list's refresh, for the drawer's decisions (kept as the list renders its toolbar).
  const refresh = useRef(() => {});
  const slots = useMemo<QueryListPageProps<typeof stateRequestList>['slots']>(
    () => ({
      cells: { code: (r: Row) => <Link onClick={() => setViewing(String(r.id))}>{r.code}</Link> },
      columns: [{ title: '结果', key: 'result', width: 150, render: (_: unknown, r: Row) => resultText(r) }],
      rowActions: (r: Row) => (
        <Button type="text" size="mini" onClick={() => setViewing(String(r.id))}>
          详情
        </Button>
      ),
      toolbar: (list) => {
        refresh.current = list.refresh;
        return null;
      },
    }),
    [],
  );
  return (
    <>
      <QueryListPage query={stateRequestList} url={stateRequestUrls.list} exportUrl={stateRequestUrls.export} slots={slots} />
      <StateRequestDrawer id={viewing} onClose={() => setViewing(null)} onChanged={() => refresh.current()} />
    </>
  );
}
