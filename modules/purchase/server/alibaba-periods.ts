// 1688账期 (README "1688 period"): the periods a 1688 seller lent us, kept as records — pulled from 1688 through
// the adapter (从1688同步) or imported from a sheet, each saying which and when —; the spec's `period*` rows over
// them; the credit lines and a bill's goods read live from 1688. A period names our supplier of the seller's name,
// a bill our purchase order carrying its 1688 order number.
import { ok } from '@entrepot/contract';
import type { EntityRoutes, ModuleContext } from '@entrepot/hub-server/module';
import { parse, requestUser } from '@entrepot/server-kit';
import type { Database, Executor } from '@entrepot/server-kit/db';
import type { Route, WriteRules } from '@entrepot/server-kit/entity';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AlibabaAdapter } from '../domain/alibaba.ts';
import { alibabaPeriod, BASE } from '../entities/index.ts';
import { alibabaPeriodBills, alibabaPeriods, orders, suppliers } from './purchase.schema.ts';
import type { PurchaseServices } from './services.ts';

type Row = Record<string, unknown>;
const periodQuery = z.object({ period_id: z.uuid('请选择账期') });
const orderNoBody = z.object({ order_no: z.string('请填写1688订单号').trim().min(1, '请填写1688订单号') });

/** Our supplier of each seller's name (active or not), by name. */
async function suppliersNamed(exec: Executor, names: string[]): Promise<Map<string, string>> {
  if (names.length === 0) return new Map();
  const rows = await exec
    .select({ id: suppliers.id, name: suppliers.name })
    .from(suppliers)
    .where(inArray(suppliers.name, [...new Set(names)]));
  return new Map(rows.map((r) => [r.name, r.id]));
}

/** Write rules: the period's supplier by the seller's name, each bill's purchase order by its 1688 number. */
export const alibabaPeriodRules: WriteRules<typeof alibabaPeriod> = {
  derive: async (exec, input) =>
    'seller' in input ? { supplier_id: (await suppliersNamed(exec, [String(input.seller)])).get(String(input.seller)) ?? null } : {},
  lines: async (exec, _header, lines) => {
    const nos = lines.map((l) => String(l.order_no ?? '')).filter(Boolean);
    const found = nos.length ? await exec.select({ id: orders.id, no: orders.alibaba_order_no }).from(orders).where(inArray(orders.alibaba_order_no, nos)) : [];
    const byNo = new Map(found.map((o) => [String(o.no), o.id]));
    return lines.map((l) => ({ ...l, purchase_order_id: byNo.get(String(l.order_no)) ?? null }));
  },
};

/** 从1688同步: every period 1688 answers written as it is there, new ones made; `{created, updated}`. */
export async function syncPeriods(database: Database, s: PurchaseServices, adapter: AlibabaAdapter, actor: { id: string; name: string }) {
  const periods = await adapter.periods();
  const extra = { source: 'sync', synced_at: new Date() };
  return database.tx(async (tx) => {
    const known = new Map(
      (
        await tx
          .select({ id: alibabaPeriods.id, no: alibabaPeriods.period_no })
          .from(alibabaPeriods)
          .where(
            inArray(
              alibabaPeriods.period_no,
              periods.map((p) => p.period_no),
            ),
          )
      ).map((r) => [r.no, r.id]),
    );
    let created = 0;
    for (const p of periods) {
      const id = known.get(p.period_no);
      const input: Row = { ...p };
      if (id) await s.alibabaPeriod.update(tx, id, input, actor, { extra });
      else {
        await s.alibabaPeriod.create(tx, input, actor, extra);
        created++;
      }
    }
    return { created, updated: periods.length - created };
  });
}

export function alibabaPeriodRoutes(app: FastifyInstance, ctx: ModuleContext, s: PurchaseServices, adapter: AlibabaAdapter, $: EntityRoutes): void {
  const db = ctx.database;
  const route = (method: 'GET' | 'POST', path: string, r: Route) => app.route({ method, url: `${BASE}/${path}`, ...r });
  const read = { config: { permission: alibabaPeriod.permission('read') } };
  const actor = (r: FastifyRequest) => ({ id: requestUser(r).id, name: requestUser(r).name });
  /** 1688额度: each seller's credit line now, with our supplier of that name. */
  route('GET', 'periodSupplier', {
    ...read,
    handler: async () => {
      const lines = await adapter.creditLines();
      const named = await suppliersNamed(
        db.db,
        lines.map((l) => l.seller),
      );
      return ok(lines.map((l) => ({ ...l, supplier_id: named.get(l.seller) ?? null, source: '1688同步', read_at: new Date().toISOString() })));
    },
  });
  /** The periods with the list's filters, sent as a body. */
  route('POST', 'periodList', {
    ...$.list,
    handler: function (this: FastifyInstance, request, reply) {
      (request as { query: unknown }).query = { ...(request.body as Row | undefined) };
      return ($.list.handler as Route['handler']).call(this, request, reply);
    },
  });
  /** `{period_id}`: the 1688 orders charged to the period, with our order that carries each. */
  route('POST', 'periodBillList', {
    ...read,
    handler: async (request) => {
      const { period_id } = parse(periodQuery, request.body);
      await s.alibabaPeriod.get(db.db, period_id, $.access(request).scope);
      const rows = await db.db
        .select({
          id: alibabaPeriodBills.id,
          order_no: alibabaPeriodBills.order_no,
          order_date: alibabaPeriodBills.order_date,
          amount: alibabaPeriodBills.amount,
          refund_amount: alibabaPeriodBills.refund_amount,
          purchase_order_id: alibabaPeriodBills.purchase_order_id,
          purchase_order_code: orders.code,
        })
        .from(alibabaPeriodBills)
        .leftJoin(orders, eq(orders.id, alibabaPeriodBills.purchase_order_id))
        .where(and(eq(alibabaPeriodBills.period_id, period_id)))
        .orderBy(asc(alibabaPeriodBills.order_date), asc(alibabaPeriodBills.order_no));
      return ok(rows);
    },
  });
  /** `{order_no}`: the goods of a bill's 1688 order, read from 1688 (none when 1688 no longer knows it). */
  route('POST', 'periodBillItemList', {
    ...read,
    handler: async (request) => {
      const { order_no } = parse(orderNoBody, request.body);
      const detail = await adapter.orderDetail(order_no);
      return ok({ order_no, seller: detail?.seller ?? null, items: detail?.items ?? [], source: '1688同步', read_at: new Date().toISOString() });
    },
  });
  route('POST', 'alibaba/period/sync', {
    config: { permission: alibabaPeriod.permission('import') },
    handler: async (request) => ok(await syncPeriods(db, s, adapter, actor(request))),
  });
}
