// The purchase-order list (issue 20): 500,000 orders on PostgreSQL, the buyer's list filtered by supplier +
// status + order-date range through its HTTP route with a session, against the same page as raw SQL through
// `pg` (page + exact count), one request at a time: p50/p95 and the ratio; then the palette's lookup of an order
// number. Targets: list p95 ≤ 50 ms, route ÷ raw ≤ 1.5. Figures only, never asserted. The route and the raw
// statements are timed in turn, round after round, so neither is measured in a colder moment of the process.
// Env: BENCH_PG_URL (admin URL), BENCH_ROWS (500000), BENCH_SAMPLES (1000), BENCH_KEEP (keep the database).
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../../hub/server/src/app.ts';
import { LocalStorage } from '../../hub/server/src/files/storage.ts';
import { createIdentity } from '../../hub/server/src/identity/index.ts';
import { seedFinance } from '../../modules/finance/public.ts';
import { BASE, SERVICE } from '../../modules/purchase/entities/index.ts';
import { manifest as purchase } from '../../modules/purchase/server/manifest.ts';
import { purchaseServices } from '../../modules/purchase/server/services.ts';
import { benchDatabase } from './lib/bench-database.ts';
import { interleaved, jsonClient, p50p95, timed } from './lib/http-json.ts';
import { baseOf, signIn } from './lib/session.ts';
import { percentile } from './lib/stats.ts';

const ORDERS = Number(process.env.BENCH_ROWS ?? 500_000);
const SUPPLIERS = 200;
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 1000);
const { database, url, drop } = await benchDatabase('entrepot_bench_po');
await seedFinance(database, { demo: true, today: '2026-11-26' });

// Deterministic version-4 UUIDs (md5 with the version and variant digits set), as sku-list.ts.
const uuid = (seed: string) => `(overlay(overlay(md5(${seed}) placing '4' from 13) placing '8' from 17))::uuid`;
const exec = (text: string) => database.db.execute(sql.raw(text));
console.log(`purchase-orders: generating ${ORDERS.toLocaleString()} orders of ${SUPPLIERS} suppliers…`);
const loadStart = performance.now();
await exec(`insert into wms.warehouses (id, code, name, type) values (${uuid("'wh'")}, 'WH01', '深圳仓', 'local')`);
await exec(`
  insert into purchase.suppliers (id, code, name, type, status, is_new, currency_id, payment_term)
  select ${uuid("'p' || i")}, 'GYS' || lpad((i + 1)::text, 5, '0'), '基准供应商 ' || i, 'factory', 'active', false,
         (select id from finance.currencies where code = 'CNY'), 'monthly_30'
  from generate_series(0, ${SUPPLIERS - 1}) i`);
// Order i: supplier i % 200, a state by a spread (most received or receiving), an order day over two years
// (2025-01-01 … 2026-12-31), 20 a day each numbered in its day's series.
await exec(`
  insert into purchase.orders (id, code, supplier_id, purchase_type, status, warehouse_id, currency_id, tax_included, tax_rate,
                               order_date, plan_date, total_quantity, total_amount, tax_amount, created_at)
  select ${uuid("'o' || i")}, 'PO' || to_char(d.day, 'YYYYMMDD') || '-' || lpad((i % 700 + 1)::text, 4, '0'),
         ${uuid(`'p' || (i % ${SUPPLIERS})`)}, 'normal',
         (array['draft','pending','approved','approved','partial','completed','completed','completed','closed','invalid'])[1 + (i / ${SUPPLIERS}) % 10],
         ${uuid("'wh'")}, (select id from finance.currencies where code = 'CNY'), true, 13,
         d.day, d.day + 20, 100 + i % 900, (100 + i % 900) * 12.5, round((100 + i % 900) * 12.5 * 13 / 113, 2),
         d.day::timestamptz + (i % 86400) * interval '1 second'
  from generate_series(0, ${ORDERS - 1}) i
  cross join lateral (select date '2025-01-01' + ((i / 700) % 730)::int as day) d`);
await exec('vacuum analyze purchase.orders');
console.log(`loaded in ${((performance.now() - loadStart) / 1000).toFixed(1)} s`);

const identity = await createIdentity(database, { storage: new LocalStorage('/tmp/entrepot-bench-files') });
const app = await buildApp({ database, identity, manifests: [purchase], serveStatic: false });
await app.listen({ port: 0, host: '127.0.0.1' });
const base = baseOf(app.server);
const client = jsonClient(await signIn(base));

// Supplier 17's 待到货 orders of the first half of 2026, newest order day first, page 1 of 20.
const supplier = (await database.pool.query(`select ${uuid("'p17'")} as id`)).rows[0].id as string;
const filters = `supplier_id=${supplier}&status=approved&order_date_from=2026-01-01&order_date_to=2026-06-30`;
const route = `${base}${SERVICE}${BASE}/order/index?${filters}&page=1&per_page=20`;
const check = await client.get(route);
if (check.code !== 10000) throw new Error(`${check.code} ${check.message}`);
const pgClient = new pg.Client({ connectionString: url });
await pgClient.connect();
const where = `supplier_id = $1 and status = 'approved' and order_date >= '2026-01-01' and order_date <= '2026-06-30'`;
const raw = async () => {
  await pgClient.query(`select * from purchase.orders where ${where} order by order_date desc, id desc limit 20 offset 0`, [supplier]);
  await pgClient.query(`select count(*) from purchase.orders where ${where}`, [supplier]);
};
// What the route answers beside the page and its total: the status bar's counts under the other filters, and the
// titles of the page's references (supplier, warehouse, currency, buyer).
const fullRaw = async () => {
  const page = await pgClient.query(`select * from purchase.orders where ${where} order by order_date desc, id desc limit 20 offset 0`, [supplier]);
  await pgClient.query(`select count(*) from purchase.orders where ${where}`, [supplier]);
  await pgClient.query(
    `select status, count(*) from purchase.orders where supplier_id = $1 and order_date >= '2026-01-01' and order_date <= '2026-06-30' group by status`,
    [supplier],
  );
  const ids = (key: string) => [...new Set(page.rows.map((r) => r[key]).filter(Boolean))];
  await pgClient.query('select id, name from purchase.suppliers where id = any($1)', [ids('supplier_id')]);
  await pgClient.query('select id, name from wms.warehouses where id = any($1)', [ids('warehouse_id')]);
  await pgClient.query('select id, name from finance.currencies where id = any($1)', [ids('currency_id')]);
  await pgClient.query('select id, name from identity.users where id = any($1)', [ids('buyer_id')]);
};
// The route's own statements, captured from one request and replayed raw: the database's share of its time.
const captured: { text: string; values: unknown[] }[] = [];
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  const q = args[0] as string | { text: string; values?: unknown[] };
  captured.push(typeof q === 'string' ? { text: q, values: (args[1] as unknown[]) ?? [] } : { text: q.text, values: q.values ?? (args[1] as unknown[]) ?? [] });
  return (query as (...a: unknown[]) => unknown).apply(this, args);
} as typeof query;
await client.get(route);
pg.Client.prototype.query = query;
// A statement's generic plan looked at beside it (shared/server/db/generic-plans.ts) is no part of the request.
const own = captured.filter((c) => !c.text.includes('__entrepot_generic_probe'));
const ownRaw = async () => {
  for (const c of own) await pgClient.query(c.text, c.values);
};
const services = purchaseServices();
const filter = { supplier_id: supplier, status: 'approved', order_date_from: '2026-01-01', order_date_to: '2026-06-30' };
// Side by side, round after round (one request at a time): the route, the floor of any route here (an
// authenticated request whose handler reads nothing), the raw statements and the engine's list in process.
const samples = await interleaved(
  {
    route: async () => {
      const body = await client.get(route);
      if (body.code !== 10000) throw new Error(`${body.code} ${body.message}`);
    },
    floor: async () => {
      await client.get(`${base}/api-auth/api/v1/open/check/ticket`);
    },
    raw,
    fullRaw,
    ownRaw,
    engine: async () => {
      await services.order.list(database.db, { page: 1, perPage: 20, query: filter });
    },
  },
  SAMPLES,
);
const { route: routeSamples, floor: floorSamples, raw: rawSamples, fullRaw: fullRawSamples, ownRaw: ownRawSamples, engine: engineSamples } = samples;
const plan = await pgClient.query(`explain select * from purchase.orders where ${where} order by order_date desc, id desc limit 20`, [supplier]);
console.log(
  `purchase-order list: supplier + 待到货 + order day in 2026 H1 over ${ORDERS.toLocaleString()} orders (${check.data.total} matches), one request at a time`,
);
console.log(`  raw SQL (page + exact count)  ${p50p95(rawSamples)}`);
console.log(`  raw SQL (the route's answer)  ${p50p95(fullRawSamples)}   (+ status counts, reference titles)`);
console.log(`  raw SQL (the route's own ${captured.length})   ${p50p95(ownRawSamples)}   (its statements replayed: the database's share)`);
console.log(`  engine list, in process       ${p50p95(engineSamples)}`);
console.log(`  engine HTTP route             ${p50p95(routeSamples)}`);
console.log(`  HTTP floor (session, no work) ${p50p95(floorSamples)}   (an authenticated route that reads nothing)`);
const ratio = (of: number[]) => (percentile(routeSamples, 95) / percentile(of, 95)).toFixed(2);
console.log(
  `  ratio route ÷ raw (p95)       ${ratio(rawSamples)}× of page + count, ${ratio(fullRawSamples)}× of the same answer   (targets: p95 ≤ 50 ms, ratio ≤ 1.5)`,
);
console.log(`  plan: ${plan.rows.map((r) => r['QUERY PLAN']).join(' | ')}`);

// The palette: an order number typed into Ctrl+K.
const code = String((await database.pool.query(`select code from purchase.orders where id = ${uuid(`'o' || ${Math.floor(ORDERS / 4) + 7}`)}`)).rows[0].code);
const palette = await timed(async () => {
  const body = await client.get(`${base}/api-auth/api/v1/search?q=${code}`);
  if (!JSON.stringify(body.data).includes(code)) throw new Error(`palette did not find ${code}`);
}, 200);
console.log(`palette lookup of an order number   ${p50p95(palette)}`);

await pgClient.end();
client.close();
await app.close();
await drop();
