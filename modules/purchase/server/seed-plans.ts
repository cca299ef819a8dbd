// Demo plan orders (README "Plan orders"): the plan flow (the purchasing manager, the administrator in the demo),
// and a plan in each state — a draft with a line below its MOQ, one awaiting approval, one approved with its
// purchase tasks, one rejected.
import { ensureFlow, submitApproval } from '@entrepot/hub-server/approvals/server';
import { warehouse } from '@entrepot/module-wms';
import type { Database, Tx } from '@entrepot/server-kit/db';
import { tableOf } from '@entrepot/server-kit/entity';
import { Outbox } from '@entrepot/server-kit/events';
import { asc, eq } from 'drizzle-orm';
import { supplierSkus } from './purchase.schema.ts';
import type { PurchaseServices } from './services.ts';

const warehouses = tableOf(warehouse);
type Actor = { id: string; name: string };
const day = (ahead: number) => new Date(Date.now() + ahead * 86_400_000 + 8 * 3_600_000).toISOString().slice(0, 10);

export async function seedPlanFlow(database: Database, actor: Actor): Promise<void> {
  await ensureFlow(
    database,
    [
      {
        document_type: 'purchase.planOrder',
        name: '计划单审批',
        enabled: true,
        priority: 1,
        conditions: {},
        levels: [{ name: '采购主管', mode: 'any', approvers: { users: [actor.id] } }],
      },
    ],
    actor,
  );
}

export async function seedPlans(tx: Tx, database: Database, s: PurchaseServices, actor: Actor): Promise<void> {
  const [wh] = await tx.select({ id: warehouses.id }).from(warehouses).orderBy(asc(warehouses.code)).limit(1);
  if (!wh) return;
  const skus = (
    await tx.select({ sku_id: supplierSkus.sku_id }).from(supplierSkus).where(eq(supplierSkus.is_default, true)).orderBy(asc(supplierSkus.sku_id)).limit(12)
  ).map((r) => r.sku_id);
  if (skus.length < 4) return;
  const outbox = new Outbox(database);
  for (const [i, state] of (['draft', 'pending', 'approved', 'rejected'] as const).entries()) {
    const made = await s.planOrder.create(
      tx,
      {
        warehouse_id: wh.id,
        need_date: day(20 + i * 7),
        remark: i === 0 ? '双十一备货，按近30天销量的1.5倍计划' : null,
        // The draft's first line is small: below most suppliers' MOQ, for 按起订量调整.
        lines: skus.slice(i * 3, i * 3 + 3).map((sku_id, k) => ({ sku_id, quantity: i === 0 && k === 0 ? 20 : 300 + 100 * k })),
      },
      actor,
    );
    const id = made.id;
    if (state === 'draft') continue;
    await s.planOrder.transition(tx, id, 'status', 'submit', actor);
    if (state === 'pending') {
      const request = { document_type: 'purchase.planOrder', document_id: id, title: `计划单 ${made.code}`, amount: null, type: null, organization_id: null };
      await submitApproval(tx, outbox, request, actor);
      continue;
    }
    await s.planOrder.transition(tx, id, 'status', state === 'approved' ? 'approve' : 'reject', actor);
  }
}
