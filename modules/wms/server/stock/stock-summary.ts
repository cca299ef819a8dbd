// 出入库汇总 (the declared query `stockSummaryList`, README "Stock summary report"): the ledger's on-hand changes
// per warehouse and SKU, summed before, within and up to the end of a period of days (Asia/Shanghai), under the
// filters (on the legs, before the sums) and the warehouse data rule; the list with the 合计 of every filtered
// row, and its export as an xlsx at once (the engine's `queryExport`).
import { parse, requestUser, withoutEmpty } from '@entrepot/server-kit';
import type { Database } from '@entrepot/server-kit/db';
import { type DataAccess, queryList, type Route, sourceColumns } from '@entrepot/server-kit/entity';
import { queryExport } from '@entrepot/server-kit/file-tasks';
import { and, inArray, lt, type SQL, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { type StockSummaryTotals, stockSummaryList } from '../../entities/index.ts';
import { stockMovements as m } from '../ledger.schema.ts';
import { warehouses as w } from '../warehouse.schema.ts';
import { warehouseScope } from '../warehouse-scope.ts';

const DAY_MS = 86_400_000;
/** The instant a Shanghai day starts (no daylight saving there: always +08:00). */
const startOf = (day: string) => new Date(`${day}T00:00:00+08:00`);
const today = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);

const isDay = (v: string) => /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(startOf(v).getTime());
const day = (label: string) => z.string().trim().refine(isDay, `${label}格式不正确`).optional();
/** `a,b`, `a\nb` or `x[]=a&x[]=b` → ['a', 'b'] (blanks dropped, at most 1000 entries of 64 characters). */
const list = (label: string) =>
  z
    .union([z.string(), z.array(z.string())])
    .transform((v) => (Array.isArray(v) ? v : v.split(/[,\n\t]/)).map((s) => s.trim()).filter((s) => s !== ''))
    .pipe(z.array(z.string().max(64, `${label}最多64个字符`)).max(1000, `${label}最多1000个`))
    .optional();

/** Without days the period is the current month so far; `day_to` alone, its month up to that day. */
const filters = z
  .object({ day_from: day('开始日期'), day_to: day('结束日期'), warehouse_id: list('仓库'), sku: list('SKU') })
  .transform((q) => {
    const to = q.day_to ?? today();
    return { ...q, day_to: to, day_from: q.day_from ?? `${to.slice(0, 8)}01` };
  })
  .refine((q) => q.day_from <= q.day_to, { message: '开始日期不能晚于结束日期', path: ['day_from'] });

const accessOf = (r: FastifyRequest) => requestUser(r).access;

/** The rows the user may see for the period and filters of `query` (the list's or the export's, checked here). */
export function stockSummarySource(access: DataAccess | undefined, query: Record<string, unknown>) {
  const q = parse(filters, withoutEmpty(query));
  const start = startOf(q.day_from);
  const end = new Date(startOf(q.day_to).getTime() + DAY_MS);
  const within = (types: string[]) =>
    sql`${m.createdAt} >= ${start} and ${m.type} in (${sql.join(
      types.map((t) => sql`${t}`),
      sql`, `,
    )})`;
  const sum = (where: SQL, sign = 1) => sql`${sign < 0 ? sql`-` : sql``}coalesce(sum(${m.dOnHand}) filter (where ${where}), 0)::int`;
  const figures: Record<keyof StockSummaryTotals, SQL> = {
    opening: sum(sql`${m.createdAt} < ${start}`),
    // Goods in: what receiving put on hand, directly or through 质检放行 (a receipt posts to 待检 first).
    received: sum(within(['receive', 'quarantine_release'])),
    transferred_in: sum(within(['transfer_in'])),
    shipped: sum(within(['ship']), -1),
    transferred_out: sum(within(['transfer_out']), -1),
    adjusted: sum(within(['adjust', 'count'])),
    closing: sql`coalesce(sum(${m.dOnHand}), 0)::int`,
  };
  return new QueryBuilder()
    .select(
      sourceColumns({
        id: sql`concat_ws('|', ${m.warehouseId}, ${m.skuId})`,
        warehouse_id: m.warehouseId,
        warehouse_name: sql`coalesce(${w.name}, ${m.warehouseId})`,
        sku_id: m.skuId,
        ...figures,
      }),
    )
    .from(m)
    .leftJoin(w, sql`${w.id}::text = ${m.warehouseId}`)
    .where(
      and(
        lt(m.createdAt, end),
        q.warehouse_id?.length ? inArray(m.warehouseId, q.warehouse_id) : undefined,
        q.sku?.length ? inArray(m.skuId, q.sku) : undefined,
        warehouseScope(access, m.warehouseId),
      ),
    )
    .groupBy(m.warehouseId, m.skuId, w.name)
    .having(
      sql.join(
        Object.values(figures).map((f) => sql`${f} <> 0`),
        sql` or `,
      ),
    )
    .as('q');
}

/** `GET stock/summary?day_from&day_to&warehouse_id&sku&sort&page&per_page` → a page with `totals`; its export. */
export function stockSummaryRoutes(database: Database): { list: Route; export: Route } {
  const source = (r: FastifyRequest) => stockSummarySource(accessOf(r), r.query as Record<string, unknown>);
  return {
    list: queryList(stockSummaryList, database, { source }),
    export: queryExport(stockSummaryList, database, { source, file: '出入库汇总' }),
  };
}
