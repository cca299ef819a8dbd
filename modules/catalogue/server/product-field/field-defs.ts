// The custom field definitions as the values' writers and readers need them (with their options), and which
// of them apply to an SPU: the enabled ones without a category, or whose category is the SPU's or one of its
// ancestors (a field of 服装 applies to an SPU of 服装 / 上衣 / T恤).
import type { Executor } from '@entrepot/server-kit/db';
import { and, asc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import { type ProductFieldType, productFieldTypes } from '../../entities/index.ts';
import { categories } from '../catalogue.schema.ts';
import type { FieldDef } from './field-value-rules.ts';
import { productFieldOptions, productFields, productFieldValues } from './product-field.schema.ts';

export interface FieldInfo extends FieldDef {
  type_label: string;
  remark: string | null;
  category_id: string | null;
  enabled: boolean;
}

/** The definitions matching `where` (all when absent), in their 排序 order, each with its options. */
export async function fieldDefs(exec: Executor, where?: SQL): Promise<FieldInfo[]> {
  const rows = await exec.select().from(productFields).where(where).orderBy(asc(productFields.sort), asc(productFields.name));
  if (!rows.length) return [];
  const options = await exec
    .select({ field_id: productFieldOptions.field_id, value: productFieldOptions.value })
    .from(productFieldOptions)
    .where(
      inArray(
        productFieldOptions.field_id,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(productFieldOptions.sort), asc(productFieldOptions.id));
  return rows.map((r) => ({
    id: r.id,
    key: r.key,
    name: r.name,
    type: r.type as ProductFieldType,
    type_label: productFieldTypes.find((t) => t.value === r.type)?.label ?? r.type,
    required: Boolean(r.required),
    options: options.filter((o) => o.field_id === r.id).map((o) => o.value),
    remark: r.remark ?? null,
    category_id: r.category_id ?? null,
    enabled: Boolean(r.enabled),
  }));
}

/** The category and its ancestors' ids (the tree is at most 4 levels). */
export async function categoryLine(exec: Executor, categoryId: string | null): Promise<string[]> {
  if (!categoryId) return [];
  const { rows } = await exec.execute<{ id: string }>(sql`
    with recursive up(id, parent_id, depth) as (
      select id, parent_id, 1 from ${categories} where id = ${categoryId}
      union all
      select c.id, c.parent_id, up.depth + 1 from ${categories} c join up on c.id = up.parent_id where up.depth < 10
    ) select id from up`);
  return rows.map((r) => r.id);
}

/** The enabled fields that apply to an SPU of this category. */
export async function applicableFields(exec: Executor, categoryId: string | null): Promise<FieldInfo[]> {
  const line = await categoryLine(exec, categoryId);
  const inCategory = line.length ? or(isNull(productFields.category_id), inArray(productFields.category_id, line)) : isNull(productFields.category_id);
  return fieldDefs(exec, and(eq(productFields.enabled, true), inCategory));
}

// Read the values as their JSON text: drizzle parses a jsonb string again when it looks like JSON (the value
// "180.5" would come back as the number 180.5), so the text is parsed once here instead.
export const valueJson = sql<string>`${productFieldValues.value}::text`.as('value');
export const parseValue = (text: unknown): unknown => (typeof text === 'string' ? JSON.parse(text) : null);
