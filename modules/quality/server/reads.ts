// What other modules ask the quality area (public.ts): how many units of a receipt to inspect, and whether a
// failed end-term inspection holds an order's receipt.
import { sku } from '@entrepot/module-catalogue';
import type { Executor } from '@entrepot/server-kit/db';
import { tableOf } from '@entrepot/server-kit/entity';
import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import { type Ratio, sampleOf } from '../domain/sampling.ts';
import { inspections, ratios } from './quality.schema.ts';

const skus = tableOf(sku);

/** The ratio in force for each SKU code: its own, else its category's (enabled ones), else none (the default). */
export async function ratiosOf(exec: Executor, skuCodes: readonly string[]): Promise<Map<string, Ratio | null>> {
  const out = new Map<string, Ratio | null>(skuCodes.map((c) => [c, null]));
  if (skuCodes.length === 0) return out;
  const found = await exec
    .select({ id: skus.id, code: skus.code, category_id: skus.category_id })
    .from(skus)
    .where(inArray(skus.code, [...skuCodes]));
  const skuIds = found.map((s) => s.id);
  const categoryIds = found.map((s) => s.category_id).filter((c): c is string => !!c);
  const rows = await exec
    .select({ sku_id: ratios.sku_id, category_id: ratios.category_id, percent: ratios.percent, min_sample: ratios.min_sample })
    .from(ratios)
    .where(
      and(
        eq(ratios.status, 'enabled'),
        or(skuIds.length ? inArray(ratios.sku_id, skuIds) : undefined, categoryIds.length ? inArray(ratios.category_id, categoryIds) : undefined),
      ),
    );
  for (const s of found) {
    const own = rows.find((r) => r.sku_id === s.id) ?? rows.find((r) => s.category_id && r.category_id === s.category_id);
    out.set(s.code, own ? { percent: own.percent, min_sample: Number(own.min_sample) } : null);
  }
  return out;
}

/** How many units of each received line to inspect (抽检数量). */
export async function sampleSizes(exec: Executor, lines: readonly { sku_code: string; quantity: number }[]): Promise<Map<string, number>> {
  const ratiosBy = await ratiosOf(exec, [...new Set(lines.map((l) => l.sku_code))]);
  return new Map(lines.map((l) => [l.sku_code, sampleOf(l.quantity, ratiosBy.get(l.sku_code) ?? null)]));
}

/**
 * Why an order may not be received now, or null: its latest end-term inspection failed and no buyer released it
 * (`采购单 … 尾期验货不合格（QC…），请采购放行后再收货`).
 */
export async function receiptHold(exec: Executor, order: { id: string; code: string }): Promise<string | null> {
  const [latest] = await exec
    .select({ code: inspections.code, status: inspections.status, result: inspections.result })
    .from(inspections)
    .where(and(eq(inspections.order_id, order.id), eq(inspections.stage, 'endterm'), sql`${inspections.status} <> 'pending'`))
    .orderBy(desc(inspections.completed_at), desc(inspections.id))
    .limit(1);
  if (latest?.status !== 'completed' || latest.result !== 'fail') return null;
  return `采购单 ${order.code} 尾期验货不合格（${latest.code}），请采购放行后再收货`;
}
