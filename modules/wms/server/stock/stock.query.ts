// The stock list: the ledger's balances per location, or summed per warehouse and SKU, or per SKU, with
// filters, sort, paging and the filtered totals, under the warehouse data rule.
import { invalid, pageQuery } from '@entrepot/server-kit';
import type { Executor } from '@entrepot/server-kit/db';
import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { type StockDimension, type StockRecord, type StockState, type StockTotals, stockDimensions, stockStates } from '../../entities/index.ts';
import { commaList, sortOf } from './query-params.ts';

export const stockQuery = pageQuery.extend({
  dimension: z.enum(stockDimensions.map((d) => d.value) as [StockDimension, ...StockDimension[]], '请选择正确的统计维度').default('location'),
  warehouse_id: commaList('仓库'),
  sku: commaList('SKU'),
  location: commaList('库位'),
  area_id: z.uuid('请选择正确的库区').optional(),
  state: z.enum(stockStates.map((s) => s.value) as [StockState, ...StockState[]], '请选择正确的库存状态').optional(),
  sort: z.string().max(200).optional(),
});
export type StockQuery = z.output<typeof stockQuery>;

const KEYS: Record<StockDimension, ('warehouse_id' | 'location_id' | 'sku_id')[]> = {
  location: ['warehouse_id', 'location_id', 'sku_id'],
  warehouse: ['warehouse_id', 'sku_id'],
  sku: ['sku_id'],
};
const MEASURES = ['on_hand', 'reserved', 'available', 'in_transit', 'quarantined', 'updated_at'] as const;
const SORTABLE = ['warehouse_id', 'location_id', 'sku_id', ...MEASURES] as const;
type Sortable = (typeof SORTABLE)[number];

const col = (name: string) => sql.identifier(name);
const inList = (column: string, values: string[]) =>
  sql`${sql`b.`}${col(column)} in (${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )})`;

/** Conditions on balance rows: the filters and the caller's warehouse scope (on `b.warehouse_id`). */
export function balanceFilters(q: StockQuery, scope: SQL | undefined): SQL[] {
  const where: SQL[] = [];
  if (q.warehouse_id?.length) where.push(inList('warehouse_id', q.warehouse_id));
  if (q.sku?.length) where.push(inList('sku_id', q.sku));
  if (q.location?.length)
    where.push(
      inList(
        'location_id',
        q.location.map((l) => l.toUpperCase()),
      ),
    );
  if (q.area_id) {
    where.push(sql`(b.warehouse_id, b.location_id) in (select l.warehouse_id::text, l.code from wms.storage_locations l where l.area_id = ${q.area_id})`);
  }
  if (scope) where.push(scope);
  return where;
}

/** The state filter on the (summed) quantities; without one, rows holding anything. */
function stateFilter(state: StockState | undefined): SQL {
  switch (state) {
    case 'on_hand':
      return sql`sum(b.on_hand) > 0`;
    case 'available':
      return sql`sum(b.on_hand - b.reserved) > 0`;
    case 'reserved':
      return sql`sum(b.reserved) > 0`;
    case 'in_transit':
      return sql`sum(b.in_transit) > 0`;
    case 'quarantined':
      return sql`sum(b.quarantined) > 0`;
    case 'zero':
      return sql`sum(abs(b.on_hand) + abs(b.reserved) + abs(b.in_transit) + abs(b.quarantined)) = 0`;
    default:
      return sql`sum(abs(b.on_hand) + abs(b.reserved) + abs(b.in_transit) + abs(b.quarantined)) > 0`;
  }
}

/** The grouped rows of a dimension, with an optional extra condition (the export's keyset). */
function grouped(q: StockQuery, scope: SQL | undefined, after?: SQL): SQL {
  const keys = KEYS[q.dimension];
  const where = [...balanceFilters(q, scope), ...(after ? [after] : [])];
  const whereSql = where.length ? sql` where ${sql.join(where, sql` and `)}` : sql``;
  const keyList = sql.join(
    keys.map((k) => sql`b.${col(k)}`),
    sql`, `,
  );
  return sql`select ${keyList},
      sum(b.on_hand)::int8 as on_hand, sum(b.reserved)::int8 as reserved, sum(b.on_hand - b.reserved)::int8 as available,
      sum(b.in_transit)::int8 as in_transit, sum(b.quarantined)::int8 as quarantined,
      max(b.updated_at) as updated_at, count(*)::int8 as rows
    from wms.stock_balances b${whereSql}
    group by ${keyList}
    having ${stateFilter(q.state)}`;
}

const toRow = (r: Record<string, unknown>): StockRecord => ({
  warehouse_id: (r.warehouse_id as string | undefined) ?? null,
  location_id: (r.location_id as string | undefined) ?? null,
  sku_id: r.sku_id as string,
  on_hand: Number(r.on_hand),
  reserved: Number(r.reserved),
  available: Number(r.available),
  in_transit: Number(r.in_transit),
  quarantined: Number(r.quarantined),
  rows: Number(r.rows),
  updated_at: new Date(r.updated_at as string | Date).toISOString(),
});

function orderBy(q: StockQuery): SQL {
  const keys: string[] = KEYS[q.dimension];
  const requested = sortOf<Sortable>(q.sort, SORTABLE);
  if (typeof requested === 'string') throw invalid('sort', requested);
  const usable = requested.filter(([k]) => MEASURES.includes(k as never) || keys.includes(k));
  // By SKU, then warehouse and location unless asked otherwise; the keys end the order, so it is a unique tuple.
  const tail = ['sku_id', 'warehouse_id', 'location_id'].filter((k) => keys.includes(k) && !usable.some(([u]) => u === k));
  return sql.join([...usable.map(([k, dir]) => sql`g.${col(k)} ${dir === 'desc' ? sql`desc` : sql`asc`}`), ...tail.map((k) => sql`g.${col(k)} asc`)], sql`, `);
}

/** One page of the stock list, the number of rows the filters match and their totals. */
export async function stockPage(exec: Executor, q: StockQuery, scope: SQL | undefined) {
  const rows = grouped(q, scope);
  const [page, summary] = await Promise.all([
    exec.execute<Record<string, unknown>>(sql`select * from (${rows}) g order by ${orderBy(q)} limit ${q.per_page} offset ${(q.page - 1) * q.per_page}`),
    exec.execute<
      Record<string, string | null>
    >(sql`select count(*)::int8 as n, coalesce(sum(on_hand), 0)::int8 as on_hand, coalesce(sum(reserved), 0)::int8 as reserved,
        coalesce(sum(available), 0)::int8 as available, coalesce(sum(in_transit), 0)::int8 as in_transit, coalesce(sum(quarantined), 0)::int8 as quarantined
      from (${rows}) g`),
  ]);
  const s = summary.rows[0] ?? {};
  const totals: StockTotals = {
    on_hand: Number(s.on_hand ?? 0),
    reserved: Number(s.reserved ?? 0),
    available: Number(s.available ?? 0),
    in_transit: Number(s.in_transit ?? 0),
    quarantined: Number(s.quarantined ?? 0),
  };
  return { rows: page.rows.map(toRow), total: Number(s.n ?? 0), totals };
}

/** Every matching row in batches, by the dimension's keys (keyset paging: memory stays flat). */
export async function* stockBatches(exec: Executor, q: StockQuery, scope: SQL | undefined, size = 1000): AsyncGenerator<StockRecord[]> {
  const keys = KEYS[q.dimension];
  const keyTuple = sql`(${sql.join(
    keys.map((k) => sql`b.${col(k)}`),
    sql`, `,
  )})`;
  const order = sql.join(
    keys.map((k) => sql`g.${col(k)} asc`),
    sql`, `,
  );
  let last: StockRecord | undefined;
  for (;;) {
    const after = last
      ? sql`${keyTuple} > (${sql.join(
          keys.map((k) => sql`${last![k]}`),
          sql`, `,
        )})`
      : undefined;
    const { rows } = await exec.execute<Record<string, unknown>>(sql`select * from (${grouped(q, scope, after)}) g order by ${order} limit ${size}`);
    if (rows.length === 0) return;
    const batch = rows.map(toRow);
    last = batch.at(-1);
    yield batch;
    if (rows.length < size) return;
  }
}

/** How many rows an export will write (progress). */
export async function stockCount(exec: Executor, q: StockQuery, scope: SQL | undefined): Promise<number> {
  const { rows } = await exec.execute<{ n: string }>(sql`select count(*)::int8 as n from (${grouped(q, scope)}) g`);
  return Number(rows[0]?.n ?? 0);
}
