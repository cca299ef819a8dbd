// A SKU's logistics attributes (物流属性: 普货, 带电, 纯电, 液体…): the declared list (`logistics/attr`), a
// SKU's set, and its replacement as a whole, announced so logistics channels re-check what they accept.
import { invalid, notFound, parse } from '@entrepot/server-kit';
import type { Executor, Tx } from '@entrepot/server-kit/db';
import type { Actor } from '@entrepot/server-kit/entity';
import { and, asc, eq, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { catalogueEvents } from '../domain/events.ts';
import { type LogisticsAttr, logisticsAttrs } from '../entities/index.ts';
import { skus } from './catalogue.schema.ts';
import type { Publisher } from './services.ts';
import { skuLogisticsAttrs } from './sku-extras.schema.ts';
import type { SkuExtrasServices } from './sku-extras-services.ts';

export const SKU_LOGISTICS_CHANGED = catalogueEvents.skuLogisticsChanged;

const ORDER = logisticsAttrs.map((a) => a.value as string);
const labelOf = (v: string) => logisticsAttrs.find((a) => a.value === v)?.label ?? v;

/** `logistics/attr`: the attributes with their labels and what each covers. */
export const logisticsAttrOptions = () => logisticsAttrs.map((a) => ({ value: a.value, label: a.label, description: a.description }));

/** Why a set of attributes contradicts itself, or null: 普货 means none of the others; 纯电 is not 带电. */
export function logisticsAttrConflict(attrs: readonly string[]): string | null {
  if (attrs.includes('general') && attrs.length > 1) return '普货不能与其他物流属性同时选择';
  if (attrs.includes('battery') && attrs.includes('pure_battery')) return '纯电与带电不能同时选择';
  return null;
}

const setInput = z.object({
  attrs: z.array(z.enum(ORDER as [string, ...string[]], '物流属性不正确')).max(ORDER.length),
});

async function attrsOf(exec: Executor, skuId: string): Promise<string[]> {
  const rows = await exec.select({ attr: skuLogisticsAttrs.attr }).from(skuLogisticsAttrs).where(eq(skuLogisticsAttrs.sku_id, skuId));
  return rows.map((r) => String(r.attr)).sort((a, b) => ORDER.indexOf(a) - ORDER.indexOf(b));
}

/** `sku/logistics/{id}`: the SKU's attributes in the declared order, with their labels. */
export async function logisticsOfSku(exec: Executor, skuId: string, scope?: SQL) {
  const [sku] = await exec
    .select({ id: skus.id, code: skus.code })
    .from(skus)
    .where(and(eq(skus.id, skuId), scope));
  if (!sku) throw notFound('SKU');
  const attrs = await attrsOf(exec, skuId);
  return { sku_id: sku.id, code: sku.code, attrs, labels: attrs.map(labelOf) };
}

/** `PUT sku/logistics/{id}` `{attrs}`: the SKU's set replaced (rows added and removed, each audited). */
export async function setSkuLogistics(tx: Tx, x: SkuExtrasServices, skuId: string, body: unknown, actor: Actor, scope?: SQL, publisher?: Publisher) {
  const wanted = [...new Set(parse(setInput, body ?? {}).attrs)] as LogisticsAttr[];
  const refused = logisticsAttrConflict(wanted);
  if (refused) throw invalid('attrs', refused);
  const [sku] = await tx
    .select({ id: skus.id, code: skus.code })
    .from(skus)
    .where(and(eq(skus.id, skuId), scope))
    .for('update');
  if (!sku) throw notFound('SKU');
  const rows = await tx.select().from(skuLogisticsAttrs).where(eq(skuLogisticsAttrs.sku_id, skuId)).orderBy(asc(skuLogisticsAttrs.id));
  const gone = rows.filter((r) => !wanted.includes(r.attr as LogisticsAttr));
  const added = wanted.filter((a) => !rows.some((r) => r.attr === a));
  await x.logisticsAttr.remove(
    tx,
    gone.map((r) => String(r.id)),
    actor,
  );
  for (const attr of added) await x.logisticsAttr.create(tx, { sku_id: skuId, attr }, actor);
  const attrs = await attrsOf(tx, skuId);
  if (gone.length || added.length) await publisher?.publish(tx, SKU_LOGISTICS_CHANGED, { id: sku.id, code: sku.code, attrs });
  return { sku_id: sku.id, code: sku.code, attrs, labels: attrs.map(labelOf) };
}
