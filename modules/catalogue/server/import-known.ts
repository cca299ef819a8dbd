// What pass 1 of an import reads from the database, once, for the codes the file names: stored SPUs (with
// their variant values and whether the importer's data rules show them), SKUs, barcodes in use, and the
// brands and staff a row may not name (停用).
import type { Executor } from '@entrepot/server-kit/db';
import type { StoredRow } from '@entrepot/server-kit/entity';
import { asc, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { OptionRow } from '../domain/sku-matrix.ts';
import type { sku, spu } from '../entities/index.ts';
import { brands, skus, spuOptions, spus } from './catalogue.schema.ts';
import { staffTable } from './services.ts';

const CHUNK = 1000;

async function inChunks<T>(values: string[], load: (part: string[]) => Promise<T[]>): Promise<T[]> {
  const unique = [...new Set(values)];
  const out: T[] = [];
  for (let i = 0; i < unique.length; i += CHUNK) out.push(...(await load(unique.slice(i, i + CHUNK))));
  return out;
}

// Codes are unique whatever their case (the engine's index is on lower(code)): matched the same way.
const lowerIn = (column: AnyPgColumn, values: string[]) =>
  inArray(
    sql`lower(${column})`,
    values.map((v) => v.toLowerCase()),
  );

export type StoredSpu = Pick<StoredRow<typeof spu>, 'id' | 'name' | 'name_en' | 'brand_id' | 'category_id' | 'developer_id' | 'season'> & {
  code: string;
  /** The importer's data rules show it (only such an SPU may be written). */
  visible: boolean;
  options: (OptionRow & { id: string; position: number })[];
};

/** Stored SPUs by lower-cased code. */
export async function storedSpus(exec: Executor, codes: string[], scope: SQL | undefined): Promise<Map<string, StoredSpu>> {
  const rows = await inChunks(codes, (part) =>
    exec
      .select({
        id: spus.id,
        code: spus.code,
        name: spus.name,
        name_en: spus.name_en,
        brand_id: spus.brand_id,
        category_id: spus.category_id,
        developer_id: spus.developer_id,
        season: spus.season,
        visible: scope ? sql<boolean>`coalesce(${scope}, false)` : sql<boolean>`true`,
      })
      .from(spus)
      .where(lowerIn(spus.code, part)),
  );
  const options = await inChunks(
    rows.map((r) => r.id),
    (part) =>
      exec
        .select({
          id: spuOptions.id,
          spu_id: spuOptions.spu_id,
          dimension: spuOptions.dimension,
          value: spuOptions.value,
          code: spuOptions.code,
          position: spuOptions.position,
        })
        .from(spuOptions)
        .where(inArray(spuOptions.spu_id, part))
        .orderBy(asc(spuOptions.position), asc(spuOptions.id)),
  );
  return new Map(
    rows.map((r) => [
      r.code!.toLowerCase(), // matched by its code: never null
      {
        ...r,
        code: r.code!,
        options: options
          .filter((o) => o.spu_id === r.id)
          .map(({ id, dimension, value, code, position }) => ({ id, dimension, value, code, position: position ?? 0 })),
      },
    ]),
  );
}

export type StoredSku = Pick<StoredRow<typeof sku>, 'id' | 'name' | 'cost_price' | 'sale_price' | 'weight' | 'barcode'> & { code: string; spu_id: string };

/** Stored SKUs by lower-cased code. */
export async function storedSkus(exec: Executor, codes: string[]): Promise<Map<string, StoredSku>> {
  const rows = await inChunks(codes, (part) =>
    exec
      .select({
        id: skus.id,
        code: skus.code,
        spu_id: skus.spu_id,
        name: skus.name,
        cost_price: skus.cost_price,
        sale_price: skus.sale_price,
        weight: skus.weight,
        barcode: skus.barcode,
      })
      .from(skus)
      .where(lowerIn(skus.code, part)),
  );
  return new Map(rows.map((r) => [r.code.toLowerCase(), r]));
}

/** Barcode → the SKU holding it, for the barcodes a file sets. */
export async function barcodeHolders(exec: Executor, barcodes: string[]): Promise<Map<string, { id: string; code: string }>> {
  const rows = await inChunks(barcodes, (part) =>
    exec.select({ id: skus.id, code: skus.code, barcode: skus.barcode }).from(skus).where(inArray(skus.barcode, part)),
  );
  return new Map(rows.map((r) => [r.barcode!, { id: r.id, code: r.code }])); // matched by barcode: never null
}

/** Brands and staff that exist but may not be chosen any more (停用): a row naming one is refused. */
export async function retired(exec: Executor): Promise<{ brands: Set<string>; staff: Set<string> }> {
  const [b, s] = await Promise.all([
    exec.select({ id: brands.id }).from(brands).where(ne(brands.status, 'enabled')),
    exec.select({ id: staffTable.id }).from(staffTable).where(ne(staffTable.status, 'active')),
  ]);
  return { brands: new Set(b.map((x) => x.id)), staff: new Set(s.map((x) => x.id)) };
}
