// 采购异常单 (README "Exception orders"): each exception the warehouse raises on a receipt arrives as
// `wms.receivingException.raised` and becomes one order for the buyer (once per exception); 处理 records how it is
// settled with the supplier, 供应商确认 and 驳回 are the engine's transitions, 审批 (one or many) ends it and tells
// the warehouse (`purchase.exceptionOrder.settled`), whose exception closes with the decision; an approved 扣款
// becomes a draft 扣款计划.
import { ok, parseList } from '@entrepot/contract';
import { own, toScaled } from '@entrepot/entity';
import type { EntityRoutes, ModuleContext } from '@entrepot/hub-server/module';
import { conflict, invalid, parse, requestUser } from '@entrepot/server-kit';
import type { Tx } from '@entrepot/server-kit/db';
import { type Actor, systemActor } from '@entrepot/server-kit/entity';
import type { Outbox } from '@entrepot/server-kit/events';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { BASE, exceptionHandlings, exceptionOrder, exceptionOrderKinds, exceptionOrderLifecycle } from '../entities/index.ts';
import { EXCEPTION_SETTLED, type ExceptionSettled } from '../public.ts';
import { exceptionOrders, orders, suppliers } from './purchase.schema.ts';
import type { PurchaseServices } from './services.ts';

/** Published by goods in as it records an exception (wms README "Goods in"). */
export const EXCEPTION_RAISED = 'wms.receivingException.raised';

interface Raised {
  code?: unknown;
  kind?: unknown;
  receipt_code?: unknown;
  order_id?: unknown;
  supplier_id?: unknown;
  sku_code?: unknown;
  quantity?: unknown;
  reason?: unknown;
}

const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);

/** One exception order per warehouse exception (a redelivered event finds it made). */
export async function openExceptionOrder(tx: Tx, s: PurchaseServices, e: Raised, actor: Actor): Promise<void> {
  const source = text(e.code);
  const quantity = Number(e.quantity);
  if (!source || !text(e.sku_code) || !Number.isSafeInteger(quantity) || quantity < 1) return;
  const [seen] = await tx.select({ id: exceptionOrders.id }).from(exceptionOrders).where(eq(exceptionOrders.source_code, source)).limit(1);
  if (seen) return;
  await s.exceptionOrder.create(
    tx,
    {
      kind: text(e.kind),
      order_id: text(e.order_id),
      supplier_id: text(e.supplier_id),
      source_code: source,
      receipt_code: text(e.receipt_code),
      sku_code: text(e.sku_code),
      quantity,
      reason: text(e.reason),
    },
    actor,
  );
}

const HANDLINGS = exceptionHandlings.map((h) => h.value) as [string, ...string[]];
const processBody = z.object({
  id: z.uuid('请选择采购异常单'),
  handling: z.enum(HANDLINGS, '请选择处理方式'),
  deduct_amount: z.string().trim().nullish(),
  handle_note: z.string().trim().max(500, '处理说明最长500个字符').nullish(),
});
const approveBody = z.object({ ids: z.array(z.uuid(), '请选择采购异常单').min(1, '请选择采购异常单').max(200, '一次最多审批200个') });

/** The amount of a 扣款: a positive decimal with at most two places, as text. */
function deductAmount(handling: string, raw: string | null | undefined): string | null {
  if (handling !== 'deduct') return null;
  if (!raw || !/^\d{1,12}(\.\d{1,2})?$/.test(raw) || toScaled(raw, 2) <= 0n) throw invalid('deduct_amount', '请填写扣款金额（大于0，最多2位小数）');
  return raw;
}

const stateLabel = (status: string) => own(exceptionOrderLifecycle.states, status)?.label ?? status;

const batchIds = z.array(z.uuid('记录编号不正确'), '请选择采购异常单').min(1, '请选择采购异常单').max(200, '一次最多查看200个采购异常单');

export function exceptionOrderRoutes(app: FastifyInstance, ctx: ModuleContext, s: PurchaseServices, $: EntityRoutes): void {
  const db = ctx.database;
  const at = `${BASE}/exception/order`;
  const actor = (r: FastifyRequest) => ({ id: requestUser(r).id, name: requestUser(r).name });
  app.route({ method: 'GET', url: `${at}/list`, ...$.list });
  /** `?ids=`: several exception orders' details at once (the batch 审批 shows what it settles), within the data rules. */
  app.route({
    method: 'GET',
    url: `${at}/batchDetail`,
    config: { permission: exceptionOrder.permission('read') },
    handler: async (request) => {
      const ids = parse(batchIds, parseList((request.query as { ids?: unknown }).ids));
      const { scope, redact } = $.access(request);
      return ok(await Promise.all(ids.map(async (id) => redact(await s.exceptionOrder.get(db.db, id, scope)))));
    },
  });
  /** 处理: how the buyer settles it with the supplier (扣款 with its amount), for the supplier to confirm. */
  app.route({
    method: 'POST',
    url: `${at}/process`,
    config: { permission: exceptionOrder.permission('process') },
    handler: async (request) => {
      const body = parse(processBody, request.body);
      const amount = deductAmount(body.handling, body.deduct_amount);
      const row = await db.tx(async (tx) => {
        const [current] = await tx
          .select({ status: exceptionOrders.status, code: exceptionOrders.code })
          .from(exceptionOrders)
          .where(eq(exceptionOrders.id, body.id))
          .for('update');
        if (current && current.status !== 'pending') throw conflict(`采购异常单 ${current.code} 状态为「${stateLabel(current.status)}」，不能处理`);
        await tx
          .update(exceptionOrders)
          .set({ handling: body.handling, deduct_amount: amount, handle_note: body.handle_note || null })
          .where(eq(exceptionOrders.id, body.id));
        return s.exceptionOrder.transition(tx, body.id, 'status', 'process', actor(request), $.access(request).scope);
      });
      return ok(row);
    },
  });
  /** 审批 of one or many: each ends, and the warehouse is told how it was settled. */
  app.route({
    method: 'POST',
    url: `${at}/approve`,
    config: { permission: exceptionOrder.permission('approve') },
    handler: async (request) => {
      const { ids } = parse(approveBody, request.body);
      const done = await db.tx(async (tx) => {
        for (const id of ids) {
          const row = await s.exceptionOrder.transition(tx, id, 'status', 'approve', actor(request), $.access(request).scope);
          const handling = exceptionHandlings.find((h) => h.value === row.handling)?.label ?? '';
          if (row.handling === 'deduct') await planDeduction(tx, s, row, actor(request));
          await ctx.outbox.publish(tx, EXCEPTION_SETTLED, {
            source_code: row.source_code,
            code: String(row.code),
            handling: handling,
            handle_note: row.handle_note ? row.handle_note : null,
            operator: actor(request),
          } satisfies ExceptionSettled);
        }
        return ids.length;
      });
      return ok({ approved: done });
    },
  });
}

/** An approved 扣款 becomes a draft 扣款计划 of the supplier, in the order's currency (else the supplier's). */
async function planDeduction(tx: Tx, s: PurchaseServices, row: Record<string, unknown>, actor: Actor): Promise<void> {
  if (!row.supplier_id || !row.deduct_amount) return;
  const [fromOrder] = row.order_id
    ? await tx
        .select({ currency_id: orders.currency_id })
        .from(orders)
        .where(eq(orders.id, String(row.order_id)))
    : [];
  const [fromSupplier] = await tx
    .select({ currency_id: suppliers.currency_id })
    .from(suppliers)
    .where(eq(suppliers.id, String(row.supplier_id)));
  const currency = fromOrder?.currency_id ?? fromSupplier?.currency_id;
  if (!currency) return;
  const kind = exceptionOrderKinds.find((k) => k.value === row.kind)?.label ?? '';
  await s.deductionPlan.create(
    tx,
    {
      supplier_id: String(row.supplier_id),
      order_id: row.order_id ? String(row.order_id) : null,
      currency_id: currency,
      remark: `采购异常单 ${row.code} 审批通过`,
      lines: [{ exception_code: String(row.code), reason: `${kind}：${row.sku_code} × ${row.quantity}`, amount: String(row.deduct_amount) }],
    },
    actor,
  );
}

export function followWarehouseExceptions(outbox: Outbox, s: PurchaseServices): void {
  const system = systemActor('系统');
  outbox.subscribe(EXCEPTION_RAISED, 'purchase.on-receiving-exception', (payload, tx) => openExceptionOrder(tx, s, payload as Raised, system));
}
