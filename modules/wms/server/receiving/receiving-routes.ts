// `/api-wms/api/v1/wms/…` of goods in (README "Goods in: routes"): the receipts' read-only resources, then one
// line per command — scan an order, scan or type counts, confirm, inspect, put away, cancel, report and handle
// exceptions — each in its transaction, under its permission code and the warehouse data rule.

import { ok } from '@entrepot/contract';
import { type ModuleContext, mountResources } from '@entrepot/hub-server/module';
import { conflict, notFound, parse, requestUser } from '@entrepot/server-kit';
import type { Tx } from '@entrepot/server-kit/db';
import { commandRoute, type EntityRegistry, type Route, readRoute } from '@entrepot/server-kit/entity';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { BASE, RECEIVING_CODES as CODE, qualityExpReasons, receivingResources as R } from '../../entities/index.ts';
import type { WmsServices } from '../services.ts';
import { mayUseWarehouse, OUT_OF_SCOPE } from '../warehouse-scope.ts';
import { confirmReceipt, inspectReceipt } from './receipt-confirm.ts';
import { scanIntoReceipt, setCounts } from './receipt-count.ts';
import { openReceipt } from './receipt-open.ts';
import { receiptPhotoRoutes } from './receipt-photos.ts';
import { cancelReceipt, putAway, registerException, suggestedLocations } from './receipt-putaway.ts';
import { type ReceivingDeps, receiptLinesOf, receiptOf } from './receipt-read.ts';
import { revokeReceipt } from './receipt-revoke.ts';
import { receiptLines, receipts, receivingExceptions } from './receiving.schema.ts';
import { weighRoutes } from './weigh-routes.ts';

const idParams = z.object({ id: z.uuid('记录编号不正确') });
const scanned = z.string('请扫描或输入条码').trim().min(1, '请扫描或输入条码').max(60, '条码最长60个字符');
const count = z.number('数量须为整数').int('数量须为整数');
const scanBody = z.object({ code: scanned, quantity: count.min(1, '数量须为正整数').max(100000, '数量最大100000').optional() });
const countsBody = z.object({
  lines: z
    .array(z.object({ id: z.uuid(), counted_quantity: count.min(0, '实收数量不能小于0') }))
    .min(1, '请填写实收数量')
    .max(500),
});
const confirmBody = z.object({ report_short: z.boolean().optional() });
const inspectBody = z.object({
  lines: z
    .array(
      z.object({
        id: z.uuid(),
        rejected_quantity: count.min(0, '不合格数量不能小于0'),
        reject_reason: z.string().max(200, '不合格原因最长200个字符').nullish(),
      }),
    )
    .max(500),
});
const putawayBody = z.object({ location: scanned, sku_code: scanned, quantity: count.min(1, '上架数量须为正整数').max(1000000) });
const exceptionBody = z.object({
  kind: z.string('请选择异常类型'),
  sku_code: scanned,
  quantity: count.min(1, '数量须为正整数').max(1000000),
  reason: z.string().max(200, '说明最长200个字符').nullish(),
});
const handleBody = z.object({ handle_note: z.string('请填写处理结果').trim().min(1, '请填写处理结果').max(200, '处理结果最长200个字符') });
const findQuery = z.object({ code: scanned, status: z.string().optional() });
const revokeBody = z.object({ reason: z.string('请填写撤销原因').trim().min(1, '请填写撤销原因').max(200, '撤销原因最长200个字符') });

export function receivingRoutes(app: FastifyInstance, ctx: ModuleContext, s: WmsServices, registry: EntityRegistry): void {
  const { database } = ctx;
  const $ = mountResources(app, ctx, registry, {
    receipt: { resource: R.receipt, service: s.receipt, rules: { outOfScope: OUT_OF_SCOPE } },
    receiptLine: { resource: R.receiptLine, service: s.receiptLine, rules: { outOfScope: OUT_OF_SCOPE } },
    putaway: { resource: R.putaway, service: s.putaway, rules: { outOfScope: OUT_OF_SCOPE } },
    receivingException: { resource: R.receivingException, service: s.receivingException, rules: { outOfScope: OUT_OF_SCOPE } },
  });
  const deps = (request: FastifyRequest): ReceivingDeps => ({
    services: s,
    events: ctx.outbox as unknown as ReceivingDeps['events'],
    mayUse: (warehouseId) => mayUseWarehouse(requestUser(request).access, warehouseId),
    scope: $.receipt.access(request).scope,
  });
  const actor = (r: FastifyRequest) => ({ id: requestUser(r).id, name: requestUser(r).name });
  const id = (r: FastifyRequest) => parse(idParams, r.params).id;
  /**
   * A command on one receipt in its transaction, answered with the receipt as it now stands (lines included),
   * read after the commit: the read's statements run side by side, which a transaction's one connection cannot.
   */
  const onReceipt = (permission: string, run: (request: FastifyRequest, tx: Tx) => Promise<unknown>): Route => ({
    config: { permission },
    handler: async (request) => {
      const result = await database.tx((tx) => run(request, tx));
      return ok({ result, receipt: await s.receipt.get(database.db, id(request), deps(request).scope) });
    },
  });
  const at = (method: 'GET' | 'POST' | 'PUT', path: string, route: Route) => app.route({ method, url: `${BASE}/${path}`, ...route });

  /** 到货: a delivery note's barcode (the order's number) opens its receipt, or finds the one being counted. */
  at('POST', 'receipt/scanOrder', {
    config: { permission: CODE.receive },
    handler: async (request) => {
      const { code } = parse(scanBody, request.body);
      const opened = await database.tx((tx) => openReceipt(tx, deps(request), actor(request), code));
      return ok({ ...opened, receipt: await s.receipt.get(database.db, opened.id) });
    },
  });
  at(
    'POST',
    'receipt/:id/scan',
    onReceipt(CODE.receive, (r, tx) => {
      const body = parse(scanBody, r.body);
      return scanIntoReceipt(tx, deps(r), actor(r), id(r), body.code, body.quantity);
    }),
  );
  at(
    'PUT',
    'receipt/:id/count',
    onReceipt(CODE.receive, (r, tx) => setCounts(tx, deps(r), id(r), parse(countsBody, r.body).lines)),
  );
  at(
    'POST',
    'receipt/:id/confirm',
    onReceipt(CODE.receive, (r, tx) => confirmReceipt(tx, deps(r), actor(r), id(r), parse(confirmBody, r.body ?? {}).report_short ?? false)),
  );
  at(
    'POST',
    'receipt/:id/inspect',
    onReceipt(CODE.inspect, (r, tx) => inspectReceipt(tx, deps(r), actor(r), id(r), parse(inspectBody, r.body).lines)),
  );
  at(
    'POST',
    'receipt/:id/putaway',
    onReceipt(CODE.putaway, (r, tx) => putAway(tx, deps(r), actor(r), id(r), parse(putawayBody, r.body))),
  );
  at(
    'POST',
    'receipt/:id/cancel',
    onReceipt(CODE.cancel, (r, tx) => cancelReceipt(tx, deps(r), actor(r), id(r))),
  );
  at(
    'POST',
    'receipt/:id/revoke',
    onReceipt(CODE.revoke, (r, tx) => revokeReceipt(tx, deps(r), actor(r), id(r), parse(revokeBody, r.body).reason)),
  );
  at(
    'POST',
    'receipt/:id/exception',
    onReceipt(CODE.report, (r, tx) => registerException(tx, deps(r), actor(r), id(r), parse(exceptionBody, r.body))),
  );
  /** Where to put each SKU of the receipt: `{<sku code>: {location, why}}`. */
  at(
    'GET',
    'receipt/:id/suggest',
    readRoute(async (r) => {
      const receipt = await receiptOf(database.db, deps(r), id(r));
      const lines = await receiptLinesOf(database.db, receipt.id);
      return suggestedLocations(database.db, receipt.warehouse_id, [...new Set(lines.map((l) => l.sku_code))]);
    }, R.receipt.entity.permission('read')),
  );
  /**
   * `?code=RC…|PO…&status=`: the receipt a scanned number names — its own number, or an order's number on a receipt
   * in that state (the newest) — for the inspection and put-away screens.
   */
  at(
    'GET',
    'receipt/find',
    readRoute(async (r) => {
      const q = parse(findQuery, r.query);
      const code = q.code.toLowerCase();
      const scope = deps(r).scope;
      const ofOrder = database.db.select({ id: receiptLines.receipt_id }).from(receiptLines).where(sql`lower(${receiptLines.order_code}) = ${code}`);
      const [found] = await database.db
        .select({ id: receipts.id })
        .from(receipts)
        .where(and(sql`(lower(${receipts.code}) = ${code} or ${receipts.id} in (${ofOrder}))`, q.status ? eq(receipts.status, q.status) : undefined, scope))
        .orderBy(sql`${receipts.created_at} desc`)
        .limit(1);
      if (!found) throw notFound(`${q.status === 'shelving' ? '待上架' : q.status === 'inspecting' ? '待质检' : ''}收货单 ${q.code}`);
      return s.receipt.get(database.db, found.id, scope);
    }, R.receipt.entity.permission('read')),
  );
  receiptPhotoRoutes(app, ctx, (request) => $.receipt.access(request).scope);
  weighRoutes(app, ctx);
  at(
    'GET',
    'qualityExpReason',
    readRoute(async () => qualityExpReasons.map((label) => ({ value: label, label }))),
  );
  /** 处理: the buyer (or the warehouse) closes an exception with what was agreed. */
  at(
    'POST',
    'receivingException/:id/handle',
    commandRoute(
      database,
      async (request, tx) => {
        const { handle_note } = parse(handleBody, request.body);
        const exceptionId = id(request);
        const scope = $.receivingException.access(request).scope;
        const [row] = await tx
          .select({ status: receivingExceptions.status })
          .from(receivingExceptions)
          .where(scope ? and(eq(receivingExceptions.id, exceptionId), scope) : eq(receivingExceptions.id, exceptionId))
          .for('update');
        if (!row) throw notFound('收货异常');
        if (row.status !== 'open') throw conflict('该异常已处理');
        await tx.update(receivingExceptions).set({ handle_note }).where(eq(receivingExceptions.id, exceptionId));
        return s.receivingException.transition(tx, exceptionId, 'status', 'handle', actor(request), scope);
      },
      CODE.handle,
    ),
  );
}
