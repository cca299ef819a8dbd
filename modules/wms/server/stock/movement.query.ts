// The movement history (库存流水): the ledger's append-only legs, newest first, with the source document,
// filtered by SKU, warehouse, location, type, source and time, under the warehouse data rule.
import { pageQuery } from '@entrepot/server-kit';
import type { Executor } from '@entrepot/server-kit/db';
import { countOf, type EntityTable } from '@entrepot/server-kit/entity';
import { and, desc, eq, gte, inArray, lt, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { MOVEMENT_TYPES, type MovementType } from '../../domain/ledger/movements.ts';
import type { MovementRecord } from '../../entities/stock.ts';
import { stockMovements } from '../ledger.schema.ts';
import { commaList, instant } from './query-params.ts';

/** The end of a range: a day includes the whole of it (Asia/Shanghai); a time is exclusive. */
function endOf(raw: string | undefined): Date | undefined {
  if (!raw) return undefined;
  const day = /^\d{4}-\d{2}-\d{2}$/.test(raw);
  const d = new Date(day ? `${raw}T00:00:00+08:00` : raw);
  if (Number.isNaN(d.getTime())) return undefined;
  return day ? new Date(d.getTime() + 86_400_000) : d;
}

export const movementQuery = pageQuery.extend({
  sku: commaList('SKU'),
  warehouse_id: commaList('仓库'),
  location: commaList('库位'),
  type: commaList('移动类型').refine((types) => !types || types.every((t) => MOVEMENT_TYPES.includes(t as MovementType)), '请选择正确的移动类型'),
  source_type: z.string().trim().max(64).optional(),
  source_id: z.string().trim().max(64).optional(),
  /** One line of the source (with `source_type` + `source_id` + `type`: a posting and its reversal). */
  source_line: z.string().trim().max(64).optional(),
  /** From this instant (a day means its start, Asia/Shanghai) … */
  created_at_from: instant('开始时间'),
  /** … to this one (a day includes the whole day). */
  created_at_to: z
    .string()
    .trim()
    .refine((v) => endOf(v) !== undefined, '结束时间格式不正确')
    .optional(),
  exact_total: z.string().optional(),
});
export type MovementQuery = z.output<typeof movementQuery>;

export function movementFilters(q: MovementQuery, scope: SQL | undefined): SQL | undefined {
  const m = stockMovements;
  const to = endOf(q.created_at_to);
  return and(
    q.sku?.length ? inArray(m.skuId, q.sku) : undefined,
    q.warehouse_id?.length ? inArray(m.warehouseId, q.warehouse_id) : undefined,
    q.location?.length
      ? inArray(
          m.locationId,
          q.location.map((l) => l.toUpperCase()),
        )
      : undefined,
    q.type?.length ? inArray(m.type, q.type as MovementType[]) : undefined,
    q.source_type ? eq(m.sourceType, q.source_type) : undefined,
    q.source_id ? eq(m.sourceId, q.source_id) : undefined,
    q.source_line !== undefined ? eq(m.sourceLine, q.source_line) : undefined,
    q.created_at_from ? gte(m.createdAt, q.created_at_from) : undefined,
    to ? lt(m.createdAt, to) : undefined,
    scope,
  );
}

const toRow = (r: typeof stockMovements.$inferSelect): MovementRecord => ({
  id: r.id,
  posting_id: r.postingId,
  created_at: r.createdAt.toISOString(),
  type: r.type,
  warehouse_id: r.warehouseId,
  location_id: r.locationId,
  sku_id: r.skuId,
  qty: r.qty,
  d_on_hand: r.dOnHand,
  d_reserved: r.dReserved,
  d_in_transit: r.dInTransit,
  d_quarantined: r.dQuarantined,
  source_type: r.sourceType,
  source_id: r.sourceId,
  source_line: r.sourceLine,
  correlation_id: r.correlationId,
  operator: r.operator,
  note: r.note,
  reversal_of: r.reversalOf,
  reversed_by: null,
});

/** Sets `reversed_by` on the rows of postings that were reversed (one look-up on the reversal index). */
async function withReversals(exec: Executor, rows: MovementRecord[]): Promise<MovementRecord[]> {
  const originals = [...new Set(rows.filter((r) => r.reversal_of === null).map((r) => r.posting_id))];
  if (originals.length === 0) return rows;
  const m = stockMovements;
  const found = await exec
    .select({ reversalOf: m.reversalOf, postingId: m.postingId })
    .from(m)
    .where(and(eq(m.leg, 0), inArray(m.reversalOf, originals)));
  const by = new Map(found.map((f) => [f.reversalOf as string, f.postingId]));
  return rows.map((r) => ({ ...r, reversed_by: by.get(r.posting_id) ?? null }));
}

/** One page, newest first; totals exact to 10,000, then the planner's estimate (共 约N 条). */
export async function movementPage(exec: Executor, q: MovementQuery, scope: SQL | undefined) {
  const where = movementFilters(q, scope);
  const exact = q.exact_total === '1' || q.exact_total === 'true';
  const [rows, count] = await Promise.all([
    exec
      .select()
      .from(stockMovements)
      .where(where)
      .orderBy(desc(stockMovements.createdAt), desc(stockMovements.id))
      .limit(q.per_page)
      .offset((q.page - 1) * q.per_page),
    countOf(exec, stockMovements as unknown as EntityTable, where, exact),
  ]);
  return { rows: await withReversals(exec, rows.map(toRow)), ...count };
}

/** Every matching movement in batches, newest first by id (UUIDv7: time ordered), keyset paged. */
export async function* movementBatches(exec: Executor, q: MovementQuery, scope: SQL | undefined, size = 1000): AsyncGenerator<MovementRecord[]> {
  const where = movementFilters(q, scope);
  let last: string | undefined;
  for (;;) {
    const rows = await exec
      .select()
      .from(stockMovements)
      .where(and(where, last ? lt(stockMovements.id, last) : undefined))
      .orderBy(desc(stockMovements.id))
      .limit(size);
    if (rows.length === 0) return;
    last = rows.at(-1)!.id;
    yield await withReversals(exec, rows.map(toRow));
    if (rows.length < size) return;
  }
}

export async function movementCount(exec: Executor, q: MovementQuery, scope: SQL | undefined): Promise<number> {
  return (await countOf(exec, stockMovements as unknown as EntityTable, movementFilters(q, scope), true)).total;
}
