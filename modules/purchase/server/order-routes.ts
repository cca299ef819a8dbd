// The purchase order's rows beyond its derived routes (README "Purchase orders"): the spec's spellings of
// submit and end approval, the batch rows, closing whole orders or by SKU / SPU with its pre-check, planned
// dates after approval, the delivery note and the approvers. Each keeps the order's permission and data rules.
import { ok, parseList } from '@entrepot/contract';
import { changedEvent, type EntityChanged } from '@entrepot/entity';
import { flowApprovers } from '@entrepot/hub-server/approvals/server';
import type { EntityRoutes, ModuleContext } from '@entrepot/hub-server/module';
import { conflict, invalid, notFound, parse, requestUser, withoutEmpty } from '@entrepot/server-kit';
import type { Tx } from '@entrepot/server-kit/db';
import { appendAudit, type Route, toStatus, withBodyId } from '@entrepot/server-kit/entity';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { type CloseScope, decideClose, openQuantity } from '../domain/order-rules.ts';
import { BASE, order, purchaseTypes } from '../entities/index.ts';
import { deliveryNotes } from './delivery-note.ts';
import { orderLineOptions } from './invoiceable.ts';
import { orderArrivals } from './order-arrivals.ts';
import { linesOf } from './order-lines.ts';
import { orderLines, orders } from './purchase.schema.ts';
import type { PurchaseServices } from './services.ts';
import { trackingRoutes } from './tracking.ts';

const idParams = z.object({ id: z.uuid('记录编号不正确') });
const someIds = z.array(z.uuid('记录编号不正确'), '请选择采购单').min(1, '请选择采购单').max(500, '一次最多处理500个采购单');
const idsBody = z.object({ ids: someIds });
const day = z.iso.date('请选择正确的日期');
const planDateBody = z.object({
  plan_date: day.nullable(),
  /** Per line, where lines arrive on different days. */
  lines: z
    .array(z.object({ id: z.uuid(), plan_date: day.nullable() }))
    .max(500)
    .optional(),
});
const batchPlanDate = z.object({ ids: someIds, plan_date: day });
const skuOff = z.object({ sku_ids: z.array(z.uuid(), '请选择SKU').min(1, '请选择SKU') });
const spuOff = z.object({ spu_ids: z.array(z.uuid(), '请选择SPU').min(1, '请选择SPU') });

export function orderRoutes(app: FastifyInstance, ctx: ModuleContext, s: PurchaseServices, $: EntityRoutes, submit?: Route, withdraw?: Route): void {
  const db = ctx.database;
  const route = (method: 'GET' | 'POST' | 'PUT', path: string, r: Route) => app.route({ method, url: `${BASE}/order/${path}`, ...r });
  const actor = (r: FastifyRequest) => ({ id: requestUser(r).id, name: requestUser(r).name });
  const scope = (r: FastifyRequest) => $.access(r).scope;
  const announce = (tx: Tx, ids: string[], action: string) => ctx.outbox.publish(tx, changedEvent(order), { ids, action } satisfies EntityChanged);

  if (submit) route('POST', 'createApprove', withBodyId(submit, order.label));
  if (withdraw) route('POST', 'endApprove', withBodyId(withdraw, order.label));
  route('POST', 'batchDelete', $.removeMany);
  route(
    'POST',
    'batchInvalid',
    toStatus($.setStatusMany, 'invalid', (request) => parse(idsBody, request.body).ids),
  );
  // An input invoice's or a payment request's line select (finance): lines with something left to bill or to pay,
  // any signed-in user within the order's data rules (README "Document flow").
  const lineOptionsQuery = z.object({
    q: z.string().trim().max(40).optional(),
    ids: z
      .string()
      .optional()
      .transform((v) => (v ? v.split(',').filter((id) => z.uuid().safeParse(id).success) : [])),
    supplier_id: z.uuid('供应商编号不正确').optional(),
    for: z.enum(['invoice', 'payment'], '用途不正确').optional(),
  });
  route('GET', 'line/options', {
    handler: async (r) => ok(await orderLineOptions(db.db, { ...parse(lineOptionsQuery, withoutEmpty(r.query)), scope: scope(r) })),
  });
  route('GET', 'approve/users', { config: { permission: order.permission('read') }, handler: async () => ok(await flowApprovers(db.db, order.name)) });

  /** Closes the open quantity of the chosen lines of one order; the order closes once nothing is open. */
  const close = async (tx: Tx, request: FastifyRequest, id: string, what: CloseScope, action: string) => {
    const row = await s.order.get(tx, id, scope(request));
    const lines = await linesOf(tx, [id]);
    const decision = decideClose({ status: row.status, code: String(row.code) }, lines, what);
    if ('refused' in decision) throw conflict(decision.refused);
    for (const l of decision.lines)
      await tx
        .update(orderLines)
        .set({ closed_quantity: l.closed_quantity, version: sql`${orderLines.version} + 1`, updated_at: new Date() })
        .where(eq(orderLines.id, l.id));
    const code = new Map(lines.map((l) => [l.id, l.sku_code]));
    const closed = decision.lines.map((l) => ({ sku: code.get(l.id), closing: l.closing }));
    await appendAudit(tx, { decl: order, recordId: id, action, actor: actor(request), changes: { closed_lines: { before: null, after: closed } } });
    if (decision.finished) await s.order.transition(tx, id, 'status', 'close', actor(request), scope(request));
    await announce(tx, [id], action);
    return { id, closed };
  };
  const closeGuard = { config: { permission: order.permission('off') } };
  route('POST', 'off', {
    ...closeGuard,
    handler: async (request) => {
      const { ids } = parse(idsBody, request.body);
      // One order after another: a transaction's statements run on one connection, never side by side.
      return ok(
        await db.tx(async (tx) => {
          const closed = [];
          for (const id of ids) closed.push(await close(tx, request, id, { all: true }, 'off'));
          return closed;
        }),
      );
    },
  });
  route('POST', 'skuOff/:id', {
    ...closeGuard,
    handler: async (request) =>
      ok(await db.tx((tx) => close(tx, request, parse(idParams, request.params).id, { skuIds: parse(skuOff, request.body).sku_ids }, 'skuOff'))),
  });
  route('POST', 'spuOff/:id', {
    ...closeGuard,
    handler: async (request) =>
      ok(await db.tx((tx) => close(tx, request, parse(idParams, request.params).id, { spuIds: parse(spuOff, request.body).spu_ids }, 'spuOff'))),
  });
  /** `?ids=`: before closing, what each order would close, or why it cannot be. */
  route('GET', 'off/valid', {
    ...closeGuard,
    handler: async (request) => {
      const ids = parseList((request.query as { ids?: unknown }).ids);
      const rows = await db.db
        .select({ id: orders.id, code: orders.code, status: orders.status })
        .from(orders)
        .where(and(inArray(orders.id, parse(someIds, ids)), scope(request)));
      const lines = await linesOf(
        db.db,
        rows.map((r) => r.id),
      );
      return ok(
        rows.map((r) => {
          const own = lines.filter((l) => l.order_id === r.id);
          const decision = decideClose({ status: r.status, code: String(r.code) }, own, { all: true });
          const open = own.reduce((n, l) => n + openQuantity(l), 0);
          return { id: r.id, code: r.code, closable: !('refused' in decision), reason: 'refused' in decision ? decision.refused : null, open_quantity: open };
        }),
      );
    },
  });

  /** Planned arrival dates may change while goods are still expected, under the order's edit right. */
  const setPlanDates = async (tx: Tx, request: FastifyRequest, id: string, input: z.output<typeof planDateBody>) => {
    const row = await s.order.get(tx, id, scope(request));
    if (['completed', 'closed', 'invalid'].includes(row.status)) throw conflict(`采购单 ${row.code} 已结束，不能修改预计到货日期`);
    await tx
      .update(orders)
      .set({ plan_date: input.plan_date, version: sql`${orders.version} + 1`, updated_at: new Date(), updated_by: requestUser(request).id })
      .where(eq(orders.id, id));
    for (const l of input.lines ?? [])
      await tx
        .update(orderLines)
        .set({ plan_date: l.plan_date })
        .where(and(eq(orderLines.id, l.id), eq(orderLines.order_id, id)));
    await appendAudit(tx, {
      decl: order,
      recordId: id,
      action: 'editPlanDate',
      actor: actor(request),
      changes: { plan_date: { before: row.plan_date ?? null, after: input.plan_date } },
    });
    await announce(tx, [id], 'editPlanDate');
  };
  const updateGuard = { config: { permission: order.permission('update') } };
  route('PUT', 'editPlanDate/:id', {
    ...updateGuard,
    handler: async (request) => {
      const id = parse(idParams, request.params).id;
      await db.tx((tx) => setPlanDates(tx, request, id, parse(planDateBody, request.body)));
      return ok(null);
    },
  });
  route('PUT', 'batchEditPlanDate', {
    ...updateGuard,
    handler: async (request) => {
      const { ids, plan_date } = parse(batchPlanDate, request.body);
      await db.tx(async (tx) => {
        for (const id of ids) await setPlanDates(tx, request, id, { plan_date });
      });
      return ok({ updated: ids.length });
    },
  });

  // 采购跟踪: the open lines of the orders still receiving (`track`, `tracks/export`; a declared query).
  const tracking = trackingRoutes(db);
  app.route({ method: 'GET', url: `${BASE}/track`, ...tracking.list });
  app.route({ method: 'GET', url: `${BASE}/tracks/export`, ...tracking.export });
  app.route({ method: 'GET', url: `${BASE}/track/:id`, ...tracking.ofOrder });
  app.route({ method: 'GET', url: `${BASE}/tracks/list/detail/:id`, ...tracking.ofOrder });
  app.route({ method: 'GET', url: `${BASE}/track/sku/:id`, ...tracking.ofSku });
  // 采购来源 (`account/source`): where an order was placed — the purchase types, the tracking list's select.
  app.get(`${BASE}/account/source`, { config: { permission: order.permission('read') }, handler: async () => ok(purchaseTypes.map((t) => ({ ...t }))) });
  /** `?id=`: where the supplier delivers the order (its warehouse's address and receiver), for the buyer to send. */
  route('GET', 'receive/address', {
    config: { permission: order.permission('read') },
    handler: async (request) => {
      const id = parse(idParams, { id: (request.query as { id?: unknown }).id }).id;
      const [note] = await deliveryNotes(db.db, [id], scope(request));
      if (!note) throw notFound(order.label);
      return ok({ purchase_order_no: note.purchase_order_no, receive_address: note.receive_address });
    },
  });
  /** 到货记录: the receipts that took from the order's lines, per receipt and SKU (./order-arrivals.ts). */
  route('GET', 'arrivals/:id', {
    config: { permission: order.permission('read') },
    handler: async (request) => {
      const id = parse(idParams, request.params).id;
      await s.order.get(db.db, id, scope(request)); // an order out of reach stays out of reach
      return ok(await orderArrivals(db.db, id));
    },
  });
  /** The delivery note (`/purchase/order/deliveryNote?order_ids=`): spec 001 §3's shape, `data.delivery_order`. */
  route('GET', 'getOrderDeliveryOrder', {
    config: { permission: order.permission('read') },
    handler: async (request) => {
      const ids = parseList((request.query as Record<string, unknown>).order_ids ?? (request.query as Record<string, unknown>)['order_ids[]']);
      if (ids.length === 0) throw invalid('order_ids', '请选择采购单');
      return ok({ delivery_order: await deliveryNotes(db.db, parse(someIds, ids), scope(request)) });
    },
  });
}
