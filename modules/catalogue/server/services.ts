import { staff } from '@entrepot/hub-server/entities';
import type { Executor, Tx } from '@entrepot/server-kit/db';
import type { Actor } from '@entrepot/server-kit/entity';
import { servicesOf, tableOf } from '@entrepot/server-kit/entity';
import { eq } from 'drizzle-orm';
import { brand, category, sku, spu, spuOption } from '../entities/index.ts';
import { brands, categories, skus, spuOptions, spus } from './catalogue.schema.ts';
import { skuQueryFilter, spuQueryFilter } from './product-list-filters.ts';

// Identity's staff table, addressed only to show developers' names (not in a *.schema.ts: no migration sees it).
export const staffTable = tableOf(staff);

/** Who the demo seeds act as: the administrator (undefined before identity's seed made one). */
export async function demoActor(exec: Executor): Promise<Actor | undefined> {
  const [admin] = await exec.select({ id: staffTable.id, name: staffTable.name }).from(staffTable).where(eq(staffTable.login_name, 'admin')).limit(1);
  return admin && { id: admin.id, name: admin.name };
}

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
