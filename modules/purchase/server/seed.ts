// Demo purchasing data (SEED_DEMO, first start; README "Demo data"): suppliers with contacts and payee
// accounts, what they supply, MOQs, quotations in each state with two suppliers competing on some SKUs, and
// notices, and purchase orders in every state (seed-orders.ts). Written through the engine's services (codes, children, audit), as a buyer's screens would.
import { ensureFlow, submitApproval } from '@entrepot/hub-server/approvals/server';
import { staff } from '@entrepot/hub-server/entities';
import { sku } from '@entrepot/module-catalogue';
import { convert, currency } from '@entrepot/module-finance';
import type { Database, Tx } from '@entrepot/server-kit/db';
import { tableOf } from '@entrepot/server-kit/entity';
import { Outbox } from '@entrepot/server-kit/events';
import { asc, eq, inArray } from 'drizzle-orm';
import { DEMO_SUPPLIERS, demoAccount, demoContact } from '../domain/demo-suppliers.ts';
import { alibabaAdapter } from './alibaba/adapter.ts';
import { syncPeriods } from './alibaba-periods.ts';
import { jstAdapter } from './jst/adapter.ts';
import { seedGrabs } from './jst-grab.ts';
import { quotations, suppliers } from './purchase.schema.ts';
import { seedOrderFlows, seedOrders, seedTasks } from './seed-orders.ts';
import { seedPlanFlow, seedPlans } from './seed-plans.ts';
import { seedSettlements } from './seed-settlements.ts';
import { type PurchaseServices, purchaseServices } from './services.ts';
import { syncSupplierStock } from './supplier-stock-sync.ts';

const users = tableOf(staff);
const skus = tableOf(sku);
const currencies = tableOf(currency);
const SKUS = 160;

type Actor = { id: string; name: string };

async function idsByCode(tx: Tx, table: typeof currencies, codes: string[]): Promise<Map<string, string>> {
  const rows = await tx.select({ id: table.id, code: table.code }).from(table).where(inArray(table.code, codes));
  return new Map(rows.map((r) => [r.code, r.id]));
}

async function seedSuppliers(tx: Tx, s: PurchaseServices, actor: Actor, buyerId: string | undefined, cny: string, usd: string | undefined) {
  const made: { id: string; status: string }[] = [];
  for (const [i, [name, short_name, type, province, city, payment_term, status]] of DEMO_SUPPLIERS.entries()) {
    const row = await s.supplier.create(
      tx,
      {
        name,
        short_name,
        type,
        city,
        payment_term,
        currency_id: type === 'trader' && i % 2 === 1 && usd ? usd : cny,
        buyer_id: i % 3 === 2 ? actor.id : (buyerId ?? actor.id),
        tax_rate: type === 'factory' ? '13.00' : null,
        lead_days: 7 + (i % 4) * 3,
        daily_capacity: type === 'workshop' ? 300 : 2000 + i * 100,
        address: `${province}${city}工业园${i + 1}号`,
        contacts: [0, 1].slice(0, 1 + (i % 2)).map((j) => demoContact(i, j)),
        accounts: [demoAccount(i, name)],
      },
      actor,
    );
    await tx
      .update(suppliers)
      .set({ status, is_new: i >= 20 })
      .where(eq(suppliers.id, row.id));
    made.push({ id: row.id, status });
  }
  return made;
}

/** A price in cents scaled by a percentage, as a decimal string. */
const priceOf = (yuan: number, percent: number) => convert(String(yuan), (percent / 100).toFixed(2));

export async function seedPurchase(database: Database): Promise<void> {
  const s = purchaseServices();
  const [admin] = await database.db.select({ id: users.id, name: users.name }).from(users).where(eq(users.login_name, 'admin'));
  // Quotations go to the purchasing manager for approval (the administrator in the demo); 审批流程 changes it.
  if (admin) {
    const actor = { id: admin.id, name: admin.name };
    const level = { name: '采购主管审批', mode: 'any' as const, approvers: { users: [actor.id] } };
    await ensureFlow(database, { document_type: 'purchase.quotation', name: '报价审批', enabled: true, priority: 1, levels: [level] }, actor);
    await seedOrderFlows(database, actor);
    await seedPlanFlow(database, actor);
  }
  const outbox = new Outbox(database);
  await database.tx(async (tx) => {
    const [any] = await tx.select({ id: suppliers.id }).from(suppliers).limit(1);
    if (any) return;
    const people = await tx
      .select({ id: users.id, login_name: users.login_name, name: users.name })
      .from(users)
      .where(inArray(users.login_name, ['admin', 'buyer01']));
    const admin = people.find((p) => p.login_name === 'admin');
    if (!admin) return;
    const actor = { id: admin.id, name: admin.name };
    const money = await idsByCode(tx, currencies, ['CNY', 'USD']);
    const cny = money.get('CNY');
    if (!cny) return;
    const buyer = people.find((p) => p.login_name === 'buyer01');
    const made = await seedSuppliers(tx, s, actor, buyer ? buyer.id : undefined, cny, money.get('USD'));
    const active = made.filter((m) => m.status === 'active');
    const items = await tx.select({ id: skus.id, spu_id: skus.spu_id }).from(skus).orderBy(asc(skus.code)).limit(SKUS);
    for (const [i, item] of items.entries()) {
      const base = 18 + (i % 40);
      const first = active[i % active.length]!;
      const second = i % 4 === 0 ? active[(i + 5) % active.length] : undefined;
      for (const [k, supplier] of (second ? [first, second] : [first]).entries()) {
        await s.supplierSku.create(
          tx,
          {
            supplier_id: supplier.id,
            sku_id: item.id,
            supplier_item_code: `HH-${1000 + i}${k ? 'B' : ''}`,
            is_default: k === 0,
            reference_price: String(base),
          },
          actor,
        );
        const percent = k === 0 ? 100 : 97; // the competitor undercuts by 3 %
        const q = await s.quotation.create(
          tx,
          {
            supplier_id: supplier.id,
            sku_id: item.id,
            currency_id: cny,
            tax_included: true,
            lead_days: 10,
            valid_from: '2026-01-01',
            valid_to: i % 9 === 0 ? '2026-12-31' : null,
            breaks: [
              { min_quantity: 1, price: priceOf(base, percent) },
              { min_quantity: 100, price: priceOf(base, percent - 5) },
              { min_quantity: 500, price: priceOf(base, percent - 10) },
            ],
          },
          actor,
        );
        // Most are in force; a few show the other states of the lifecycle — a competitor's offer waits in 我的审批.
        if (i % 17 === 0 && k === 1) {
          await s.quotation.transition(tx, q.id, 'status', 'submit', actor);
          const request = {
            document_type: 'purchase.quotation',
            document_id: q.id,
            title: `报价 ${q.code}`,
            amount: null,
            type: null,
            organization_id: null,
          };
          await submitApproval(tx, outbox, request, actor);
          continue;
        }
        const state = i % 17 === 3 ? 'draft' : i % 17 === 7 ? 'rejected' : i % 17 === 11 ? 'expired' : 'active';
        await tx
          .update(quotations)
          .set({ status: state, approved_at: state === 'active' || state === 'expired' ? new Date('2026-01-02T02:00:00Z') : null })
          .where(eq(quotations.id, q.id));
        if (i % 3 === 0 && k === 0)
          await s.moq.create(tx, { supplier_id: supplier.id, sku_id: item.id, min_quantity: [50, 100, 200][i % 3 === 0 ? (i / 3) % 3 : 0] }, actor);
      }
    }
    // Each style with the supplier of its first SKU (供应商SPU): who makes it, under their own style number.
    const styles = new Map<string, string>();
    for (const [i, item] of items.entries()) if (item.spu_id && !styles.has(item.spu_id)) styles.set(item.spu_id, active[i % active.length]!.id);
    for (const [n, [spu, supplierId]] of [...styles].entries())
      await s.supplierSpu.create(tx, { supplier_id: supplierId, spu_id: spu, supplier_item_code: `KH-${2001 + n}` }, actor);
    await seedOrders(tx, database, s, actor, buyer ? buyer.id : undefined, cny);
    await seedTasks(tx, s, actor, buyer ? buyer.id : undefined);
    await seedPlans(tx, database, s, actor);
    await seedSettlements(tx, s, actor);
    for (const [title, state] of [
      ['春节放假及发货安排', 'published'],
      ['外箱唛头与装箱规范（2026版）', 'published'],
      ['质检不合格品退货流程调整', 'draft'],
    ] as const) {
      const n = await s.notice.create(tx, { title, content: `<p>${title}：请各供应商知悉并按要求执行。</p>` }, actor);
      if (state === 'published') await s.notice.transition(tx, n.id, 'status', 'publish', actor);
    }
  });
  // 1688账期 as the local 1688 answers them (the screen's 从1688同步 does the same).
  if (admin) await syncPeriods(database, s, alibabaAdapter(), { id: admin.id, name: admin.name });
  // 供应商抓取 as the local JST answers it (the screen's 全部抓取 does the same).
  if (admin) await database.tx((tx) => seedGrabs(tx, s, jstAdapter(), { id: admin.id, name: admin.name }));
  // 供应商库存 of every enabled supplier SKU as the local JST answers it (the screen's 同步 does the same).
  if (admin) await syncSupplierStock(database, s, jstAdapter(), { actor: { id: admin.id, name: admin.name }, access: undefined });
}
