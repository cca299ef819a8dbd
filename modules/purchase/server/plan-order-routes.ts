// Plan orders beyond their derived routes (README "Plan orders"): create and submit at once, end approval, the
// batch rows, one line's detail / edit / delete, 按起订量调整, the team and SKU syncs, the sales refresh, the SKUs
// of an SPU, the approvers, the lines' export and the approval link of the public `planDetail` page.
import { ok, parseList } from '@entrepot/contract';
import { changedEvent, type EntityChanged } from '@entrepot/entity';
import { approvalLinkRoutes, flowApprovers } from '@entrepot/hub-server/approvals/server';
import type { EntityRoutes, ModuleContext, SubmitIn } from '@entrepot/hub-server/module';
import { sku } from '@entrepot/module-catalogue';
import { conflict, notFound, parse, requestUser } from '@entrepot/server-kit';
import type { Tx } from '@entrepot/server-kit/db';
import { createSchema, type Route, tableOf, toStatus, withBodyId } from '@entrepot/server-kit/entity';
import { and, asc, eq, inArray, max } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { belowMoq, raiseToMoq } from '../domain/plan-rules.ts';
import { BASE, planOrder, planOrderLine } from '../entities/index.ts';
import { filledPlanLines, planLinesOf, syncTeams } from './plan-rules.ts';
import { planOrderLines, planOrders } from './purchase.schema.ts';
import type { PurchaseServices } from './services.ts';

export const PLAN_APPROVAL_PAGE = '/purchase/management/planDetail';
const skus = tableOf(sku);
const idParams = z.object({ id: z.uuid('记录编号不正确') });
const someIds = z.array(z.uuid('记录编号不正确'), '请选择计划单').min(1, '请选择计划单').max(500, '一次最多处理500个计划单');
const idsBody = z.object({ ids: someIds });
const lineBody = z.object({
  quantity: z.int('数量须为正整数').min(1, '数量须为正整数').max(999_999, '数量不能超过999999').optional(),
  supplier_id: z.uuid('请选择供应商').nullable().optional(),
  remark: z.string().max(200, '备注最多200个字符').nullable().optional(),
});
const spuQuery = z.object({ spu_id: z.uuid('请选择SPU') });
type Line = { id: string; sku_id: string; supplier_id: string | null; quantity: number; remark: string | null };
const writable = (l: Line) => ({ id: l.id, sku_id: l.sku_id, supplier_id: l.supplier_id, quantity: l.quantity, remark: l.remark });

export function planOrderRoutes(app: FastifyInstance, ctx: ModuleContext, s: PurchaseServices, $: EntityRoutes, submitIn?: SubmitIn, withdraw?: Route): void {
  const db = ctx.database;
  const route = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, r: Route) => app.route({ method, url: `${BASE}/planOrder/${path}`, ...r });
  const actor = (r: FastifyRequest) => ({ id: requestUser(r).id, name: requestUser(r).name });
  const scope = (r: FastifyRequest) => $.access(r).scope;
  const announce = (tx: Tx, ids: string[], action: string) => ctx.outbox.publish(tx, changedEvent(planOrder), { ids, action } satisfies EntityChanged);
  const guard = (action: string) => ({ config: { permission: planOrder.permission(action) } });
  const creating = createSchema(planOrder);

  /** The plan's lines rewritten through the plan (its sums, rules and log follow), refused once it is not a draft. */
  const rewrite = async (tx: Tx, request: FastifyRequest, planId: string, edit: (lines: Line[]) => Line[], action: string) => {
    const plan = await s.planOrder.get(tx, planId, scope(request));
    const lines = edit((plan.lines ?? []) as Line[]).map(writable);
    const saved = await s.planOrder.update(tx, planId, { lines }, actor(request), { scope: scope(request) });
    await announce(tx, [planId], action);
    return saved;
  };
  /** The plan a line belongs to, within the reader's data rules. */
  const planOfLine = async (tx: Tx, request: FastifyRequest, lineId: string) => {
    const [line] = await tx.select({ plan_id: planOrderLines.plan_id }).from(planOrderLines).where(eq(planOrderLines.id, lineId));
    if (!line) throw notFound(planOrderLine.label);
    await s.planOrder.get(tx, line.plan_id, scope(request));
    return line.plan_id;
  };

  if (submitIn)
    route('POST', 'create/approve', {
      ...guard('submit'),
      handler: async (request) => {
        const input = parse(creating, $.access(request).body);
        const row = await db.tx(async (tx) => {
          const made = await s.planOrder.create(tx, input, actor(request));
          await announce(tx, [made.id], 'create');
          return submitIn(tx, made.id, actor(request), scope(request));
        });
        return ok($.access(request).redact(row));
      },
    });
  if (withdraw) route('POST', 'endApprove', withBodyId(withdraw, planOrder.label));
  route('POST', 'batchDelete', $.removeMany);
  route(
    'POST',
    'batchInvalid',
    toStatus($.setStatusMany, 'invalid', (request) => parse(idsBody, request.body).ids),
  );
  route('GET', 'approve/users', { ...guard('read'), handler: async () => ok(await flowApprovers(db.db, planOrder.name)) });

  route('GET', 'skuDetail/:id', {
    ...guard('read'),
    handler: async (request) => {
      const id = parse(idParams, request.params).id;
      return ok(
        await db.tx(async (tx) => {
          await planOfLine(tx, request, id);
          return s.planOrderLine.get(tx, id);
        }),
      );
    },
  });
  route('PUT', 'skuUpdate/:id', {
    ...guard('update'),
    handler: async (request) => {
      const id = parse(idParams, request.params).id;
      const change = parse(lineBody, request.body);
      return ok(
        await db.tx(async (tx) =>
          rewrite(tx, request, await planOfLine(tx, request, id), (lines) => lines.map((l) => (l.id === id ? { ...l, ...change } : l)), 'skuUpdate'),
        ),
      );
    },
  });
  route('DELETE', 'skuDelete/:id', {
    ...guard('update'),
    handler: async (request) => {
      const id = parse(idParams, request.params).id;
      return ok(
        await db.tx(async (tx) =>
          rewrite(
            tx,
            request,
            await planOfLine(tx, request, id),
            (lines) => {
              if (lines.length === 1) throw conflict('计划单至少保留一个SKU，不需要时请作废或删除计划单');
              return lines.filter((l) => l.id !== id);
            },
            'skuDelete',
          ),
        ),
      );
    },
  });
  /** 按起订量调整: every line below its supplier's MOQ is raised to it. */
  route('PUT', 'moq/:id', {
    ...guard('update'),
    handler: async (request) => {
      const id = parse(idParams, request.params).id;
      return ok(
        await db.tx(async (tx) => {
          const raised = raiseToMoq(await planLinesOf(tx, id));
          if (raised.length === 0) throw conflict('没有低于起订量的SKU');
          const to = new Map(raised.map((r) => [r.id, r.quantity]));
          const saved = await rewrite(tx, request, id, (lines) => lines.map((l) => ({ ...l, quantity: to.get(l.id) ?? l.quantity })), 'moq');
          return { ...saved, raised: raised.length };
        }),
      );
    },
  });
  /** The plan with what is still below its MOQ, in words (shown above the lines). */
  route('GET', 'moq/:id', {
    ...guard('read'),
    handler: async (request) => {
      const id = parse(idParams, request.params).id;
      await s.planOrder.get(db.db, id, scope(request));
      return ok(belowMoq(await planLinesOf(db.db, id)));
    },
  });
  /** 同步团队信息: each plan's team is its writer's department as it is now. */
  route('POST', 'teamInfoSyn', {
    ...guard('update'),
    handler: async (request) => {
      const ids = parse(someIds, parseList((request.body as { ids?: unknown } | undefined)?.ids));
      return ok(
        await db.tx(async (tx) => {
          const visible = await tx
            .select({ id: planOrders.id })
            .from(planOrders)
            .where(and(inArray(planOrders.id, ids), scope(request)));
          const mine = visible.map((v) => v.id);
          await syncTeams(tx, mine);
          await announce(tx, mine, 'teamInfoSyn');
          return { updated: mine.length };
        }),
      );
    },
  });
  /** 同步SKU信息: the lines' MOQs and sales read again (a draft keeps its chosen suppliers). */
  route('POST', 'skuInfoSyn/:id', {
    ...guard('update'),
    handler: async (request) => {
      const id = parse(idParams, request.params).id;
      return ok(await db.tx((tx) => rewrite(tx, request, id, (lines) => lines, 'skuInfoSyn')));
    },
  });
  /** 刷新销量: the lines of the chosen plans (else of every plan not yet approved) take the sales of now. */
  route('POST', 'sale/refresh', {
    ...guard('update'),
    handler: async (request) => {
      const given = (request.body as { ids?: unknown } | undefined)?.ids;
      const ids = given === undefined ? undefined : parse(someIds, parseList(given));
      return ok(
        await db.tx(async (tx) => {
          const plans = await tx
            .select({ id: planOrders.id })
            .from(planOrders)
            .where(and(ids ? inArray(planOrders.id, ids) : inArray(planOrders.status, ['draft', 'rejected', 'pending']), scope(request)));
          const planIds = plans.map((p) => p.id);
          if (planIds.length === 0) return { plans: 0, lines: 0 };
          const lines = await tx
            .select({ id: planOrderLines.id, sku_id: planOrderLines.sku_id, supplier_id: planOrderLines.supplier_id })
            .from(planOrderLines)
            .where(inArray(planOrderLines.plan_id, planIds))
            .orderBy(asc(planOrderLines.id));
          for (const l of await filledPlanLines(tx, lines))
            await tx.update(planOrderLines).set({ sales_7d: l.sales_7d, sales_30d: l.sales_30d }).where(eq(planOrderLines.id, l.id));
          await tx.update(planOrders).set({ sales_refreshed_at: new Date() }).where(inArray(planOrders.id, planIds));
          return { plans: planIds.length, lines: lines.length };
        }),
      );
    },
  });
  route('GET', 'last/refresh/time', {
    ...guard('read'),
    handler: async () => {
      const [row] = await db.db.select({ at: max(planOrders.sales_refreshed_at) }).from(planOrders);
      return ok({ refreshed_at: row?.at ?? null });
    },
  });
  /** The SKUs of an SPU, to add them to a plan at once. */
  route('GET', 'getSkusBySpu', {
    ...guard('read'),
    handler: async (request) => {
      const { spu_id } = parse(spuQuery, request.query);
      return ok(await db.db.select({ id: skus.id, code: skus.code, name: skus.name }).from(skus).where(eq(skus.spu_id, spu_id)).orderBy(asc(skus.code)));
    },
  });

  approvalLinkRoutes(app, db, ctx.outbox, {
    decl: planOrder,
    base: `${BASE}/planOrder`,
    open: `${BASE}/open/planOrder/approval`,
    page: PLAN_APPROVAL_PAGE,
    read: (exec, id, own) => s.planOrder.get(exec, id, own),
    scope,
  });
}
