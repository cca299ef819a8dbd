// What refuses a write or a delete of the reference data (the write rules reference-routes.ts binds to the resources).
import type { Executor } from '@entrepot/server-kit/db';
import type { WriteRules } from '@entrepot/server-kit/entity';
import { and, eq, inArray, ne, type SQL } from 'drizzle-orm';
import { skus } from './catalogue.schema.ts';
import { attributeValues, colourMappings, packageStandards, skuTags, tags } from './reference.schema.ts';

/** The message that refuses a write (the record as it will be, and as it was), or null. */
type WriteCheck = NonNullable<WriteRules['check']>;
/** Why the record cannot be deleted now, or null. */
type InUse = NonNullable<WriteRules['inUse']>;

type Row = Record<string, unknown>;
const str = (v: unknown) => String(v ?? '');
const exists = async (query: Promise<unknown[]>) => (await query).length > 0;
const otherThan = (column: typeof skuTags.id, before: Row | null): SQL | undefined => (before ? ne(column, str(before['id'])) : undefined);

const skuMissing = async (exec: Executor, id: unknown) =>
  !(await exists(
    exec
      .select({ id: skus.id })
      .from(skus)
      .where(eq(skus.id, str(id)))
      .limit(1),
  ));

/** A SKU carries each tag once, and the SKU must exist (the tag's existence is the entity's declared reference). */
export const checkSkuTag: WriteCheck = async (exec, after, before) => {
  if (await skuMissing(exec, after['sku_id'])) return 'SKU不存在';
  const same = and(eq(skuTags.sku_id, str(after['sku_id'])), eq(skuTags.tag_id, str(after['tag_id'])), otherThan(skuTags.id, before));
  return (await exists(exec.select({ id: skuTags.id }).from(skuTags).where(same).limit(1))) ? '该SKU已有此标签' : null;
};

/** A mapping points at a SKU that exists (one per platform SKU: the field is unique). */
export const checkSkuMapping: WriteCheck = async (exec, after) => ((await skuMissing(exec, after['sku_id'])) ? 'SKU不存在' : null);

/**
 * A package size belongs to a SKU that exists, and is not written while it follows a disabled standard (the
 * standard's existence, and a used one's staying, are the entity's declared reference).
 */
export const checkPackageSize: WriteCheck = async (exec, after) => {
  if (await skuMissing(exec, after['sku_id'])) return 'SKU不存在';
  if (after['package_standard_id'] == null) return null;
  const [standard] = await exec
    .select({ status: packageStandards.status })
    .from(packageStandards)
    .where(eq(packageStandards.id, str(after['package_standard_id'])));
  return standard && standard.status !== 'enabled' ? '包装标准已停用' : null;
};

/** The tags of a type used on SKUs keep the type from being deleted (a used tag keeps itself: its declared reference). */
export const tagTypeInUse: InUse = async (exec, record) => {
  const ofType = exec
    .select({ id: tags.id })
    .from(tags)
    .where(eq(tags.tag_type_id, str(record['id'])));
  return (await exists(exec.select({ id: skuTags.id }).from(skuTags).where(inArray(skuTags.tag_id, ofType)).limit(1)))
    ? '该类型下的标签已用于SKU，不能删除'
    : null;
};
/** An attribute whose values are mapped to colours stays. */
export const attributeInUse: InUse = async (exec, record) => {
  const values = exec
    .select({ id: attributeValues.id })
    .from(attributeValues)
    .where(eq(attributeValues.attribute_id, str(record['id'])));
  return (await exists(exec.select({ id: colourMappings.id }).from(colourMappings).where(inArray(colourMappings.attribute_value_id, values)).limit(1)))
    ? '该属性的值已用于颜色映射，不能删除'
    : null;
};
