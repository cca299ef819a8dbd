// The custom product fields' services, sharing the product master data's registry (answers carry the
// category's and the SPU's titles), and the definitions' write rules: the category must exist, a select type
// needs its options (each once), an option SPUs use is not removed, a field SPUs hold values of is disabled
// rather than deleted.
import { conflict, invalid } from '@entrepot/server-kit';
import type { Executor, Tx } from '@entrepot/server-kit/db';
import { EntityService, type WriteRules } from '@entrepot/server-kit/entity';
import { asc, eq, sql } from 'drizzle-orm';
import { type ProductFieldType, productField, productFieldOption, productFieldValue, SELECT_FIELD_TYPES } from '../../entities/index.ts';
import { catalogueServices } from '../services.ts';
import { productFieldOptions, productFields, productFieldValues } from './product-field.schema.ts';

type Row = Record<string, unknown>;

/** How many SPUs hold a value of the field. */
export async function spusHolding(exec: Executor, fieldId: string): Promise<number> {
  const [row] = await exec.select({ n: sql<number>`count(*)::int` }).from(productFieldValues).where(eq(productFieldValues.field_id, fieldId));
  return Number(row?.n ?? 0);
}

/** The options SPUs use (a 多选 value counts for each of its options) → how many SPUs use each. */
async function optionsInUse(exec: Executor, fieldId: string): Promise<Map<string, number>> {
  const { rows } = await exec.execute<{ option: string; n: number }>(sql`
    select o.option, count(distinct v.spu_id)::int as n
    from ${productFieldValues} v,
         jsonb_array_elements_text(case when jsonb_typeof(v.value) = 'array' then v.value else jsonb_build_array(v.value) end) as o(option)
    where v.field_id = ${fieldId}
    group by o.option`);
  return new Map(rows.map((r) => [r.option, Number(r.n)]));
}

/** The written field's options, checked against its type and against the values SPUs hold. */
async function checkOptions(tx: Tx, field: Row): Promise<void> {
  const id = String(field.id);
  const options = (
    await tx
      .select({ value: productFieldOptions.value })
      .from(productFieldOptions)
      .where(eq(productFieldOptions.field_id, id))
      .orderBy(asc(productFieldOptions.sort), asc(productFieldOptions.id))
  ).map((o) => o.value.trim());
  const selectType = SELECT_FIELD_TYPES.includes(field.type as ProductFieldType);
  if (!selectType && options.length) throw invalid('options', '只有下拉单选、下拉多选类型可以设置选项');
  if (selectType && !options.length) throw invalid('options', '下拉类型请至少添加一个选项');
  const twin = options.findIndex((o, i) => options.indexOf(o) !== i);
  if (twin >= 0) throw invalid('options', `第${twin + 1}行: 选项「${options[twin]}」重复`);
  if (!selectType) return;
  for (const [option, n] of await optionsInUse(tx, id)) {
    if (!options.includes(option)) throw conflict(`选项「${option}」已被${n}个SPU使用，不能删除或修改`);
  }
}

export function productFieldServices() {
  const catalogue = catalogueServices();
  const { registry } = catalogue;
  registry.add(productField, productFields);
  registry.add(productFieldOption, productFieldOptions);
  registry.add(productFieldValue, productFieldValues);
  const rules: WriteRules<typeof productField> = {
    async inUse(exec, record) {
      const n = await spusHolding(exec, record.id);
      return n ? `字段「${record.name}」已有${n}个SPU填写了值，不能删除，请停用` : null;
    },
    // After the options rows are written, in the same transaction: a refusal rolls the whole write back.
    onChange: (tx, action, row) => (action === 'delete' ? Promise.resolve() : checkOptions(tx, row)),
  };
  return { catalogue, field: new EntityService(productField, productFields, registry).withRules(rules) };
}

export type ProductFieldServices = ReturnType<typeof productFieldServices>;
