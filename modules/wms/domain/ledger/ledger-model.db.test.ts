import type { Database } from '@entrepot/server-kit/db';
import { createTestDatabase, type TestDatabase } from '@entrepot/server-kit/testing';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balancesOf, type MovementRequest } from '../../public.ts';
import { ledgerMismatches } from './invariant.ts';
import { codeOf, envNumber, postOne } from './testing.ts';

// Model-based: random sequences of receive, reserve, release, pick, ship, transfer (out / in), adjust, count,
// quarantine release and replays of an already-posted line, run against the database and against a plain model written
// independently of movements.ts. After every step the balances equal the model, each refusal is predicted,
// and Σ movements = balances. LEDGER_MODEL_RUNS sequences (default 40) of up to 50 steps.

type B = { onHand: number; reserved: number; inTransit: number; quarantined: number };
interface Model {
  rows: Map<string, B>;
  /** correlation → destination warehouse and quantity still in transit */
  transfers: Map<string, { to: string; left: number }>;
  last?: MovementRequest;
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
});

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
      fc.asyncProperty(fc.commands([...steps, fc.constant(new Replay())], { maxCommands: 50, size: 'max' }), async (cmds) => {
        const sku = `SKU-M-${++run}`;
        await fc.asyncModelRun(() => ({ model: { rows: new Map(), transfers: new Map() }, real: { db: t.database, sku, seq: 0 } }), cmds);
      }),
      { numRuns: RUNS },
    );
  }, 600_000);
});
