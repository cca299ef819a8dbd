// The goods-in model (README "Goods in"): random sequences of opening, scanning, typing counts, confirming,
// inspecting, putting away and cancelling — refused steps included — keep the ledger, the receipts and the
// purchase orders' received and returned quantities consistent after every step.
import { ADMIN_PASSWORD, createTestApp, manifestsNamed, type Session, type TestApp } from '@entrepot/hub-server/testing';
import { newId } from '@entrepot/server-kit';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ledgerMismatches } from '../../domain/ledger/invariant.ts';
import { wmsCalls } from '../test-kit.ts';

let t: TestApp;
let admin: Session;
const { wms } = wmsCalls(() => t);
const W = newId();
const SUPPLIER = newId();
const SKUS = ['MD-RED-S', 'MD-RED-M', 'MD-BLU-L'];
const LOCATIONS = ['M-01-01', 'M-01-02'];
// biome-ignore lint/suspicious/noExplicitAny: rows as the assertions read them
const sql = async (text: string, values: unknown[] = []): Promise<any[]> => (await t.db.database.pool.query(text, values)).rows;

beforeAll(async () => {
  t = await createTestApp(await manifestsNamed('purchase', 'wms'));
  admin = await t.login('admin', ADMIN_PASSWORD);
  for (const code of SKUS) await sql('insert into catalogue.skus (id, code, spu_id, name) values ($1, $2, $3, $2)', [newId(), code, newId()]);
  await sql("insert into wms.warehouses (id, code, name, type) values ($1, 'WH-MD', '模型仓', 'domestic')", [W]);
  await sql("insert into purchase.suppliers (id, code, name, status, currency_id) values ($1, 'SUP-MD', '模型供应商', 'active', $2)", [SUPPLIER, newId()]);
  const area = await wms('POST', '/addArea', admin, { warehouse_id: W, code: 'M', name: '模型区', type: 'storage' });
  for (const code of LOCATIONS) await wms('POST', '/addStorageLocation', admin, { area_id: area.data.id, code });
});
afterAll(async () => t?.close());

let orderNo = 0;
async function newOrder(): Promise<string> {
  const id = newId();
  const code = `PO20261126-${String(8000 + ++orderNo)}`;
  await sql("insert into purchase.orders (id, code, supplier_id, status, warehouse_id, currency_id) values ($1, $2, $3, 'approved', $4, $5)", [
    id,
    code,
    SUPPLIER,
    W,
    newId(),
  ]);
  for (const [i, quantity] of [6, 4].entries()) {
    const sku = (await sql('select id from catalogue.skus where code = $1', [SKUS[(orderNo + i) % SKUS.length]]))[0].id;
    await sql('insert into purchase.order_lines (id, order_id, sku_id, quantity, price) values ($1, $2, $3, $4, 10)', [newId(), id, sku, quantity]);
  }
  return code;
}

type Step =
  | { kind: 'open'; order: number }
  | { kind: 'scan'; receipt: number; sku: number; quantity: number }
  | { kind: 'type'; receipt: number; line: number; quantity: number }
  | { kind: 'confirm'; receipt: number; short: boolean }
  | { kind: 'inspect'; receipt: number; rejected: number }
  | { kind: 'putaway'; receipt: number; line: number; location: number; quantity: number }
  | { kind: 'cancel'; receipt: number };

// Weighted so that most sequences get past confirmation and inspection to the put-away.
const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('open' as const), order: fc.nat(2) }) },
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('scan' as const), receipt: fc.nat(1), sku: fc.nat(2), quantity: fc.integer({ min: 1, max: 4 }) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('type' as const), receipt: fc.nat(1), line: fc.nat(3), quantity: fc.nat(8) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('confirm' as const), receipt: fc.nat(1), short: fc.boolean() }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('inspect' as const), receipt: fc.nat(1), rejected: fc.nat(2) }) },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('putaway' as const),
      receipt: fc.nat(1),
      line: fc.nat(3),
      location: fc.nat(1),
      quantity: fc.integer({ min: 1, max: 3 }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('cancel' as const), receipt: fc.nat(1) }) },
);

async function apply(s: Step, orders: string[], receipts: string[]): Promise<void> {
  // A step goes to a receipt in the state it needs when there is one (else any: its refusal is part of the model).
  const states: Record<string, string> = {
    scan: 'counting',
    type: 'counting',
    confirm: 'counting',
    cancel: 'counting',
    inspect: 'inspecting',
    putaway: 'shelving',
  };
  const ready = receipts.length
    ? (await sql('select id from wms.receipts where id = any($1) and status = $2 order by code', [receipts, states[s.kind] ?? ''])).map((r) => r.id)
    : [];
  const among = ready.length ? ready : receipts;
  const receipt = among.length && s.kind !== 'open' ? among[s.receipt % among.length] : undefined;
  const lines = receipt
    ? ((await wms('GET', `/receipt/${receipt}`, admin)).data.lines as {
        id: string;
        sku_code: string;
        counted_quantity: number;
        qualified_quantity: number;
        put_away_quantity: number;
      }[])
    : [];
  const pick = <T>(list: T[], i: number) => list[i % list.length];
  if (s.kind === 'open') {
    const opened = await wms('POST', '/receipt/scanOrder', admin, { code: orders[s.order % orders.length] });
    if (opened.code === 10000 && !receipts.includes(opened.data.id)) receipts.push(opened.data.id);
    return;
  }
  if (!receipt) return;
  const at = (path: string, body: object) => wms('POST', `/receipt/${receipt}/${path}`, admin, body);
  if (s.kind === 'scan') await at('scan', { code: SKUS[s.sku], quantity: s.quantity });
  if (s.kind === 'type' && lines.length)
    await wms('PUT', `/receipt/${receipt}/count`, admin, { lines: [{ id: pick(lines, s.line)!.id, counted_quantity: s.quantity }] });
  if (s.kind === 'confirm') await at('confirm', { report_short: s.short });
  if (s.kind === 'inspect')
    await at('inspect', { lines: lines.map((l) => ({ id: l.id, rejected_quantity: Math.min(s.rejected, l.counted_quantity), reject_reason: '破损' })) });
  if (s.kind === 'putaway' && lines.length) {
    const left = lines.filter((l) => l.qualified_quantity > l.put_away_quantity);
    await at('putaway', { location: LOCATIONS[s.location], sku_code: pick(left.length ? left : lines, s.line)!.sku_code, quantity: s.quantity });
  }
  if (s.kind === 'cancel') await at('cancel', {});
}

/** Every figure recomputed from the receipts: what purchasing recorded, what the ledger holds, each header's sums. */
async function consistent(): Promise<void> {
  await t.outbox.dispatch();
  expect(await ledgerMismatches(t.db.database.db)).toEqual([]);
  const held = "r.status in ('inspecting', 'shelving', 'completed')";
  expect(
    await sql(
      `select ol.id, ol.received_quantity, ol.returned_quantity, coalesce(k.counted, 0) as counted, coalesce(k.rejected, 0) as rejected
      from purchase.order_lines ol
      left join (select rl.order_line_id, sum(rl.counted_quantity)::int as counted, sum(rl.rejected_quantity)::int as rejected
                 from wms.receipt_lines rl join wms.receipts r on r.id = rl.receipt_id where ${held} group by rl.order_line_id) k on k.order_line_id = ol.id::text
      join purchase.orders o on o.id = ol.order_id
      where o.supplier_id = $1 and (ol.received_quantity <> coalesce(k.counted, 0) or ol.returned_quantity <> coalesce(k.rejected, 0))`,
      [SUPPLIER],
    ),
  ).toEqual([]);
  const expected = await sql(
    `select rl.sku_code,
       sum(case when r.status = 'inspecting' then rl.counted_quantity else 0 end)::int as quarantined,
       sum(case when r.status in ('shelving', 'completed') then rl.qualified_quantity - rl.put_away_quantity else 0 end)::int as receiving,
       sum(rl.put_away_quantity)::int as shelved
     from wms.receipt_lines rl join wms.receipts r on r.id = rl.receipt_id where r.warehouse_id = $1 group by rl.sku_code order by rl.sku_code`,
    [W],
  );
  const stock = await sql(
    `select sku_id as sku_code,
       sum(case when location_id = '' then quarantined else 0 end)::int as quarantined,
       sum(case when location_id = '' then on_hand else 0 end)::int as receiving,
       sum(case when location_id <> '' then on_hand else 0 end)::int as shelved
     from wms.stock_balances where warehouse_id = $1 group by sku_id order by sku_id`,
    [W],
  );
  expect(stock.filter((r) => r.quarantined || r.receiving || r.shelved)).toEqual(expected.filter((r) => r.quarantined || r.receiving || r.shelved));
  expect(
    await sql(`select r.code from wms.receipts r join (select receipt_id, sum(counted_quantity) c, sum(rejected_quantity) j, sum(put_away_quantity) p
      from wms.receipt_lines group by receipt_id) s on s.receipt_id = r.id where r.total_counted <> s.c or r.total_rejected <> s.j or r.total_put_away <> s.p`),
  ).toEqual([]);
}

it('random receiving sequences keep ledger, receipts and purchase orders consistent', async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(step, { minLength: 10, maxLength: 25 }), async (steps) => {
      const orders = [await newOrder(), await newOrder()];
      const receipts: string[] = [];
      await apply({ kind: 'open', order: 0 }, orders, receipts);
      for (const s of steps) {
        await apply(s, orders, receipts);
        await consistent();
      }
    }),
    { numRuns: 10, seed: 20261126 },
  );
}, 120_000);
