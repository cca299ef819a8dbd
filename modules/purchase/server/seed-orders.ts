// Demo purchase orders and tasks (README "Demo data"): for the demo suppliers and what they supply, at the prices in force,
// in every state a buyer meets — 草稿, 审批中 (a real approval request), 已驳回, 待到货, 部分到货, 已完成, 已关闭,
// 已作废 — and the two amount bands of approval. Arrivals are written as the warehouse's receipts will write them.
import { ensureFlow, submitApproval } from '@entrepot/hub-server/approvals/server';
import { warehouse } from '@entrepot/module-wms';
import { recordTake } from '@entrepot/server-kit';
import type { Database, Tx } from '@entrepot/server-kit/db';
import { tableOf } from '@entrepot/server-kit/entity';
import { Outbox } from '@entrepot/server-kit/events';
import { and, asc, eq } from 'drizzle-orm';
import { orderLineFlows } from './order-flow.ts';
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
  for (const o of offers) bySupplier.set(o.supplier_id, [...(bySupplier.get(o.supplier_id) ?? []), { sku_id: o.sku_id, price: o.price }]);
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
    const id = made.id;
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
    // Some placed on 1688, with the 1688 order number the buyer recorded (read through the local 1688).
    if (i % 2 === 0 && state !== 'invalid' && state !== 'rejected' && state !== 'closed')
      await tx
        .update(orders)
        .set({ purchase_type: 'alibaba', alibaba_order_no: `20261127${String(i).padStart(4, '0')}1` })
        .where(eq(orders.id, id));
    // Arrivals as the warehouse's receipts will record them (one demo receipt line per order line): half of
    // each line, all of it, or half with the rest closed.
    if (state !== 'partial' && state !== 'completed' && state !== 'closed') continue;
    const lines = await tx.select({ id: orderLines.id, quantity: orderLines.quantity }).from(orderLines).where(eq(orderLines.order_id, id));
    for (const l of lines) {
      const received = state === 'completed' ? l.quantity : Math.floor(l.quantity / 2);
      await recordTake(tx, orderLineFlows.received, { target: `demo-receipt:${l.id}`, source: l.id, quantity: received, version: 1 });
      if (state === 'closed')
        await tx
          .update(orderLines)
          .set({ closed_quantity: l.quantity - received })
          .where(eq(orderLines.id, l.id));
    }
  }
}

/**
 * Demo purchase tasks: open tasks for SKUs the demo suppliers supply — most with their default supplier chosen,
 * some still without one, a few already stopped — ready for 生成采购单.
 */
export async function seedTasks(tx: Tx, s: PurchaseServices, actor: Actor, buyerId: string | undefined): Promise<void> {
  const [wh] = await tx.select({ id: warehouses.id }).from(warehouses).orderBy(asc(warehouses.code)).limit(1);
  if (!wh) return;
  const links = await tx
    .select({ sku_id: supplierSkus.sku_id, supplier_id: supplierSkus.supplier_id })
    .from(supplierSkus)
    .where(eq(supplierSkus.is_default, true))
    .orderBy(asc(supplierSkus.sku_id))
    .limit(18);
  for (const [i, link] of links.entries()) {
    const made = await s.task.create(
      tx,
      {
        sku_id: link.sku_id,
        quantity: 200 + (i % 5) * 100,
        supplier_id: i % 6 === 5 ? null : link.supplier_id,
        warehouse_id: wh.id,
        buyer_id: buyerId ?? null,
        need_date: day(-(7 + i)),
        source: (['stocking', 'stockout', 'replenish', 'manual'] as const)[i % 4],
      },
      actor,
    );
    if (i % 9 === 8) await s.task.transition(tx, made.id, 'status', 'stopSale', actor);
  }
}
