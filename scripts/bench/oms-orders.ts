// The orders area (issue 22), on PostgreSQL:
// 1. ingest: BENCH_INGEST (100,000) orders pulled from the fake marketplace through the adapter path — checked
//    by the rules (a blacklist entry, an abnormal rule, a designated channel) and packed — orders per second and
//    the process's peak memory (targets ≥ 500/s, ≤ 300 MB);
// 2. the order list over BENCH_ROWS (1,000,000) orders: status + sales account + order-time range with the status
//    counts, through its HTTP route against the same answer as raw SQL, one request at a time (targets p95 ≤ 50 ms,
//    route ÷ raw ≤ 1.5). Figures only, never asserted. Env: BENCH_PG_URL, BENCH_INGEST, BENCH_ROWS, BENCH_SAMPLES.
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../../hub/server/src/app.ts';
import { LocalStorage } from '../../hub/server/src/files/storage.ts';
import { createIdentity } from '../../hub/server/src/identity/index.ts';
import { BASE, SERVICE } from '../../modules/oms/entities/index.ts';
import { manifest as oms } from '../../modules/oms/server/manifest.ts';
import { fakeMarketplace } from '../../modules/oms/server/marketplace/fake-marketplace.ts';
import { pullAccount } from '../../modules/oms/server/pull.ts';
import { omsServices } from '../../modules/oms/server/services.ts';
import { benchDatabase } from './lib/bench-database.ts';
import { jsonClient, p50p95, timed } from './lib/http-json.ts';
import { baseOf, signIn } from './lib/session.ts';
import { percentile } from './lib/stats.ts';

const INGEST = Number(process.env.BENCH_INGEST ?? 100_000);
const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 500);
const ACCOUNTS = 200;
const { database, url, drop } = await benchDatabase('entrepot_bench_oms');
const exec = (text: string) => database.db.execute(sql.raw(text));
const uuid = (seed: string) => `(overlay(overlay(md5(${seed}) placing '4' from 13) placing '8' from 17))::uuid`;
const SKUS = Array.from({ length: 50 }, (_, i) => `BENCH-${String(i + 1).padStart(3, '0')}`);

await exec(`insert into wms.warehouses (id, code, name, type, status) values (${uuid("'wh'")}, 'WH001', '深圳仓', 'domestic', 'enabled')`);
await exec(`insert into catalogue.skus (id, code, spu_id, name, weight)
  select ${uuid("'sku' || i")}, 'BENCH-' || lpad(i::text, 3, '0'), ${uuid("'spu'")}, '基准商品 ' || i, 0.250 from generate_series(1, 50) i`);
await exec(`insert into accounts.sales_accounts (id, account_name, main_account_id, platform_code, site_id, site_code, status, account_key)
  select ${uuid("'acct' || i")}, 'bench-' || i, ${uuid("'shop'")}, (array['amazon','walmart','temu','shein'])[1 + i % 4], ${uuid("'site'")}, 'US', 'enabled',
         (array['amazon','walmart','temu','shein'])[1 + i % 4] || ':bench-' || i
  from generate_series(1, ${ACCOUNTS}) i`);
await exec(`insert into oms.blacklist (id, type, value, entry_key) values (${uuid("'bl'")}, 'buyer', 'Ahmed Khan', 'buyer:ahmed khan')`);
const s = omsServices();
const actor = { id: '00000000-0000-0000-0000-000000000000', name: '基准' };
await database.tx(async (tx) => {
  await s.rule.create(
    tx,
    { kind: 'abnormal', name: '大额', priority: 1, conditions: [{ field: 'total_amount', operator: 'gt', value: '200' }], actions: [{ action: 'flag' }] },
    actor,
  );
  await s.rule.create(
    tx,
    {
      kind: 'designated',
      name: '北美',
      priority: 1,
      conditions: [{ field: 'country', operator: 'in', value: 'US,CA' }],
      actions: [{ action: 'mark', value: '北美' }],
    },
    actor,
  );
});

// 1. Ingest through the adapter path: four accounts pulled in turn, pages of 500.
const before = process.memoryUsage().rss;
let peak = before;
const sampler = setInterval(() => {
  peak = Math.max(peak, process.memoryUsage().rss);
}, 50);
const fake = fakeMarketplace({
  start: new Date('2026-01-01T00:00:00Z'),
  intervalMs: 1000,
  skus: SKUS,
  limit: INGEST / 4,
  now: () => new Date('2027-01-01T00:00:00Z'),
});
const accounts = (await database.pool.query('select id, account_name, platform_code from accounts.sales_accounts order by account_name limit 4')).rows;
const started = performance.now();
let created = 0;
for (const account of accounts) {
  const r = await pullAccount(database, s, fake, account, { pageSize: 500, maxPages: 1_000_000 });
  if (r.error) throw new Error(r.error);
  created += r.created;
}
const seconds = (performance.now() - started) / 1000;
clearInterval(sampler);
const byStatus = (await database.pool.query('select status, count(*)::int as n from oms.orders group by status order by status')).rows;
console.log(
  `oms ingest: ${created.toLocaleString()} orders pulled from the fake marketplace (pages of 500, rules and packing applied) in ${seconds.toFixed(1)} s`,
);
const mb = (b: number) => Math.round(b / 1024 / 1024);
console.log(`  ${Math.round(created / seconds)} orders/s, peak RSS ${mb(peak)} MB (${mb(before)} MB before the pulls)   (targets ≥ 500/s, ≤ 300 MB)`);
console.log(`  statuses: ${byStatus.map((r) => `${r.status}=${r.n}`).join(' ')}`);

// 2. The order list over ROWS orders: generated in SQL (account i^2-skewed like ../shared/bench, statuses by the
// spec's spread, two years of order times), beside the ingested ones.
const listStart = performance.now();
await exec(`
  insert into oms.orders (id, code, platform_order_id, platform_code, account_id, status, ordered_at, buyer_name, country, currency,
                          total_amount, goods_amount, total_quantity, source, order_key, merge_key, warehouse_id)
  select ${uuid("'o' || i")}, 'SB' || lpad(i::text, 10, '0'), 'P-' || i, a.platform_code, a.id,
         (array['0','11','1','2','3','3','4','5','5','5','5','5','6','8','7'])[1 + (i * 7) % 15],
         timestamptz '2024-11-22 00:00:00+00' + (i * interval '730 days' / ${ROWS}),
         'Buyer ' || (i % 5000), (array['US','US','US','GB','DE','CA','JP'])[1 + i % 7], 'USD',
         round((3 + (i % 800))::numeric, 2), round((3 + (i % 800))::numeric, 2), 1 + i % 3, 'pull', 'bench:' || i, md5('m' || i), ${uuid("'wh'")}
  from generate_series(1, ${ROWS}) i
  cross join lateral (select id, platform_code from accounts.sales_accounts
                      where account_name = 'bench-' || (1 + floor(${ACCOUNTS} * power(((i * 2654435761::bigint) % 1000003) / 1000003.0, 2)))::int) a`);
await exec('vacuum analyze oms.orders');
console.log(`generated ${ROWS.toLocaleString()} orders in ${((performance.now() - listStart) / 1000).toFixed(1)} s`);

const identity = await createIdentity(database, { storage: new LocalStorage('/tmp/entrepot-bench-files') });
const app = await buildApp({ database, identity, manifests: [oms], serveStatic: false });
await app.listen({ port: 0, host: '127.0.0.1' });
const base = baseOf(app.server);
const client = jsonClient(await signIn(base));
// A big shop's 已发货 orders of the last 90 days of the data, newest first, page 1 of 20, with the status bar.
const account = String((await database.pool.query(`select id from accounts.sales_accounts where account_name = 'bench-3'`)).rows[0].id);
const from = '2026-08-24T00:00:00Z';
const to = '2026-11-22T00:00:00Z';
const route = `${base}${SERVICE}${BASE}/orders?status=5&account_id=${account}&ordered_at_from=${from}&ordered_at_to=${to}&page=1&per_page=20`;
const check = await client.get(route);
if (check.code !== 10000) throw new Error(`${check.code} ${check.message}`);
const pgClient = new pg.Client({ connectionString: url });
await pgClient.connect();
const others = 'account_id = $1 and ordered_at >= $2 and ordered_at <= $3';
const raw = async () => {
  const page = await pgClient.query(`select * from oms.orders where status = '5' and ${others} order by ordered_at desc, id desc limit 20`, [
    account,
    from,
    to,
  ]);
  await pgClient.query(`select count(*) from oms.orders where status = '5' and ${others}`, [account, from, to]);
  await pgClient.query(`select status, count(*) from oms.orders where ${others} group by status`, [account, from, to]);
  const ids = (key: string) => [...new Set(page.rows.map((r) => r[key]).filter(Boolean))];
  await pgClient.query('select id, account_name from accounts.sales_accounts where id = any($1)', [ids('account_id')]);
  await pgClient.query('select id, name from wms.warehouses where id = any($1)', [ids('warehouse_id')]);
};
const routeSamples = await timed(async () => {
  const body = await client.get(route);
  if (body.code !== 10000) throw new Error(`${body.code} ${body.message}`);
}, SAMPLES);
const rawSamples = await timed(raw, SAMPLES);
console.log(
  `oms order list: 已发货 + one big sales account + 90 days over ${(ROWS + created).toLocaleString()} orders (${check.data.total} matches), with the status counts, one request at a time`,
);
console.log(`  raw SQL (page, count, counts, titles)  ${p50p95(rawSamples)}`);
console.log(`  HTTP route                             ${p50p95(routeSamples)}`);
console.log(
  `  ratio route ÷ raw (p95)                ${(percentile(routeSamples, 95) / percentile(rawSamples, 95)).toFixed(2)}   (targets: p95 ≤ 50 ms, ratio ≤ 1.5)`,
);

await pgClient.end();
client.close();
await app.close();
await drop();
