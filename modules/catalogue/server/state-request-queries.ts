// Reads of the state-change requests: the list with its filters, one request with its lines, the stock of
// its SKUs (through wms/public.ts) and one SKU's state with its requests (`skustate/{id}`).
import { toWireTime } from '@entrepot/contract';
import { notFound, type PageQuery, pageAnswer } from '@entrepot/server-kit';
import type { Executor } from '@entrepot/server-kit/db';
import { and, asc, count, desc, eq, gte, ilike, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import { balancesOf } from '../../wms/public.ts';
import { skus, spus } from './catalogue.schema.ts';
import { type StateLineRow, type StateRequestRow, type StateRequestStatus, stateRequestLines, stateRequests } from './state-request.schema.ts';
import {
  dayBounds,
  KIND_LABELS,
  OUTCOME_LABELS,
  REQUEST_STATUS_LABELS,
  REQUESTABLE,
  type RequestableTransition,
  refusalOf,
  stateLabel,
  targetState,
  transitionLabel,
} from './state-request-rules.ts';

export interface ListFilters {
  status?: StateRequestStatus[];
  transition?: RequestableTransition;
  code?: string;
  sku?: string;
  requested_by?: string;
  requester?: string;
  created_from?: string;
  created_to?: string;
}

/** `%` and `_` typed by the user are plain characters. */
const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function listWhere(f: ListFilters): SQL | undefined {
  const days = dayBounds(f.created_from, f.created_to);
  return and(
    f.status?.length ? inArray(stateRequests.status, f.status) : undefined,
    f.transition ? eq(stateRequests.transition, f.transition) : undefined,
    f.code ? ilike(stateRequests.code, contains(f.code)) : undefined,
    f.requested_by ? eq(stateRequests.requestedBy, f.requested_by) : undefined,
    f.requester ? ilike(stateRequests.requesterName, contains(f.requester)) : undefined,
    days.from ? gte(stateRequests.createdAt, days.from) : undefined,
    days.before ? lt(stateRequests.createdAt, days.before) : undefined,
    f.sku
      ? sql`exists (select 1 from ${stateRequestLines} where ${stateRequestLines.requestId} = ${stateRequests.id} and ${stateRequestLines.code} ilike ${contains(f.sku)})`
      : undefined,
  );
}

function requestView(r: StateRequestRow) {
  return {
    id: r.id,
    code: r.code,
    transition: r.transition,
    transition_label: transitionLabel(r.transition),
    reason: r.reason,
    status: r.status,
    status_label: REQUEST_STATUS_LABELS[r.status],
    approval_request_id: r.approvalRequestId,
    requested_by: r.requestedBy,
    requester_name: r.requesterName,
    created_at: toWireTime(r.createdAt),
    decided_at: r.decidedAt ? toWireTime(r.decidedAt) : null,
    applied_count: r.appliedCount,
    skipped_count: r.skippedCount,
  };
}

function lineView(l: StateLineRow, transition: string) {
  const outcome = l.outcome ?? 'waiting';
  return {
    id: l.id,
    kind: l.kind,
    kind_label: KIND_LABELS[l.kind],
    target_id: l.targetId,
    spu_id: l.spuId,
    code: l.code,
    name: l.name,
    from_status: l.fromStatus,
    from_label: stateLabel(l.kind, l.fromStatus),
    to_status: targetState(l.kind, transition as RequestableTransition),
    to_label: stateLabel(l.kind, targetState(l.kind, transition as RequestableTransition)),
    outcome,
    outcome_label: OUTCOME_LABELS[outcome],
    note: l.note,
  };
}

/** `spu/state/process/list`: newest first; each row with its line count and its first codes. */
export async function listStateRequests(exec: Executor, f: ListFilters, page: PageQuery) {
  const where = listWhere(f);
  const [total] = await exec.select({ n: count() }).from(stateRequests).where(where);
  const rows = await exec
    .select()
    .from(stateRequests)
    .where(where)
    .orderBy(desc(stateRequests.createdAt), desc(stateRequests.id))
    .limit(page.per_page)
    .offset((page.page - 1) * page.per_page);
  const summaries = rows.length
    ? await exec
        .select({
          requestId: stateRequestLines.requestId,
          n: count(),
          codes: sql<string[]>`(array_agg(${stateRequestLines.code} order by ${stateRequestLines.position}))[1:3]`,
        })
        .from(stateRequestLines)
        .where(
          inArray(
            stateRequestLines.requestId,
            rows.map((r) => r.id),
          ),
        )
        .groupBy(stateRequestLines.requestId)
    : [];
  const byRequest = new Map(summaries.map((x) => [x.requestId, x]));
  const list = rows.map((r) => {
    const summary = byRequest.get(r.id);
    const n = summary?.n ?? 0;
    const codes = summary?.codes ?? [];
    return { ...requestView(r), line_count: n, lines_preview: `${codes.join('、')}${n > codes.length ? ` 等${n}项` : ''}` };
  });
  return pageAnswer(list, total?.n ?? 0, page);
}

async function requestRow(exec: Executor, id: string): Promise<StateRequestRow> {
  const [row] = await exec.select().from(stateRequests).where(eq(stateRequests.id, id));
  if (!row) throw notFound('状态变更申请');
  return row;
}

const linesOf = (exec: Executor, requestId: string) =>
  exec.select().from(stateRequestLines).where(eq(stateRequestLines.requestId, requestId)).orderBy(asc(stateRequestLines.position));

/** One request with its lines (`spu/state/process/{id}`, ours). */
export async function stateRequestDetail(exec: Executor, id: string) {
  const row = await requestRow(exec, id);
  const lines = await linesOf(exec, id);
  return { ...requestView(row), lines: lines.map((l) => lineView(l, row.transition)) };
}

/**
 * `spu/state/process/inventory?id=`: the stock of every SKU the request changes (an SPU line: all its
 * SKUs), per warehouse, read from the wms ledger (its `public.ts`); a SKU without stock has no rows.
 */
export async function stateRequestInventory(exec: Executor, id: string) {
  await requestRow(exec, id);
  const lines = await linesOf(exec, id);
  const wholeSpus = lines.filter((l) => l.kind === 'spu').map((l) => l.targetId);
  const skuIds = lines.filter((l) => l.kind === 'sku').map((l) => l.targetId);
  const rows = await exec
    .select({ id: skus.id, code: skus.code, name: skus.name, status: skus.status })
    .from(skus)
    .where(or(skuIds.length ? inArray(skus.id, skuIds) : undefined, wholeSpus.length ? inArray(skus.spu_id, wholeSpus) : undefined) ?? sql`false`)
    .orderBy(sql`${skus.code} collate "C"`);
  const answer = [];
  for (const sku of rows) {
    const byWarehouse = new Map<string, { warehouse_id: string; on_hand: number; reserved: number; available: number; in_transit: number }>();
    for (const b of await balancesOf(exec, String(sku.code))) {
      const w = byWarehouse.get(b.warehouseId) ?? { warehouse_id: b.warehouseId, on_hand: 0, reserved: 0, available: 0, in_transit: 0 };
      w.on_hand += b.onHand;
      w.reserved += b.reserved;
      w.available += b.available;
      w.in_transit += b.inTransit;
      byWarehouse.set(b.warehouseId, w);
    }
    const warehouses = [...byWarehouse.values()];
    const sum = (k: 'on_hand' | 'reserved' | 'available' | 'in_transit') => warehouses.reduce((n, w) => n + w[k], 0);
    answer.push({
      sku_id: sku.id,
      code: sku.code,
      name: sku.name,
      status: sku.status,
      status_label: stateLabel('sku', String(sku.status)),
      on_hand: sum('on_hand'),
      reserved: sum('reserved'),
      available: sum('available'),
      in_transit: sum('in_transit'),
      warehouses,
    });
  }
  return answer;
}

/**
 * `skustate/{id}` (id or code): the SKU's state and its SPU's, the request waiting on it (its own or its
 * SPU's), the transitions it can be asked for now, and its latest requests.
 */
export async function skuState(exec: Executor, idOrCode: string) {
  const isId = /^[0-9a-f-]{36}$/i.test(idOrCode);
  const [sku] = await exec
    .select({ id: skus.id, code: skus.code, name: skus.name, status: skus.status, spu_id: skus.spu_id, spu_code: spus.code, spu_status: spus.status })
    .from(skus)
    .innerJoin(spus, eq(spus.id, skus.spu_id))
    .where(isId ? eq(skus.id, idOrCode) : eq(skus.code, idOrCode));
  if (!sku) throw notFound('SKU');
  const mine = or(
    and(eq(stateRequestLines.kind, 'sku'), eq(stateRequestLines.targetId, sku.id)),
    and(eq(stateRequestLines.kind, 'spu'), eq(stateRequestLines.targetId, sku.spu_id)),
  );
  const history = await exec
    .select({ request: stateRequests, line: stateRequestLines })
    .from(stateRequestLines)
    .innerJoin(stateRequests, eq(stateRequests.id, stateRequestLines.requestId))
    .where(mine)
    .orderBy(desc(stateRequests.createdAt), desc(stateRequests.id))
    .limit(20);
  const pending = history.find((h) => h.line.open);
  const status = String(sku.status);
  return {
    id: sku.id,
    code: sku.code,
    name: sku.name,
    status,
    status_label: stateLabel('sku', status),
    spu_id: sku.spu_id,
    spu_code: sku.spu_code,
    spu_status: sku.spu_status,
    spu_status_label: stateLabel('spu', String(sku.spu_status)),
    pending: pending ? requestView(pending.request) : null,
    requestable: pending
      ? []
      : REQUESTABLE.filter((t) => refusalOf('sku', String(sku.code), status, t) === null).map((t) => ({ transition: t, label: transitionLabel(t) })),
    history: history.map((h) => ({ ...requestView(h.request), line: lineView(h.line, h.request.transition) })),
  };
}
