// Returns (README "Returns"): customer service's approved 退货退款 announces a return (oms.return.expected); the
// parcel is found by its package, order or refund number and its units registered as good or defective — they
// enter the ledger as 待检 on the warehouse's receiving row —; 退货上架 then moves good units onto a location
// (released to on hand) and defective ones into a 次品区 location (still 待检: never sold). A parcel nobody
// announced is registered as it comes (无预报退货).
import { own } from '@entrepot/entity';
import { skusOfPlatformSkus } from '@entrepot/module-catalogue';
import { conflict, forbidden, invalid, newId, notFound } from '@entrepot/server-kit';
import type { Executor, Tx } from '@entrepot/server-kit/db';
import type { EntityService } from '@entrepot/server-kit/entity';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { NO_LOCATION } from '../../domain/ledger/movements.ts';
import { post, type StockEventSink } from '../../domain/ledger/post.ts';
import { defectLeft, goodLeft, normalCode, returnLifecycle } from '../../entities/index.ts';
import { areas, storageLocations } from '../master-data.schema.ts';
import { OUT_OF_SCOPE } from '../warehouse-scope.ts';
import { goodsReturns, returnGoodsSkus, returnShelves } from './returns.schema.ts';

/** Published by orders' after-sales when a 退货退款 of a shipped order is approved. */
export const RETURN_EXPECTED = 'oms.return.expected';
export const RETURN_SOURCE = 'wms_return';
export const RETURN_SHELF_SOURCE = 'wms_return_shelf';

export interface Actor {
  id: string;
  name: string;
}

export interface ReturnDeps {
  services: { goodsReturn: EntityService; returnShelf: EntityService };
  events: StockEventSink;
  /** The user's warehouse data rule. */
  mayUse(warehouseId: string): boolean;
  /** The same rule on the returns' warehouse column. */
  scope?: SQL;
}

type ReturnRow = typeof goodsReturns.$inferSelect & { id: string; code: string; status: string; warehouse_id: string };
export type ReturnLineRow = typeof returnGoodsSkus.$inferSelect & {
  id: string;
  line_no: number;
  sku_code: string;
  expected_quantity: number;
  good_quantity: number;
  defect_quantity: number;
  shelved_good_quantity: number;
  shelved_defect_quantity: number;
};

async function returnOf(exec: Executor, scope: SQL | undefined, id: string, lock = false): Promise<ReturnRow> {
  const query = exec
    .select()
    .from(goodsReturns)
    .where(scope ? and(eq(goodsReturns.id, id), scope) : eq(goodsReturns.id, id));
  const [row] = await (lock ? query.for('update') : query);
  if (!row) throw notFound('退货单');
  return row as ReturnRow;
}

function mustBe(r: ReturnRow, states: readonly string[], doing: string): void {
  if (states.includes(r.status)) return;
  const label = own(returnLifecycle.states, r.status)?.label ?? r.status;
  throw conflict(`退货单 ${r.code} 状态为「${label}」，不能${doing}`);
}

export const returnLinesOf = async (exec: Executor, returnId: string): Promise<ReturnLineRow[]> =>
  (await exec.select().from(returnGoodsSkus).where(eq(returnGoodsSkus.return_id, returnId)).orderBy(asc(returnGoodsSkus.line_no))) as ReturnLineRow[];

/** The numbers a return is found by, copied onto its lines so their own list filters by them. */
async function stampLines(tx: Tx, r: { id: string; code: string }): Promise<void> {
  await tx.update(returnGoodsSkus).set({ return_code: r.code }).where(eq(returnGoodsSkus.return_id, r.id));
}

interface ExpectedReturn {
  order_code?: unknown;
  refund_code?: unknown;
  package_code?: unknown;
  warehouse_id?: unknown;
  lines?: { sku_code?: unknown; sku_id?: unknown; quantity?: unknown }[];
}

const str = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);

/** A return announced by after-sales: one per refund (a redelivered event changes nothing). */
export async function expectReturn(tx: Tx, deps: Pick<ReturnDeps, 'services'>, e: ExpectedReturn, actor: Actor): Promise<void> {
  const warehouseId = str(e.warehouse_id);
  const refund = str(e.refund_code);
  const lines = (e.lines ?? []).filter((l) => str(l.sku_code) && Number(l.quantity) > 0);
  // Nothing to expect without a warehouse or shipped units: the parcel, if it comes, is registered unannounced.
  if (!warehouseId || lines.length === 0) return;
  if (refund) {
    const [seen] = await tx.select({ id: goodsReturns.id }).from(goodsReturns).where(eq(goodsReturns.refund_code, refund)).limit(1);
    if (seen) return;
  }
  const made = await deps.services.goodsReturn.create(
    tx,
    {
      source: 'refund',
      warehouse_id: warehouseId,
      order_code: str(e.order_code),
      package_code: str(e.package_code),
      refund_code: refund,
      lines: lines.map((l, i) => ({
        line_no: i + 1,
        warehouse_id: warehouseId,
        order_code: str(e.order_code),
        package_code: str(e.package_code),
        sku_id: str(l.sku_id),
        sku_code: String(l.sku_code).trim(),
        status: 'expected',
        expected_quantity: Number(l.quantity),
      })),
    },
    actor,
  );
  await stampLines(tx, { id: made.id, code: String(made.code) });
}

/** `getPacketOrder`: the return a scanned package, order, refund or return number names (the newest open one). */
export async function findReturn(exec: Executor, scope: SQL | undefined, code: string): Promise<string> {
  const c = code.trim().toLowerCase();
  const named = sql`(lower(${goodsReturns.code}) = ${c} or lower(${goodsReturns.package_code}) = ${c} or lower(${goodsReturns.order_code}) = ${c} or lower(${goodsReturns.refund_code}) = ${c})`;
  const [found] = await exec
    .select({ id: goodsReturns.id })
    .from(goodsReturns)
    .where(and(named, inArray(goodsReturns.status, ['expected', 'shelving']), scope))
    .orderBy(sql`${goodsReturns.status} = 'expected' desc`, sql`${goodsReturns.created_at} desc`)
    .limit(1);
  if (!found) throw notFound(`包裹或订单 ${code.trim()} 的退货预报`);
  return found.id;
}

export interface RegisterLine {
  id?: string;
  sku_code?: string;
  good_quantity: number;
  defect_quantity: number;
  defect_reason?: string | null;
}

export interface RegisterInput {
  id?: string;
  warehouse_id?: string;
  package_code?: string | null;
  order_code?: string | null;
  remark?: string | null;
  lines: RegisterLine[];
}

/** SKU codes (or seller SKUs) → the catalogue's SKUs; one that matches none is refused with its row. */
async function skusOf(tx: Tx, lines: readonly RegisterLine[]) {
  const found = await skusOfPlatformSkus(
    tx,
    lines.flatMap((l) => (l.id || !l.sku_code ? [] : [l.sku_code])),
  );
  lines.forEach((l, i) => {
    if (!l.id && !l.sku_code?.trim()) throw invalid(`lines.${i}.sku_code`, '请扫描或输入SKU');
    if (!l.id && !found.has(l.sku_code!.trim().toLowerCase())) throw invalid(`lines.${i}.sku_code`, `SKU ${l.sku_code!.trim()} 不存在`);
  });
  return found;
}

/** A parcel nobody announced: a return of its own, made as it is registered. */
async function unannounced(tx: Tx, deps: ReturnDeps, actor: Actor, input: RegisterInput): Promise<string> {
  if (!input.warehouse_id) throw invalid('warehouse_id', '请选择仓库');
  if (!deps.mayUse(input.warehouse_id)) throw forbidden(OUT_OF_SCOPE);
  const packageCode = input.package_code?.trim() || null;
  const orderCode = input.order_code?.trim() || null;
  if (!packageCode && !orderCode) throw invalid('package_code', '请填写包裹号或订单号');
  const made = await deps.services.goodsReturn.create(
    tx,
    { source: 'unannounced', warehouse_id: input.warehouse_id, package_code: packageCode, order_code: orderCode, remark: input.remark ?? null, lines: [] },
    actor,
  );
  return made.id;
}

/**
 * `setReturnGoodsSku` 登记: the units that came back, good and defective, per SKU (a SKU the return did not
 * expect is added); they post as 待检 on the receiving row; the lines nothing came back of are 未退回.
 */
export async function registerReturn(tx: Tx, deps: ReturnDeps, actor: Actor, input: RegisterInput) {
  const id = input.id ?? (await unannounced(tx, deps, actor, input));
  const r = await returnOf(tx, deps.scope, id, true);
  mustBe(r, ['expected'], '登记');
  const skus = await skusOf(tx, input.lines);
  const lines = await returnLinesOf(tx, id);
  const counted = new Map<string, RegisterLine>();
  let next = lines.length;
  for (const [i, l] of input.lines.entries()) {
    const units = l.good_quantity + l.defect_quantity;
    const line = l.id
      ? lines.find((x) => x.id === l.id)
      : lines.find((x) => x.sku_code.toUpperCase() === skus.get(l.sku_code!.trim().toLowerCase())!.sku_code.toUpperCase());
    if (l.id && !line) throw invalid(`lines.${i}.id`, '不是本退货单的商品');
    if (line) {
      counted.set(line.id, l);
      continue;
    }
    if (units === 0) continue;
    const sku = skus.get(l.sku_code!.trim().toLowerCase())!;
    next += 1;
    const [added] = await tx
      .insert(returnGoodsSkus)
      .values({
        id: newId(),
        return_id: id,
        warehouse_id: r.warehouse_id,
        line_no: next,
        return_code: r.code,
        order_code: r.order_code,
        package_code: r.package_code,
        sku_id: sku.sku_id,
        sku_code: sku.sku_code,
        status: 'expected',
        expected_quantity: 0,
        created_by: actor.id,
        updated_by: actor.id,
      } as typeof returnGoodsSkus.$inferInsert)
      .returning();
    counted.set(added!.id, l);
    lines.push(added as ReturnLineRow);
  }
  const total = [...counted.values()].reduce((sum, l) => sum + l.good_quantity + l.defect_quantity, 0);
  if (total === 0) throw conflict('请至少登记一件退回的商品');
  const requests = [];
  for (const line of lines) {
    const l = counted.get(line.id);
    const units = l ? l.good_quantity + l.defect_quantity : 0;
    await tx
      .update(returnGoodsSkus)
      .set({
        good_quantity: l?.good_quantity ?? 0,
        defect_quantity: l?.defect_quantity ?? 0,
        defect_reason: l && l.defect_quantity > 0 ? (l.defect_reason?.trim() ?? null) : null,
        status: units > 0 ? 'shelving' : 'none',
        version: sql`${returnGoodsSkus.version} + 1`,
      })
      .where(eq(returnGoodsSkus.id, line.id));
    if (units > 0) {
      requests.push({
        type: 'receive' as const,
        warehouseId: r.warehouse_id,
        locationId: NO_LOCATION,
        quarantine: true,
        skuId: line.sku_code,
        qty: units,
        source: { type: RETURN_SOURCE, id: r.code, line: String(line.line_no) },
        operator: actor.name,
        note: `退货单 ${r.code} 登记`,
      });
    }
  }
  await post(tx, requests, deps.events);
  if (input.remark !== undefined && input.id) await tx.update(goodsReturns).set({ remark: input.remark }).where(eq(goodsReturns.id, id));
  await deps.services.goodsReturn.resum(tx, id);
  await deps.services.goodsReturn.transition(tx, id, 'status', 'register', actor);
  return { id, units: total };
}

/** The location scanned, and whether it lies in a 次品区. */
async function locationOf(exec: Executor, warehouseId: string, code: string): Promise<{ code: string; defective: boolean }> {
  const [found] = await exec
    .select({ code: storageLocations.code, type: areas.type })
    .from(storageLocations)
    .innerJoin(areas, eq(areas.id, storageLocations.area_id))
    .where(and(eq(storageLocations.warehouse_id, warehouseId), eq(storageLocations.code, code), eq(storageLocations.status, 'enabled')));
  if (!found) throw conflict(`库位 ${code} 不存在或已停用`);
  return { code: found.code, defective: found.type === 'defective' };
}

/**
 * `returnShelf` 退货上架: `quantity` units of the scanned SKU onto the scanned location — good units onto any
 * location but a 次品区 (released from 待检 to on hand), defective ones only into a 次品区 (kept 待检).
 */
export async function shelveReturn(tx: Tx, deps: ReturnDeps, actor: Actor, input: { id: string; location: string; sku_code: string; quantity: number }) {
  const r = await returnOf(tx, deps.scope, input.id, true);
  mustBe(r, ['shelving'], '上架');
  const location = await locationOf(tx, r.warehouse_id, normalCode(input.location));
  const lines = await returnLinesOf(tx, r.id);
  const code = input.sku_code.trim().toUpperCase();
  const same = lines.filter((l) => l.sku_code.toUpperCase() === code);
  if (same.length === 0) throw conflict(`${input.sku_code.trim()} 不是本退货单的商品`);
  const left = location.defective ? defectLeft : goodLeft;
  const line = same.find((l) => left(l) > 0);
  const kind = location.defective ? '次品' : '良品';
  if (!line) {
    const other = same.some((l) => (location.defective ? goodLeft(l) : defectLeft(l)) > 0);
    throw conflict(
      other
        ? location.defective
          ? `库位 ${location.code} 在次品区，只能上架次品：SKU ${code} 没有待上架的次品`
          : `SKU ${code} 的次品须上架到次品区的库位`
        : `SKU ${code} 没有待上架的${kind}`,
    );
  }
  if (input.quantity > left(line)) throw conflict(`SKU ${line.sku_code} 待上架${kind} ${left(line)}，不能上架 ${input.quantity}`);
  const [{ n }] = (await tx.select({ n: sql<number>`count(*)::int` }).from(returnShelves).where(eq(returnShelves.return_id, r.id))) as [{ n: number }];
  const seq = Number(n) + 1;
  await deps.services.returnShelf.create(
    tx,
    {
      return_id: r.id,
      line_id: line.id,
      warehouse_id: r.warehouse_id,
      return_code: r.code,
      sku_code: line.sku_code,
      condition: location.defective ? 'defect' : 'good',
      seq,
      location_code: location.code,
      quantity: input.quantity,
    },
    actor,
  );
  const source = { type: RETURN_SHELF_SOURCE, id: r.code, line: String(seq) };
  const base = { warehouseId: r.warehouse_id, skuId: line.sku_code, qty: input.quantity, source, operator: actor.name, note: `退货单 ${r.code} 上架` };
  const toShelf = { ...base, type: 'put_away' as const, fromLocationId: NO_LOCATION, toLocationId: location.code };
  await post(
    tx,
    location.defective ? [{ ...toShelf, quarantined: true }] : [{ ...base, type: 'quarantine_release', locationId: NO_LOCATION }, toShelf],
    deps.events,
  );
  const shelved = location.defective
    ? { ...line, shelved_defect_quantity: line.shelved_defect_quantity + input.quantity }
    : { ...line, shelved_good_quantity: line.shelved_good_quantity + input.quantity };
  const lineDone = goodLeft(shelved) + defectLeft(shelved) === 0;
  await tx
    .update(returnGoodsSkus)
    .set({
      shelved_good_quantity: shelved.shelved_good_quantity,
      shelved_defect_quantity: shelved.shelved_defect_quantity,
      ...(lineDone ? { status: 'done' } : {}),
      version: sql`${returnGoodsSkus.version} + 1`,
    })
    .where(eq(returnGoodsSkus.id, line.id));
  await deps.services.goodsReturn.resum(tx, r.id);
  const returnLeft = lines.reduce((sum, l) => sum + (l.id === line.id ? goodLeft(shelved) + defectLeft(shelved) : goodLeft(l) + defectLeft(l)), 0);
  if (returnLeft === 0) await deps.services.goodsReturn.transition(tx, r.id, 'status', 'complete', actor);
  return {
    sku_code: line.sku_code,
    location: location.code,
    condition: location.defective ? 'defect' : 'good',
    quantity: input.quantity,
    return_left: returnLeft,
  };
}

/** 取消: an announced return that never came; nothing was posted. */
export async function cancelReturn(tx: Tx, deps: ReturnDeps, actor: Actor, id: string) {
  const r = await returnOf(tx, deps.scope, id, true);
  mustBe(r, ['expected'], '取消');
  await deps.services.goodsReturn.transition(tx, id, 'status', 'cancel', actor);
}
