// A package's way to the warehouse (README "Order → package"): 审核 reserves its stock in its warehouse — all of
// it: 50 待推送, else 40 缺货 until stock arrives —, 推送 hands it over (oms.package.ready; 70 已推送, or 60 推送失败
// with the reason), 撤销 gives the stock back and returns its orders to 2 待拆分. Stock that arrives goes to the
// packages out of stock oldest order first (reallocate).

import { attempt } from '@entrepot/hub-server/approvals/server';
import { stockLedger } from '@entrepot/module-wms';
import { conflict } from '@entrepot/server-kit';
import type { Tx } from '@entrepot/server-kit/db';
import type { Actor } from '@entrepot/server-kit/entity';
import type { Outbox } from '@entrepot/server-kit/events';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { omsEvents, type PackageCancelled, type PackageReady } from '../domain/events.ts';
import { requestMarks } from './marking.ts';
import { orderLines, packageLines, packages } from './oms.schema.ts';
import { type PackageWithLines, packagesWithLines } from './reads.ts';
import type { OmsServices } from './services.ts';

export const PACKAGE_SOURCE = 'oms_package';
export const PACKAGE_READY = omsEvents.packageReady;
export const PACKAGE_CANCELLED = omsEvents.packageCancelled;

const sourceOf = (p: PackageWithLines, lineNo: number) => ({ type: PACKAGE_SOURCE, id: p.code ?? p.id, line: String(lineNo) });

/** Reserves every line of the package in its warehouse, or nothing: null when done, else the refusal's message. */
async function reserveAll(tx: Tx, outbox: Outbox, p: PackageWithLines, actor: Actor): Promise<string | null> {
  const ledger = stockLedger(outbox);
  return attempt(tx, (sp) =>
    ledger.reserveInWarehouse(
      sp,
      p.lines.map((l) => ({ warehouseId: p.warehouse_id, skuId: l.sku_code, qty: l.quantity, source: sourceOf(p, l.line_no), operator: actor.name })),
    ),
  );
}

async function allocate(tx: Tx, s: OmsServices, outbox: Outbox, p: PackageWithLines, actor: Actor, action: string): Promise<boolean> {
  const refused = await reserveAll(tx, outbox, p, actor);
  const extra = refused ? { note: refused } : { note: null, ...(p.audited_at ? {} : { audited_at: new Date() }) };
  await s.package.setState(tx, [p.id], { field: 'status', from: [p.status], to: refused ? '40' : '50', action, extra }, actor);
  return !refused;
}

/** 审核: packages in 20 待审核 (or 40 缺货, tried again) get their stock, or wait in 40 缺货 with the reason. */
export async function auditPackages(tx: Tx, s: OmsServices, outbox: Outbox, ids: readonly string[], actor: Actor) {
  const list = await packagesWithLines(tx, ids, true);
  let allocated = 0;
  let short = 0;
  for (const p of list) {
    if (p.status !== '20' && p.status !== '40') throw conflict(`包裹 ${p.code} 当前状态不能审核`);
    if ((await allocate(tx, s, outbox, p, actor, 'audit')) === true) allocated++;
    else short++;
  }
  return { allocated, short };
}

/**
 * Stock arrived for these SKUs in this warehouse: the packages waiting in 40 缺货 for any of them, oldest order
 * first, each reserved whole or left waiting. Strictly first come: once one waits for a SKU, no younger package
 * takes that SKU in this round (an older big order is not starved by small ones).
 */
export async function reallocate(tx: Tx, s: OmsServices, outbox: Outbox, warehouseId: string, skuCodes: readonly string[], actor: Actor): Promise<number> {
  if (skuCodes.length === 0) return 0;
  const waiting = await tx
    .selectDistinct({ id: packages.id, ordered_at: packages.ordered_at })
    .from(packages)
    .innerJoin(packageLines, eq(packageLines.package_id, packages.id))
    .where(and(eq(packages.warehouse_id, warehouseId), eq(packages.status, '40'), inArray(packageLines.sku_code, [...skuCodes])))
    .orderBy(asc(packages.ordered_at), asc(packages.id))
    .limit(500);
  const starved = new Set<string>();
  let served = 0;
  for (const { id } of waiting) {
    const [p] = await packagesWithLines(tx, [id], true);
    if (p?.status !== '40') continue;
    if (p.lines.some((l) => starved.has(l.sku_code))) continue;
    if (await allocate(tx, s, outbox, p, actor, 'reallocate')) served++;
    else for (const l of p.lines) starved.add(l.sku_code);
  }
  return served;
}

/** 推送: packages in 50 待推送 or 60 推送失败 go to their warehouse; one without a channel fails with the reason. */
export async function pushPackages(tx: Tx, s: OmsServices, outbox: Outbox, ids: readonly string[], actor: Actor) {
  const list = await packagesWithLines(tx, ids, true);
  let pushed = 0;
  let failed = 0;
  for (const p of list) {
    if (p.status !== '50' && p.status !== '60') throw conflict(`包裹 ${p.code} 当前状态不能推送`);
    if (!p.channel_id) {
      await s.package.setState(tx, [p.id], { field: 'status', from: [p.status], to: '60', action: 'push', extra: { note: '推送失败：未指定物流渠道' } }, actor);
      failed++;
      continue;
    }
    await s.package.setState(tx, [p.id], { field: 'status', from: [p.status], to: '70', action: 'push', extra: { note: null, pushed_at: new Date() } }, actor);
    await outbox.publish(tx, PACKAGE_READY, {
      package_id: p.id,
      code: p.code,
      warehouse_id: p.warehouse_id,
      channel_id: p.channel_id,
      lines: p.lines.map((l) => ({ line_no: l.line_no, sku_code: l.sku_code, quantity: l.quantity })),
    } satisfies PackageReady);
    pushed++;
  }
  return { pushed, failed };
}

/** 撤销: packages not yet pushed give their stock back and end (90 已取消); their orders wait again in 2 待拆分. */
export async function cancelPackages(tx: Tx, s: OmsServices, outbox: Outbox, ids: readonly string[], actor: Actor): Promise<number> {
  const list = await packagesWithLines(tx, ids, true);
  const ledger = stockLedger(outbox);
  for (const p of list) {
    if (!['10', '15', '20', '40', '50', '60'].includes(p.status)) throw conflict(`包裹 ${p.code} 已推送仓库，不能撤销`);
    if (p.status === '50' || p.status === '60') {
      for (const l of p.lines)
        await ledger.releaseInWarehouse(tx, { warehouseId: p.warehouse_id, skuId: l.sku_code, source: sourceOf(p, l.line_no), operator: actor.name });
    }
    await s.package.setState(tx, [p.id], { field: 'status', from: [p.status], to: '90', action: 'cancel' }, actor);
    await outbox.publish(tx, PACKAGE_CANCELLED, { package_id: p.id, code: p.code } satisfies PackageCancelled);
  }
  // An order goes back to 待拆分 once none of its packages is alive.
  const orderIds = [...new Set(list.flatMap((p) => p.lines.map((l) => l.order_id)))];
  if (orderIds.length) {
    const alive = await tx
      .selectDistinct({ id: packageLines.order_id })
      .from(packageLines)
      .innerJoin(packages, eq(packages.id, packageLines.package_id))
      .where(and(inArray(packageLines.order_id, orderIds), sql`${packages.status} <> '90'`));
    const back = orderIds.filter((id) => !alive.some((a) => a.id === id));
    await s.order.setState(tx, back, { field: 'status', from: ['3'], to: '2', action: 'unpack' }, actor);
  }
  return list.length;
}

/** The warehouse shipped a package (`wms.package.shipped`): 80 已发货, its order lines' 已发货, the orders 4 or 5. */
export async function packageShipped(
  tx: Tx,
  s: OmsServices,
  shipped: { code: string; tracking_no?: string; shipped_at?: string },
  actor: Actor,
  outbox?: Outbox,
): Promise<void> {
  const [head] = await tx.select({ id: packages.id }).from(packages).where(eq(packages.code, shipped.code));
  if (!head) return;
  const [p] = await packagesWithLines(tx, [head.id], true);
  if (!p || p.status === '80') return; // a redelivered event changes nothing
  await s.package.setState(
    tx,
    [p.id],
    {
      field: 'status',
      from: ['70', '30'],
      to: '80',
      action: 'ship',
      extra: { tracking_no: shipped.tracking_no ?? null, shipped_at: shipped.shipped_at ? new Date(shipped.shipped_at) : new Date() },
    },
    actor,
  );
  for (const l of p.lines) {
    await tx
      .update(orderLines)
      .set({ shipped_quantity: sql`${orderLines.shipped_quantity} + ${l.quantity}` })
      .where(eq(orderLines.id, l.order_line_id));
  }
  const orderIds = [...new Set(p.lines.map((l) => l.order_id))];
  const open = await tx
    .select({ order_id: orderLines.order_id, open: sql<number>`sum(greatest(${orderLines.quantity} - ${orderLines.shipped_quantity}, 0))::int` })
    .from(orderLines)
    .where(inArray(orderLines.order_id, orderIds))
    .groupBy(orderLines.order_id);
  const done = open.filter((r) => r.open === 0).map((r) => r.order_id);
  const part = open.filter((r) => r.open > 0).map((r) => r.order_id);
  await s.order.setState(tx, done, { field: 'status', from: ['3', '4'], to: '5', action: 'ship' }, actor);
  await s.order.setState(tx, part, { field: 'status', from: ['3'], to: '4', action: 'ship' }, actor);
  // Shipped whole: its platform is told (after this transaction, by the follower).
  if (outbox) await requestMarks(tx, outbox, done);
}
