// Purchase tasks' remaining spec rows (README "Purchase tasks"): the public `taskDetail` page over a share link,
// a task's quantity history (`num_records`), 产能校验 (`validProduction`), the list's choices (`conditions`), 排雷
// (`bombDisposal`: open tasks without a supplier take their SKU's default one) and the stop-sale log (`stopsalelogindex`).
import { ok, parseList, toWireTime } from '@entrepot/contract';
import { changedEvent, type EntityChanged } from '@entrepot/entity';
import { issueLinkToken, resolveLinkToken } from '@entrepot/hub-server/links';
import type { EntityRoutes, ExportKind, ModuleContext } from '@entrepot/hub-server/module';
import { sku } from '@entrepot/module-catalogue';
import { parse, requestUser } from '@entrepot/server-kit';
import type { Executor } from '@entrepot/server-kit/db';
import { auditLog, auditSource, auditTrail, queryList, type Route, rowScope, tableOf } from '@entrepot/server-kit/entity';
import { shanghaiText, writeXlsx } from '@entrepot/server-kit/file-tasks';
import { and, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { type CheckedTask, checkProduction, type SupplierLoad } from '../domain/production-check.ts';
import { BASE, stopSaleLog, task, taskLifecycle, taskSources } from '../entities/index.ts';
import { orderLines, orders, supplierSkus, suppliers, tasks } from './purchase.schema.ts';
import type { PurchaseServices } from './services.ts';

export const TASK_DETAIL_PAGE = '/purchase/management/taskDetail';
const LINK = { recordType: task.name, action: 'view' } as const;
const LINK_DAYS = 7;
const skus = tableOf(sku);
const idParams = z.object({ id: z.uuid('记录编号不正确') });
const idQuery = z.object({ id: z.uuid('请选择采购任务') });
const tokenQuery = z.object({ token: z.string('链接无效或已过期').min(16, '链接无效或已过期') });
const someIds = z.array(z.uuid('记录编号不正确'), '请选择采购任务').min(1, '请选择采购任务').max(500, '一次最多处理500个采购任务');

/** The task as its share link shows it: the task, its SKU's name, its order's number and state. */
async function sharedView(exec: Executor, s: PurchaseServices, id: string) {
  const row = await s.task.get(exec, id);
  const [item] = await exec.select({ name: skus.name, main_image: skus.main_image }).from(skus).where(eq(skus.id, row.sku_id));
  const [order] = row.order_id ? await exec.select({ code: orders.code, status: orders.status }).from(orders).where(eq(orders.id, row.order_id)) : [];
  return { ...row, sku_name: item?.name ?? '', order_code: order?.code ?? null, order_status: order?.status ?? null };
}

/** The stopped tasks' log entries: the audit's `stopSale` entries of tasks the reader may see. */
const auditedTask = sql`${tasks.id}::text = ${auditLog.recordId}`;
const stopSaleWhere = (scope: SQL | undefined) => and(eq(auditLog.entity, task.name), eq(auditLog.action, 'stopSale'), scope);
async function stopSaleRows(exec: Executor, where: SQL | undefined, limit: number, offset = 0) {
  const rows = await exec
    .select({ at: auditLog.at, user_name: auditLog.userName, code: tasks.code, sku_code: skus.code, quantity: tasks.quantity, status: tasks.status })
    .from(auditLog)
    .innerJoin(tasks, auditedTask)
    .innerJoin(skus, eq(skus.id, tasks.sku_id))
    .where(where)
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(limit)
    .offset(offset);
  return rows.map((r) => ({ ...r, at: toWireTime(r.at) }));
}

const EXPORT_MAX = 50_000;
/** 停售记录 as a file (newest first, at most 50,000 rows), with the creator's data rules on tasks. */
function stopSaleExport(exec: Executor): ExportKind {
  return {
    kind: 'purchase.task.stopSaleLog',
    label: '停售记录',
    permission: task.permission('export'),
    async write({ user, path, progress }) {
      const rows = await stopSaleRows(exec, stopSaleWhere(rowScope(task, tasks, user.access)), EXPORT_MAX);
      const label = (s: string) => taskLifecycle.states[s as keyof typeof taskLifecycle.states]?.label ?? s;
      const columns = [
        { key: 'code', label: '任务编号' },
        { key: 'sku_code', label: 'SKU' },
        { key: 'quantity', label: '需采购数量' },
        { key: 'status', label: '当前状态' },
        { key: 'user_name', label: '操作人' },
        { key: 'at', label: '停售时间' },
      ];
      const cells = rows.map((r) => ({ ...r, status: label(r.status), at: shanghaiText(r.at) }));
      await writeXlsx(
        path,
        columns,
        (async function* () {
          yield cells;
        })(),
      );
      await progress(rows.length, rows.length);
      return rows.length;
    },
  };
}

export function taskExtraRoutes(app: FastifyInstance, ctx: ModuleContext, s: PurchaseServices, $: EntityRoutes): void {
  const db = ctx.database;
  const route = (method: 'GET' | 'POST', path: string, r: Route) => app.route({ method, url: `${BASE}/task/${path}`, ...r });
  const read = { config: { permission: task.permission('read') } };
  const scope = (r: FastifyRequest) => $.access(r).scope;

  /** A link to the task for someone without an account (a supplier's clerk): read-only, seven days, reusable. */
  route('POST', 'shareLink/:id', {
    ...read,
    handler: async (request) => {
      const id = parse(idParams, request.params).id;
      return ok(
        await db.tx(async (tx) => {
          await s.task.get(tx, id, scope(request));
          const token = await issueLinkToken(tx, { ...LINK, recordId: id }, { ttlSeconds: LINK_DAYS * 86_400, createdBy: requestUser(request).id });
          return { url: `${TASK_DETAIL_PAGE}?token=${token}`, expires_in_days: LINK_DAYS };
        }),
      );
    },
  });
  app.get(`${BASE}/open/task/detail`, {
    config: { public: true },
    handler: async (request: FastifyRequest) => {
      const { token } = parse(tokenQuery, request.query);
      const target = await resolveLinkToken(db.db, token, LINK);
      return ok(await sharedView(db.db, s, target.recordId));
    },
  });

  /** `?id=`: each change of the task's quantity, newest first (who, when, from → to). */
  route('GET', 'num_records', {
    ...read,
    handler: async (request) => {
      const { id } = parse(idQuery, request.query);
      await s.task.get(db.db, id, scope(request));
      const trail = await auditTrail(db.db, task, id);
      return ok(
        trail
          .filter((e) => e.changes.quantity)
          .map((e) => ({ at: e.at, user_name: e.user_name, before: e.changes.quantity!.before, after: e.changes.quantity!.after })),
      );
    },
  });
  /** 产能校验 `?ids=`: can each task's supplier make it by its day, after what its approved orders still owe? */
  route('GET', 'validProduction', {
    ...read,
    handler: async (request) => {
      const ids = parse(someIds, parseList((request.query as { ids?: unknown }).ids));
      const rows = await db.db
        .select({
          id: tasks.id,
          code: tasks.code,
          supplier_id: tasks.supplier_id,
          supplier_name: suppliers.name,
          quantity: tasks.quantity,
          need_date: tasks.need_date,
        })
        .from(tasks)
        .leftJoin(suppliers, eq(suppliers.id, tasks.supplier_id))
        .where(and(inArray(tasks.id, ids), scope(request)));
      const supplierIds = [...new Set(rows.map((r) => r.supplier_id).filter((v): v is string => !!v))];
      const loads = new Map<string, SupplierLoad>();
      if (supplierIds.length) {
        const owed = sql<number>`coalesce(sum(greatest(0, ${orderLines.quantity} - ${orderLines.received_quantity} + ${orderLines.returned_quantity} - ${orderLines.closed_quantity})), 0)::int`;
        const backlog = await db.db
          .select({ supplier_id: orders.supplier_id, owed })
          .from(orders)
          .innerJoin(orderLines, eq(orderLines.order_id, orders.id))
          .where(and(inArray(orders.supplier_id, supplierIds), inArray(orders.status, ['approved', 'partial'])))
          .groupBy(orders.supplier_id);
        const owing = new Map(backlog.map((b) => [b.supplier_id, Number(b.owed)]));
        const capacity = await db.db
          .select({ id: suppliers.id, daily_capacity: suppliers.daily_capacity, lead_days: suppliers.lead_days })
          .from(suppliers)
          .where(inArray(suppliers.id, supplierIds));
        for (const c of capacity) loads.set(c.id, { daily_capacity: c.daily_capacity, lead_days: c.lead_days, backlog: owing.get(c.id) ?? 0 });
      }
      const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10); // the business day in China
      const asked = rows.sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id)) as CheckedTask[]; // in the order asked
      return ok(checkProduction(asked, loads, today));
    },
  });
  /** The list's choices: states and sources with their labels. */
  route('GET', 'conditions', {
    ...read,
    handler: async () =>
      ok({
        status: Object.entries(taskLifecycle.states).map(([value, st]) => ({ value, label: st.label })),
        source: taskSources.map((o) => ({ value: o.value, label: o.label })),
      }),
  });
  /** 排雷: the chosen open tasks without a supplier take their SKU's default one; those left are named. */
  route('POST', 'bombDisposal', {
    config: { permission: task.permission('update') },
    handler: async (request) => {
      const ids = parse(someIds, parseList((request.body as { ids?: unknown } | undefined)?.ids));
      const actor = { id: requestUser(request).id, name: requestUser(request).name };
      return ok(
        await db.tx(async (tx) => {
          const open = await tx
            .select({ id: tasks.id, code: tasks.code, sku_id: tasks.sku_id, supplier_id: supplierSkus.supplier_id })
            .from(tasks)
            .leftJoin(supplierSkus, and(eq(supplierSkus.sku_id, tasks.sku_id), eq(supplierSkus.is_default, true), eq(supplierSkus.status, 'enabled')))
            .where(and(inArray(tasks.id, ids), eq(tasks.status, 'open'), isNull(tasks.supplier_id), scope(request)));
          const fixed = open.filter((t) => t.supplier_id);
          for (const t of fixed) await s.task.update(tx, t.id, { supplier_id: t.supplier_id }, actor, { scope: scope(request) });
          if (fixed.length) await ctx.outbox.publish(tx, changedEvent(task), { ids: fixed.map((t) => t.id), action: 'bombDisposal' } satisfies EntityChanged);
          return { fixed: fixed.length, left: open.filter((t) => !t.supplier_id).map((t) => `采购任务 ${t.code} 的SKU没有默认供应商`) };
        }),
      );
    },
  });
  /** 停售记录: the declared query over the log of stopped tasks; `stopsalelogexport` the same as a file task. */
  route(
    'GET',
    'stopsalelogindex',
    queryList(stopSaleLog, db, {
      source: (request) =>
        auditSource(
          task,
          tasks,
          {
            code: tasks.code,
            sku_code: sql`(select ${skus.code} from ${skus} where ${skus.id} = ${tasks.sku_id})`,
            quantity: tasks.quantity,
            status: tasks.status,
          },
          and(eq(auditLog.action, 'stopSale'), scope(request)),
        ),
    }),
  );
  if (ctx.fileTasks) route('GET', 'stopsalelogexport', ctx.fileTasks.exportKind(stopSaleExport(db.db)));
}
