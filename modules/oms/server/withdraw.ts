// 自动撤单 (README "Platform cancellations"): the orders a platform reports cancelled, handled in the pull's
// transaction — recorded once (a repeated report changes nothing), then the first matching 自动撤单 rule decides:
// 自动撤单 withdraws the packages the warehouse does not have yet and cancels the order; 拦截, or no rule, holds it
// for a person. What was done, or what a person must still do, is the order's 撤单结果.
import type { Tx } from '@entrepot/server-kit/db';
import type { Actor } from '@entrepot/server-kit/entity';
import type { Outbox } from '@entrepot/server-kit/events';
import { and, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { PlatformCancellation } from '../domain/marketplace.ts';
import { matches } from '../domain/rules.ts';
import { decideWithdraw } from '../domain/withdraw.ts';
import { factsOf } from './check.ts';
import { orderKeyOf } from './ingest.ts';
import { orders, packageLines, packages } from './oms.schema.ts';
import { cancelPackages } from './packages.ts';
import { enabledRules, ordersWithLines } from './reads.ts';
import type { OmsServices } from './services.ts';

/** Applies a page's cancellations of one sales account; answers how many orders were newly cancelled by their platform. */
export async function applyCancellations(
  tx: Tx,
  s: OmsServices,
  outbox: Outbox,
  accountId: string,
  cancellations: readonly PlatformCancellation[],
  actor: Actor,
): Promise<number> {
  if (cancellations.length === 0) return 0;
  const byKey = new Map(cancellations.map((c) => [orderKeyOf(accountId, c.platform_order_id), c]));
  const fresh = await tx
    .select({ id: orders.id, key: sql<string>`lower(${orders.order_key})` })
    .from(orders)
    .where(and(inArray(sql`lower(${orders.order_key})`, [...byKey.keys()]), isNull(orders.platform_cancelled_at)));
  if (fresh.length === 0) return 0;
  const rules = await enabledRules(tx, ['withdraw']);
  const found = await ordersWithLines(
    tx,
    fresh.map((f) => f.id),
    true,
  );
  const live = await tx
    .selectDistinct({ order_id: packageLines.order_id, id: packages.id, code: packages.code, status: packages.status })
    .from(packageLines)
    .innerJoin(packages, sql`${packages.id} = ${packageLines.package_id}`)
    .where(
      and(
        inArray(
          packageLines.order_id,
          found.map((o) => o.id),
        ),
        ne(packages.status, '90'),
      ),
    );
  for (const o of found) {
    const reported = byKey.get(orderKeyOf(accountId, o.platform_order_id))!;
    const rule = rules.find((r) => matches(factsOf(o), r));
    const action = rule?.actions.find((a) => a.action === 'withdraw' || a.action === 'hold')?.action as 'withdraw' | 'hold' | undefined;
    const plan = decideWithdraw({
      order: { status: o.status },
      packages: live.filter((p) => p.order_id === o.id).map((p) => ({ id: p.id, code: String(p.code), status: p.status })),
      action: action ?? null,
    });
    if (plan.cancelPackages.length) await cancelPackages(tx, s, outbox, plan.cancelPackages, actor);
    const extra = {
      ...(plan.orderTo === '8' ? { exception_reason: `平台已取消：${reported.reason}`.slice(0, 500) } : {}),
      platform_cancelled_at: new Date(reported.cancelled_at),
      cancel_reason: reported.reason.slice(0, 200),
      withdraw_result: (rule ? `${plan.result}（规则：${rule.name}）` : plan.result).slice(0, 300),
    };
    // Packages withdrawn, the order is back in 待拆分 before it ends; otherwise it moves from where it is (or stays).
    const from = plan.cancelPackages.length ? ['2', o.status] : [o.status];
    await s.order.setState(tx, [o.id], { field: 'status', from, to: plan.orderTo ?? o.status, action: 'platform-cancel', extra }, actor);
  }
  return found.length;
}
