// Purchase tasks beyond their derived routes (README "Purchase tasks"): the spec's list and detail spellings,
// choosing the supplier per task or per SKU, the suppliers of a SKU, the before-create check and making the
// orders — one per supplier and warehouse, a SKU's tasks merged into one line, priced from the quotations in
// force by the order's own rule — and the quantity, remark and stop-sale rows.
import { ok, parseList } from '@entrepot/contract';
import { changedEvent, type EntityChanged } from '@entrepot/entity';
import type { EntityRoutes, ModuleContext } from '@entrepot/hub-server/module';
import { sku } from '@entrepot/module-catalogue';
import { conflict, parse, requestUser } from '@entrepot/server-kit';
import type { Executor, Tx } from '@entrepot/server-kit/db';
import { type Route, tableOf, toStatus } from '@entrepot/server-kit/entity';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { groupTasks, type TaskRow } from '../domain/task-rules.ts';
import { BASE, task } from '../entities/index.ts';
import { supplierSkus, suppliers, tasks } from './purchase.schema.ts';
import type { PurchaseServices } from './services.ts';

const skus = tableOf(sku);
const idParams = z.object({ id: z.uuid('记录编号不正确') });
const someIds = z.array(z.uuid('记录编号不正确'), '请选择采购任务').min(1, '请选择采购任务').max(500, '一次最多处理500个采购任务');
const supplierBody = z.object({ supplier_id: z.uuid('请选择供应商') });
const numBody = z.object({ id: z.uuid('记录编号不正确'), quantity: z.int('数量须为正整数').min(1, '数量须为正整数').max(999_999, '数量不能超过999999') });
const remarkBody = z.object({ remark: z.string().max(200, '备注最多200个字符').nullable() });

/** The tasks asked, within the reader's data rules, with what grouping needs (locked when making orders). */
async function tasksOf(exec: Executor, ids: string[], scope: SQL | undefined, lock = false): Promise<TaskRow[]> {
  // Locked first on their own (PostgreSQL takes `for update of` only unqualified): two buyers ordering the
  // same tasks at once queue here, and the second finds them ordered.
  if (lock)
    await exec
      .select({ id: tasks.id })
      .from(tasks)
      .where(and(inArray(tasks.id, ids), scope))
      .for('update');
  return (await exec
    .select({
      id: tasks.id,
      code: tasks.code,
      status: tasks.status,
      sku_id: tasks.sku_id,
      sku_code: skus.code,
      quantity: tasks.quantity,
      supplier_id: tasks.supplier_id,
      supplier_name: suppliers.name,
      currency_id: suppliers.currency_id,
      warehouse_id: tasks.warehouse_id,
      buyer_id: tasks.buyer_id,
    })
    .from(tasks)
    .innerJoin(skus, eq(skus.id, tasks.sku_id))
    .leftJoin(suppliers, eq(suppliers.id, tasks.supplier_id))
    .where(and(inArray(tasks.id, ids), scope))
    .orderBy(asc(tasks.code))) as TaskRow[];
}

export function taskRoutes(app: FastifyInstance, ctx: ModuleContext, s: PurchaseServices, $: EntityRoutes): void {
  const db = ctx.database;
  const route = (method: 'GET' | 'POST' | 'PUT', path: string, r: Route) => app.route({ method, url: `${BASE}/task/${path}`, ...r });
  const actor = (r: FastifyRequest) => ({ id: requestUser(r).id, name: requestUser(r).name });
  const scope = (r: FastifyRequest) => $.access(r).scope;
  const update = { config: { permission: task.permission('update') } };
  const making = { config: { permission: task.permission('createOrder') } };
  const idsOf = (r: FastifyRequest) => parse(someIds, parseList((r.query as { ids?: unknown }).ids ?? (r.body as { ids?: unknown } | undefined)?.ids));

  route('GET', 'list', $.list);
  route('GET', 'detail', {
    ...$.detail,
    handler: function (this: FastifyInstance, request, reply) {
      (request as { params: unknown }).params = { id: (request.query as { id?: unknown }).id };
      return ($.detail.handler as Route['handler']).call(this, request, reply);
    },
  });
  route('PUT', 'supplier/order/:id', {
    ...update,
    handler: async (request) => {
      const { supplier_id } = parse(supplierBody, request.body);
      const id = parse(idParams, request.params).id;
      return ok($.access(request).redact(await db.tx((tx) => s.task.update(tx, id, { supplier_id }, actor(request), { scope: scope(request) }))));
    },
  });
  /** `{id}` is the SKU's: every open task of it (that the reader may see) takes this supplier. */
  route('PUT', 'supplier/sku/:id', {
    ...update,
    handler: async (request) => {
      const { supplier_id } = parse(supplierBody, request.body);
      const skuId = parse(idParams, request.params).id;
      const updated = await db.tx(async (tx) => {
        const open = await tx
          .select({ id: tasks.id })
          .from(tasks)
          .where(and(eq(tasks.sku_id, skuId), eq(tasks.status, 'open'), scope(request)));
        for (const t of open) await s.task.update(tx, t.id, { supplier_id }, actor(request), { scope: scope(request) });
        return open.length;
      });
      return ok({ updated });
    },
  });
  /** `?sku_id=`: who supplies the SKU (合作中), the default supplier first. */
  route('GET', 'supplier/search', {
    config: { permission: task.permission('read') },
    handler: async (request) => {
      const skuId = parse(z.object({ sku_id: z.uuid('请选择SKU') }), request.query).sku_id;
      const rows = await db.db
        .select({
          id: suppliers.id,
          code: suppliers.code,
          name: suppliers.name,
          is_default: supplierSkus.is_default,
          reference_price: supplierSkus.reference_price,
        })
        .from(supplierSkus)
        .innerJoin(suppliers, eq(suppliers.id, supplierSkus.supplier_id))
        .where(and(eq(supplierSkus.sku_id, skuId), eq(suppliers.status, 'active'), eq(supplierSkus.status, 'enabled')))
        .orderBy(sql`${supplierSkus.is_default} desc`, asc(suppliers.code));
      return ok(rows);
    },
  });
  /** `?ids=`: the orders that 生成采购单 would make, and what stops it. */
  route('GET', 'before/create/order', { ...making, handler: async (request) => ok(groupTasks(await tasksOf(db.db, idsOf(request), scope(request)))) });
  route('POST', 'create/order', {
    ...making,
    handler: async (request) => {
      const ids = idsOf(request);
      const made = await db.tx(async (tx) => {
        const plan = groupTasks(await tasksOf(tx, ids, scope(request), true));
        if (plan.problems.length) throw conflict(plan.problems.join('；'));
        const out: { id: string; code: string; tasks: number }[] = [];
        for (const group of plan.orders) {
          const order = await s.order.create(
            tx,
            {
              supplier_id: group.supplier_id,
              warehouse_id: group.warehouse_id,
              currency_id: group.currency_id,
              buyer_id: group.buyer_id ?? requestUser(request).id,
              purchase_type: 'stock',
              lines: group.lines.map((l) => ({ sku_id: l.sku_id, quantity: l.quantity, price: null, remark: `采购任务 ${l.tasks.join('、')}` })),
            },
            actor(request),
          );
          for (const id of group.task_ids) await s.task.transition(tx, id, 'status', 'order', actor(request));
          await tx.update(tasks).set({ order_id: order.id }).where(inArray(tasks.id, group.task_ids));
          await ctx.outbox.publish(tx, changedEvent(s.order.decl), { ids: [order.id], action: 'create' } satisfies EntityChanged);
          out.push({ id: order.id, code: String(order.code), tasks: group.task_ids.length });
        }
        await ctx.outbox.publish(tx, changedEvent(task), { ids, action: 'order' } satisfies EntityChanged);
        return out;
      });
      return ok(made);
    },
  });
  route('PUT', 'update/num', {
    ...update,
    handler: async (request) => {
      const { id, quantity } = parse(numBody, request.body);
      return ok($.access(request).redact(await db.tx((tx) => s.task.update(tx, id, { quantity }, actor(request), { scope: scope(request) }))));
    },
  });
  route('PUT', 'update/remark/:id', {
    ...update,
    handler: async (request) => {
      const { remark } = parse(remarkBody, request.body);
      const id = parse(idParams, request.params).id;
      return ok($.access(request).redact(await db.tx((tx: Tx) => s.task.update(tx, id, { remark }, actor(request), { scope: scope(request) }))));
    },
  });
  route('POST', 'stopSale', toStatus($.setStatusMany, 'stopped', idsOf));
}
