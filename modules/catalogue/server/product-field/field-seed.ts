// The demo's custom product fields (README "Product fields"): 适用人群 and 面料克重 for 服装 and its sub-categories
// (every SPU where there is no 服装), 是否带电 and 认证编号 for every SPU, none required; and the values of the first
// six garments, written as their 扩展字段 tab writes them (checked, audited on the SPU).
import type { Tx } from '@entrepot/server-kit/db';
import type { Actor } from '@entrepot/server-kit/entity';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { categories, spus } from '../catalogue.schema.ts';
import { categoryLine } from './field-defs.ts';
import { productFields } from './product-field.schema.ts';
import { productFieldServices } from './product-field-services.ts';
import { saveSpuFieldValues } from './spu-field-values.ts';

const AUDIENCES = ['男士', '女士', '中性', '儿童'];

/** Once: nothing when any field is defined. */
export async function seedProductFields(tx: Tx, actor: Actor): Promise<void> {
  if ((await tx.select({ one: sql`1` }).from(productFields).limit(1)).length) return;
  const [apparel] = await tx
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.name, '服装'), isNull(categories.parent_id)));
  const apparelId = apparel ? apparel.id : null;
  const s = productFieldServices();
  const options = (values: string[]) => values.map((value, sort) => ({ value, sort }));
  const fields = [
    { name: '适用人群', key: 'audience', type: 'select', options: options(AUDIENCES), category_id: apparelId, sort: 1 },
    { name: '面料克重(g/m²)', key: 'fabric_weight', type: 'number', category_id: apparelId, sort: 2, remark: '按面料供应商的检测报告填写' },
    { name: '是否带电', key: 'powered', type: 'boolean', sort: 3, remark: '带电产品需走带电物流渠道' },
    { name: '认证编号', key: 'cert_no', type: 'text', sort: 4 },
  ];
  for (const field of fields) await s.field.create(tx, field, actor);
  // The first six SPUs of 服装 and its sub-categories, by code.
  const garments = await tx
    .select({ id: spus.id, category_id: spus.category_id })
    .from(spus)
    .where(apparelId ? inArray(spus.category_id, await under(tx, apparelId)) : undefined)
    .orderBy(asc(spus.code))
    .limit(6);
  for (const [i, garment] of garments.entries()) {
    const values = {
      audience: AUDIENCES[i % AUDIENCES.length],
      fabric_weight: String(160 + i * 40),
      powered: false,
      ...(i % 3 === 0 ? { cert_no: `OEKO-${23000 + i * 17}` } : {}),
    };
    await saveSpuFieldValues(tx, garment.id, values, actor, undefined);
  }
}

/** The category and every category under it. */
async function under(tx: Tx, top: string): Promise<string[]> {
  const all = await tx.select({ id: categories.id }).from(categories);
  const ids: string[] = [];
  for (const { id } of all) if ((await categoryLine(tx, id)).includes(top)) ids.push(id);
  return ids;
}
