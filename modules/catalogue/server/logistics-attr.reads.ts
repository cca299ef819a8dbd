// A SKU's logistics attributes (物流属性: 普货, 带电, 纯电, 液体…) as read: the declared list (`logistics/attr`) and a
// SKU's set (`sku/logistics/{id}`). Replacing the set is the command domain/set-sku-logistics.command.ts.
import { notFound } from '@entrepot/server-kit';
import type { Executor } from '@entrepot/server-kit/db';
import { and, eq, type SQL } from 'drizzle-orm';
import { logisticsAttrs } from '../entities/index.ts';
import { skus } from './catalogue.schema.ts';
import { skuLogisticsAttrs } from './sku-extras.schema.ts';

const ORDER = logisticsAttrs.map((a) => a.value as string);
const labelOf = (v: string) => logisticsAttrs.find((a) => a.value === v)?.label ?? v;

/** `logistics/attr`: the attributes with their labels and what each covers. */
export const logisticsAttrOptions = () => logisticsAttrs.map((a) => ({ value: a.value, label: a.label, description: a.description }));

/** The SKU's attributes in the declared order, with their labels. */
export async function logisticsAnswer(exec: Executor, sku: { id: string; code: string }) {
  const rows = await exec.select({ attr: skuLogisticsAttrs.attr }).from(skuLogisticsAttrs).where(eq(skuLogisticsAttrs.sku_id, sku.id));
  const attrs = rows.map((r) => r.attr).sort((a, b) => ORDER.indexOf(a) - ORDER.indexOf(b));
  return { sku_id: sku.id, code: sku.code, attrs, labels: attrs.map(labelOf) };
}

/** `sku/logistics/{id}`: the SKU's set, within the caller's data rules. */
export async function logisticsOfSku(exec: Executor, skuId: string, scope?: SQL) {
  const [sku] = await exec
    .select({ id: skus.id, code: skus.code })
    .from(skus)
    .where(and(eq(skus.id, skuId), scope));
  if (!sku) throw notFound('SKU');
  return logisticsAnswer(exec, { id: sku.id, code: sku.code });
}
