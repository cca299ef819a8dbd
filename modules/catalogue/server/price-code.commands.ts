// 价格代码 (named price lists) and a SKU's prices: the lookup `price_code`, the price views `sku/price/{id}`
// (one SKU) and `getskuprices/{id}` (the SKUs of an SPU), and the write `PUT sku/price/{id}` that sets a
// SKU's prices as a whole (each change audited, announced as a price change like 成本价/销售价's).
import { notFound, parse } from '@entrepot/server-kit';
import type { Executor, Tx } from '@entrepot/server-kit/db';
import type { Actor, WriteRules } from '@entrepot/server-kit/entity';
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { decideDeletePriceCode } from '../domain/delete-price-code.command.ts';
import { isRefusal } from '../domain/refusal.ts';
import { decideSetSkuPrices } from '../domain/set-sku-prices.command.ts';
import type { priceCode } from '../entities/index.ts';
import { skus, spus } from './catalogue.schema.ts';
import { orRefuse, refusalError } from './refusal.ts';
import type { Publisher } from './services.ts';
import { priceCodes, skuPrices } from './sku-extras.schema.ts';
import type { SkuExtrasServices } from './sku-extras-services.ts';
import { SKU_PRICE_CHANGED } from './sku-matrix.commands.ts';

/** A price code with SKU prices stays (switch it off instead): ../domain/delete-price-code.command.ts. */
export const priceCodeRules: WriteRules<typeof priceCode> = {
  inUse: async (exec, record) => {
    const [used] = await exec.select({ id: skuPrices.id }).from(skuPrices).where(eq(skuPrices.price_code_id, record.id)).limit(1);
    const decision = decideDeletePriceCode({ id: record.id, hasSkuPrices: used !== undefined });
    return isRefusal(decision) ? refusalError(decision).message : null;
  },
};

/** `price_code`: the enabled price codes in their order, for selects. */
export const enabledPriceCodes = (exec: Executor) =>
  exec
    .select({ id: priceCodes.id, code: priceCodes.code, name: priceCodes.name, currency: priceCodes.currency })
    .from(priceCodes)
    .where(eq(priceCodes.status, 'enabled'))
    .orderBy(asc(priceCodes.sort), asc(priceCodes.code));

export interface SkuPriceLine {
  price_code_id: string;
  code: string;
  name: string;
  currency: string;
  status: string;
  price: string | null;
}

/**
 * The price lines of these SKUs: every enabled price code (price or null), and a disabled one only where
 * the SKU still has a price in it.
 */
async function priceLines(exec: Executor, skuIds: string[]): Promise<Map<string, SkuPriceLine[]>> {
  const codes = await exec.select().from(priceCodes).orderBy(asc(priceCodes.sort), asc(priceCodes.code));
  const prices = skuIds.length ? await exec.select().from(skuPrices).where(inArray(skuPrices.sku_id, skuIds)) : [];
  const priceOf = new Map(prices.map((p) => [`${p.sku_id}:${p.price_code_id}`, p.price]));
  const lines = new Map<string, SkuPriceLine[]>();
  for (const skuId of skuIds) {
    const list = codes
      .map((c) => ({
        price_code_id: c.id,
        code: c.code,
        name: c.name,
        currency: c.currency,
        status: c.status,
        price: priceOf.get(`${skuId}:${c.id}`) ?? null,
      }))
      .filter((l) => l.status === 'enabled' || l.price !== null);
    lines.set(skuId, list);
  }
  return lines;
}

const skuColumns = { id: skus.id, code: skus.code, name: skus.name, spec: skus.spec, cost_price: skus.cost_price, sale_price: skus.sale_price };

/** Without the SKU columns the reader may not see (their group's column rules). */
const visible = (row: Record<string, unknown>, hidden: ReadonlySet<string>) => Object.fromEntries(Object.entries(row).filter(([k]) => !hidden.has(k)));

/** `sku/price/{id}`: the SKU's 成本价, 销售价 and its price in each price code. */
export async function pricesOfSku(exec: Executor, skuId: string, scope: SQL | undefined, hidden: ReadonlySet<string>) {
  const [row] = await exec
    .select(skuColumns)
    .from(skus)
    .where(and(eq(skus.id, skuId), scope));
  if (!row) throw notFound('SKU');
  const lines = await priceLines(exec, [skuId]);
  return { ...visible(row, hidden), prices: lines.get(skuId) ?? [] };
}

/** `getskuprices/{id}`: the same for every SKU of SPU {id} (a customs declaration values them together). */
export async function pricesOfSpu(exec: Executor, spuId: string, scopes: { spu?: SQL; sku?: SQL }, hidden: ReadonlySet<string>) {
  const [spu] = await exec
    .select({ id: spus.id, code: spus.code, name: spus.name })
    .from(spus)
    .where(and(eq(spus.id, spuId), scopes.spu));
  if (!spu) throw notFound('SPU');
  const rows = await exec
    .select(skuColumns)
    .from(skus)
    .where(and(eq(skus.spu_id, spuId), scopes.sku))
    .orderBy(asc(skus.code));
  const lines = await priceLines(
    exec,
    rows.map((r) => r.id),
  );
  return { ...spu, skus: rows.map((r) => ({ ...visible(r, hidden), prices: lines.get(r.id) ?? [] })) };
}

/** '12.3' → '12.30', '012' → '12.00': the form numeric(18,2) stores, so equal amounts compare equal as text. */
const asMoney = (v: string) => {
  const [whole = '0', cents = ''] = v.split('.');
  return `${BigInt(whole)}.${cents.padEnd(2, '0')}`;
};
const money = z
  .union([z.string(), z.number()])
  .transform((v) => String(v).trim())
  .refine((v) => /^\d{1,16}(\.\d{1,2})?$/.test(v), '价格最多2位小数，且不能为负数')
  .transform(asMoney);
export const setPricesInput = z.object({
  prices: z.array(z.object({ price_code_id: z.uuid('请选择价格代码'), price: z.preprocess((v) => (v === '' ? null : v), money.nullable()) })).max(100),
});

/**
 * `PUT sku/price/{id}` `{prices: [{price_code_id, price}]}`: each named price code set (price) or cleared
 * (null); codes not named are left alone. A price is set only in an enabled code
 * (../domain/set-sku-prices.command.ts decides; here the SKU is locked, read and written).
 */
export async function setSkuPrices(tx: Tx, x: SkuExtrasServices, skuId: string, body: unknown, actor: Actor, scope?: SQL, publisher?: Publisher) {
  const input = parse(setPricesInput, body ?? {});
  const [sku] = await tx
    .select({ id: skus.id, code: skus.code })
    .from(skus)
    .where(and(eq(skus.id, skuId), scope))
    .for('update');
  if (!sku) throw notFound('SKU');
  const ids = [...new Set(input.prices.map((p) => p.price_code_id))];
  const codes = new Map(
    (ids.length ? await tx.select().from(priceCodes).where(inArray(priceCodes.id, ids)) : []).map((c) => [c.id, { code: c.code, status: c.status }]),
  );
  const existing = new Map((await tx.select().from(skuPrices).where(eq(skuPrices.sku_id, skuId))).map((p) => [p.price_code_id, { id: p.id, price: p.price }]));
  const { steps, changed } = orRefuse(decideSetSkuPrices({ sku: { id: sku.id, code: sku.code }, codes, existing }, input));
  for (const step of steps) {
    if ('create' in step) await x.price.create(tx, { sku_id: skuId, ...step.create }, actor);
    else if ('remove' in step) await x.price.remove(tx, [step.remove], actor);
    else await x.price.update(tx, step.update.id, { price: step.update.price }, actor);
  }
  if (Object.keys(changed).length) await publisher?.publish(tx, SKU_PRICE_CHANGED, { id: sku.id, code: sku.code, prices: changed });
  return { updated: Object.keys(changed).length };
}
