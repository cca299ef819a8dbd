// Put-away (上架): inspected units move from the warehouse's receiving row onto a scanned location, one posting per
// put-away; the receipt completes when nothing is left to shelve. Also cancelling, exceptions by hand and the
// location a SKU is best put on.

import { type SkuPlacement, skuPackageOf, skuPlacements } from '@entrepot/module-catalogue';
import { conflict, invalid } from '@entrepot/server-kit';
import type { Executor, Tx } from '@entrepot/server-kit/db';
import { and, asc, desc, eq, gt, inArray, notExists, or, type SQL, sql } from 'drizzle-orm';
import { NO_LOCATION } from '../../domain/ledger/movements.ts';
import { post } from '../../domain/ledger/post.ts';
import { type ExceptionKind, leftToShelve, putawayProblem } from '../../domain/receiving/receiving-rules.ts';
import { normalCode } from '../../entities/index.ts';
import { stockBalances } from '../ledger.schema.ts';
import { reservoirs, storageLocations, storageSpecs } from '../master-data.schema.ts';
import { type Actor, lockReceipt, mustBe, type ReceiptRow, type ReceivingDeps, receiptLinesOf } from './receipt-read.ts';
import { putaways, receiptLines } from './receiving.schema.ts';
import { raiseException } from './receiving-exceptions.ts';

export const PUTAWAY_SOURCE = 'wms_putaway';

async function enabledLocation(exec: Executor, warehouseId: string, code: string): Promise<string> {
  const [found] = await exec
    .select({ code: storageLocations.code })
    .from(storageLocations)
    .where(and(eq(storageLocations.warehouse_id, warehouseId), eq(storageLocations.code, code), eq(storageLocations.status, 'enabled')));
  if (!found) throw conflict(`库位 ${code} 不存在或已停用`);
  return found.code;
}

/** Puts `quantity` units of the scanned SKU of a receipt onto the scanned location. */
export async function putAway(tx: Tx, deps: ReceivingDeps, actor: Actor, id: string, input: { location: string; sku_code: string; quantity: number }) {
  const receipt = await lockReceipt(tx, deps, id);
  mustBe(receipt, ['shelving'], '上架');
  const location = await enabledLocation(tx, receipt.warehouse_id, normalCode(input.location));
  const lines = await receiptLinesOf(tx, id);
  const code = input.sku_code.trim().toUpperCase();
  const same = lines.filter((l) => l.sku_code.toUpperCase() === code);
  const line = same.find((l) => leftToShelve(l) > 0) ?? same[0];
  if (!line) throw conflict(`${input.sku_code.trim()} 不是本收货单的商品`);
  const refused = putawayProblem(line, input.quantity);
  if (refused) throw conflict(refused);
  const [{ n }] = (await tx.select({ n: sql<number>`count(*)::int` }).from(putaways).where(eq(putaways.receipt_id, id))) as [{ n: number }];
  const record = await deps.services.putaway.create(
    tx,
    {
      receipt_id: id,
      line_id: line.id,
      warehouse_id: receipt.warehouse_id,
      sku_id: line.sku_id,
      sku_code: line.sku_code,
      seq: Number(n) + 1,
      location_code: location,
      quantity: input.quantity,
    },
    actor,
  );
  await post(
    tx,
    [
      {
        type: 'put_away',
        warehouseId: receipt.warehouse_id,
        fromLocationId: NO_LOCATION,
        toLocationId: location,
        skuId: line.sku_code,
        qty: input.quantity,
        source: { type: PUTAWAY_SOURCE, id: receipt.code, line: String(record.seq) },
        operator: actor.name,
        note: `收货单 ${receipt.code} 上架`,
      },
    ],
    deps.events,
  );
  const shelved = line.put_away_quantity + input.quantity;
  await tx
    .update(receiptLines)
    .set({ put_away_quantity: shelved, version: sql`${receiptLines.version} + 1` })
    .where(eq(receiptLines.id, line.id));
  await deps.services.receipt.resum(tx, id);
  const left = lines.reduce((sum, l) => sum + leftToShelve(l.id === line.id ? { ...l, put_away_quantity: shelved } : l), 0);
  if (left === 0) await deps.services.receipt.transition(tx, id, 'status', 'complete', actor);
  return { sku_code: line.sku_code, location, quantity: input.quantity, line_left: leftToShelve({ ...line, put_away_quantity: shelved }), receipt_left: left };
}

/** 取消: a receipt still being counted posted nothing; it is set aside. */
export async function cancelReceipt(tx: Tx, deps: ReceivingDeps, actor: Actor, id: string) {
  const receipt = await lockReceipt(tx, deps, id);
  mustBe(receipt, ['counting'], '取消');
  await deps.services.receipt.transition(tx, id, 'status', 'cancel', actor);
}

const KINDS: readonly ExceptionKind[] = ['short', 'over', 'wrong_sku', 'damaged'];

/** 登记异常 by hand: a SKU that is not on the order (错货), damaged units found while counting, a shortfall. */
export async function registerException(
  tx: Tx,
  deps: ReceivingDeps,
  actor: Actor,
  id: string,
  input: { kind: string; sku_code: string; quantity: number; reason?: string | null },
) {
  const receipt: ReceiptRow = await lockReceipt(tx, deps, id);
  mustBe(receipt, ['counting', 'inspecting', 'shelving'], '登记异常');
  if (!KINDS.includes(input.kind as ExceptionKind)) throw invalid('kind', '请选择异常类型');
  const lines = await receiptLinesOf(tx, id);
  const line = lines.find((l) => l.sku_code.toUpperCase() === input.sku_code.trim().toUpperCase()) ?? lines[0];
  return raiseException(tx, deps, actor, receipt, {
    kind: input.kind,
    order_id: line?.order_id ?? null,
    sku_code: input.sku_code.trim().toUpperCase(),
    quantity: input.quantity,
    reason: input.reason ?? null,
  });
}

/** A package's size (decimal strings, cm and kg), as the catalogue holds it. */
interface PackageSize {
  length: string;
  width: string;
  height: string;
  weight: string;
}

/** The location's specification holds the package, turned any way, and bears its weight (no 承重: any weight). */
function fitting(size: PackageSize): SQL {
  const [a, b, c] = [size.length, size.width, size.height].map(Number).sort((x, y) => y - x);
  const { length: l, width: w, height: h, max_weight } = storageSpecs;
  return sql`greatest(${l}, ${w}, ${h}) >= ${a} and (${l} + ${w} + ${h} - greatest(${l}, ${w}, ${h}) - least(${l}, ${w}, ${h})) >= ${b}
    and least(${l}, ${w}, ${h}) >= ${c} and (${max_weight} is null or ${max_weight} >= ${size.weight})`;
}

/**
 * The first enabled location of the warehouse holding nothing, within `where` (a shelf) when given; with `size`,
 * only locations whose specification fits it, the smallest first.
 */
async function emptyLocation(exec: Executor, warehouseId: string, where?: SQL, size?: PackageSize): Promise<{ code: string; spec: string | null } | null> {
  const unused = notExists(
    exec
      .select({ one: sql`1` })
      .from(stockBalances)
      .where(
        and(
          eq(stockBalances.warehouseId, warehouseId),
          eq(stockBalances.locationId, storageLocations.code),
          or(gt(stockBalances.onHand, 0), gt(stockBalances.quarantined, 0)),
        ),
      ),
  );
  const [empty] = await exec
    .select({ code: storageLocations.code, spec: storageSpecs.name })
    .from(storageLocations)
    .leftJoin(storageSpecs, eq(storageSpecs.id, storageLocations.spec_id))
    .where(and(eq(storageLocations.warehouse_id, warehouseId), eq(storageLocations.status, 'enabled'), where, size ? fitting(size) : undefined, unused))
    .orderBy(...(size ? [sql`${storageSpecs.length} * ${storageSpecs.width} * ${storageSpecs.height}`] : []), asc(storageLocations.code))
    .limit(1);
  return empty ? { code: empty.code, spec: empty.spec === null ? null : empty.spec } : null;
}

/**
 * A location on a shelf kept for the SKU's brand, else for its category (an empty one, else the shelf's first),
 * with the reason in words.
 */
async function keptShelfLocation(exec: Executor, warehouseId: string, placement: SkuPlacement | undefined) {
  const kinds = [
    ['brand_id', placement?.brand_id, '品牌货架'],
    ['category_id', placement?.category_id, '分类货架'],
  ] as const;
  for (const [column, value, why] of kinds) {
    if (!value) continue;
    const shelves = await exec
      .select({ id: reservoirs.id, name: reservoirs.name })
      .from(reservoirs)
      .where(and(eq(reservoirs.warehouse_id, warehouseId), eq(reservoirs[column], value), eq(reservoirs.status, 'enabled')))
      .orderBy(asc(reservoirs.code));
    for (const shelf of shelves) {
      const onShelf = eq(storageLocations.reservoir_id, shelf.id);
      const location =
        (await emptyLocation(exec, warehouseId, onShelf))?.code ??
        (
          await exec
            .select({ code: storageLocations.code })
            .from(storageLocations)
            .where(and(onShelf, eq(storageLocations.status, 'enabled')))
            .orderBy(asc(storageLocations.code))
            .limit(1)
        )[0]?.code;
      if (location) return { location: location, why: `${why} ${shelf.name}` };
    }
  }
  return null;
}

/**
 * Where each SKU (by code, as the ledger keys it) of a receipt is best put: a location of the warehouse already
 * holding it (the fullest first), else one on a shelf kept for its brand or category, else an empty location whose
 * specification fits its package (the smallest), else the first enabled location holding nothing (by code).
 */
export async function suggestedLocations(
  exec: Executor,
  warehouseId: string,
  skuCodes: readonly string[],
): Promise<Record<string, { location: string; why: string }>> {
  const out: Record<string, { location: string; why: string }> = {};
  if (skuCodes.length === 0) return out;
  const held = await exec
    .select({ sku: stockBalances.skuId, location: stockBalances.locationId })
    .from(stockBalances)
    .where(
      and(
        eq(stockBalances.warehouseId, warehouseId),
        inArray(stockBalances.skuId, [...skuCodes]),
        gt(stockBalances.onHand, 0),
        sql`${stockBalances.locationId} <> ''`,
      ),
    )
    .orderBy(desc(stockBalances.onHand));
  for (const h of held) out[h.sku] ??= { location: h.location, why: '已有库存' };
  const missing = skuCodes.filter((s) => !out[s]);
  if (missing.length === 0) return out;
  const placements = await skuPlacements(exec, missing);
  for (const s of missing) {
    const kept = await keptShelfLocation(exec, warehouseId, placements.get(s.toLowerCase()));
    if (kept) out[s] = kept;
  }
  // An empty location whose specification fits the SKU's package (when the catalogue has its size), else any.
  for (const s of missing.filter((code) => !out[code])) {
    const size = (await skuPackageOf(exec, s))?.size;
    const fits = size ? await emptyLocation(exec, warehouseId, undefined, size) : null;
    if (fits) out[s] = { location: fits.code, why: `空库位（${fits.spec}）` };
  }
  const empty = missing.some((s) => !out[s]) ? await emptyLocation(exec, warehouseId) : null;
  if (empty) for (const s of missing) out[s] ??= { location: empty.code, why: '空库位' };
  return out;
}
