// Scanning into a receipt (issue 21): one receipt of 100 SKUs, a SKU scanned every 300 ms (200 a minute) for
// BENCH_SECONDS, each scan's answer timed through its HTTP route, while a second client reads the stock list by
// location without pause over 100,000 balance rows; beside it, the scan's statements as raw SQL through `pg`.
// Target: each scan answered at p95 ≤ 100 ms. Figures only, never asserted.
// Env: BENCH_PG_URL (admin URL), BENCH_SECONDS (60), BENCH_KEEP (keep the database).
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../../hub/server/src/app.ts';
import { LocalStorage } from '../../hub/server/src/files/storage.ts';
import { createIdentity } from '../../hub/server/src/identity/index.ts';
import { manifest as purchase } from '../../modules/purchase/server/manifest.ts';
import { manifest as wms } from '../../modules/wms/server/manifest.ts';
import { benchDatabase } from './lib/bench-database.ts';
import { jsonClient, p50p95, timed } from './lib/http-json.ts';
import { baseOf, signIn } from './lib/session.ts';
import { percentile } from './lib/stats.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const SKUS = 100;
const { database, url, drop } = await benchDatabase('entrepot_bench_goods_in');
const uuid = (seed: string) => `(overlay(overlay(md5(${seed}) placing '4' from 13) placing '8' from 17))::uuid`;
const exec = (text: string) => database.db.execute(sql.raw(text));
await exec(`insert into wms.warehouses (id, code, name, type) values (${uuid("'wh'")}, 'WH01', '深圳仓', 'domestic')`);
await exec(
  `insert into purchase.suppliers (id, code, name, status, currency_id) values (${uuid("'sup'")}, 'GYS00001', '基准供应商', 'active', ${uuid("'cny'")})`,
);
await exec(`insert into catalogue.skus (id, code, spu_id, name) select ${uuid("'s' || i")}, 'BN' || lpad(i::text, 4, '0') || '-BLK-M', ${uuid("'spu'")}, '基准 ' || i
  from generate_series(0, ${SKUS - 1}) i`);
await exec(`insert into purchase.orders (id, code, supplier_id, status, warehouse_id, currency_id)
  values (${uuid("'po'")}, 'PO20261126-0001', ${uuid("'sup'")}, 'approved', ${uuid("'wh'")}, ${uuid("'cny'")})`);
await exec(`insert into purchase.order_lines (id, order_id, sku_id, quantity, price)
  select ${uuid("'l' || i")}, ${uuid("'po'")}, ${uuid("'s' || i")}, 100000, 10 from generate_series(0, ${SKUS - 1}) i`);
// The stock list's rows: 1,000 locations × 100 SKUs of other stock in the warehouse.
await exec(`insert into wms.stock_balances (warehouse_id, location_id, sku_id, on_hand)
  select ${uuid("'wh'")}::text, 'A-' || lpad((i / 100)::text, 4, '0'), 'ST' || lpad((i % 100)::text, 4, '0'), 1 + i % 50
  from generate_series(0, 99999) i`);
await exec('vacuum analyze wms.stock_balances');

const identity = await createIdentity(database, { storage: new LocalStorage('/tmp/entrepot-bench-files') });
const app = await buildApp({ database, identity, manifests: [purchase, wms], serveStatic: false });
await app.listen({ port: 0, host: '127.0.0.1' });
const base = baseOf(app.server);
const session = await signIn(base);
const scanner = jsonClient(session);
const reader = jsonClient(session);
const api = `${base}/api-wms/api/v1/wms`;
const opened = await scanner.post(`${api}/receipt/scanOrder`, { code: 'PO20261126-0001' });
if (opened.code !== 10000) throw new Error(`${opened.code} ${opened.message}`);
const receipt = opened.data.id as string;
const codes = (opened.data.receipt.lines as { sku_code: string }[]).map((l) => l.sku_code);

// The stock list read without pause while the scans run.
let reading = true;
const reads: number[] = [];
const readLoop = (async () => {
  while (reading) {
    const start = performance.now();
    const body = await reader.get(`${api}/stock?dimension=location&warehouse_id=${opened.data.receipt.warehouse_id}&page=1&per_page=50`);
    if (body.code !== 10000) throw new Error(`${body.code} ${body.message}`);
    reads.push(performance.now() - start);
  }
})();
const scans: number[] = [];
const until = performance.now() + SECONDS * 1000;
for (let i = 0; performance.now() < until; i++) {
  const due = performance.now() + 300;
  const start = performance.now();
  const body = await scanner.post(`${api}/receipt/${receipt}/scan`, { code: codes[i % codes.length] });
  if (body.code !== 10000) throw new Error(`${body.code} ${body.message}`);
  scans.push(performance.now() - start);
  await new Promise((r) => setTimeout(r, Math.max(0, due - performance.now())));
}
reading = false;
await readLoop;

// The same scan as raw SQL: lock the receipt, read its lines, add one to a line, sum the header again.
const pgClient = new pg.Client({ connectionString: url });
await pgClient.connect();
let n = 0;
const raw = await timed(async () => {
  await pgClient.query('begin');
  await pgClient.query('select * from wms.receipts where id = $1 for update', [receipt]);
  const lines = await pgClient.query('select * from wms.receipt_lines where receipt_id = $1 order by created_at, id', [receipt]);
  const line = lines.rows[n++ % lines.rows.length];
  await pgClient.query('update wms.receipt_lines set counted_quantity = counted_quantity + 1, version = version + 1 where id = $1', [line.id]);
  await pgClient.query(
    `update wms.receipts set total_counted = (select sum(counted_quantity) from wms.receipt_lines where receipt_id = $1),
       total_expected = (select sum(expected_quantity) from wms.receipt_lines where receipt_id = $1) where id = $1 returning *`,
    [receipt],
  );
  await pgClient.query('commit');
  await pgClient.query('select * from wms.receipt_lines where receipt_id = $1', [receipt]);
}, 500);
const counted = (await pgClient.query('select total_counted from wms.receipts where id = $1', [receipt])).rows[0].total_counted;
console.log(`goods-in scanning: one receipt of ${SKUS} SKUs, a scan every 300 ms for ${SECONDS} s, the stock list (100,000 rows) read without pause`);
console.log(
  `  scans answered          ${String(scans.length).padStart(5)}  ${p50p95(scans)}   (${((scans.length / SECONDS) * 60).toFixed(0)} a minute; target p95 ≤ 100 ms)`,
);
console.log(`  stock list reads        ${String(reads.length).padStart(5)}  ${p50p95(reads)}`);
console.log(`  raw SQL of one scan            ${p50p95(raw)}   ratio route ÷ raw (p95) ${(percentile(scans, 95) / percentile(raw, 95)).toFixed(2)}×`);
console.log(`  receipt total counted ${counted} (scans + raw runs)`);
await pgClient.end();
scanner.close();
reader.close();
await app.close();
await drop();
