// The catalogue's SKU reads for other areas (001 §7 "Other"): `POST /api/v1/common/skus` (SKUs by a list of
// codes) and `GET /api/v1/common/info/{platform}/{skuCode}` (a SKU as one platform sees it, found through the
// SKU mappings). Both within the caller's SKU data rules; columns their column rules hide are left out.
import { invalid, notFound, parse } from '@entrepot/server-kit';
import type { Executor } from '@entrepot/server-kit/db';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { brands, categories, skus, spus } from '../catalogue.schema.ts';
import { pastedCodes } from '../lookups.ts';
import { packageSizes, skuMappings } from '../reference.schema.ts';
import { stateLabel } from '../state-request-rules.ts';

/** A bag of fields: a request body, a row mixing a SKU's and its SPU's columns, an answer. */
type Fields = Record<string, unknown>;
const MAX_CODES = 1000;
const str = (v: unknown) => String(v ?? '');
const without = (row: Fields, hidden: ReadonlySet<string>) => Object.fromEntries(Object.entries(row).filter(([k]) => !hidden.has(k)));
const lowerIs = (column: SQL | AnyPgColumn, value: string) => sql`lower(${column}) = ${value.toLowerCase()}`;

const skuColumns = {
  id: skus.id,
  code: skus.code,
  name: skus.name,
  spec: skus.spec,
  option_values: skus.option_values,
  status: skus.status,
  barcode: skus.barcode,
  weight: skus.weight,
  cost_price: skus.cost_price,
  sale_price: skus.sale_price,
  category_id: skus.category_id,
  spu_id: skus.spu_id,
  spu_code: spus.code,
  spu_name: spus.name,
};
const withLabel = (row: Fields, hidden: ReadonlySet<string>) => without({ ...row, status_label: stateLabel('sku', str(row.status)) }, hidden);

/** `{codes}`: a list, or codes pasted one a line / separated by commas; each once, at most 1000. */
const codesBody = z.looseObject({
  codes: z
    .unknown()
    .transform((v) => pastedCodes(Array.isArray(v) ? v.join('\n') : v))
    .optional(),
});

/** `common/skus {codes}`: the SKUs with those codes (any case) in the order asked, and the codes that are none. */
export async function skusByCodes(exec: Executor, body: unknown, scope: SQL | undefined, hidden: ReadonlySet<string>) {
  const raw = (body ?? {}) as Fields;
  if (Array.isArray(raw.codes) && raw.codes.length > MAX_CODES) throw invalid('codes', `最多${MAX_CODES}个SKU编码`);
  // Codes are unique whatever the case: the first spelling asked stands for them.
  const asked = parse(codesBody, raw).codes ?? [];
  const seen = new Set<string>();
  const codes = asked.filter((c) => !seen.has(c.toLowerCase()) && seen.add(c.toLowerCase()));
  if (codes.length === 0) return { list: [], missing: [] };
  const rows = await exec
    .select(skuColumns)
    .from(skus)
    .innerJoin(spus, eq(spus.id, skus.spu_id))
    .where(
      and(
        inArray(
          sql`lower(${skus.code})`,
          codes.map((c) => c.toLowerCase()),
        ),
        scope,
      ),
    );
  const byCode = new Map(rows.map((r) => [r.code.toLowerCase(), r]));
  const list = codes.flatMap((c) => {
    const row = byCode.get(c.toLowerCase());
    return row ? [withLabel(row, hidden)] : [];
  });
  return { list, missing: codes.filter((c) => !byCode.has(c.toLowerCase())) };
}

/**
 * `common/info/{platform}/{skuCode}`: `skuCode` is a platform SKU of that platform (SKU映射, any case) or our
 * own SKU code. The answer: how it was found, the mapping's platform SKU and account, our SKU, its SPU (with
 * brand and category), its package (长宽高, 重量) and every listing of the SKU on that platform.
 */
export async function platformSkuInfo(exec: Executor, platform: string, skuCode: string, scope: SQL | undefined, hidden: ReadonlySet<string>) {
  const onPlatform = lowerIs(skuMappings.platform_code, platform);
  const [mapping] = await exec
    .select({ sku_id: skuMappings.sku_id, platform_sku: skuMappings.platform_sku, account: skuMappings.account })
    .from(skuMappings)
    .where(and(onPlatform, lowerIs(skuMappings.platform_sku, skuCode)))
    .limit(1);
  const [sku] = await exec
    .select({ ...skuColumns, spu_name_en: spus.name_en, brand: brands.name, category: categories.name })
    .from(skus)
    .innerJoin(spus, eq(spus.id, skus.spu_id))
    .leftJoin(brands, eq(brands.id, spus.brand_id))
    .leftJoin(categories, eq(categories.id, skus.category_id))
    .where(and(mapping ? eq(skus.id, mapping.sku_id) : lowerIs(skus.code, skuCode), scope));
  if (!sku) throw notFound('SKU');
  const listings = await exec
    .select({ platform_sku: skuMappings.platform_sku, account: skuMappings.account })
    .from(skuMappings)
    .where(and(onPlatform, eq(skuMappings.sku_id, sku.id)))
    .orderBy(asc(skuMappings.platform_sku));
  const [pack] = await exec
    .select({ length: packageSizes.length, width: packageSizes.width, height: packageSizes.height, weight: packageSizes.weight })
    .from(packageSizes)
    .where(eq(packageSizes.sku_id, sku.id));
  const { spu_id, spu_code, spu_name, spu_name_en, brand, category, ...own } = sku;
  return {
    platform,
    matched_by: mapping ? 'platform_sku' : 'sku_code',
    platform_sku: mapping?.platform_sku ?? null,
    account: mapping?.account ?? null,
    sku: withLabel(own, hidden),
    spu: { id: spu_id, code: spu_code, name: spu_name, name_en: spu_name_en, brand: brand ?? null, category: category ?? null },
    package: pack ?? null,
    listings,
  };
}
