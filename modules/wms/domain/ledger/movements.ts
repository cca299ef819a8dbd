// Pure: a movement request → the signed changes it makes to each balance row it touches ("legs"), and the
// check of the resulting balances. No database here; `post.ts` runs these against locked rows.

export const MOVEMENT_TYPES = [
  'receive',
  'put_away',
  'reserve',
  'release',
  'pick',
  'ship',
  'transfer_out',
  'transfer_in',
  'adjust',
  'count',
  'quarantine_release',
] as const;
export type MovementType = (typeof MOVEMENT_TYPES)[number];

/** Quantities are whole units, at most this many per movement (int4 balances stay far from overflow). */
export const MAX_QTY = 1_000_000_000;

/** '' is "no storage location": the warehouse's unlocated stock (and where in-transit stock waits). */
export const NO_LOCATION = '';

export interface StockKey {
  warehouseId: string;
  locationId: string;
  skuId: string;
}

export interface Balance {
  onHand: number;
  reserved: number;
  inTransit: number;
  quarantined: number;
}

export interface Deltas {
  dOnHand: number;
  dReserved: number;
  dInTransit: number;
  dQuarantined: number;
}

export interface Leg extends StockKey, Deltas {}

/** The document line a movement comes from; (type, id, line) + movement type is its idempotency key. */
export interface Source {
  type: string;
  id: string;
  line?: string;
}

interface Common {
  skuId: string;
  source: Source;
  operator: string;
  note?: string;
}

export type MovementRequest = Common &
  (
    | { type: 'receive'; warehouseId: string; locationId?: string; qty: number /** into quarantine (待检) */; quarantine?: boolean }
    /** On hand moves between locations; `quarantined`: 待检 stock does (a return's defective units into a 次品区). */
    | { type: 'put_away'; warehouseId: string; fromLocationId?: string; toLocationId: string; qty: number; quarantined?: boolean }
    | { type: 'reserve'; warehouseId: string; locationId?: string; qty: number }
    | { type: 'release'; warehouseId: string; locationId?: string; qty: number }
    /** Reserved stock moves, with its reservation, from its location to a staging location. */
    | { type: 'pick'; warehouseId: string; fromLocationId?: string; toLocationId: string; qty: number }
    /** Reserved stock leaves the warehouse. */
    | { type: 'ship'; warehouseId: string; locationId?: string; qty: number }
    /** Available stock leaves `warehouseId` and becomes in transit at `toWarehouseId`. */
    | { type: 'transfer_out'; warehouseId: string; locationId?: string; toWarehouseId: string; qty: number; correlationId: string }
    /** In-transit stock of the transfer `correlationId` arrives at `warehouseId`. */
    | { type: 'transfer_in'; warehouseId: string; locationId?: string; qty: number; correlationId: string }
    /** A signed correction of on hand or quarantined stock. */
    | { type: 'adjust'; warehouseId: string; locationId?: string; state: 'on_hand' | 'quarantined'; delta: number }
    /** Sets on hand to the counted quantity. */
    | { type: 'count'; warehouseId: string; locationId?: string; counted: number }
    /** Quarantined (待检) stock passed inspection: it becomes on hand in the same location. */
    | { type: 'quarantine_release'; warehouseId: string; locationId?: string; qty: number }
  );

export type Refusal = { field: string; rule: string; kind: 'invalid' } | { message: string; kind: 'conflict' };

const ZERO: Deltas = { dOnHand: 0, dReserved: 0, dInTransit: 0, dQuarantined: 0 };
export const EMPTY: Balance = { onHand: 0, reserved: 0, inTransit: 0, quarantined: 0 };

export const leg = (warehouseId: string, locationId: string | undefined, skuId: string, d: Partial<Deltas>): Leg => ({
  warehouseId,
  locationId: locationId ?? NO_LOCATION,
  skuId,
  ...ZERO,
  ...d,
});

export const keyString = (k: StockKey): string => `${k.warehouseId}\u0000${k.locationId}\u0000${k.skuId}`;

/** The fixed lock order: byte order of UTF-8, the same as `COLLATE "C"` in PostgreSQL. */
export function compareKeys(a: StockKey, b: StockKey): number {
  return (
    Buffer.compare(Buffer.from(a.warehouseId), Buffer.from(b.warehouseId)) ||
    Buffer.compare(Buffer.from(a.locationId), Buffer.from(b.locationId)) ||
    Buffer.compare(Buffer.from(a.skuId), Buffer.from(b.skuId))
  );
}

export const describeKey = (k: StockKey): string => `SKU ${k.skuId}（仓库 ${k.warehouseId}${k.locationId ? ` 库位 ${k.locationId}` : ''}）`;

// ---- one function per movement type ------------------------------------------------------------------

export const receive = (r: Extract<MovementRequest, { type: 'receive' }>): Leg[] => [
  leg(r.warehouseId, r.locationId, r.skuId, r.quarantine ? { dQuarantined: r.qty } : { dOnHand: r.qty }),
];

export const putAway = (r: Extract<MovementRequest, { type: 'put_away' }>): Leg[] => [
  leg(r.warehouseId, r.fromLocationId, r.skuId, r.quarantined ? { dQuarantined: -r.qty } : { dOnHand: -r.qty }),
  leg(r.warehouseId, r.toLocationId, r.skuId, r.quarantined ? { dQuarantined: r.qty } : { dOnHand: r.qty }),
];

export const reserve = (r: Extract<MovementRequest, { type: 'reserve' }>): Leg[] => [leg(r.warehouseId, r.locationId, r.skuId, { dReserved: r.qty })];

export const release = (r: Extract<MovementRequest, { type: 'release' }>): Leg[] => [leg(r.warehouseId, r.locationId, r.skuId, { dReserved: -r.qty })];

export const pick = (r: Extract<MovementRequest, { type: 'pick' }>): Leg[] => [
  leg(r.warehouseId, r.fromLocationId, r.skuId, { dOnHand: -r.qty, dReserved: -r.qty }),
  leg(r.warehouseId, r.toLocationId, r.skuId, { dOnHand: r.qty, dReserved: r.qty }),
];

export const ship = (r: Extract<MovementRequest, { type: 'ship' }>): Leg[] => [
  leg(r.warehouseId, r.locationId, r.skuId, { dOnHand: -r.qty, dReserved: -r.qty }),
];

export const transferOut = (r: Extract<MovementRequest, { type: 'transfer_out' }>): Leg[] => [
  leg(r.warehouseId, r.locationId, r.skuId, { dOnHand: -r.qty }),
  leg(r.toWarehouseId, NO_LOCATION, r.skuId, { dInTransit: r.qty }),
];

export const transferIn = (r: Extract<MovementRequest, { type: 'transfer_in' }>): Leg[] => [
  leg(r.warehouseId, NO_LOCATION, r.skuId, { dInTransit: -r.qty }),
  leg(r.warehouseId, r.locationId, r.skuId, { dOnHand: r.qty }),
];

export const adjust = (r: Extract<MovementRequest, { type: 'adjust' }>): Leg[] => [
  leg(r.warehouseId, r.locationId, r.skuId, r.state === 'on_hand' ? { dOnHand: r.delta } : { dQuarantined: r.delta }),
];

export const quarantineRelease = (r: Extract<MovementRequest, { type: 'quarantine_release' }>): Leg[] => [
  leg(r.warehouseId, r.locationId, r.skuId, { dQuarantined: -r.qty, dOnHand: r.qty }),
];

/** Needs the locked balance: the change is whatever brings on hand to the counted figure. */
export function count(r: Extract<MovementRequest, { type: 'count' }>, current: Balance): Leg[] | Refusal {
  const key = leg(r.warehouseId, r.locationId, r.skuId, {});
  if (r.counted < current.reserved) {
    return { kind: 'conflict', message: `盘点数量 ${r.counted} 少于已预占 ${current.reserved}：请先释放预占（${describeKey(key)}）` };
  }
  return [{ ...key, dOnHand: r.counted - current.onHand }];
}

/** The legs of any request; `balanceOf` is read only by a count. */
export function legsOf(r: MovementRequest, balanceOf: (k: StockKey) => Balance): Leg[] | Refusal {
  switch (r.type) {
    case 'receive':
      return receive(r);
    case 'put_away':
      return putAway(r);
    case 'reserve':
      return reserve(r);
    case 'release':
      return release(r);
    case 'pick':
      return pick(r);
    case 'ship':
      return ship(r);
    case 'transfer_out':
      return transferOut(r);
    case 'transfer_in':
      return transferIn(r);
    case 'adjust':
      return adjust(r);
    case 'quarantine_release':
      return quarantineRelease(r);
    case 'count':
      return count(r, balanceOf({ warehouseId: r.warehouseId, locationId: r.locationId ?? NO_LOCATION, skuId: r.skuId }));
  }
}

/** The balance rows a request touches (a count's included), before any change is known. */
export function keysOf(r: MovementRequest): StockKey[] {
  // With empty balances no request is refused here (a count of n >= 0 against nothing reserved).
  const legs = legsOf(r, () => EMPTY) as Leg[];
  return legs.map(({ warehouseId, locationId, skuId }) => ({ warehouseId, locationId, skuId }));
}

/** The quantity recorded on the movement: the amount moved (a count records the counted figure). */
export function qtyOf(r: MovementRequest): number {
  if (r.type === 'adjust') return Math.abs(r.delta);
  if (r.type === 'count') return r.counted;
  return r.qty;
}

// ---- validation ----------------------------------------------------------------------------------------

export const isId = (v: unknown): v is string => typeof v === 'string' && v.length > 0 && v.length <= 64;
const isQty = (v: unknown): v is number => Number.isSafeInteger(v) && (v as number) > 0 && (v as number) <= MAX_QTY;

const bad = (field: string, rule: string): Refusal => ({ kind: 'invalid', field, rule });

/** The fields every ledger request has: the warehouse, the SKU, the operator and the source line. */
export function validateCommon(r: { warehouseId?: unknown; skuId?: unknown; operator?: unknown; source?: Partial<Source> }): Refusal | null {
  if (!isId(r.warehouseId)) return bad('warehouseId', '必填，最多 64 个字符');
  if (!isId(r.skuId)) return bad('skuId', '必填，最多 64 个字符');
  if (!isId(r.operator)) return bad('operator', '必填，最多 64 个字符');
  return validateSource(r.source);
}

/** A source document line: type and id required, the line optional (at most 64 characters each). */
export function validateSource(source: Partial<Source> | undefined): Refusal | null {
  if (!isId(source?.type) || !isId(source?.id)) return bad('source', '来源单据类型和单号必填');
  if (source.line !== undefined && (typeof source.line !== 'string' || source.line.length > 64)) return bad('source.line', '最多 64 个字符');
  return null;
}

/** Shape checks a type system cannot make (the request may come from JSON). Null when valid. */
export function validate(r: MovementRequest): Refusal | null {
  if (!MOVEMENT_TYPES.includes(r?.type)) return bad('type', `必须是 ${MOVEMENT_TYPES.join('/')} 之一`);
  const common = validateCommon(r);
  if (common) return common;
  for (const f of ['locationId', 'fromLocationId', 'toLocationId'] as const) {
    const v = (r as unknown as Record<string, unknown>)[f];
    if (v !== undefined && (typeof v !== 'string' || v.length > 64)) return bad(f, '最多 64 个字符');
  }
  switch (r.type) {
    case 'adjust':
      if (!Number.isSafeInteger(r.delta) || r.delta === 0 || Math.abs(r.delta) > MAX_QTY) return bad('delta', `必须是非零整数，绝对值不超过 ${MAX_QTY}`);
      if (r.state !== 'on_hand' && r.state !== 'quarantined') return bad('state', '必须是 on_hand 或 quarantined');
      return null;
    case 'count':
      if (!Number.isSafeInteger(r.counted) || r.counted < 0 || r.counted > MAX_QTY) return bad('counted', `必须是 0 到 ${MAX_QTY} 的整数`);
      return null;
  }
  if (!isQty(r.qty)) return bad('qty', `必须是 1 到 ${MAX_QTY} 的整数（库存以整件计）`);
  switch (r.type) {
    case 'put_away':
    case 'pick':
      if (typeof r.toLocationId !== 'string') return bad('toLocationId', '必填');
      if ((r.fromLocationId ?? NO_LOCATION) === r.toLocationId) return bad('toLocationId', '不能与来源库位相同');
      return null;
    case 'transfer_out':
      if (!isId(r.toWarehouseId)) return bad('toWarehouseId', '必填，最多 64 个字符');
      if (r.toWarehouseId === r.warehouseId) return bad('toWarehouseId', '不能与调出仓库相同');
      if (!isId(r.correlationId)) return bad('correlationId', '调拨单号必填');
      return null;
    case 'transfer_in':
      if (!isId(r.correlationId)) return bad('correlationId', '调拨单号必填');
      return null;
  }
  return null;
}

// ---- guards ----------------------------------------------------------------------------------------------

export const addDeltas = (b: Balance, d: Deltas): Balance => ({
  onHand: b.onHand + d.dOnHand,
  reserved: b.reserved + d.dReserved,
  inTransit: b.inTransit + d.dInTransit,
  quarantined: b.quarantined + d.dQuarantined,
});

/** Null when `after` keeps every rule of a balance row; otherwise the refusal a user reads. */
export function checkBalance(key: StockKey, before: Balance, after: Balance): Refusal | null {
  const what = describeKey(key);
  const conflict = (message: string): Refusal => ({ kind: 'conflict', message });
  if (after.reserved < 0) return conflict(`预占库存不足：${what} 已预占 ${before.reserved}，需要 ${before.reserved - after.reserved}`);
  if (after.inTransit < 0) return conflict(`在途库存不足：${what} 在途 ${before.inTransit}，需要 ${before.inTransit - after.inTransit}`);
  if (after.quarantined < 0) return conflict(`待检库存不足：${what} 待检 ${before.quarantined}，需要 ${before.quarantined - after.quarantined}`);
  const availableBefore = before.onHand - before.reserved;
  const availableAfter = after.onHand - after.reserved;
  if (availableAfter < 0) return conflict(`可用库存不足：${what} 可用 ${availableBefore}，需要 ${availableBefore - availableAfter}`);
  return null;
}

/** Applies legs one by one to `balances` (a copy is returned), refusing at the first broken rule. */
export function applyLegs(balances: ReadonlyMap<string, Balance>, legs: readonly Leg[]): Map<string, Balance> | Refusal {
  const next = new Map(balances);
  for (const l of legs) {
    const k = keyString(l);
    const before = next.get(k) ?? EMPTY;
    const after = addDeltas(before, l);
    const refusal = checkBalance(l, before, after);
    if (refusal) return refusal;
    next.set(k, after);
  }
  return next;
}

export const isRefusal = (v: unknown): v is Refusal => typeof v === 'object' && v !== null && 'kind' in v;
