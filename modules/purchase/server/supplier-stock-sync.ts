// 供应商库存 from the suppliers' JST (聚水潭) through an adapter: `POST supplierInventory/syncJstSpuSkuInfoAndInv`
// reads the stock of every enabled supplier SKU the caller may see and writes it with its source and time. The
// adapter is `JstClient` (domain/jst.ts); the local fake (server/jst/fake-jst.ts) serves the demo and the tests
// until a real JST client is configured. Without JST, the sheet import of the same list is the path (README "Supplier inventory").
import { sku } from '@entrepot/module-catalogue';
import { requestUser } from '@entrepot/server-kit';
import type { Database } from '@entrepot/server-kit/db';
import { type Actor, type DataAccess, rowScope, tableOf } from '@entrepot/server-kit/entity';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { JstClient } from '../domain/jst.ts';
import { supplier } from '../entities/index.ts';
import { supplierSkus, supplierStocks, suppliers } from './purchase.schema.ts';
import type { PurchaseServices } from './services.ts';

const skus = tableOf(sku);

/** What the sync needs of JST: its figures for our supplier SKUs. */
export type SupplierStockSource = Pick<JstClient, 'source' | 'read'>;

/** Who asks for a sync over HTTP: the signed-in user and data rules. */
export function askerOf(request: FastifyRequest): { actor: Actor; access: DataAccess | undefined } {
  const user = requestUser(request);
  return { actor: { id: user.id, name: user.name }, access: user.access };
}

/**
 * Reads the enabled supplier SKUs within the caller's data rules (`access`; none: every one, as the demo seed) from
 * `source` and writes their stock as `actor`.
 */
export async function syncSupplierStock(
  database: Database,
  s: PurchaseServices,
  source: SupplierStockSource,
  { actor, access }: { actor: Actor; access: DataAccess | undefined },
) {
  const links = await database.db
    .select({
      supplier_id: supplierSkus.supplier_id,
      sku_id: supplierSkus.sku_id,
      supplier_code: suppliers.code,
      sku_code: skus.code,
      supplier_item_code: supplierSkus.supplier_item_code,
    })
    .from(supplierSkus)
    .innerJoin(suppliers, eq(suppliers.id, supplierSkus.supplier_id))
    .innerJoin(skus, eq(skus.id, supplierSkus.sku_id))
    .where(and(eq(supplierSkus.status, 'enabled'), rowScope(supplier, suppliers, access)));
  const read = await source.read(
    links.map((l) => ({
      supplier_code: String(l.supplier_code),
      sku_code: l.sku_code,
      supplier_item_code: l.supplier_item_code ?? null,
    })),
  );
  const figure = new Map(read.map((r) => [`${r.supplier_code}|${r.sku_code}`, r.quantity]));
  const at = new Date();
  let written = 0;
  await database.tx(async (tx) => {
    // Only the figures of the suppliers read: what the sync may overwrite.
    const supplierIds = [...new Set(links.map((l) => l.supplier_id))];
    const held = supplierIds.length
      ? await tx
          .select({ id: supplierStocks.id, supplier_id: supplierStocks.supplier_id, sku_id: supplierStocks.sku_id })
          .from(supplierStocks)
          .where(inArray(supplierStocks.supplier_id, supplierIds))
      : [];
    const existing = new Map(held.map((h) => [`${h.supplier_id}|${h.sku_id}`, h]));
    for (const l of links) {
      const quantity = figure.get(`${l.supplier_code}|${l.sku_code}`);
      if (quantity === undefined) continue;
      const row = existing.get(`${l.supplier_id}|${l.sku_id}`);
      const extra = { source: source.source, synced_at: at };
      if (row) await s.supplierStock.update(tx, row.id, { quantity, supplier_item_code: l.supplier_item_code ?? null }, actor, { extra });
      else
        await s.supplierStock.create(
          tx,
          { supplier_id: l.supplier_id, sku_id: l.sku_id, supplier_item_code: l.supplier_item_code ?? null, quantity },
          actor,
          extra,
        );
      written++;
    }
  });
  return { source: source.source, items: links.length, written, synced_at: at.toISOString() };
}
