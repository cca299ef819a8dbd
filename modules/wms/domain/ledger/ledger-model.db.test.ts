import type { Database } from '@entrepot/server-kit/db';
import { createTestDatabase, type TestDatabase } from '@entrepot/server-kit/testing';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balancesOf, type MovementRequest, type PostResult, releaseInWarehouse, reserveInWarehouse, reverse } from '../../public.ts';
import { ledgerMismatches } from './invariant.ts';
import { codeOf, envNumber, outboxOf, postOne } from './testing.ts';

// Model-based: random sequences of receive, reserve, release, pick, ship, transfer (out / in), adjust, count,
// quarantine release, replays of an already-posted line, warehouse reservations (spread over the locations),
// releases of such a reservation by its source, and reversals of a source's postings, run against the
// database and against a plain model written independently of movements.ts and allocation.ts. After every
// step the balances equal the model, each refusal (and each duplicate) is predicted, and Σ movements =
// balances. LEDGER_MODEL_RUNS sequences (default 40) of up to 50 steps.

type B = { onHand: number; reserved: number; inTransit: number; quarantined: number };
/** A posting as the model sees it: its net change per row (`W1|A1`) and to its transfer's quantity in transit. */
interface MPosting {
  source: string;
  type: string;
  deltas: [string, B][];
  transfer?: { correlation: string; dLeft: number };
  reversal: boolean;
  reversed: boolean;
}
interface Model {
  rows: Map<string, B>;
  /** correlation → destination warehouse and quantity still in transit */
  transfers: Map<string, { to: string; left: number }>;
  last?: MovementRequest;
  /** Every posting made, in order (reversals included). */
  postings: MPosting[];
  /** The sources of warehouse reservations, and their warehouse. */
  reservations: { source: string; w: string }[];
}
interface Real {
  db: Database;
  sku: string;
  seq: number;
}

const WAREHOUSES = ['W1', 'W2'];
const LOCATIONS = ['', 'A1', 'OUT'];
const row = (m: Model, w: string, l: string): B => {
  const k = `${w}|${l}`;
  let b = m.rows.get(k);
  if (!b) {
    b = { onHand: 0, reserved: 0, inTransit: 0, quarantined: 0 };
    m.rows.set(k, b);
  }
  return b;
};
const clone = (m: Model): Model => ({
  rows: new Map([...m.rows].map(([k, v]) => [k, { ...v }])),
  transfers: new Map([...m.transfers].map(([k, v]) => [k, { ...v }])),
  last: m.last,
  postings: m.postings.map((p) => ({ ...p })),
  reservations: [...m.reservations],
});
const ZERO: B = { onHand: 0, reserved: 0, inTransit: 0, quarantined: 0 };
const STATES = ['onHand', 'reserved', 'inTransit', 'quarantined'] as const;
const rowOk = (b: B) => b.onHand >= 0 && b.reserved >= 0 && b.reserved <= b.onHand && b.inTransit >= 0 && b.quarantined >= 0;

/** What a step changed: the rows' net changes and the transfer's quantity in transit. */
function postingOf(before: Model, after: Model, source: string, type: string): MPosting {
  const deltas: [string, B][] = [];
  for (const [k, b] of after.rows) {
    const a = before.rows.get(k) ?? ZERO;
    const d = {
      onHand: b.onHand - a.onHand,
      reserved: b.reserved - a.reserved,
      inTransit: b.inTransit - a.inTransit,
      quarantined: b.quarantined - a.quarantined,
    };
    if (STATES.some((s) => d[s] !== 0)) deltas.push([k, d]);
  }
  let transfer: MPosting['transfer'];
  for (const [c, t] of after.transfers) {
    const dLeft = t.left - (before.transfers.get(c)?.left ?? 0);
    if (dLeft !== 0) transfer = { correlation: c, dLeft };
  }
  return { source, type, deltas, transfer, reversal: false, reversed: false };
}

/** Applies a posting's changes (turned round for a reversal) to the model; false when a row or transfer would break. */
function applyPosting(m: Model, p: MPosting, sign: 1 | -1): boolean {
  for (const [k, d] of p.deltas) {
    const [w, l] = k.split('|') as [string, string];
    const b = row(m, w, l);
    for (const s of STATES) b[s] += sign * d[s];
    if (!rowOk(b)) return false;
  }
  if (p.transfer) {
    const t = m.transfers.get(p.transfer.correlation)!;
    t.left += sign * p.transfer.dLeft;
    if (t.left < 0) return false;
  }
  return true;
}

type Step =
  | { type: 'receive'; w: string; l: string; qty: number; quarantine: boolean }
  | { type: 'reserve' | 'release' | 'ship' | 'quarantine_release'; w: string; l: string; qty: number }
  | { type: 'pick'; w: string; l: string; to: string; qty: number }
  | { type: 'transfer_out'; w: string; l: string; qty: number }
  | { type: 'transfer_in'; pick: number; l: string; qty: number }
  | { type: 'adjust'; w: string; l: string; state: 'on_hand' | 'quarantined'; delta: number }
  | { type: 'count'; w: string; l: string; counted: number };

/** The model: applies a step to a copy, or answers null when the ledger must refuse it. */
function modelApply(m0: Model, s: Step, correlation: string): Model | null {
  const m = clone(m0);
  const avail = (b: B) => b.onHand - b.reserved;
  switch (s.type) {
    case 'receive': {
      const b = row(m, s.w, s.l);
      if (s.quarantine) b.quarantined += s.qty;
      else b.onHand += s.qty;
      return m;
    }
    case 'reserve': {
      const b = row(m, s.w, s.l);
      if (avail(b) < s.qty) return null;
      b.reserved += s.qty;
      return m;
    }
    case 'release': {
      const b = row(m, s.w, s.l);
      if (b.reserved < s.qty) return null;
      b.reserved -= s.qty;
      return m;
    }
    case 'ship': {
      const b = row(m, s.w, s.l);
      if (b.reserved < s.qty) return null;
      b.reserved -= s.qty;
      b.onHand -= s.qty;
      return m;
    }
    case 'quarantine_release': {
      const b = row(m, s.w, s.l);
      if (b.quarantined < s.qty) return null;
      b.quarantined -= s.qty;
      b.onHand += s.qty;
      return m;
    }
    case 'pick': {
      const from = row(m, s.w, s.l);
      if (from.reserved < s.qty) return null;
      from.reserved -= s.qty;
      from.onHand -= s.qty;
      const to = row(m, s.w, s.to);
      to.reserved += s.qty;
      to.onHand += s.qty;
      return m;
    }
    case 'transfer_out': {
      const from = row(m, s.w, s.l);
      if (avail(from) < s.qty) return null;
      from.onHand -= s.qty;
      const to = s.w === 'W1' ? 'W2' : 'W1';
      row(m, to, '').inTransit += s.qty;
      m.transfers.set(correlation, { to, left: s.qty });
      return m;
    }
    case 'transfer_in': {
      const [, t] = transferOf(m, s.pick);
      if (!t || t.left < s.qty) return null;
      t.left -= s.qty;
      row(m, t.to, '').inTransit -= s.qty;
      row(m, t.to, s.l).onHand += s.qty;
      return m;
    }
    case 'adjust': {
      const b = row(m, s.w, s.l);
      if (s.state === 'on_hand') {
        if (avail(b) + s.delta < 0) return null;
        b.onHand += s.delta;
      } else {
        if (b.quarantined + s.delta < 0) return null;
        b.quarantined += s.delta;
      }
      return m;
    }
    case 'count': {
      const b = row(m, s.w, s.l);
      if (s.counted < b.reserved) return null;
      b.onHand = s.counted;
      return m;
    }
  }
}

/** Storage locations by code, then the unlocated row: the order a warehouse reservation takes stock in. */
const ALLOCATION_ORDER = [...LOCATIONS.filter((l) => l !== '').sort(), ''];

/** A warehouse reservation: the model's copy with it made, or null when the warehouse has too little available. */
function modelReserveInWarehouse(m0: Model, w: string, qty: number): Model | null {
  const m = clone(m0);
  const rows = ALLOCATION_ORDER.map((l) => m.rows.get(`${w}|${l}`)).filter((b): b is B => b !== undefined);
  if (rows.reduce((sum, b) => sum + b.onHand - b.reserved, 0) < qty) return null;
  let left = qty;
  for (const b of rows) {
    const take = Math.min(b.onHand - b.reserved, left);
    b.reserved += take;
    left -= take;
  }
  return m;
}

/** What a source holds reserved per row: Σ of its reserve and release postings, reversals included. */
function holdingsOf(m: Model, source: string): Map<string, number> {
  const held = new Map<string, number>();
  for (const p of m.postings) {
    if (p.source !== source || (p.type !== 'reserve' && p.type !== 'release')) continue;
    for (const [k, d] of p.deltas) held.set(k, (held.get(k) ?? 0) + (p.reversal ? -d.reserved : d.reserved));
  }
  return held;
}

/** Reverses a source's postings newest first; null when one would break a rule (then none is reversed). */
function modelReverse(m0: Model, source: string): { model: Model; duplicates: boolean[] } | null {
  const m = clone(m0);
  const originals = m.postings.filter((p) => p.source === source && !p.reversal).reverse();
  const duplicates = originals.map((p) => p.reversed);
  for (const p of originals) {
    if (p.reversed) continue;
    if (!applyPosting(m, p, -1)) return null;
    p.reversed = true;
    m.postings.push({ ...p, reversal: true, reversed: false });
  }
  return { model: m, duplicates };
}

const transferOf = (m: Model, pick: number): [string, { to: string; left: number } | undefined] => {
  const open = [...m.transfers].filter(([, t]) => t.left > 0);
  const hit = open[pick % Math.max(open.length, 1)];
  return hit ? hit : ['TR-NONE', undefined];
};

function requestOf(m: Model, s: Step, r: Real, correlation: string): MovementRequest {
  const base = { skuId: r.sku, operator: 'model', source: { type: 'model', id: `${r.sku}-${r.seq}` } };
  switch (s.type) {
    case 'receive':
      return { ...base, type: 'receive', warehouseId: s.w, locationId: s.l, qty: s.qty, quarantine: s.quarantine };
    case 'reserve':
    case 'release':
    case 'ship':
    case 'quarantine_release':
      return { ...base, type: s.type, warehouseId: s.w, locationId: s.l, qty: s.qty };
    case 'pick':
      return { ...base, type: 'pick', warehouseId: s.w, fromLocationId: s.l, toLocationId: s.to, qty: s.qty };
    case 'transfer_out':
      return {
        ...base,
        type: 'transfer_out',
        warehouseId: s.w,
        locationId: s.l,
        toWarehouseId: s.w === 'W1' ? 'W2' : 'W1',
        qty: s.qty,
        correlationId: correlation,
      };
    case 'transfer_in': {
      const [c, t] = transferOf(m, s.pick);
      return { ...base, type: 'transfer_in', warehouseId: t?.to ?? 'W2', locationId: s.l, qty: s.qty, correlationId: c };
    }
    case 'adjust':
      return { ...base, type: 'adjust', warehouseId: s.w, locationId: s.l, state: s.state, delta: s.delta };
    case 'count':
      return { ...base, type: 'count', warehouseId: s.w, locationId: s.l, counted: s.counted };
  }
}

async function expectSameState(m: Model, r: Real): Promise<void> {
  const nonZero = (b: B) => b.onHand || b.reserved || b.inTransit || b.quarantined;
  const actual = (await balancesOf(r.db.db, r.sku))
    .filter(nonZero)
    .map((b) => [`${b.warehouseId}|${b.locationId}`, b.onHand, b.reserved, b.inTransit, b.quarantined]);
  const expected = [...m.rows]
    .filter(([, b]) => nonZero(b))
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([k, b]) => [k, b.onHand, b.reserved, b.inTransit, b.quarantined]);
  expect(actual).toEqual(expected);
  expect(await ledgerMismatches(r.db.db, [r.sku])).toEqual([]);
}

class PostStep implements fc.AsyncCommand<Model, Real> {
  readonly step: Step;
  constructor(step: Step) {
    this.step = step;
  }
  check = () => true;
  async run(m: Model, r: Real): Promise<void> {
    r.seq++;
    const correlation = `TR-${r.sku}-${r.seq}`;
    const request = requestOf(m, this.step, r, correlation);
    const next = modelApply(m, this.step, correlation);
    const code = await codeOf(postOne(r.db, request));
    expect([this.toString(), code]).toEqual([this.toString(), next ? 10000 : 10409]);
    if (next) {
      m.postings.push(postingOf(m, next, request.source.id, request.type));
      m.rows = next.rows;
      m.transfers = next.transfers;
      m.last = request;
    }
    await expectSameState(m, r);
  }
  toString = () => JSON.stringify(this.step);
}

/** Posting an already-posted line again changes nothing and says so. */
class Replay implements fc.AsyncCommand<Model, Real> {
  check = (m: Readonly<Model>) => m.last !== undefined;
  async run(m: Model, r: Real): Promise<void> {
    const result = await postOne(r.db, m.last!);
    expect(result.postings[0]?.duplicate).toBe(true);
    await expectSameState(m, r);
  }
  toString = () => 'replay';
}

const adopt = (m: Model, next: Model) => {
  m.rows = next.rows;
  m.transfers = next.transfers;
  m.postings = next.postings;
  m.reservations = next.reservations;
};
/** How often each new command was granted, refused or found already done (printed; each must happen). */
const tally = new Map<string, number>();
const count = (what: string) => tally.set(what, (tally.get(what) ?? 0) + 1);
const expectCode = async (label: string, p: Promise<PostResult>, expected: number): Promise<PostResult | undefined> => {
  let result: PostResult | undefined;
  const code = await codeOf(p.then((x) => (result = x)));
  expect([label, code]).toEqual([label, expected]);
  const kind = code !== 10000 ? 'refused' : result?.postings.length === 0 ? 'nothing' : result?.postings.every((x) => x.duplicate) ? 'duplicate' : 'posted';
  count(`${label.split(' ')[0]} ${kind}`);
  return result;
};

/** reserveInWarehouse: the quantity over the warehouse's locations (by code, unlocated last), or refused. */
class ReserveInWarehouse implements fc.AsyncCommand<Model, Real> {
  readonly w: string;
  readonly qty: number;
  constructor(w: string, qty: number) {
    this.w = w;
    this.qty = qty;
  }
  check = () => true;
  async run(m: Model, r: Real): Promise<void> {
    const source = `${r.sku}-${++r.seq}`;
    const next = modelReserveInWarehouse(m, this.w, this.qty);
    await expectCode(
      this.toString(),
      r.db.tx((tx) =>
        reserveInWarehouse(tx, { warehouseId: this.w, skuId: r.sku, qty: this.qty, source: { type: 'model', id: source }, operator: 'model' }, outboxOf(r.db)),
      ),
      next ? 10000 : 10409,
    );
    if (next) {
      next.postings.push(postingOf(m, next, source, 'reserve'));
      next.reservations.push({ source, w: this.w });
      adopt(m, next);
    }
    await expectSameState(m, r);
  }
  toString = () => `reserveInWarehouse ${this.w} ${this.qty}`;
}

/** releaseInWarehouse of an earlier warehouse reservation: what its source still holds, once. */
class ReleaseInWarehouse implements fc.AsyncCommand<Model, Real> {
  readonly pick: number;
  constructor(pick: number) {
    this.pick = pick;
  }
  check = (m: Readonly<Model>) => m.reservations.length > 0;
  async run(m: Model, r: Real): Promise<void> {
    const { source, w } = m.reservations[this.pick % m.reservations.length]!;
    const released = m.postings.some((p) => p.source === source && p.type === 'release' && !p.reversal);
    const held = [...holdingsOf(m, source)].filter(([, q]) => q > 0);
    const next = clone(m);
    for (const [k, q] of held) next.rows.get(k)!.reserved -= q;
    const refused = !released && [...next.rows.values()].some((b) => !rowOk(b));
    const result = await expectCode(
      `${this.toString()} ${source}`,
      r.db.tx((tx) => releaseInWarehouse(tx, { warehouseId: w, skuId: r.sku, source: { type: 'model', id: source }, operator: 'model' }, outboxOf(r.db))),
      refused ? 10409 : 10000,
    );
    if (!refused && !released) {
      expect(result?.postings.map((p) => p.duplicate)).toEqual(held.length ? [false] : []);
      if (held.length) {
        next.postings.push(postingOf(m, next, source, 'release'));
        adopt(m, next);
      }
    }
    if (released) expect(result?.postings.map((p) => p.duplicate)).toEqual([true]);
    await expectSameState(m, r);
  }
  toString = () => `releaseInWarehouse #${this.pick}`;
}

/** reverse of an earlier step's source: its postings newest first, all or none; reversed ones are duplicates. */
class Reverse implements fc.AsyncCommand<Model, Real> {
  readonly pick: number;
  constructor(pick: number) {
    this.pick = pick;
  }
  check = (m: Readonly<Model>) => m.postings.length > 0;
  async run(m: Model, r: Real): Promise<void> {
    const sources = [...new Set(m.postings.map((p) => p.source))];
    const source = sources[this.pick % sources.length]!;
    const next = modelReverse(m, source);
    const result = await expectCode(
      `${this.toString()} ${source}`,
      r.db.tx((tx) => reverse(tx, { source: { type: 'model', id: source }, reason: 'model', operator: 'model' }, outboxOf(r.db))),
      next ? 10000 : 10409,
    );
    if (next) {
      expect(result?.postings.map((p) => p.duplicate)).toEqual(next.duplicates);
      adopt(m, next.model);
    }
    await expectSameState(m, r);
  }
  toString = () => `reverse #${this.pick}`;
}

const w = fc.constantFrom(...WAREHOUSES);
// Mostly the unlocated row, so steps meet the stock earlier steps left.
const l = fc.constantFrom('', '', '', ...LOCATIONS);
const qty = fc.integer({ min: 1, max: 12 });
const receiveStep = fc.record({
  type: fc.constant('receive' as const),
  w,
  l,
  qty: fc.integer({ min: 1, max: 30 }),
  quarantine: fc.constantFrom(false, false, false, true),
});
const steps = [
  receiveStep,
  fc.record({ type: fc.constant('receive' as const), w, l, qty: fc.integer({ min: 1, max: 30 }), quarantine: fc.constantFrom(false, false, false, true) }),
  fc.record({ type: fc.constant('reserve' as const), w, l, qty }),
  fc.record({ type: fc.constantFrom('reserve' as const, 'release' as const, 'ship' as const), w, l, qty }),
  fc.record({ type: fc.constant('quarantine_release' as const), w, l, qty }),
  fc.record({ type: fc.constant('pick' as const), w, l, to: l, qty }).filter((s) => s.l !== s.to),
  fc.record({ type: fc.constant('transfer_out' as const), w, l, qty }),
  fc.record({ type: fc.constant('transfer_in' as const), pick: fc.nat(), l, qty }),
  fc.record({
    type: fc.constant('adjust' as const),
    w,
    l,
    state: fc.constantFrom('on_hand' as const, 'quarantined' as const),
    delta: fc.integer({ min: -10, max: 10 }).filter((d) => d !== 0),
  }),
  fc.record({ type: fc.constant('count' as const), w, l, counted: fc.integer({ min: 0, max: 30 }) }),
].map((arb) => (arb as fc.Arbitrary<Step>).map((s) => new PostStep(s) as fc.AsyncCommand<Model, Real>));
const warehouseSteps: fc.Arbitrary<fc.AsyncCommand<Model, Real>>[] = [
  fc.record({ w, qty: fc.integer({ min: 1, max: 20 }) }).map(({ w, qty }) => new ReserveInWarehouse(w, qty)),
  fc.record({ w, qty }).map(({ w, qty }) => new ReserveInWarehouse(w, qty)),
  fc.nat().map((pick) => new ReleaseInWarehouse(pick)),
  fc.nat().map((pick) => new Reverse(pick)),
  fc.nat().map((pick) => new Reverse(pick)),
];

const RUNS = envNumber('LEDGER_MODEL_RUNS', 40);
let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => t?.drop());

describe('the ledger against a model', () => {
  it(`equals the model after every step (${RUNS} runs)`, async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.commands([...steps, ...warehouseSteps, fc.constant(new Replay())], { maxCommands: 50, size: 'max' }), async (cmds) => {
        const sku = `SKU-M-${++run}`;
        await fc.asyncModelRun(
          () => ({ model: { rows: new Map(), transfers: new Map(), postings: [], reservations: [] }, real: { db: t.database, sku, seq: 0 } }),
          cmds,
        );
      }),
      { numRuns: RUNS },
    );
    console.log('ledger model, new commands:', Object.fromEntries([...tally].sort()));
    if (RUNS >= 20) {
      for (const what of [
        'reserveInWarehouse posted',
        'reserveInWarehouse refused',
        'releaseInWarehouse posted',
        'reverse posted',
        'reverse refused',
        'reverse duplicate',
      ]) {
        expect([what, tally.get(what) ?? 0]).not.toEqual([what, 0]);
      }
    }
  }, 600_000);
});
