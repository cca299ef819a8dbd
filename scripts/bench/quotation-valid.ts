// The purchase benchmark: "which quotation applies" (`POST /api-purchase/api/v1/purchase/quotation/valid`) for
// 100 SKUs at once over 200,000 quotations on PostgreSQL. The route through HTTP with a session (the app
// listening on a port of this process, node:http on one kept-alive socket, as sku-list.ts), the same lookup
// in process without HTTP, and the route's one statement run raw through the pg pool, one request at a time,
// on the same 100-SKU sets: p50/p95/p99, and the statement's plan.
// Target: route p95 ≤ 20 ms for 100 SKUs. Figures only, never asserted.
// Env: BENCH_PG_URL (admin URL), BENCH_SAMPLES (300), BENCH_WARMUP (30), BENCH_KEEP (keep the database).
import http from 'node:http';
import { openDatabase } from '@entrepot/server-kit/db';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { buildApp } from '../../hub/server/src/app.ts';
import { LocalStorage } from '../../hub/server/src/files/storage.ts';
import { createIdentity } from '../../hub/server/src/identity/index.ts';
import { seedIdentity } from '../../hub/server/src/identity/seed.ts';
import { migrationsFolder } from '../../hub/server/src/main-paths.ts';
import { seedFinance } from '../../modules/finance/public.ts';
import { BASE, SERVICE } from '../../modules/purchase/entities/index.ts';
import { manifest as purchase } from '../../modules/purchase/server/manifest.ts';
import { ratesFor, validQuotations, validStatement } from '../../modules/purchase/server/quotation-valid.ts';
import { baseOf, signIn } from './lib/session.ts';
import { percentile } from './lib/stats.ts';

const SKUS = 5_000;
const SUPPLIERS = 200;
const QUOTATIONS = 200_000;
const SUPPLIERS_PER_SKU = 8; // 40 quotations per SKU: 5 from each of 8 suppliers (periods, revisions)
const PER_REQUEST = 100;
const DAY = '2026-06-01';
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 300);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 30);
const DB_NAME = 'entrepot_bench_quotation';
const adminUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const url = new URL(adminUrl);
url.pathname = `/${DB_NAME}`;

const started = performance.now();
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`drop database if exists ${DB_NAME} with (force)`);
await admin.query(`create database ${DB_NAME}`);
const database = await openDatabase({ databaseUrl: url.toString(), dataDir: '', poolSize: 4 });
await database.migrate(migrationsFolder);
await seedIdentity(database, { adminPassword: 'Admin@2026!x', demo: false });
// Currencies (CNY the base, USD…) and four months of demo rates up to the day asked, as purchase.db.test.ts.
await seedFinance(database, { demo: true, today: DAY });

// Deterministic version-4 UUIDs (md5 with the version and variant digits set), as sku-list.ts; `h(seed)` a
// deterministic non-negative hash for the spreads (statuses, days, prices), so every run has the same data.
const uuid = (seed: string) => `(overlay(overlay(md5(${seed}) placing '4' from 13) placing '8' from 17))::uuid`;
const h = (seed: string) => `(hashtext(${seed})::bigint & 2147483647)`;
const exec = (text: string) => database.db.execute(sql.raw(text));

console.log(`quotation-valid: generating ${SKUS.toLocaleString()} SKUs, ${SUPPLIERS} suppliers, ${QUOTATIONS.toLocaleString()} quotations with their breaks…`);
const loadStart = performance.now();
await exec(`
  insert into catalogue.skus (id, code, spu_id, name, status)
  select ${uuid("'k' || i")}, 'QV' || lpad((i / 10)::text, 4, '0') || '-' || lpad((i % 10)::text, 2, '0'),
         ${uuid("'s' || (i / 10)")}, '报价测试 SKU ' || i, 'on_sale'
  from generate_series(0, ${SKUS - 1}) i`);
await exec(`
  insert into purchase.suppliers (id, code, name, type, status, is_new, currency_id, payment_term, lead_days)
  select ${uuid("'p' || i")}, 'GYS' || lpad((i + 1)::text, 5, '0'), '基准供应商 ' || i,
         (array['factory','trader','alibaba','workshop'])[1 + i % 4], 'active', false,
         (select id from finance.currencies where code = 'CNY'),
         (array['prepaid','on_delivery','monthly_30','monthly_60','alibaba_period'])[1 + i % 5], 7 + i % 20
  from generate_series(0, ${SUPPLIERS - 1}) i`);
// Quotation i is for SKU i % 5000 (so a SKU's 40 quotations are spread over the table, as if entered over a
// year), from the SKU's (i / 5000) % 8-th supplier. 80 % active, 10 % draft, 10 % expired; valid from a day
// between 2025-06-01 and 2026-05-31; 40 % open-ended, else valid 30–499 days; 90 % in CNY, 10 % in USD.
await exec(`
  insert into purchase.quotations (id, code, supplier_id, sku_id, currency_id, tax_included, lead_days,
                                   valid_from, valid_to, status, approved_at, created_at)
  select ${uuid("'q' || i")}, 'BJ' || lpad((i + 1)::text, 6, '0'),
         ${uuid(`'p' || ((sku * 37 + ((i / ${SKUS}) % ${SUPPLIERS_PER_SKU}) * 23) % ${SUPPLIERS})`)}, ${uuid("'k' || sku")},
         case when ${h("'cur' || i")} % 10 = 0 then usd.id else cny.id end, true, 3 + i % 30,
         d.valid_from,
         case when ${h("'to' || i")} % 10 < 4 then null else d.valid_from + (30 + ${h("'len' || i")} % 470)::int end,
         s.status,
         case when s.status <> 'draft' then d.valid_from::timestamptz end,
         d.valid_from::timestamptz - interval '3 days'
  from generate_series(0, ${QUOTATIONS - 1}) i
  cross join lateral (select i % ${SKUS} as sku) k
  cross join lateral (select date '2025-06-01' + (${h("'from' || i")} % 365)::int as valid_from) d
  cross join lateral (select case when ${h("'st' || i")} % 10 < 8 then 'active'
                                  when ${h("'st' || i")} % 10 = 8 then 'draft' else 'expired' end as status) s
  cross join (select id from finance.currencies where code = 'CNY') cny
  cross join (select id from finance.currencies where code = 'USD') usd`);
// 1–3 breaks each (from 1, 100, 500 pieces; each 5 % cheaper than the one before); a USD price is ÷ 7.
await exec(`
  insert into purchase.quotation_breaks (id, quotation_id, min_quantity, price)
  select ${uuid("'b' || q.i || '-' || j")}, ${uuid("'q' || q.i")}, (array[1, 100, 500])[j],
         round(q.base * (1 - 0.05 * (j - 1)), 2)
  from (select i, 1 + ${h("'n' || i")} % 3 as n,
               (2 + (${h("'price' || i")} % 4800) / 100.0) / case when ${h("'cur' || i")} % 10 = 0 then 7 else 1 end as base
        from generate_series(0, ${QUOTATIONS - 1}) i) q
  cross join lateral generate_series(1, q.n) j`);
await exec(`
  update purchase.quotations qt set breaks_text = b.text
  from (select quotation_id, string_agg(min_quantity || '件起 ' || price, '；' order by min_quantity) as text
        from purchase.quotation_breaks group by quotation_id) b
  where b.quotation_id = qt.id`);
// What each supplier supplies: the SKU's 8 suppliers, the first its default.
await exec(`
  insert into purchase.supplier_skus (id, supplier_id, sku_id, supplier_item_code, reference_price, is_default, status)
  select ${uuid("'ss' || sku || '-' || n")}, ${uuid(`'p' || ((sku * 37 + n * 23) % ${SUPPLIERS})`)}, ${uuid("'k' || sku")},
         'HH' || sku || '-' || n, 10 + sku % 40, n = 0, 'enabled'
  from generate_series(0, ${SKUS - 1}) sku cross join generate_series(0, ${SUPPLIERS_PER_SKU - 1}) n`);
for (const table of ['catalogue.skus', 'purchase.suppliers', 'purchase.quotations', 'purchase.quotation_breaks', 'purchase.supplier_skus'])
  await exec(`vacuum analyze ${table}`);
await exec('analyze');
const loadMs = performance.now() - loadStart;

const count = async (text: string) => Number((await database.pool.query(text)).rows[0].n);
const counts = {
  skus: await count('select count(*) as n from catalogue.skus'),
  suppliers: await count("select count(*) as n from purchase.suppliers where status = 'active'"),
  quotations: await count('select count(*) as n from purchase.quotations'),
  active: await count("select count(*) as n from purchase.quotations where status = 'active'"),
  inForce: await count(
    `select count(*) as n from purchase.quotations where status = 'active' and valid_from <= '${DAY}' and (valid_to is null or valid_to >= '${DAY}')`,
  ),
  usd: await count("select count(*) as n from purchase.quotations q join finance.currencies c on c.id = q.currency_id where c.code = 'USD'"),
  breaks: await count('select count(*) as n from purchase.quotation_breaks'),
  supplierSkus: await count('select count(*) as n from purchase.supplier_skus'),
  defaults: await count('select count(*) as n from purchase.supplier_skus where is_default'),
};
const pct = (n: number) => `${((100 * n) / counts.quotations).toFixed(0)} %`;
console.log(`loaded in ${(loadMs / 1000).toFixed(1)} s:`);
console.log(`  catalogue.skus             ${counts.skus.toLocaleString().padStart(9)}`);
console.log(`  purchase.suppliers         ${counts.suppliers.toLocaleString().padStart(9)}  (active, CNY)`);
console.log(
  `  purchase.quotations        ${counts.quotations.toLocaleString().padStart(9)}  (active ${pct(counts.active)}, active and in force on ${DAY} ${counts.inForce.toLocaleString()} = ${pct(counts.inForce)}, USD ${pct(counts.usd)})`,
);
console.log(`  purchase.quotation_breaks  ${counts.breaks.toLocaleString().padStart(9)}`);
console.log(`  purchase.supplier_skus     ${counts.supplierSkus.toLocaleString().padStart(9)}  (${counts.defaults.toLocaleString()} default)`);

// The request bodies: 100 distinct random SKUs each, quantity 1..800, from a seeded generator; the warm-up
// and the measured series of every method run over the same sets, in the same order.
const skuIds = (await database.pool.query<{ id: string }>('select id from catalogue.skus order by code')).rows.map((r) => r.id);
let seed = 20260601;
const random = () => {
  seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0;
  return seed / 2 ** 32;
};
const bodies = Array.from({ length: WARMUP + SAMPLES }, () => {
  const picked = new Set<string>();
  while (picked.size < PER_REQUEST) picked.add(skuIds[Math.floor(random() * skuIds.length)]!);
  return { items: [...picked].map((sku_id) => ({ sku_id, quantity: 1 + Math.floor(random() * 800) })), date: DAY };
});

const identity = await createIdentity(database, { storage: new LocalStorage('/tmp/entrepot-bench-files') });
const app = await buildApp({ database, identity, manifests: [purchase], serveStatic: false });
await app.listen({ port: 0, host: '127.0.0.1' });
const base = baseOf(app.server);
const session = await signIn(base);
const route = `${base}${SERVICE}${BASE}/quotation/valid`;
// node:http on one kept-alive socket: the lightest client (it runs in the server's process here).
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
type Answer = { code: number; message: string; data: { sku_id: string; quotation: { currency_id: string } | null }[] };
const postJson = (target: string, body: unknown) =>
  new Promise<Answer>((resolve, reject) => {
    const payload = Buffer.from(JSON.stringify(body));
    const req = http.request(
      target,
      {
        method: 'POST',
        agent,
        headers: {
          authorization: `Bearer ${session.token}`,
          'x-ticket': session.ticket,
          'content-type': 'application/json',
          'content-length': payload.length,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve(JSON.parse(Buffer.concat(chunks).toString('utf8'))));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });

type Body = (typeof bodies)[number];
// The methods take turns on each body (route, in process, raw…), so a slow spell of this 2-core box or a GC
// falls on all of them alike rather than on whichever series ran then.
async function timed(methods: ((body: Body) => Promise<void>)[]): Promise<number[][]> {
  const samples = methods.map(() => [] as number[]);
  for (const [n, body] of bodies.entries()) {
    for (const [m, run] of methods.entries()) {
      const start = performance.now();
      await run(body);
      if (n >= WARMUP) samples[m]!.push(performance.now() - start);
    }
  }
  return samples;
}
const ms = (v: number) => `${v.toFixed(1).padStart(6)} ms`;
const fmt = (s: number[]) => `p50 ${ms(percentile(s, 50))}  p95 ${ms(percentile(s, 95))}  p99 ${ms(percentile(s, 99))}`;

// The route's one statement (server/quotation-valid.ts `validStatement`) run raw through the pg pool, with the
// day's rates read once: what the database alone costs.
const rates = await ratesFor(database.db, DAY);
const dialect = new PgDialect();
const statementOf = (body: Body) => dialect.sqlToQuery(validStatement(body.items, DAY, rates));
let candidateRows = 0;
const rawStatement = async (body: Body) => {
  const { sql: text, params } = statementOf(body);
  candidateRows += (await database.pool.query(text, params)).rowCount ?? 0;
};

// A first answer, checked: 100 answers, most of them with a quotation.
const first = await postJson(route, bodies[0]);
if (first.code !== 10000) throw new Error(`${first.code} ${first.message}`);
if (first.data.length !== PER_REQUEST) throw new Error(`expected ${PER_REQUEST} answers, got ${first.data.length}`);
let answered = 0;
let priced = 0;
const viaRoute = async (body: Body) => {
  const answer = await postJson(route, body);
  if (answer.code !== 10000) throw new Error(`${answer.code} ${answer.message}`);
  answered += answer.data.length;
  priced += answer.data.filter((a) => a.quotation).length;
};
const inProcess = async (body: Body) => {
  await validQuotations(database.db, body);
};
const requests = WARMUP + SAMPLES;

/** One measured round: every method on every body; prints the figures and the two plans. */
async function round(title: string): Promise<void> {
  candidateRows = 0;
  const [routeSamples, engineSamples, rawSamples] = (await timed([viaRoute, inProcess, rawStatement])) as [number[], number[], number[]];
  console.log(`\n${title}`);
  console.log(`  per request: ${(candidateRows / requests).toFixed(0)} rows answered; ${((100 * priced) / answered).toFixed(0)} % of the SKUs priced`);
  console.log(`  raw SQL: the route's statement (pg pool)   ${fmt(rawSamples)}`);
  console.log(`  validQuotations() in process, no HTTP      ${fmt(engineSamples)}   (+ the day's rates, drizzle)`);
  console.log(`  HTTP route (listening app, node:http)      ${fmt(routeSamples)}`);
  console.log(
    `  route − raw (p50) ${ms(percentile(routeSamples, 50) - percentile(rawSamples, 50))}   route ÷ raw (p95) ${(percentile(routeSamples, 95) / percentile(rawSamples, 95)).toFixed(2)}×   target: route p95 ≤ 20 ms → ${percentile(routeSamples, 95) <= 20 ? 'met' : 'not met'}`,
  );
  // The plan on the first set, the id lists elided.
  const { sql: text, params } = statementOf(bodies[0]!);
  const plan = await database.pool.query(`explain (analyze, buffers, costs off) ${text}`, params);
  console.log('  EXPLAIN ANALYZE (first set):');
  for (const row of plan.rows) console.log(`    ${String(row['QUERY PLAN']).replace(/'\{[^}]*\}'/g, "'{…}'")}`);
}

await round(
  `quotation/valid: ${PER_REQUEST} random SKUs per request (quantity 1..800, date ${DAY}), ${SAMPLES} sequential requests after ${WARMUP} warm-up, the methods in turn on the same SKU sets`,
);

agent.destroy();
await app.close();
await database.close();
if (!process.env.BENCH_KEEP) await admin.query(`drop database if exists ${DB_NAME} with (force)`);
await admin.end();
console.log(`\ndone in ${((performance.now() - started) / 1000).toFixed(0)} s${process.env.BENCH_KEEP ? ` (database ${DB_NAME} kept)` : ''}`);
