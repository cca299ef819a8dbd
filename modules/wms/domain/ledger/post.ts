import { conflict, invalid, newId } from '@entrepot/server-kit';
import type { Executor, Tx } from '@entrepot/server-kit/db';
import { type SQL, sql } from 'drizzle-orm';
import { stockMovements } from '../../server/ledger.schema.ts';
import { type PostingHeader, type StockChanged, stockChangedOf, stockEvents } from './events.ts';
import {
  applyLegs,
  type Balance,
  compareKeys,
  EMPTY,
  isRefusal,
  keyString,
  keysOf,
  type Leg,
  legsOf,
  type MovementRequest,
  type MovementType,
  NO_LOCATION,
  qtyOf,
  type Refusal,
  type StockKey,
  validate,
} from './movements.ts';

export interface Posted {
  postingId: string;
  type: MovementType;
  /** True when this movement (same source line and type, or the same reversal) was posted before: nothing changed now. */
  duplicate: boolean;
}

/** Where `post()` publishes: the server context's outbox (`ctx.outbox`), or anything with its `publish`. */
export interface StockEventSink {
  publish(tx: Executor, name: string, payload: Record<string, unknown>): Promise<unknown>;
}

export interface PostResult {
  /**
   * One per request, in the order given — except a release of a source holding no reservation, which has
   * nothing to post and no entry.
   */
  postings: Posted[];
  /** Every balance row the requests touch (or lock), after the posting. */
  balances: (StockKey & Balance)[];
}

/** The legs of a posting once its rows are locked, and the quantity it records. */
export interface Resolved {
  legs: Leg[];
  qty: number;
}

/**
 * One posting to make: what it records, the balance rows it may change (all known before locking), and how
 * its legs follow from the locked rows. `post()` makes one per request; warehouse reservations and
 * reversals make their own (`warehouse-reservations.ts`, `reverse.ts`).
 */
export interface Entry extends PostingHeader {
  note?: string | null;
  /** Every balance row the legs may touch: these are created if missing and locked, in the fixed order. */
  keys: StockKey[];
  /** The in-transit row of a transfer this posting changes (checked per transfer, `correlationId`). */
  transitWarehouseId?: string;
  /** The legs against the running balances of the locked rows (may read the ledger: a source's holdings). */
  resolve(tx: Tx, balanceOf: (k: StockKey) => Balance): Promise<Resolved | Refusal>;
  /** The words of a guard's refusal in this posting's terms (a reversal names what it could not undo). */
  explain?(refusal: Refusal): Refusal;
}

export const toError = (r: Refusal) => (r.kind === 'invalid' ? invalid(r.field, r.rule) : conflict(r.message));

const keyTuple = (k: StockKey): SQL => sql`(${k.warehouseId}, ${k.locationId}, ${k.skuId})`;
const idempotencyKey = (e: Entry) =>
  e.reversalOf ? JSON.stringify(['reversal', e.reversalOf]) : JSON.stringify([e.source.type, e.source.id, e.source.line ?? '', e.type]);
const isUniqueViolation = (e: unknown) => {
  const err = e as { code?: string; cause?: { code?: string } };
  return (err?.code ?? err?.cause?.code) === '23505';
};

/** The posting of one movement request: its legs are the pure function of its type (`movements.ts`). */
export function entryOf(r: MovementRequest): Entry {
  const correlationId = r.type === 'transfer_in' || r.type === 'transfer_out' ? r.correlationId : null;
  // With empty balances no request is refused (a count of n >= 0 against nothing reserved): the rows it touches.
  const shape = legsOf(r, () => EMPTY) as Leg[];
  return {
    type: r.type,
    skuId: r.skuId,
    source: r.source,
    operator: r.operator,
    note: r.note,
    correlationId,
    reversalOf: null,
    keys: keysOf(r),
    transitWarehouseId: correlationId ? shape.find((l) => l.dInTransit !== 0)?.warehouseId : undefined,
    resolve: async (_tx, balanceOf) => {
      const legs = legsOf(r, balanceOf);
      return isRefusal(legs) ? legs : { legs, qty: qtyOf(r) };
    },
  };
}

/**
 * The one way stock changes. Inside the caller's transaction (which `database.tx` replays on 40001/40P01):
 * 1. creates the missing balance rows (`INSERT … ON CONFLICT DO NOTHING`), in the fixed key order;
 * 2. locks every touched row (`SELECT … ORDER BY … COLLATE "C" FOR UPDATE`), in that same order;
 * 3. skips requests already posted (same source line and type: a retried document posts nothing twice);
 * 4. computes each request's legs against the locked rows and refuses (10409, in words) a broken rule;
 * 5. applies the net change per row with one conditional `UPDATE … WHERE <rules still hold>`, the CHECK
 *    constraints being the last line behind it, and appends the movements;
 * 6. publishes `wms.stock.changed` per posting through `events`, in the same transaction (a duplicate
 *    publishes nothing; a refusal rolls the events back with everything else).
 * Requests apply in the order given; one refusal refuses them all (the caller's transaction rolls back).
 */
export async function post(tx: Tx, requests: readonly MovementRequest[], events: StockEventSink): Promise<PostResult> {
  for (const r of requests) {
    const refusal = validate(r);
    if (refusal) throw toError(refusal);
  }
  return postEntries(tx, requests.map(entryOf), events);
}

/** Steps 1–6 of `post()` for any postings (requests, warehouse reservations, reversals), validated before. */
export async function postEntries(tx: Tx, entries: readonly Entry[], events: StockEventSink): Promise<PostResult> {
  if (entries.length === 0) return { postings: [], balances: [] };
  const keyed = new Map<string, StockKey>();
  for (const e of entries) for (const k of e.keys) keyed.set(keyString(k), k);
  const keys = [...keyed.values()].sort(compareKeys);
  const before = await lockRows(tx, keys);
  const postedIds = await postedBefore(tx, entries);
  const inTransit = await outstandingTransfers(tx, entries);

  let balances: Map<string, Balance> = before;
  const postings: Posted[] = [];
  const rows: (typeof stockMovements.$inferInsert)[] = [];
  const changes: StockChanged[] = [];
  for (const e of entries) {
    const idem = idempotencyKey(e);
    const earlier = postedIds.get(idem);
    if (earlier) {
      postings.push({ postingId: earlier, type: e.type, duplicate: true });
      continue;
    }
    const refuse = (r: Refusal) => toError(e.explain ? e.explain(r) : r);
    const resolved = await e.resolve(tx, (k) => balances.get(keyString(k)) ?? EMPTY);
    if (isRefusal(resolved)) throw refuse(resolved);
    const { legs, qty } = resolved;
    if (legs.length === 0) continue; // nothing to post (a release of a source holding nothing)
    for (const l of legs) if (!keyed.has(keyString(l))) throw new Error(`库存移动的行未加锁：${keyString(l)}`);
    if (e.correlationId) {
      const refusal = trackTransfer(inTransit, e, legs);
      if (refusal) throw refuse(refusal);
    }
    const next = applyLegs(balances, legs);
    if (isRefusal(next)) throw refuse(next);
    balances = next;
    const postingId = newId();
    postedIds.set(idem, postingId);
    postings.push({ postingId, type: e.type, duplicate: false });
    changes.push(stockChangedOf(postingId, e, legs, balances));
    legs.forEach((l, leg) => {
      rows.push({
        id: newId(),
        postingId,
        type: e.type,
        leg,
        warehouseId: l.warehouseId,
        locationId: l.locationId,
        skuId: l.skuId,
        qty,
        dOnHand: l.dOnHand,
        dReserved: l.dReserved,
        dInTransit: l.dInTransit,
        dQuarantined: l.dQuarantined,
        sourceType: e.source.type,
        sourceId: e.source.id,
        sourceLine: e.source.line ?? '',
        correlationId: e.correlationId,
        reversalOf: e.reversalOf,
        operator: e.operator,
        note: e.note ?? null,
      });
    });
  }

  await applyNetChanges(tx, keys, before, balances);
  // Ids in posting order: UUIDv7 of one millisecond are random in their tail, and the history sorts by
  // (created_at, id) where the clock may not tell the rows of one statement apart.
  const ordered = rows.map(() => newId()).sort();
  rows.forEach((row, i) => {
    row.id = ordered[i]!;
  });
  if (rows.length) {
    try {
      await tx.insert(stockMovements).values(rows);
    } catch (e) {
      // Only reachable when the same source line posts to other rows concurrently: the index decides.
      if (isUniqueViolation(e)) throw conflict(entries.some((x) => x.reversalOf) ? '该库存移动已冲销（重复提交）' : '该单据行的库存移动已过账（重复提交）');
      throw e;
    }
  }
  for (const change of changes) await events.publish(tx, stockEvents.changed, change as unknown as Record<string, unknown>);
  return { postings, balances: keys.map((k) => ({ ...k, ...(balances.get(keyString(k)) ?? EMPTY) })) };
}

/** Creates the missing rows and locks all of them in the fixed order; their balances as locked. */
async function lockRows(tx: Tx, keys: readonly StockKey[]): Promise<Map<string, Balance>> {
  const before = new Map<string, Balance>();
  if (keys.length === 0) return before;
  const tuples = sql.join(keys.map(keyTuple), sql`, `);
  await tx.execute(sql`insert into wms.stock_balances (warehouse_id, location_id, sku_id) values ${tuples} on conflict do nothing`);
  const locked = await tx.execute<{
    warehouse_id: string;
    location_id: string;
    sku_id: string;
    on_hand: number;
    reserved: number;
    in_transit: number;
    quarantined: number;
  }>(sql`
    select warehouse_id, location_id, sku_id, on_hand, reserved, in_transit, quarantined
    from wms.stock_balances
    where (warehouse_id, location_id, sku_id) in (${tuples})
    order by warehouse_id collate "C", location_id collate "C", sku_id collate "C"
    for update`);
  for (const row of locked.rows) {
    before.set(keyString({ warehouseId: row.warehouse_id, locationId: row.location_id, skuId: row.sku_id }), {
      onHand: row.on_hand,
      reserved: row.reserved,
      inTransit: row.in_transit,
      quarantined: row.quarantined,
    });
  }
  return before;
}

/**
 * The postings already made of these entries (same source line and type; or the same reversal). Safe to read
 * now: a concurrent posting of the same entry touches the same rows, so it has either committed (and this
 * statement sees it) or waits for our locks.
 */
async function postedBefore(tx: Tx, entries: readonly Entry[]): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  const originals = entries.filter((e) => !e.reversalOf);
  const reversals = entries.filter((e) => e.reversalOf);
  if (originals.length) {
    const sources = sql.join(
      originals.map((e) => sql`(${e.source.type}, ${e.source.id}, ${e.source.line ?? ''}, ${e.type})`),
      sql`, `,
    );
    const previous = await tx.execute<{ source_type: string; source_id: string; source_line: string; type: MovementType; posting_id: string }>(sql`
      select source_type, source_id, source_line, type, posting_id from wms.stock_movements
      where leg = 0 and reversal_of is null and (source_type, source_id, source_line, type) in (${sources})`);
    for (const p of previous.rows) found.set(JSON.stringify([p.source_type, p.source_id, p.source_line, p.type]), p.posting_id);
  }
  if (reversals.length) {
    const ids = sql.join(
      reversals.map((e) => sql`${e.reversalOf}::uuid`),
      sql`, `,
    );
    const previous = await tx.execute<{ reversal_of: string; posting_id: string }>(sql`
      select reversal_of, posting_id from wms.stock_movements where leg = 0 and reversal_of in (${ids})`);
    for (const p of previous.rows) found.set(JSON.stringify(['reversal', p.reversal_of]), p.posting_id);
  }
  return found;
}

/** One conditional UPDATE for every row whose balance changes; the guards repeat the rules of `checkBalance`. */
async function applyNetChanges(tx: Tx, keys: StockKey[], before: Map<string, Balance>, after: Map<string, Balance>): Promise<void> {
  const changes = keys.flatMap((k) => {
    const b = before.get(keyString(k)) ?? EMPTY;
    const a = after.get(keyString(k)) ?? EMPTY;
    const d = [a.onHand - b.onHand, a.reserved - b.reserved, a.inTransit - b.inTransit, a.quarantined - b.quarantined];
    return d.some((x) => x !== 0) ? [{ k, d }] : [];
  });
  if (changes.length === 0) return;
  const values = sql.join(
    changes.map(({ k, d }) => sql`(${k.warehouseId}::text, ${k.locationId}::text, ${k.skuId}::text, ${d[0]}::int, ${d[1]}::int, ${d[2]}::int, ${d[3]}::int)`),
    sql`, `,
  );
  const updated = await tx.execute(sql`
    update wms.stock_balances b set
      on_hand = b.on_hand + d.d_on_hand,
      reserved = b.reserved + d.d_reserved,
      in_transit = b.in_transit + d.d_in_transit,
      quarantined = b.quarantined + d.d_quarantined,
      version = b.version + 1,
      updated_at = now()
    from (values ${values}) as d(warehouse_id, location_id, sku_id, d_on_hand, d_reserved, d_in_transit, d_quarantined)
    where b.warehouse_id = d.warehouse_id and b.location_id = d.location_id and b.sku_id = d.sku_id
      and b.on_hand + d.d_on_hand >= 0
      and b.reserved + d.d_reserved >= 0
      and b.on_hand + d.d_on_hand - (b.reserved + d.d_reserved) >= 0
      and b.in_transit + d.d_in_transit >= 0
      and b.quarantined + d.d_quarantined >= 0
    returning 1`);
  // The rows are locked and were checked above, so this only fires if something bypassed the lock.
  if (updated.rows.length !== changes.length) throw conflict('库存已被并发修改，请重试');
}

/**
 * In-transit stock belongs to its transfer: a transfer in (or the reversal of a transfer out) may take at
 * most what that transfer sent and has not yet received. Keyed by correlation + the in-transit row's
 * warehouse and SKU; read under the row's lock (reversals keep their original's correlation).
 */
async function outstandingTransfers(tx: Tx, entries: readonly Entry[]): Promise<Map<string, number>> {
  const tracked = entries.filter((e) => e.correlationId && e.transitWarehouseId);
  const outstanding = new Map<string, number>();
  if (tracked.length === 0) return outstanding;
  const wanted = sql.join(
    tracked.map((e) => sql`(${e.correlationId}, ${e.transitWarehouseId}, ${e.skuId})`),
    sql`, `,
  );
  const sums = await tx.execute<{ correlation_id: string; warehouse_id: string; sku_id: string; qty: string }>(sql`
    select correlation_id, warehouse_id, sku_id, sum(d_in_transit)::text as qty from wms.stock_movements
    where location_id = ${NO_LOCATION} and (correlation_id, warehouse_id, sku_id) in (${wanted})
    group by correlation_id, warehouse_id, sku_id`);
  for (const s of sums.rows) outstanding.set(JSON.stringify([s.correlation_id, s.warehouse_id, s.sku_id]), Number(s.qty));
  return outstanding;
}

function trackTransfer(outstanding: Map<string, number>, e: Entry, legs: Leg[]): Refusal | null {
  const dest = legs.find((l) => l.dInTransit !== 0);
  if (!dest) return null;
  const k = JSON.stringify([e.correlationId, dest.warehouseId, dest.skuId]);
  const has = outstanding.get(k) ?? 0;
  const next = has + dest.dInTransit;
  if (next < 0) return { kind: 'conflict', message: `调拨单 ${e.correlationId} 在途不足：SKU ${e.skuId} 在途 ${has}，需要 ${-dest.dInTransit}` };
  outstanding.set(k, next);
  return null;
}
