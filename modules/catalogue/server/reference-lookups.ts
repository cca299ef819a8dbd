// Reads of the reference data that are not an entity list: the attributes the SKU form starts with (the
// spec's "default cache"), the colour attribute's values, the source of the SKUs still without a package, one
// SKU's package.
import { parse, withoutEmpty } from '@entrepot/server-kit';
import type { Executor } from '@entrepot/server-kit/db';
import { likeFilter, sourceColumns } from '@entrepot/server-kit/entity';
import { and, asc, eq, inArray, notExists, or, type SQL, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { skuNamed, skus, spus } from './catalogue.schema.ts';
import { attributes, attributeValues, packageSizes } from './reference.schema.ts';
import type { ReferenceServices } from './reference-services.ts';

/** The attribute whose values are the colours mapped by 颜色映射. */
export const COLOUR_ATTRIBUTE = '颜色';

export interface AttributeWithValues {
  id: string;
  code: string;
  name: string;
  name_en: string | null;
  type: string;
  values: { id: string; value: string; value_en: string | null }[];
}

async function valuesOf(exec: Executor, attributeIds: string[]) {
  if (attributeIds.length === 0) return [];
  return exec
    .select({ id: attributeValues.id, attribute_id: attributeValues.attribute_id, value: attributeValues.value, value_en: attributeValues.value_en })
    .from(attributeValues)
    .where(inArray(attributeValues.attribute_id, attributeIds))
    .orderBy(asc(attributeValues.sort), asc(attributeValues.id));
}

/** Attributes with their values in order: the default ones, or those of the given names. */
export async function attributesWithValues(exec: Executor, where: SQL): Promise<AttributeWithValues[]> {
  const rows = await exec
    .select({ id: attributes.id, code: attributes.code, name: attributes.name, name_en: attributes.name_en, type: attributes.type })
    .from(attributes)
    .where(where)
    .orderBy(asc(attributes.sort), asc(attributes.code));
  const values = await valuesOf(
    exec,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    id: r.id,
    code: r.code as string,
    name: r.name,
    name_en: r.name_en ?? null,
    type: r.type,
    values: values.filter((v) => v.attribute_id === r.id).map((v) => ({ id: v.id, value: v.value, value_en: v.value_en ?? null })),
  }));
}

export const defaultAttributes = (exec: Executor) => attributesWithValues(exec, eq(attributes.is_default, true));

/** The values of the 颜色 attribute, for the colour mapping's select. */
export async function colourValues(exec: Executor) {
  const [colour] = await attributesWithValues(exec, eq(attributes.name, COLOUR_ATTRIBUTE));
  return (colour?.values ?? []).map((v) => ({ ...v, name: v.value }));
}

/** The SKUs a reference select offers (`code name`), within the caller's data rules, by code. */
export const SKU_OPTIONS = 2000;

const skuOptionsQuery = z.object({
  q: z.string().trim().max(100, '搜索内容最多100个字符').optional(),
  ids: z
    .string()
    .optional()
    .transform((v) => (v ? v.split(',').filter((id) => z.uuid().safeParse(id).success) : [])),
  limit: z.coerce.number().int().min(1).max(SKU_OPTIONS).optional(),
});

/**
 * The SKU select of the reference screens: `?q=` searches code and name as one types (`search:` lookups), `?ids=`
 * adds the current values, `?limit=` (default 2000, the list a select without search loads) caps the answer.
 */
export async function skuOptions(exec: Executor, scope: SQL | undefined, query: unknown = {}) {
  const q = parse(skuOptionsQuery, withoutEmpty(query));
  const matches = q.q ? or(likeFilter(skus.code, q.q), likeFilter(skus.name, q.q)) : undefined;
  const wanted = q.ids.length ? or(inArray(skus.id, q.ids), matches ?? sql`true`) : matches;
  const rows = await exec
    .select({ id: skus.id, code: skus.code, name: skus.name })
    .from(skus)
    .where(and(wanted, scope))
    .orderBy(asc(skus.code))
    .limit((q.limit ?? SKU_OPTIONS) + q.ids.length);
  return rows.map((r) => ({ id: r.id, code: r.code, name: `${r.code} ${r.name}` }));
}

/** The rows of `unpackagedSkuList`: the SKUs within `scope` (the reader's data rules) without a package size. */
export function unpackagedSource(scope: SQL | undefined) {
  return new QueryBuilder()
    .select(
      sourceColumns({
        ...skuNamed,
        spec: skus.spec,
        spu_code: spus.code,
        status: skus.status,
        weight: skus.weight,
        created_at: skus.created_at,
      }),
    )
    .from(skus)
    .leftJoin(spus, eq(spus.id, skus.spu_id))
    .where(and(notExists(sql`(select 1 from ${packageSizes} where ${packageSizes.sku_id} = ${skus.id})`), scope))
    .as('q');
}

/** The package size of one SKU (by the SKU's id) within `scope` (the reader's data rules), or null when it has none yet or is hidden. */
export async function packageOfSku(exec: Executor, services: ReferenceServices, skuId: string, scope: SQL | undefined) {
  const [row] = await exec
    .select({ id: packageSizes.id })
    .from(packageSizes)
    .where(and(eq(packageSizes.sku_id, skuId), scope));
  return row ? services.packageSize.get(exec, row.id) : null;
}
