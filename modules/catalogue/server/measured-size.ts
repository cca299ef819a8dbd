// A SKU's package as the warehouse measured it (goods in's 称重, public.ts): what the catalogue holds now, and the
// measured size written back after the person confirmed it — through the engine, so the 包装尺寸 log shows it.
import type { Executor, Tx } from '@entrepot/server-kit/db';
import { servicesOf } from '@entrepot/server-kit/entity';
import { eq, sql } from 'drizzle-orm';
import { packageSize, sku } from '../entities/index.ts';
import { skus } from './catalogue.schema.ts';
import { packageSizes } from './reference.schema.ts';

export interface MeasuredSize {
  /** Decimal strings: cm to 2 places, kg to 3. */
  length: string;
  width: string;
  height: string;
  weight: string;
}

export interface SkuPackage {
  sku_id: string;
  sku_code: string;
  name: string;
  size: (MeasuredSize & { id: string; version: number }) | null;
}

/** The SKU of a scanned code (any case) with its package size on record, or null when no SKU has that code. */
export async function skuPackageOf(exec: Executor, code: string): Promise<SkuPackage | null> {
  const [row] = await exec
    .select({ id: skus.id, code: skus.code, name: skus.name })
    .from(skus)
    .where(eq(sql`lower(${skus.code})`, code.trim().toLowerCase()));
  if (!row) return null;
  const [size] = await exec.select().from(packageSizes).where(eq(packageSizes.sku_id, row.id));
  return {
    sku_id: row.id,
    sku_code: row.code,
    name: row.name ?? '',
    size: size
      ? {
          id: size.id,
          version: Number(size.version),
          length: size.length,
          width: size.width,
          height: size.height,
          weight: size.weight,
        }
      : null,
  };
}

let services: ReturnType<typeof sizeServices> | undefined;
const sizeServices = () => servicesOf({ packageSize: [packageSize, packageSizes] }, [[sku, skus]]);

/** Writes the measured size as the SKU's package size (a new record, or the one on record updated). */
export async function recordMeasuredSize(tx: Tx, skuId: string, measured: MeasuredSize, actor: { id: string; name: string }) {
  services ??= sizeServices();
  const [current] = await tx.select({ id: packageSizes.id }).from(packageSizes).where(eq(packageSizes.sku_id, skuId)).for('update');
  const values = { ...measured, remark: `仓库称重（${actor.name}）` };
  return current ? services.packageSize.update(tx, current.id, values, actor) : services.packageSize.create(tx, { sku_id: skuId, ...values }, actor);
}
