// An order's lines as the rules read them (their flow quantities, SKU codes and SPUs), and the write rules the
// engine applies to every write of an order: one line per SKU, no line under the supplier's MOQ, no
// invalidating what has arrivals. The decisions are in ../domain/order-rules.ts.
import { sku } from '@entrepot/module-catalogue';
import { conflict } from '@entrepot/server-kit';
import type { Executor } from '@entrepot/server-kit/db';
import { tableOf, type WriteRules } from '@entrepot/server-kit/entity';
import { and, asc, eq, inArray, or } from 'drizzle-orm';
import { duplicateSkuProblem, invalidRefusal, type LineFlow, moqProblem } from '../domain/order-rules.ts';
import type { order } from '../entities/index.ts';
import { moqs, orderLines, quotations, suppliers } from './purchase.schema.ts';
import { validQuotations } from './quotation-valid.ts';

const skus = tableOf(sku);

/** The lines of these orders with their SKU's code and SPU, in entry order. */
export async function linesOf(exec: Executor, orderIds: string[]): Promise<(LineFlow & { order_id: string; sku_code: string })[]> {
  if (orderIds.length === 0) return [];
  return exec
    .select({
      id: orderLines.id,
      order_id: orderLines.order_id,
      sku_id: orderLines.sku_id,
      spu_id: skus.spu_id,
      sku_code: skus.code,
      quantity: orderLines.quantity,
      received_quantity: orderLines.received_quantity,
      returned_quantity: orderLines.returned_quantity,
      closed_quantity: orderLines.closed_quantity,
    })
    .from(orderLines)
    .innerJoin(skus, eq(skus.id, orderLines.sku_id))
    .where(inArray(orderLines.order_id, orderIds))
    .orderBy(asc(orderLines.created_at), asc(orderLines.id)) as Promise<(LineFlow & { order_id: string; sku_code: string })[]>;
}

/** The enabled MOQ of each (supplier, SKU) pair: the SKU's own, else its SPU's. */
export async function moqsOf(
  exec: Executor,
  pairs: { supplier_id: string | null; sku_id: string }[],
): Promise<(supplierId: string | null, skuId: string) => number | null> {
  const wanted = pairs.filter((p) => p.supplier_id);
  if (wanted.length === 0) return () => null;
  const spuRows = await exec
    .select({ id: skus.id, spu_id: skus.spu_id })
    .from(skus)
    .where(
      inArray(
        skus.id,
        wanted.map((p) => p.sku_id),
      ),
    );
  const spuOf = new Map(spuRows.map((r) => [r.id, r.spu_id]));
  const spuIds = [...new Set(spuRows.map((r) => r.spu_id).filter((v): v is string => !!v))];
  const rows = await exec
    .select({ supplier_id: moqs.supplier_id, sku_id: moqs.sku_id, spu_id: moqs.spu_id, min: moqs.min_quantity })
    .from(moqs)
    .where(
      and(
        inArray(moqs.supplier_id, [...new Set(wanted.map((p) => p.supplier_id!))]),
        eq(moqs.status, 'enabled'),
        or(
          inArray(
            moqs.sku_id,
            wanted.map((p) => p.sku_id),
          ),
          spuIds.length ? inArray(moqs.spu_id, spuIds) : undefined,
        ),
      ),
    );
  const key = (supplier: unknown, target: unknown) => `${supplier}:${target}`;
  const bySku = new Map(rows.filter((r) => r.sku_id).map((r) => [key(r.supplier_id, r.sku_id), r.min]));
  const bySpu = new Map(rows.filter((r) => r.spu_id).map((r) => [key(r.supplier_id, r.spu_id), r.min]));
  return (supplierId, skuId) => (supplierId ? (bySku.get(key(supplierId, skuId)) ?? bySpu.get(key(supplierId, spuOf.get(skuId))) ?? null) : null);
}

/**
 * A line left without a price takes the supplier's quotation in force for its quantity on the order day (the
 * break it reaches); none, or one in another currency, is refused with what to do.
 */
async function pricedLines(exec: Executor, header: Record<string, unknown>, lines: Record<string, unknown>[]) {
  const blank = (l: Record<string, unknown>) => l.price == null || l.price === '';
  const missing = lines.filter((l) => blank(l) && l.sku_id && l.quantity);
  if (missing.length === 0) return lines;
  const items = missing.map((l) => ({ sku_id: String(l.sku_id), quantity: Number(l.quantity) }));
  const answers = await validQuotations(exec, { items, date: String(header.order_date) }, eq(quotations.supplier_id, String(header.supplier_id)));
  const quoted = new Map(answers.map((a) => [`${a.sku_id}:${a.quantity}`, a.quotation]));
  const codes = new Map(
    (
      await exec
        .select({ id: skus.id, code: skus.code })
        .from(skus)
        .where(
          inArray(
            skus.id,
            items.map((i) => i.sku_id),
          ),
        )
    ).map((r) => [r.id, r.code]),
  );
  return lines.map((l) => {
    if (!blank(l) || !l.sku_id) return l;
    const q = quoted.get(`${l.sku_id}:${Number(l.quantity)}`);
    const code = codes.get(String(l.sku_id)) ?? String(l.sku_id);
    if (!q) throw conflict(`SKU ${code} 没有该供应商的有效报价，请填写单价`);
    if (q.currency_id !== header.currency_id) throw conflict(`SKU ${code} 的报价币种与采购单不同，请填写单价`);
    return { ...l, price: q.price };
  });
}

export const orderRules: WriteRules<typeof order> = {
  lines: pricedLines,
  // A new order is dated today (the business day in China) and takes the supplier's invoice tax rate and buyer
  // unless it names its own.
  derive: async (exec, input, before) => {
    if (before || !input.supplier_id) return {};
    const [from] = await exec
      .select({ tax_rate: suppliers.tax_rate, buyer_id: suppliers.buyer_id })
      .from(suppliers)
      .where(eq(suppliers.id, String(input.supplier_id)));
    return {
      ...(input.order_date == null ? { order_date: new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10) } : {}),
      ...(input.tax_rate == null && from?.tax_rate != null ? { tax_rate: from.tax_rate } : {}),
      ...(input.buyer_id == null && from?.buyer_id ? { buyer_id: from.buyer_id } : {}),
    };
  },
  onChange: async (tx, action, row) => {
    if (action !== 'create' && action !== 'update') return;
    const lines = await linesOf(tx, [row.id]);
    const supplier = row.supplier_id;
    const minimumOf = await moqsOf(
      tx,
      lines.map((l) => ({ supplier_id: supplier, sku_id: l.sku_id })),
    );
    const problem = duplicateSkuProblem(lines) ?? moqProblem(lines, (skuId) => minimumOf(supplier, skuId) ?? undefined);
    if (problem) throw conflict(problem);
  },
  blocksTransition: async (exec, record, transition) => (transition === 'invalid' ? invalidRefusal(await linesOf(exec, [record.id])) : null),
};
