// Orders into packages (README "Order → package"): a passed order (2 待拆分) becomes one package in its warehouse,
// unless another open order of the same buyer, address and warehouse waits too — then all of them wait in 11
// 待合并 for a person to 合并 (one package) or 不合并 (one each). 拆分 makes several packages of one order.
// Every package starts at 20 待审核 and its orders become 3 已拆分; 撤销 (packages.ts) undoes it until pushed.

import { conflict, invalid } from '@entrepot/server-kit';
import type { Tx } from '@entrepot/server-kit/db';
import type { Actor } from '@entrepot/server-kit/entity';
import { and, inArray } from 'drizzle-orm';
import { orders } from './oms.schema.ts';
import { type OrderWithLines, ordersWithLines } from './reads.ts';
import type { OmsServices } from './services.ts';

/** Units of an order line going into one package. */
export interface Portion {
  line_id: string;
  quantity: number;
}

const groupKey = (o: { merge_key: string | null; warehouse_id: string | null }) => `${o.merge_key}|${o.warehouse_id}`;

function addressOf(o: OrderWithLines): string {
  return [o.address1, o.address2, o.city, o.state, o.postal_code, o.country].filter(Boolean).join(', ');
}

/** A package to make: these orders' portions (all their lines when none are given). */
export interface PackageDraft {
  orders: readonly OrderWithLines[];
  portions?: readonly Portion[];
}

function packageRow({ orders: group, portions }: PackageDraft) {
  const first = group[0]!;
  const lines = portions
    ? portions.map((p) => ({ line: group.flatMap((o) => o.lines).find((l) => l.id === p.line_id)!, quantity: p.quantity }))
    : group.flatMap((o) => o.lines.map((line) => ({ line, quantity: line.quantity })));
  const orderOf = new Map(group.map((o) => [o.id, o]));
  return {
    input: {
      warehouse_id: first.warehouse_id,
      channel_id: first.channel_id,
      buyer_name: first.buyer_name,
      country: first.country,
      address: addressOf(first),
      weight: group.length === 1 && !portions ? first.weight : null,
      lines: lines.map(({ line, quantity }, i) => ({
        order_id: line.order_id,
        order_code: orderOf.get(line.order_id)!.code,
        order_line_id: line.id,
        sku_id: line.sku_id,
        sku_code: line.sku_code,
        quantity,
        line_no: i + 1,
      })),
    },
    extra: {
      status: '20',
      order_codes: group.map((o) => o.code).join(','),
      platform_order_ids: group.map((o) => o.platform_order_id).join(','),
      platform_code: first.platform_code,
      account_id: first.account_id,
      ordered_at: group.map((o) => o.ordered_at).sort((a, b) => +a - +b)[0],
    },
  };
}

/** Makes the packages (one statement for all of them) in 待审核; their orders become 3 已拆分. Answers their ids. */
export async function makePackages(tx: Tx, s: OmsServices, drafts: readonly PackageDraft[], actor: Actor): Promise<string[]> {
  if (drafts.length === 0) return [];
  const made = await s.package.createMany(tx, drafts.map(packageRow), actor);
  const orderIds = [...new Set(drafts.flatMap((d) => d.orders.map((o) => o.id)))];
  await s.order.setState(tx, orderIds, { field: 'status', from: ['2', '11'], to: '3', action: 'pack', extra: { exception_reason: null } }, actor);
  return made.map((p) => p.id);
}

export const makePackage = async (tx: Tx, s: OmsServices, group: readonly OrderWithLines[], actor: Actor, portions?: readonly Portion[]) =>
  (await makePackages(tx, s, [{ orders: group, portions }], actor))[0]!;

/** Packs the orders among `ids` in 2 待拆分: alone → a package; with others of the same buyer and address → 11 待合并. */
export async function packOrders(tx: Tx, s: OmsServices, ids: readonly string[], actor: Actor): Promise<string[]> {
  const ready = (await ordersWithLines(tx, ids, true)).filter((o) => o.status === '2');
  if (ready.length === 0) return [];
  const keys = [...new Set(ready.map((o) => o.merge_key).filter((k): k is string => !!k))];
  const others = keys.length
    ? await tx
        .select({ id: orders.id, merge_key: orders.merge_key, warehouse_id: orders.warehouse_id })
        .from(orders)
        .where(and(inArray(orders.merge_key, keys), inArray(orders.status, ['2', '11'])))
    : [];
  const alone: PackageDraft[] = [];
  const waiting = new Set<string>();
  for (const o of ready) {
    const mates = others.filter((m) => groupKey(m) === groupKey(o) && m.id !== o.id);
    if (mates.length > 0) for (const id of [o.id, ...mates.map((m) => m.id)]) waiting.add(id);
    else alone.push({ orders: [o] });
  }
  await s.order.setState(tx, [...waiting], { field: 'status', from: ['2'], to: '11', action: 'await-merge' }, actor);
  return makePackages(tx, s, alone, actor);
}

/** 合并: orders of one buyer, address and warehouse (in 2 or 11) into one package. */
export async function mergeOrders(tx: Tx, s: OmsServices, ids: readonly string[], actor: Actor): Promise<string> {
  const group = await ordersWithLines(tx, ids, true);
  if (group.length !== new Set(ids).size) throw conflict('部分订单不存在或无权限');
  if (group.length < 2) throw invalid('ids', '请至少选择两个订单合并');
  const blocked = group.find((o) => o.status !== '2' && o.status !== '11');
  if (blocked) throw conflict(`订单 ${blocked.code} 当前状态不能合并`);
  if (new Set(group.map(groupKey)).size > 1) throw conflict('只能合并同一账号、同一买家、同一地址且同一发货仓库的订单');
  return makePackage(tx, s, group, actor);
}

/** 不合并: each order waiting in 11 待合并 gets a package of its own. */
export async function keepApart(tx: Tx, s: OmsServices, ids: readonly string[], actor: Actor): Promise<string[]> {
  const group = (await ordersWithLines(tx, ids, true)).filter((o) => o.status === '11');
  return makePackages(
    tx,
    s,
    group.map((o) => ({ orders: [o] })),
    actor,
  );
}

/** 拆分: one order (2 or 11) into several packages; every unit of every line in exactly one of them. */
export async function splitOrder(tx: Tx, s: OmsServices, id: string, parts: readonly (readonly Portion[])[], actor: Actor): Promise<string[]> {
  const [o] = await ordersWithLines(tx, [id], true);
  if (!o) throw conflict('订单不存在或无权限');
  if (o.status !== '2' && o.status !== '11') throw conflict(`订单 ${o.code} 当前状态不能拆分`);
  const nonEmpty = parts.map((p) => p.filter((x) => x.quantity > 0)).filter((p) => p.length > 0);
  if (nonEmpty.length < 2) throw conflict('请至少拆成两个包裹');
  for (const line of o.lines) {
    const sum = nonEmpty.flat().reduce((n, p) => n + (p.line_id === line.id ? p.quantity : 0), 0);
    if (sum !== line.quantity) throw conflict(`${line.sku_code || line.platform_sku} 拆分数量合计 ${sum}，应为 ${line.quantity}`);
  }
  if (nonEmpty.flat().some((p) => !o.lines.some((l) => l.id === p.line_id))) throw conflict('拆分明细不属于该订单');
  return makePackages(
    tx,
    s,
    nonEmpty.map((part) => ({ orders: [o], portions: part })),
    actor,
  );
}
