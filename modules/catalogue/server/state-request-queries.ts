// Reads of the state-change requests: the list's source (the declared query `stateRequestList`), one request with its lines, the stock of
// its SKUs (through wms/public.ts) and one SKU's state with its requests (`skustate/{id}`), each within the reader's
// SPU and SKU data rules: a request shows only the lines they may see, and none of whose lines they may see is not found.
import { toWireTime } from '@entrepot/contract';
import { notFound } from '@entrepot/server-kit';
import type { Executor } from '@entrepot/server-kit/db';
import { sourceColumns } from '@entrepot/server-kit/entity';
import { and, asc, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { balancesOf } from '../../wms/public.ts';
import { skus, spus } from './catalogue.schema.ts';
import { type StateLineRow, type StateRequestRow, stateRequestLines, stateRequests } from './state-request.schema.ts';
import {
  KIND_LABELS,
  OUTCOME_LABELS,
  REQUESTABLE,
  type RequestableTransition,
  refusalOf,
  requestStatusLabel,
  stateLabel,
  targetState,
  transitionLabel,
} from './state-request-rules.ts';

/** The reader's data rules on SPUs and on SKUs (`rowScope`), undefined when unrestricted. */
export type ReaderScope = { spu: SQL | undefined; sku: SQL | undefined };
const everyLine: ReaderScope = { spu: undefined, sku: undefined };

/** The lines whose SPU or SKU the reader may see (undefined: every line). */
export function visibleLines(scope: ReaderScope): SQL | undefined {
  if (!scope.spu && !scope.sku) return undefined;
  const l = stateRequestLines;
  return sql`case when ${l.kind} = 'spu' then exists (select 1 from ${spus} where ${spus.id} = ${l.targetId} and ${scope.spu ?? sql`true`})
    else exists (select 1 from ${skus} where ${skus.id} = ${l.targetId} and ${scope.sku ?? sql`true`}) end`;
}

/** The requests as the declared query `stateRequestList` reads them: one row each, its visible lines summed up. */
export function stateRequestSource(callerId: string, scope: ReaderScope) {
  const visible = visibleLines(scope);
  const lines = sql`${stateRequestLines} where ${and(eq(stateRequestLines.requestId, stateRequests.id), visible)}`;
  return new QueryBuilder()
    .select(
      sourceColumns({
        id: stateRequests.id,
        code: stateRequests.code,
        transition: stateRequests.transition,
        reason: stateRequests.reason,
        status: stateRequests.status,
        requester: stateRequests.requesterName,
        requested_by: stateRequests.requestedBy,
        approval_request_id: stateRequests.approvalRequestId,
        // A reader under data rules counts the lines they see, never the whole request's.
        applied_count: visible ? sql`(select count(*)::int from ${lines} and ${stateRequestLines.outcome} = 'applied')` : stateRequests.appliedCount,
        skipped_count: visible ? sql`(select count(*)::int from ${lines} and ${stateRequestLines.outcome} = 'skipped')` : stateRequests.skippedCount,
        created_at: stateRequests.createdAt,
        created: stateRequests.createdAt,
        decided_at: stateRequests.decidedAt,
        mine: sql`${stateRequests.requestedBy} = ${callerId}`,
        line_count: sql`(select count(*)::int from ${lines})`,
        // The first three codes, then 等N项: `TS001-BLK-M、TS001-BLK-L`.
        lines_preview: sql`(select array_to_string((array_agg(${stateRequestLines.code} order by ${stateRequestLines.position}))[1:3], '、')
          || case when count(*) > 3 then ' 等' || count(*) || '项' else '' end from ${lines})`,
        sku: sql`(select string_agg(${stateRequestLines.code}, E'\n') from ${lines})`,
      }),
    )
    .from(stateRequests)
    .where(visible ? sql`exists (select 1 from ${lines})` : undefined)
    .as('q');
}

/** 已生效 / 未生效 of these lines only: what a reader under data rules is told of a request. */
const countsOf = (lines: Pick<StateLineRow, 'outcome'>[]) => ({
  applied_count: lines.filter((l) => l.outcome === 'applied').length,
  skipped_count: lines.filter((l) => l.outcome === 'skipped').length,
});
const restricted = (scope: ReaderScope) => Boolean(scope.spu || scope.sku);

function requestView(r: StateRequestRow) {
  return {
    id: r.id,
    code: r.code,
    transition: r.transition,
    transition_label: transitionLabel(r.transition),
    reason: r.reason,
    status: r.status,
    status_label: requestStatusLabel(r.status),
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

async function requestRow(exec: Executor, id: string): Promise<StateRequestRow> {
  const [row] = await exec.select().from(stateRequests).where(eq(stateRequests.id, id));
  if (!row) throw notFound('状态变更申请');
  return row;
}

/** The request's lines the reader may see; none (every request has one) → not found, as a missing request. */
async function linesOf(exec: Executor, requestId: string, scope: ReaderScope) {
  const lines = await exec
    .select()
    .from(stateRequestLines)
    .where(and(eq(stateRequestLines.requestId, requestId), visibleLines(scope)))
    .orderBy(asc(stateRequestLines.position));
  if (!lines.length) throw notFound('状态变更申请');
  return lines;
}

/** Whether the request exists with a line the reader may see. */
export async function requestVisible(exec: Executor, id: string, scope: ReaderScope): Promise<boolean> {
  const [row] = await exec
    .select({ id: stateRequestLines.id })
    .from(stateRequestLines)
    .where(and(eq(stateRequestLines.requestId, id), visibleLines(scope)))
    .limit(1);
  return Boolean(row);
}

/** One request with the lines the reader may see (`spu/state/process/{id}`, ours). */
export async function stateRequestDetail(exec: Executor, id: string, scope: ReaderScope = everyLine) {
  const row = await requestRow(exec, id);
  const lines = await linesOf(exec, id, scope);
  return { ...requestView(row), ...(restricted(scope) ? countsOf(lines) : {}), lines: lines.map((l) => lineView(l, row.transition)) };
}

/**
 * `spu/state/process/inventory?id=`: the stock of every SKU the request changes that the reader may see (an SPU
 * line: all its SKUs), per warehouse, read from the wms ledger (its `public.ts`); a SKU without stock has no rows.
 */
export async function stateRequestInventory(exec: Executor, id: string, scope: ReaderScope) {
  await requestRow(exec, id);
  const lines = await linesOf(exec, id, scope);
  const wholeSpus = lines.filter((l) => l.kind === 'spu').map((l) => l.targetId);
  const skuIds = lines.filter((l) => l.kind === 'sku').map((l) => l.targetId);
  const rows = await exec
    .select({ id: skus.id, code: skus.code, name: skus.name, status: skus.status })
    .from(skus)
    .where(
      and(or(skuIds.length ? inArray(skus.id, skuIds) : undefined, wholeSpus.length ? inArray(skus.spu_id, wholeSpus) : undefined) ?? sql`false`, scope.sku),
    )
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
export async function skuState(exec: Executor, idOrCode: string, skuScope: SQL | undefined) {
  const isId = /^[0-9a-f-]{36}$/i.test(idOrCode);
  const [sku] = await exec
    .select({ id: skus.id, code: skus.code, name: skus.name, status: skus.status, spu_id: skus.spu_id, spu_code: spus.code, spu_status: spus.status })
    .from(skus)
    .innerJoin(spus, eq(spus.id, skus.spu_id))
    .where(and(isId ? eq(skus.id, idOrCode) : eq(skus.code, idOrCode), skuScope));
  if (!sku) throw notFound('SKU'); // a SKU the reader may not see, as a missing one
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
    pending: pending ? { ...requestView(pending.request), ...(skuScope ? countsOf([pending.line]) : {}) } : null,
    requestable: pending
      ? []
      : REQUESTABLE.filter((t) => refusalOf('sku', String(sku.code), status, t) === null).map((t) => ({ transition: t, label: transitionLabel(t) })),
    history: history.map((h) => ({ ...requestView(h.request), ...(skuScope ? countsOf([h.line]) : {}), line: lineView(h.line, h.request.transition) })),
  };
}
