// `GET supplierInventory/skuList` and `spuList`: the declared queries `supplierStockBySku` / `BySpu` over the
// stock figures the reader may see (its data rules on suppliers), summed per SKU or per SPU.
import { sku, spu } from '@entrepot/module-catalogue';
import { requestUser } from '@entrepot/server-kit';
import type { Database } from '@entrepot/server-kit/db';
import { queryList, rowScope, sourceColumns, tableOf } from '@entrepot/server-kit/entity';
import { and, eq, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import { supplier, supplierStockBySku, supplierStockBySpu } from '../entities/index.ts';
import { supplierStocks, suppliers } from './purchase.schema.ts';

const skus = tableOf(sku);
const spus = tableOf(spu);

function totalsSource(by: 'sku' | 'spu', request: FastifyRequest) {
  const owner = by === 'sku' ? skus : spus;
  const key = by === 'sku' ? skus.id : spus.id;
  const visible = sql`exists (select 1 from ${suppliers} where ${suppliers.id} = ${supplierStocks.supplier_id} and ${rowScope(supplier, suppliers, requestUser(request).access) ?? sql`true`})`;
  const query = new QueryBuilder()
    .select(
      sourceColumns({
        id: key,
        code: owner.code,
        name: owner.name,
        supplier_count: sql`count(distinct ${supplierStocks.supplier_id})::int`,
        total_quantity: sql`sum(${supplierStocks.quantity})::int`,
        last_synced_at: sql`max(${supplierStocks.synced_at})`,
      }),
    )
    .from(supplierStocks)
    .innerJoin(skus, eq(skus.id, supplierStocks.sku_id));
  const joined = by === 'spu' ? query.innerJoin(spus, eq(spus.id, skus.spu_id)) : query;
  return joined.where(and(visible)).groupBy(key, owner.code, owner.name).as('q');
}

/** The two lists' routes. */
export function stockTotalRoutes(database: Database) {
  return {
    bySku: queryList(supplierStockBySku, database, { source: (r) => totalsSource('sku', r) }),
    bySpu: queryList(supplierStockBySpu, database, { source: (r) => totalsSource('spu', r) }),
  };
}
