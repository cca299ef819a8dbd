import { staff } from '@entrepot/hub-server/entities';
import type { Tx } from '@entrepot/server-kit/db';
import { servicesOf, tableOf } from '@entrepot/server-kit/entity';
import { brand, category, sku, spu, spuOption } from '../entities/index.ts';
import { brands, categories, skus, spuOptions, spus } from './catalogue.schema.ts';
import { skuQueryFilter, spuQueryFilter } from './product-list-filters.ts';

// Identity's staff table, addressed only to show developers' names (not in a *.schema.ts: no migration sees it).
export const staffTable = tableOf(staff);

/** The derived services of the product master data, sharing one registry so references show titles. */
export function catalogueServices() {
  const s = servicesOf({ brand: [brand, brands], category: [category, categories], spu: [spu, spus], sku: [sku, skus] }, [
    [spuOption, spuOptions],
    [staff, staffTable],
  ]);
  s.spu.withQueryFilter(spuQueryFilter);
  s.sku.withQueryFilter(skuQueryFilter);
  return s;
}

export type CatalogueServices = ReturnType<typeof catalogueServices>;

/** The outbox as commands see it (the module context's, or none in a bare test server). */
export interface Publisher {
  publish(tx: Tx, name: string, payload: Record<string, unknown>): Promise<unknown>;
}
