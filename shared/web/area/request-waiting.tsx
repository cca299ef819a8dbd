// A list's 审批中 mark on the records a declared request waits on (停售申请 ZT…, 商品信息变更 BG…): each source's
// `waiting` route asked once for the rows a page shows — the marks of one render gathered into one call — and
// asked again whenever the list reads its rows again. A person without the target's read code sees no mark.
import { Tag, Tooltip } from '@arco-design/web-react';
import { type ChangeRequestDecl, requestUrl, type TransitionRequestDecl, type WaitingRequest } from '@entrepot/entity';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { useLocation } from 'wouter';
import type { HttpClient } from '../http/index.ts';
import { useArea } from './area-context.ts';

/** Where one request kind answers what waits (`waiting`) and where a mark opens its request. */
export interface WaitingSource {
  url: string;
  open(request: WaitingRequest): string;
}

/** A change request's: its detail screen (`<list>/detail?id=`). */
export const changeWaiting = (decl: ChangeRequestDecl): WaitingSource => ({
  url: requestUrl(decl.api, 'waiting'),
  open: (w) => `${decl.screen.url}/detail?id=${encodeURIComponent(w.request_id)}`,
});

/** A transition request's: its list with the request's drawer open (`?id=`). */
export const transitionWaiting = (decl: TransitionRequestDecl): WaitingSource => ({
  url: requestUrl(decl.api, 'waiting'),
  open: (w) => `${decl.screen.url}?id=${encodeURIComponent(w.request_id)}`,
});

type Mark = WaitingRequest & { href: string };
type Load = (id: string) => Promise<Mark[]>;

/** Ids asked in one tick go out together: one call per source for the whole page. */
function gathered(http: HttpClient, kind: string, sources: WaitingSource[]): Load {
  let queue: { id: string; resolve(marks: Mark[]): void }[] = [];
  const flush = async () => {
    const batch = queue;
    queue = [];
    const ids = [...new Set(batch.map((b) => b.id))].join(',');
    const answers = await Promise.all(
      sources.map(
        (s) =>
          http
            .get<WaitingRequest[]>(s.url, { params: { kind, ids }, silent: true })
            .then((list) => list.map((w) => ({ ...w, href: s.open(w) })))
            .catch(() => [] as Mark[]), // no read code, or the server away: no mark
      ),
    );
    const all = answers.flat();
    for (const b of batch) b.resolve(all.filter((w) => w.id === b.id));
  };
  return (id) =>
    new Promise((resolve) => {
      if (queue.length === 0) setTimeout(() => void flush(), 0);
      queue.push({ id, resolve });
    });
}

function WaitingMark({ row, load }: { row: { id: string }; load: Load }) {
  const [marks, setMarks] = useState<Mark[]>([]);
  const [, navigate] = useLocation();
  useEffect(() => {
    let current = true;
    void load(row.id).then((m) => current && setMarks(m));
    return () => {
      current = false;
    };
  }, [row, load]);
  if (marks.length === 0) return null;
  return (
    <Tooltip content={marks.map((m) => `${m.what} ${m.code} 审批中`).join('；')}>
      <Tag color="orange" size="small" style={{ marginLeft: 6, cursor: 'pointer' }} onClick={() => navigate(marks[0]!.href)}>
        审批中
      </Tag>
    </Tooltip>
  );
}

/**
 * `mark(row)`: the 审批中 tag of a row of target `kind` (`sku`) when a request of these sources waits on it — its
 * tooltip names each request, a click opens the first. Put it beside a cell (the state's).
 */
export function useWaitingMarks(kind: string, sources: WaitingSource[]): (row: { id: string }) => ReactNode {
  const { http } = useArea();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the sources are declared once per page
  const load = useMemo(() => gathered(http, kind, sources), [http, kind]);
  return (row) => <WaitingMark row={row} load={load} />;
}
