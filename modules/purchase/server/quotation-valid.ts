// `POST quotation/valid`: which quotation applies to each SKU for a quantity on a day (README "Which quotation
// applies"). One read of the candidates, their breaks, the default suppliers and the day's rates for all the
// SKUs asked at once; the choice itself is ../domain/quotation-rules.ts `pickQuotation`.
import { isIsoDay } from '@entrepot/entity';
import { ratesOn, shanghaiToday } from '@entrepot/module-finance';
import type { Executor } from '@entrepot/server-kit/db';
import { and, eq, gte, inArray, isNull, lte, or, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { type Applied, type Offer, pickQuotation } from '../domain/quotation-rules.ts';
import { quotationBreaks, quotations, supplierSkus } from './purchase.schema.ts';

export const validInput = z.object({
  items: z
    .array(
      z.object({ sku_id: z.uuid('SKU不正确'), quantity: z.int('数量须为正整数').min(1, '数量须为正整数').max(999_999, '数量不能超过999999') }),
      '请选择SKU',
    )
    .min(1, '请选择SKU')
    .max(500, '一次最多查询500个SKU'),
  date: z.string().refine(isIsoDay, '日期格式应为 YYYY-MM-DD').optional(),
});
export type ValidInput = z.output<typeof validInput>;

export interface ValidAnswer {
  sku_id: string;
  quantity: number;
  /** The quotation in force, with its code and currency; null when none applies. */
  quotation: (Applied & { code: string; currency_id: string }) | null;
}

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const group = out.get(k);
    if (group) group.push(item);
    else out.set(k, [item]);
  }
  return out;
}

/** The applying quotation of each item, within the reader's data rules on quotations (`scope`). */
export async function validQuotations(exec: Executor, input: ValidInput, scope?: SQL): Promise<ValidAnswer[]> {
  const day = input.date ?? shanghaiToday();
  const skuIds = [...new Set(input.items.map((i) => i.sku_id))];
  const rows = await exec
    .select({
      id: quotations.id,
      code: quotations.code,
      supplier_id: quotations.supplier_id,
      sku_id: quotations.sku_id,
      currency_id: quotations.currency_id,
      valid_from: quotations.valid_from,
      valid_to: quotations.valid_to,
    })
    .from(quotations)
    .where(
      and(
        inArray(quotations.sku_id, skuIds),
        eq(quotations.status, 'active'),
        lte(quotations.valid_from, day),
        or(isNull(quotations.valid_to), gte(quotations.valid_to, day)),
        scope,
      ),
    );
  if (rows.length === 0) return input.items.map((i) => ({ ...i, quotation: null }));
  const [breaks, defaults, rates] = await Promise.all([
    exec
      .select({ quotation_id: quotationBreaks.quotation_id, min_quantity: quotationBreaks.min_quantity, price: quotationBreaks.price })
      .from(quotationBreaks)
      .where(
        inArray(
          quotationBreaks.quotation_id,
          rows.map((r) => String(r.id)),
        ),
      ),
    exec
      .select({ sku_id: supplierSkus.sku_id, supplier_id: supplierSkus.supplier_id })
      .from(supplierSkus)
      .where(and(inArray(supplierSkus.sku_id, skuIds), eq(supplierSkus.is_default, true))),
    ratesOn(exec, day),
  ]);
  const rateOf = new Map(rates.map((r) => [r.currency_id, r.rate]));
  const breaksOf = groupBy(breaks, (b) => String(b.quotation_id));
  const defaultOf = new Map(defaults.map((d) => [String(d.sku_id), String(d.supplier_id)]));
  const bySku = groupBy(rows, (r) => String(r.sku_id));
  return input.items.map((item) => {
    const candidates = bySku.get(item.sku_id) ?? [];
    const offers: Offer[] = candidates.map((r) => ({
      id: String(r.id),
      supplier_id: String(r.supplier_id),
      status: 'active',
      valid_from: String(r.valid_from),
      valid_to: r.valid_to === null ? null : String(r.valid_to),
      rate: rateOf.get(String(r.currency_id)) ?? null,
      breaks: (breaksOf.get(String(r.id)) ?? []).map((b) => ({ min_quantity: Number(b.min_quantity), price: String(b.price) })),
    }));
    const applied = pickQuotation(offers, item.quantity, day, defaultOf.get(item.sku_id));
    const chosen = applied && candidates.find((c) => String(c.id) === applied.id)!;
    return { ...item, quotation: applied && chosen ? { ...applied, code: String(chosen.code), currency_id: String(chosen.currency_id) } : null };
  });
}
