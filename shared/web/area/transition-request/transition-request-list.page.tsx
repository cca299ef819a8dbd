import { Button, Link } from '@arco-design/web-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useSearch } from 'wouter';
import { QueryListPage, type QueryListPageProps } from '../query-list-page.tsx';
import { TransitionRequestDrawer } from './transition-request-detail.tsx';
import { resultText, type TransitionRequestScreens } from './transition-request-rows.ts';

type Slots = QueryListPageProps<TransitionRequestScreens['decl']['list']>['slots'];

/**
 * A declared transition request's list (its declared query: filters, count bar, paging, export) with 结果 per
 * request; its number or 详情 opens the request in a drawer (so does `?id=`), where its approval is decided.
 */
export function TransitionRequestListPage({ screens }: { screens: TransitionRequestScreens }) {
  // `?id=`: opened on one request (the palette finds it by its number).
  const opened = new URLSearchParams(useSearch()).get('id');
  const [viewing, setViewing] = useState<string | null>(opened);
  useEffect(() => setViewing(opened), [opened]);
  // The list's refresh, for the drawer's decisions (kept as the list renders its toolbar).
  const refresh = useRef(() => {});
  const slots = useMemo<Slots>(
    () => ({
      cells: { code: (r) => <Link onClick={() => setViewing(r.id)}>{r.code}</Link> },
      columns: [{ title: '结果', key: 'result', width: 150, render: (_: unknown, r) => resultText(r) }],
      rowActions: (r) => (
        <Button type="text" size="mini" onClick={() => setViewing(r.id)}>
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
      <QueryListPage query={screens.decl.list} url={screens.api.list} exportUrl={screens.api.export} slots={slots} />
      <TransitionRequestDrawer screens={screens} id={viewing} onClose={() => setViewing(null)} onChanged={() => refresh.current()} />
    </>
  );
}
