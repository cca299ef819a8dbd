// Demo purchase orders (README "Demo data"): for the demo suppliers and what they supply, at the prices in force,
// in every state a buyer meets — 草稿, 审批中 (a real approval request), 已驳回, 待到货, 部分到货, 已完成, 已关闭,
// 已作废 — and the two amount bands of approval. Arrivals are written as the warehouse's receipts will write them.
import { ensureFlow, submitApproval } from '@entrepot/hub-server/approvals/server';
import { warehouse } from '@entrepot/module-wms';
import type { Database, Tx } from '@entrepot/server-kit/db';
import { tableOf } from '@entrepot/server-kit/entity';
import { Outbox } from '@entrepot/server-kit/events';
import { and, asc, eq, sql } from 'drizzle-orm';
import { orderLines, orders, quotationBreaks, quotations, supplierSkus } from './purchase.schema.ts';
import type { PurchaseServices } from './services.ts';

const warehouses = tableOf(warehouse);
const ORDERS = 36;
type Actor = { id: string; name: string };

/** Small orders the purchasing manager approves; from 10,000 the general manager as well (the admin in the demo). */
export async function seedOrderFlows(database: Database, actor: Actor): Promise<void> {
  const level = (name: string) => ({ name, mode: 'any' as const, approvers: { users: [actor.id] } });
  await ensureFlow(
    database,
    [
      {
        document_type: 'purchase.order',
        name: '采购单审批（1万元以下）',
        enabled: true,
        priority: 1,
        conditions: { amount_max: '10000' },
        levels: [level('采购主管')],
      },
      {
        document_type: 'purchase.order',
        name: '采购单审批（1万元及以上）',
        enabled: true,
        priority: 2,
        conditions: { amount_min: '10000' },
        levels: [level('采购主管'), level('总经理')],
      },
    ],
    actor,
  );
}

const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000 + 8 * 3_600_000).toISOString().slice(0, 10);
const STATES = ['draft', 'pending', 'approved', 'partial', 'completed', 'closed', 'invalid', 'rejected', 'approved'] as const;

export async function seedOrders(tx: Tx, database: Database, s: PurchaseServices, actor: Actor, buyerId: string | undefined, cny: string): Promise<void> {
  const [wh] = await tx.select({ id: warehouses.id }).from(warehouses).orderBy(asc(warehouses.code)).limit(1);
  if (!wh) return;
  // What each supplier supplies at a price in force (its first break).
  const offers = await tx
    .selectDistinctOn([supplierSkus.supplier_id, supplierSkus.sku_id], {
      supplier_id: supplierSkus.supplier_id,
      sku_id: supplierSkus.sku_id,
      price: quotationBreaks.price,
    })
    .from(supplierSkus)
    .innerJoin(
      quotations,
      and(eq(quotations.supplier_id, supplierSkus.supplier_id), eq(quotations.sku_id, supplierSkus.sku_id), eq(quotations.status, 'active')),
    )
    .innerJoin(quotationBreaks, eq(quotationBreaks.quotation_id, quotations.id))
    .orderBy(supplierSkus.supplier_id, supplierSkus.sku_id, asc(quotationBreaks.min_quantity));
  const bySupplier = new Map<string, { sku_id: string; price: string }[]>();
  for (const o of offers) bySupplier.set(o.supplier_id, [...(bySupplier.get(o.supplier_id) ?? []), { sku_id: o.sku_id, price: String(o.price) }]);
  const suppliersWithOffers = [...bySupplier.keys()];
  if (!suppliersWithOffers.length) return;
  const outbox = new Outbox(database);
  for (let i = 0; i < ORDERS; i++) {
    const supplierId = suppliersWithOffers[i % suppliersWithOffers.length]!;
    const items = bySupplier.get(supplierId)!.slice(0, 1 + (i % 4));
    const big = i % 5 === 0; // some orders cross the 10,000 band
    const made = await s.order.create(
      tx,
      {
        supplier_id: supplierId,
        warehouse_id: wh.id,
        currency_id: cny,
        purchase_type: i % 7 === 0 ? 'stock' : 'normal',
        buyer_id: buyerId ?? null,
        order_date: day(60 - i),
        plan_date: day(45 - i),
        remark: i % 6 === 0 ? '请按唛头要求装箱，外箱贴送货单' : null,
        lines: items.map((it, k) => ({ sku_id: it.sku_id, quantity: (big ? 800 : 200) + 50 * k, price: it.price })),
      },
      actor,
    );
    const id = String(made.id);
    const state = STATES[i % STATES.length]!;
    if (state === 'draft') continue;
    if (state === 'pending') {
      await s.order.transition(tx, id, 'status', 'submit', actor);
      await submitApproval(
        tx,
        outbox,
        {
          document_type: 'purchase.order',
          document_id: id,
          title: `采购单 ${made.code}`,
          amount: String(made.total_amount),
          type: null,
          organization_id: null,
        },
        actor,
      );
      continue;
    }
    await tx
      .update(orders)
      .set({ status: state, approved_at: state === 'invalid' || state === 'rejected' ? null : new Date(Date.now() - (50 - i) * 86_400_000) })
      .where(eq(orders.id, id));
    // Arrivals as the warehouse's receipts will write them: half of the first line, all of it, or half and the rest closed.
    if (state === 'partial')
      await tx
        .update(orderLines)
        .set({ received_quantity: sql`${orderLines.quantity} / 2` })
        .where(eq(orderLines.order_id, id));
    if (state === 'completed')
      await tx
        .update(orderLines)
        .set({ received_quantity: sql`${orderLines.quantity}` })
        .where(eq(orderLines.order_id, id));
    if (state === 'closed')
      await tx
        .update(orderLines)
        .set({ received_quantity: sql`${orderLines.quantity} / 2`, closed_quantity: sql`${orderLines.quantity} - ${orderLines.quantity} / 2` })
        .where(eq(orderLines.order_id, id));
  }
}
