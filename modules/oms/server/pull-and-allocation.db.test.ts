// Pulling and allocating under pressure: a thousand pulls of one account, two at a time, against a marketplace that
// repeats the end of the previous page, fails and hangs (seeded, so every run is the same) store each order exactly
// once and end at the stream's cursor; fifty packages audited at once for ten units reserve exactly ten, and the
// units given back go to the oldest waiting packages first.
import { createTestApp, manifestsNamed, type TestApp } from '@entrepot/hub-server/testing';
import { systemActor } from '@entrepot/server-kit/entity';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { incomingOrder } from '../domain/incoming.ts';
import { ingestOrders } from './ingest.ts';
import { type FakeOptions, fakeMarketplace, fakeOrder } from './marketplace/fake-marketplace.ts';
import { auditPackages, cancelPackages } from './packages.ts';
import { type PullResult, pullAccount } from './pull.ts';
import { omsServices } from './services.ts';
import { anOrder, receive, salesAccount, skuWith, sqlOf, warehouseWith } from './test-kit.ts';

let t: TestApp;
const sql = sqlOf(() => t);
const s = omsServices();
const actor = systemActor('测试');
let W: string;

/** A small seeded PRNG: the same seed gives the same failures and hangs on every run. */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let r = Math.imul(a ^ (a >>> 15), 1 | a);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
}

beforeAll(async () => {
  t = await createTestApp(await manifestsNamed('oms', 'wms'));
  // One warehouse for both blocks: new orders go to the first enabled warehouse by code.
  W = await warehouseWith(t, 'WH-PULL-RACE');
  await skuWith(t, 'PULL-SKU-1');
  await skuWith(t, 'RACE-SKU');
});
afterAll(async () => t?.close());

describe('拉单幂等', () => {
  it('1,000 pulls, two at a time, through overlaps, failures and hangs store each of the 300 orders once', async () => {
    const account = await salesAccount(t, 'pull-idem');
    const options: FakeOptions = {
      start: new Date('2026-11-01T00:00:00Z'),
      intervalMs: 60_000,
      skus: ['PULL-SKU-1'],
      now: () => new Date('2026-12-01T00:00:00Z'),
      overlap: 3,
      failRate: 0.25,
      hangRate: 0.05,
      random: mulberry32(42),
      limit: 300,
    };
    const adapter = fakeMarketplace(options);
    const pull = () => pullAccount(t.db.database, s, adapter, account, { pageSize: 7, maxPages: 1, timeoutMs: 25 });
    const results: PullResult[] = [];
    const began = performance.now();
    for (let i = 0; i < 500; i++) results.push(...(await Promise.all([pull(), pull()])));
    const elapsed = performance.now() - began;

    const failed = results.filter((r) => r.error !== null);
    const stored = results.filter((r) => r.pages > 0);
    const lostRace = results.filter((r) => r.error === null && r.pages === 0);
    console.info(
      `[拉单幂等] ${results.length} pulls in ${Math.round(elapsed)} ms on ${t.db.database.kind}: ${failed.length} failed ` +
        `(${failed.filter((r) => r.error?.includes('超时')).length} timed out), ${stored.length} stored a page, ${lostRace.length} lost the race`,
    );
    expect(results).toHaveLength(1000);
    expect(failed.length).toBeGreaterThan(0);
    expect(failed.some((r) => r.error?.includes('超时'))).toBe(true);
    // Two pulls read the same cursor and both fetched: the second to lock found the cursor moved and stored nothing.
    expect(lostRace.length).toBeGreaterThan(0);
    expect(results.every((r) => r.rejected.length === 0)).toBe(true);
    expect(results.reduce((n, r) => n + r.created, 0)).toBe(300);

    const [counts] = await sql('select count(*)::int as n, count(distinct platform_order_id)::int as distinct_ids from oms.orders where account_id = $1', [
      account.id,
    ]);
    expect(counts).toEqual({ n: 300, distinct_ids: 300 });
    const expected = Array.from({ length: 300 }, (_, i) => fakeOrder(account, i + 1, options));
    const ids = (await sql('select platform_order_id from oms.orders where account_id = $1', [account.id])).map((r) => r.platform_order_id as string);
    expect(new Set(ids)).toEqual(new Set(expected.map((o) => o.platform_order_id)));
    const [state] = await sql('select cursor, orders_in from oms.pull_states where account_id = $1', [account.id]);
    expect(state).toMatchObject({ cursor: 'n:300', orders_in: 300 });
    const [lines] = await sql(
      'select count(*)::int as n, coalesce(sum(l.quantity), 0)::int as units from oms.order_lines l join oms.orders o on o.id = l.order_id where o.account_id = $1',
      [account.id],
    );
    expect(lines).toEqual({
      n: expected.reduce((n, o) => n + o.lines.length, 0),
      units: expected.reduce((n, o) => n + o.lines.reduce((q, l) => q + l.quantity, 0), 0),
    });
  }, 180_000);
});

describe('库存分配争用', () => {
  it('50 audits at once for 10 units reserve exactly 10; units given back go to the oldest waiting packages', async () => {
    const account = await salesAccount(t, 'race');
    await receive(t, W, 'RACE-SKU', 10);
    const incoming = Array.from({ length: 50 }, (_, i) =>
      incomingOrder.parse(anOrder({ sku: 'RACE-SKU', who: `Race ${i + 1}`, at: new Date(Date.UTC(2026, 10, 5, 0, i)).toISOString() })),
    );
    const { created } = await t.db.database.tx((tx) => ingestOrders(tx, s, account, incoming, 'pull', actor));
    expect(created).toHaveLength(50);
    const packagesOfRace = () =>
      sql("select p.id, p.status, p.ordered_at, p.warehouse_id from oms.packages p where p.account_id = $1 and p.status <> '90' order by p.ordered_at, p.id", [
        account.id,
      ]);
    const before = await packagesOfRace();
    expect(before).toHaveLength(50);
    expect(before.every((p) => p.status === '20' && p.warehouse_id === W)).toBe(true);

    await Promise.all(before.map((p) => t.db.database.tx((tx) => auditPackages(tx, s, t.outbox, [p.id], actor))));
    const audited = await packagesOfRace();
    const byStatus = <R extends { status: string }>(rows: R[], status: string) => rows.filter((p) => p.status === status);
    expect(byStatus(audited, '50')).toHaveLength(10);
    expect(byStatus(audited, '40')).toHaveLength(40);
    const balance = async () =>
      (
        await sql(
          "select sum(reserved)::int as reserved, sum(on_hand)::int as on_hand, count(*) filter (where reserved > on_hand)::int as over from wms.stock_balances where sku_id = 'RACE-SKU'",
        )
      )[0];
    expect(await balance()).toEqual({ reserved: 10, on_hand: 10, over: 0 });

    // 撤销 the ten that got stock: the ledger's events hand it to the forty waiting, oldest order first.
    const allocated = byStatus(audited, '50').map((p) => p.id as string);
    const waiting = byStatus(audited, '40'); // already in ordered_at order
    await t.db.database.tx((tx) => cancelPackages(tx, s, t.outbox, allocated, actor));
    await t.outbox.dispatch();
    await t.outbox.dispatch();
    const after = await packagesOfRace();
    expect(after).toHaveLength(40);
    expect(
      byStatus(after, '50')
        .map((p) => p.id)
        .sort(),
    ).toEqual(
      waiting
        .slice(0, 10)
        .map((p) => p.id)
        .sort(),
    );
    expect(byStatus(after, '40')).toHaveLength(30);
    expect(await balance()).toEqual({ reserved: 10, on_hand: 10, over: 0 });
  }, 120_000);
});
