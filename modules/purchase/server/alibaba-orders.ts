// 1688 orders (README "1688 orders"): the 1688 order number a buyer records on an approved purchase order (by
// hand, or many at once from a sheet), and what 1688 says of it through the adapter — the order's state and
// goods, its shipment's trace, the cashier's link that pays several orders together.
import { ok, parseList } from '@entrepot/contract';
import { changedEvent, type EntityChanged } from '@entrepot/entity';
import type { EntityRoutes, ImportKind, ModuleContext } from '@entrepot/hub-server/module';
import { conflict, notFound, parse, type RequestUser, requestUser } from '@entrepot/server-kit';
import type { Executor, Tx } from '@entrepot/server-kit/db';
import { type Actor, appendAudit, rowScope } from '@entrepot/server-kit/entity';
import type { Outbox } from '@entrepot/server-kit/events';
import type { ImportError } from '@entrepot/server-kit/file-tasks';
import { and, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { type AlibabaAdapter, alibabaOrderNoProblem, alibabaStates } from '../domain/alibaba.ts';
import { BASE, order, orderLifecycle } from '../entities/index.ts';
import { orders } from './purchase.schema.ts';

/** A 1688 order is placed once the purchase order is approved: these states may carry its number. */
const PLACED = ['approved', 'partial', 'completed'];
const idParams = z.object({ id: z.uuid('记录编号不正确') });
const idQuery = z.object({ id: z.uuid('请选择采购单') });
const noBody = z.object({ alibaba_order_no: z.string('请填写1688订单号').trim() });
const someIds = z.array(z.uuid('记录编号不正确'), '请选择采购单').min(1, '请选择采购单').max(100, '一次最多支付100个采购单');
const stateLabel = (s: string) => orderLifecycle.states[s as keyof typeof orderLifecycle.states]?.label ?? s;

type Linked = { id: string; code: string; status: string; alibaba_order_no: string | null };
const linkedOf = (exec: Executor, where: SQL | undefined) =>
  exec.select({ id: orders.id, code: orders.code, status: orders.status, alibaba_order_no: orders.alibaba_order_no }).from(orders).where(where) as Promise<
    Linked[]
  >;

/** Why this purchase order cannot take this 1688 number, or null; `others`: the orders already holding it. */
function linkProblem(row: Linked, no: string, others: readonly Linked[]): string | null {
  if (!PLACED.includes(row.status)) return `采购单 ${row.code} 当前为「${stateLabel(row.status)}」，审批通过后才能关联1688订单`;
  const bad = alibabaOrderNoProblem(no);
  if (bad) return bad;
  const taken = others.find((o) => o.id !== row.id);
  return taken ? `1688订单号 ${no} 已关联采购单 ${taken.code}` : null;
}

/** Writes the number with its log entry and event. */
async function link(tx: Tx, outbox: Outbox, row: Linked, no: string, actor: Actor): Promise<void> {
  await tx
    .update(orders)
    .set({ alibaba_order_no: no, version: sql`${orders.version} + 1`, updated_at: new Date(), updated_by: actor.id })
    .where(eq(orders.id, row.id));
  await appendAudit(tx, {
    decl: order,
    recordId: row.id,
    action: 'alibaba',
    actor,
    changes: { alibaba_order_no: { before: row.alibaba_order_no, after: no } },
  });
  await outbox.publish(tx, changedEvent(order), { ids: [row.id], action: 'alibaba' } satisfies EntityChanged);
}

export function alibabaOrderRoutes(app: FastifyInstance, ctx: ModuleContext, adapter: AlibabaAdapter, $: EntityRoutes): void {
  const db = ctx.database;
  const at = `${BASE}/order`;
  const scope = (r: FastifyRequest) => $.access(r).scope;
  const read = { config: { permission: order.permission('read') } };
  /** The purchase order asked (`?id=`) with its 1688 number, within the reader's data rules. */
  const placed = async (request: FastifyRequest) => {
    const { id } = parse(idQuery, request.query);
    const [row] = await linkedOf(db.db, and(eq(orders.id, id), scope(request)));
    if (!row) throw notFound(order.label);
    if (!row.alibaba_order_no) throw conflict(`采购单 ${row.code} 没有关联1688订单`);
    return row as Linked & { alibaba_order_no: string };
  };

  app.put(`${at}/alibabaNo/:id`, {
    config: { permission: order.permission('update') },
    handler: async (request: FastifyRequest) => {
      const id = parse(idParams, request.params).id;
      const no = parse(noBody, request.body).alibaba_order_no;
      const actor = { id: requestUser(request).id, name: requestUser(request).name };
      return ok(
        await db.tx(async (tx) => {
          const [row] = await linkedOf(tx, and(eq(orders.id, id), scope(request)));
          if (!row) throw notFound(order.label);
          const problem = linkProblem(row, no, await linkedOf(tx, and(eq(orders.alibaba_order_no, no), ne(orders.id, id))));
          if (problem) throw conflict(problem);
          await link(tx, ctx.outbox, row, no, actor);
          return { id, alibaba_order_no: no };
        }),
      );
    },
  });
  app.get(`${at}/alibaba/detail`, {
    ...read,
    handler: async (request: FastifyRequest) => {
      const row = await placed(request);
      const detail = await adapter.orderDetail(row.alibaba_order_no);
      if (!detail) throw conflict(`1688未找到订单 ${row.alibaba_order_no}，请核对订单号`);
      return ok(detail);
    },
  });
  /** The seller's shipment: null until it ships. */
  app.get(`${at}/logistics/trace`, {
    ...read,
    handler: async (request: FastifyRequest) => ok(await adapter.logisticsTrace((await placed(request)).alibaba_order_no)),
  });
  /** One cashier link for several orders still awaiting payment on 1688; any other is named and refused. */
  app.get(`${at}/pay/url`, {
    ...read,
    handler: async (request: FastifyRequest) => {
      const ids = parse(someIds, parseList((request.query as { ids?: unknown }).ids));
      const rows = await linkedOf(db.db, and(inArray(orders.id, ids), scope(request)));
      const missing = rows.filter((r) => !r.alibaba_order_no).map((r) => r.code);
      if (missing.length) throw conflict(`采购单 ${missing.join('、')} 没有关联1688订单`);
      const nos = rows.map((r) => r.alibaba_order_no!);
      for (const no of nos) {
        const detail = await adapter.orderDetail(no);
        if (!detail) throw conflict(`1688未找到订单 ${no}，请核对订单号`);
        if (detail.state !== 'waitbuyerpay') throw conflict(`1688订单 ${no} 当前为「${alibabaStates[detail.state]}」，无需付款`);
      }
      return ok({ url: await adapter.payUrl(nos), orders: nos.length });
    },
  });
}

interface LinkUnit {
  row: number;
  order: Linked;
  no: string;
}
const PO = '采购单号';
const NO = '1688订单号';

/** 导入1688订单: a sheet of 采购单号 and 1688订单号; every row checked before any is written. */
export function alibabaImportKind(ctx: ModuleContext): ImportKind<LinkUnit> {
  const db = ctx.database;
  return {
    kind: 'purchase.order.alibaba',
    label: '1688订单关联',
    permission: order.permission('update'),
    columns: [
      { label: PO, required: true },
      { label: NO, required: true },
    ],
    rows: () => 1,
    async plan(rows, user: RequestUser) {
      const errors: ImportError[] = [];
      const codes = [...new Set(rows.map((r) => r.values[PO]?.trim() ?? '').filter(Boolean))];
      const nos = [...new Set(rows.map((r) => r.values[NO]?.trim() ?? '').filter(Boolean))];
      const known = codes.length ? await linkedOf(db.db, and(inArray(orders.code, codes), rowScope(order, orders, user.access))) : [];
      const holding = nos.length ? await linkedOf(db.db, inArray(orders.alibaba_order_no, nos)) : [];
      const byCode = new Map(known.map((o) => [o.code, o]));
      const seen = new Map<string, number>();
      const units: LinkUnit[] = [];
      for (const { row, values } of rows) {
        const code = values[PO]?.trim() ?? '';
        const no = values[NO]?.trim() ?? '';
        if (!code) errors.push({ row, column: PO, message: `请填写${PO}` });
        if (!no) errors.push({ row, column: NO, message: `请填写${NO}` });
        if (!code || !no) continue;
        const target = byCode.get(code);
        if (!target) {
          errors.push({ row, column: PO, message: `采购单 ${code} 不存在或无权操作` });
          continue;
        }
        const first = seen.get(no);
        if (first) {
          errors.push({ row, column: NO, message: `与第${first}行重复` });
          continue;
        }
        seen.set(no, row);
        const problem = linkProblem(
          target,
          no,
          holding.filter((h) => h.alibaba_order_no === no),
        );
        if (problem) errors.push({ row, column: problem.startsWith('采购单') ? PO : NO, message: problem });
        else units.push({ row, order: target, no });
      }
      return { errors, units: errors.length ? [] : units };
    },
    async write(tx, unit, user, counts) {
      if (unit.order.alibaba_order_no === unit.no) return; // already linked (a repeated file)
      await link(tx, ctx.outbox, unit.order, unit.no, { id: user.id, name: user.name });
      counts.linked = (counts.linked ?? 0) + 1;
    },
  };
}
