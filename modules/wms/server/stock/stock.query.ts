// The source of 库存查询 (the declared query `stockList`): the ledger's balances per location, or summed per
// warehouse and SKU, or per SKU, under the filters (on the balance rows, before the sums) and the warehouse
// data rule. The engine sorts, pages and sums it (the query's declared `totals`: 合计).
import { parse, withoutEmpty } from '@entrepot/server-kit';
import type { Executor } from '@entrepot/server-kit/db';
import { type DataAccess, sourceColumns } from '@entrepot/server-kit/entity';
import { and, type Column, inArray, type SQL, type Subquery, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { type StockDimension, type StockState, type StockTotals, stockDimensions, stockStates } from '../../entities/index.ts';
import { stockBalances as b } from '../ledger.schema.ts';
import { storageLocations } from '../master-data.schema.ts';
import { warehouseScope } from '../warehouse-scope.ts';

/** `a,b`, `a\nb` or `x[]=a&x[]=b` → ['a', 'b'] (blanks dropped, at most 1000 entries of 64 characters). */
const commaList = (label: string) =>
  z
    .union([z.string(), z.array(z.string())])
    .transform((v) => (Array.isArray(v) ? v : v.split(/[,\n\t]/)).map((s) => s.trim()).filter((s) => s !== ''))
    .pipe(z.array(z.string().max(64, `${label}最多64个字符`)).max(1000, `${label}最多1000个`))
    .optional();

const stockFilters = z.object({
  dimension: z.enum(stockDimensions.map((d) => d.value) as [StockDimension, ...StockDimension[]], '请选择正确的统计维度').default('location'),
  warehouse_id: commaList('仓库'),
  sku: commaList('SKU'),
  location: commaList('库位'),
  area_id: z.uuid('请选择正确的库区').optional(),
  state: z.enum(stockStates.map((s) => s.value) as [StockState, ...StockState[]], '请选择正确的库存状态').optional(),
});

const KEYS: Record<StockDimension, SQL[]> = {
  location: [sql`${b.warehouseId}`, sql`${b.locationId}`, sql`${b.skuId}`],
  warehouse: [sql`${b.warehouseId}`, sql`${b.skuId}`],
  sku: [sql`${b.skuId}`],
};
const held = sql`sum(abs(${b.onHand}) + abs(${b.reserved}) + abs(${b.inTransit}) + abs(${b.quarantined}))`;
/** The state filter on the summed quantities; without one, rows holding anything. */
const STATES: Record<StockState | 'any', SQL> = {
  on_hand: sql`sum(${b.onHand}) > 0`,
  available: sql`sum(${b.onHand} - ${b.reserved}) > 0`,
  reserved: sql`sum(${b.reserved}) > 0`,
  in_transit: sql`sum(${b.inTransit}) > 0`,
  quarantined: sql`sum(${b.quarantined}) > 0`,
  zero: sql`${held} = 0`,
  any: sql`${held} > 0`,
};
const sum = (column: SQL | Column) => sql`sum(${column})::int`;

/** The rows the user may see under the list's filters (`query`: the list's or the export's, checked here). */
export function stockSource(access: DataAccess | undefined, query: Record<string, unknown>) {
  const q = parse(stockFilters, withoutEmpty(query));
  const keys = KEYS[q.dimension];
  const area = q.area_id
    ? sql`(${b.warehouseId}, ${b.locationId}) in (select ${storageLocations.warehouse_id}::text, ${storageLocations.code} from ${storageLocations} where ${storageLocations.area_id} = ${q.area_id})`
    : undefined;
  return new QueryBuilder()
    .select(
      sourceColumns({
        id: sql`concat_ws('|', ${sql.join(keys, sql`, `)})`,
        warehouse_id: q.dimension === 'sku' ? sql`null::text` : b.warehouseId,
        location_id: q.dimension === 'location' ? b.locationId : sql`null::text`,
        sku_id: b.skuId,
        on_hand: sum(b.onHand),
        reserved: sum(b.reserved),
        available: sum(sql`${b.onHand} - ${b.reserved}`),
        in_transit: sum(b.inTransit),
        quarantined: sum(b.quarantined),
        rows: sql`count(*)::int`,
        updated_at: sql`max(${b.updatedAt})`,
      }),
    )
    .from(b)
    .where(
      and(
        q.warehouse_id?.length ? inArray(b.warehouseId, q.warehouse_id) : undefined,
        q.sku?.length ? inArray(b.skuId, q.sku) : undefined,
        q.location?.length
          ? inArray(
              b.locationId,
              q.location.map((l) => l.toUpperCase()),
            )
          : undefined,
        area,
        warehouseScope(access, b.warehouseId),
      ),
    )
    .groupBy(...keys)
    .having(STATES[q.state ?? 'any'])
    .as('q');
}
