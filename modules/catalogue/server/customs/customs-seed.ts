// The demo's customs data (README "Customs"): the declaration elements and declared names of knitted T-shirts and
// hoodies, and the customs data of six on-sale SKUs in every review state — 已审核, 待审核, 驳回 with its reason.
// The ceramic mugs' HS code and the MG002 SKUs are left to the browser journey, which sets them up itself.
import type { Tx } from '@entrepot/server-kit/db';
import type { Actor } from '@entrepot/server-kit/entity';
import { eq, inArray, sql } from 'drizzle-orm';
import { skus } from '../catalogue.schema.ts';
import { customsRules } from '../customs.commands.ts';
import { materials } from '../reference.schema.ts';
import { customsElements } from './customs.schema.ts';
import { reviewSkus } from './customs-review.ts';
import { elementRules, goodsRules } from './customs-rules.ts';
import { customsServices } from './customs-services.ts';

const ELEMENTS: [name: string, mandatory: boolean, hint: string][] = [
  ['品名', true, '如 T恤、卫衣'],
  ['织造方法', true, '针织或钩编'],
  ['成分含量', true, '按重量百分比，如 100%棉'],
  ['品牌类型', true, '无品牌、境内自主品牌、境外品牌等'],
  ['出口享惠情况', false, '出口货物在最终目的国（地区）是否享受优惠关税'],
];

const GOODS = [
  { name: '针织T恤', name_en: 'Knitted T-shirt', hs_code: '6109100021', min_value: '1.00', max_value: '15.00', elements: 'T恤|针织|100%棉|无品牌|' },
  { name: '针织卫衣', name_en: 'Knitted hoodie', hs_code: '6110200090', min_value: '2.00', max_value: '30.00', elements: '卫衣|针织|80%棉20%聚酯纤维|无品牌|' },
];

/** SKU, its declared name and value; the review it gets. */
const DECLARED: [code: string, goods: number, value: string, review: 'approve' | 'reject' | null][] = [
  ['TS001-BLK-M', 0, '4.50', 'approve'],
  ['TS001-BLK-L', 0, '4.50', 'approve'],
  ['TS001-WHT-M', 0, '4.20', null],
  ['HD001-GRY-L', 1, '12.00', 'approve'],
  ['HD001-BLK-L', 1, '9.80', null],
  ['HD001-NVY-M', 1, '1.50', 'reject'],
];

/** Once: nothing when any declaration element exists. */
export async function seedCustoms(tx: Tx, actor: Actor): Promise<void> {
  if ((await tx.select({ one: sql`1` }).from(customsElements).limit(1)).length) return;
  const s = customsServices();
  s.element.withRules(elementRules);
  s.goods.withRules(goodsRules);
  s.skuCustoms.withRules(customsRules);
  for (const goods of GOODS) {
    for (const [i, [name, mandatory, hint]] of ELEMENTS.entries())
      await s.element.create(tx, { hs_code: goods.hs_code, sort: i + 1, name, mandatory, hint }, actor);
    await s.goods.create(tx, { ...goods, unit: '件', currency: 'USD', tax_rebate_rate: '0.13' }, actor);
  }
  const [cotton] = await tx.select({ id: materials.id }).from(materials).where(eq(materials.name, '棉'));
  const codes = DECLARED.map(([code]) => code);
  const found = await tx.select({ id: skus.id, code: skus.code }).from(skus).where(inArray(skus.code, codes));
  const idOf = new Map(found.map((r) => [r.code, r.id]));
  const reviews = { approve: [] as string[], reject: [] as string[] };
  for (const [code, g, value, review] of DECLARED) {
    const id = idOf.get(code);
    if (!id) continue;
    const goods = GOODS[g]!;
    const declared = { hs_code: goods.hs_code, declared_name: goods.name, declared_name_en: goods.name_en, declared_value: value, currency: 'USD' };
    await s.skuCustoms.create(tx, { sku_id: id, ...declared, material_id: cotton?.id ?? null, usage: '穿着' }, actor);
    if (review) reviews[review].push(id);
  }
  if (reviews.approve.length) await reviewSkus(tx, s, { sku_ids: reviews.approve, action: 'approve' }, actor, undefined);
  if (reviews.reject.length)
    await reviewSkus(tx, s, { sku_ids: reviews.reject, action: 'reject', remark: '申报价值低于报关品名最低申报价值2.00，请核实后重报' }, actor, undefined);
}
