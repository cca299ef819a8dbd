// The catalogue benchmark (issue 8): 200,000 SKUs on PostgreSQL; the SKU list filtered by category + status +
// keyword through its HTTP route with a session, against the same page as raw SQL through `pg` (page + exact
// count), one request at a time: p50/p95 and the ratio; then the palette's lookup of an exact SKU code.
// Targets: list p95 ≤ 50 ms and route ÷ raw ≤ 1.5; palette ≤ 30 ms. Figures only, never asserted.
import http from 'node:http';
import { openDatabase } from '@entrepot/server-kit/db';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../../hub/server/src/app.ts';
import { LocalStorage } from '../../hub/server/src/files/storage.ts';
import { createIdentity } from '../../hub/server/src/identity/index.ts';
import { seedIdentity } from '../../hub/server/src/identity/seed.ts';
import { migrationsFolder } from '../../hub/server/src/main-paths.ts';
import { manifest as catalogue } from '../../modules/catalogue/server/manifest.ts';
import { catalogueServices } from '../../modules/catalogue/server/services.ts';
import { baseOf, signIn } from './lib/session.ts';
import { percentile } from './lib/stats.ts';

const SKUS = Number(process.env.BENCH_ROWS ?? 200_000);
// 2,000 samples: at 300 a p95 moved by milliseconds between runs (a handful of slow requests decided it).
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 2000);
const adminUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const url = new URL(adminUrl);
url.pathname = '/entrepot_bench_sku';

const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query('drop database if exists entrepot_bench_sku with (force)');
await admin.query('create database entrepot_bench_sku');
const database = await openDatabase({ databaseUrl: url.toString(), dataDir: '', poolSize: 4 });
await database.migrate(migrationsFolder);
await seedIdentity(database, { adminPassword: 'Admin@2026!x', demo: false });

// 200 categories, 20,000 SPUs of 10 SKUs each: every SKU carries its SPU's category (denormalised for lists).
// Ids are deterministic version-4 UUIDs (md5 with the version and variant digits set): reference filters
// take well-formed UUIDs only.
const uuid = (seed: string) => `(overlay(overlay(md5(${seed}) placing '4' from 13) placing '8' from 17))::uuid`;
console.log(`sku-list: generating ${SKUS.toLocaleString()} SKUs…`);
await database.db.execute(sql`
  insert into catalogue.categories (id, code, name, level, sort)
  select ${sql.raw(uuid("'c' || i"))}, 'C' || lpad(i::text, 4, '0'), '分类 ' || i, 1, i from generate_series(1, 200) i`);
await database.db.execute(
  sql.raw(`
  insert into catalogue.spus (id, code, name, category_id, status)
  select ${uuid("'s' || i")}, 'SP' || lpad(i::text, 6, '0'), '商品 ' || i, ${uuid("'c' || (1 + i % 200)")},
         (array['developing','reviewing','on_sale','suspended','clearance','retired'])[1 + i % 6]
  from generate_series(1, ${Math.ceil(SKUS / 10)}) i`),
);
await database.db.execute(
  sql.raw(`
  insert into catalogue.skus (id, code, spu_id, category_id, name, status, sale_price)
  select ${uuid("'k' || i")}, 'SP' || lpad((1 + i / 10)::text, 6, '0') || '-' || lpad((i % 10)::text, 2, '0'),
         ${uuid("'s' || (1 + i / 10)")}, ${uuid("'c' || (1 + (1 + i / 10) % 200)")},
         (array['男款','女款','儿童','家居','户外'])[1 + i % 5] || ' ' || (array['T恤','卫衣','收纳盒','毛巾','水杯'])[1 + (i / 5) % 5] || ' ' || i,
         (array['developing','on_sale','on_sale','suspended','clearance','retired'])[1 + i % 6], (10 + i % 90)::numeric + 0.99
  from generate_series(0, ${SKUS - 1}) i`),
);
await database.db.execute(sql`vacuum analyze catalogue.skus`);

const identity = await createIdentity(database, { storage: new LocalStorage('/tmp/entrepot-bench-files') });
const app = await buildApp({ database, identity, manifests: [catalogue], serveStatic: false });
await app.listen({ port: 0, host: '127.0.0.1' });
const base = baseOf(app.server);
const session = await signIn(base);
const headers = { authorization: `Bearer ${session.token}`, 'x-ticket': session.ticket };
// node:http on one kept-alive socket: the lightest client (it runs in the server's process here).
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
const getJson = (target: string) =>
  new Promise<{ code: number; message: string; data: unknown }>((resolve, reject) => {
    http
      .get(target, { agent, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve(JSON.parse(Buffer.concat(chunks).toString('utf8'))));
        res.on('error', reject);
      })
      .on('error', reject);
  });

async function timed(run: () => Promise<void>): Promise<number[]> {
  for (let i = 0; i < 20; i++) await run(); // warm-up
  const samples: number[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    const start = performance.now();
    await run();
    samples.push(performance.now() - start);
  }
  return samples;
}
const fmt = (s: number[]) => `p50 ${percentile(s, 50).toFixed(1).padStart(6)} ms  p95 ${percentile(s, 95).toFixed(1).padStart(6)} ms`;

// Category 17, 在售, name containing 卫衣 (about 200 matches), newest first, page 1 of 20.
const category = (await database.pool.query(`select ${uuid("'c17'")} as id`)).rows[0].id as string;
const route = `${base}/api-product/api/v1/product/skus?category_id=${category}&status=on_sale&name=${encodeURIComponent('卫衣')}&page=1&per_page=20`;
const check = (await getJson(route)) as { code: number; message: string; data: { total: number } };
if (check.code !== 10000) throw new Error(`${check.code} ${check.message}`);
const client = new pg.Client({ connectionString: url.toString() });
await client.connect();
const where = `category_id = $1 and status = 'on_sale' and name ilike '%卫衣%'`;
const raw = async () => {
  await client.query(`select * from catalogue.skus where ${where} order by created_at desc, id desc limit 20 offset 0`, [category]);
  await client.query(`select count(*) from catalogue.skus where ${where}`, [category]);
};
const routeSamples = await timed(async () => {
  const body = await getJson(route);
  if (body.code !== 10000) throw new Error(`${body.code} ${body.message}`);
});
const rawSamples = await timed(raw);
// The same list through the engine in this process, without HTTP and the session: what the statement and
// the engine's own work cost, apart from the request's transport.
const services = catalogueServices();
const listQuery = { category_id: category, status: 'on_sale', name: '卫衣' };
const engineSamples = await timed(async () => {
  await services.sku.list(database.db, { page: 1, perPage: 20, query: listQuery });
});
console.log(`SKU list: category + 在售 + name contains 卫衣 over ${SKUS.toLocaleString()} SKUs (${check.data.total} matches), one request at a time`);
console.log(`  raw SQL (page + exact count)  ${fmt(rawSamples)}`);
console.log(`  engine list, in process       ${fmt(engineSamples)}`);
console.log(`  engine HTTP route             ${fmt(routeSamples)}`);
console.log(`  ratio route ÷ raw (p95)       ${(percentile(routeSamples, 95) / percentile(rawSamples, 95)).toFixed(2)}×   (targets: p95 ≤ 50 ms, ratio ≤ 1.5)`);

// The palette: an exact SKU code typed into Ctrl+K (the hub asks every module's search provider).
const code = 'SP012345-07';
const palette = await timed(async () => {
  const body = await getJson(`${base}/api-auth/api/v1/search?q=${code}`);
  if (!JSON.stringify(body.data).includes(code)) throw new Error(`palette did not find ${code}: ${JSON.stringify(body).slice(0, 200)}`);
});
console.log(`palette lookup of an exact SKU code  ${fmt(palette)}   (target ≤ 30 ms)`);

await client.end();
agent.destroy();
await app.close();
await database.close();
if (!process.env.BENCH_KEEP) await admin.query('drop database if exists entrepot_bench_sku with (force)');
await admin.end();
