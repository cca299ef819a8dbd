// The list benchmark (issue 6): the 1,000,000-row orders of ../shared/bench, declared as an engine entity and
// fetched through its HTTP route with a session, against the same pages as raw SQL through `pg`, in one run.
// Needs PostgreSQL: BENCH_PG_URL (default postgres://postgres@127.0.0.1:5432/postgres). Prints figures only.
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import { join } from 'node:path';
import { openDatabase } from '@entrepot/server-kit/db';
import { Entities, EntityService, entityRoutes, tableOf } from '@entrepot/server-kit/entity';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../../hub/server/src/app.ts';
import { LocalStorage } from '../../hub/server/src/files/storage.ts';
import { createIdentity } from '../../hub/server/src/identity/index.ts';
import { seedIdentity } from '../../hub/server/src/identity/seed.ts';
import { migrationsFolder } from '../../hub/server/src/main-paths.ts';
import { createTables } from '../../shared/server/entity/testing/create-tables.ts';
import { benchOrder } from './lib/bench-order.entity.ts';
import { baseOf, signIn } from './lib/session.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONCURRENCY = 8;
const benchData = join(import.meta.dirname, '..', '..', '..', 'shared', 'bench');
const adminUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const url = new URL(adminUrl);
url.pathname = '/entrepot_bench';
const benchUrl = url.toString();

async function prepareDatabase(): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const exists = await admin.query("select 1 from pg_database where datname = 'entrepot_bench'");
  if (exists.rowCount === 0) await admin.query('create database entrepot_bench');
  await admin.end();
  const client = new pg.Client({ connectionString: benchUrl });
  await client.connect();
  const has = await client.query("select count(*)::int as n from pg_tables where schemaname = 'public' and tablename = 'orders'");
  if (has.rows[0].n === 0) {
    console.log('generating 1,000,000 orders (gen-orders.sql, once)…');
    // One statement at a time: VACUUM cannot run inside the implicit transaction of a multi-statement query.
    const statements = readFileSync(join(benchData, 'gen-orders.sql'), 'utf8')
      .split(/;\s*\n/)
      .map((s) => s.replace(/^\s*--.*$/gm, '').trim())
      .filter(Boolean);
    for (const statement of statements) await client.query(statement);
  }
  await client.end();
}

const { QUERIES, pageSql, countSql } = (await import(join(benchData, 'queries.mjs'))) as {
  QUERIES: Record<string, { title: string; limit: number; offset: number; expectCount: number }>;
  pageSql(q: unknown): { text: string; values: unknown[] };
  countSql(q: unknown): { text: string; values: unknown[] };
};

// The same three pages through the engine's list route.
const ROUTE_QUERIES: Record<string, string> = {
  Q1: 'status=5&page=1&per_page=20&sort=-ordered_at',
  Q2: 'platform_code=amazon&account_id=3,7,11&ordered_at_from=2026-08-24T00:00:00Z&page=3&per_page=50&sort=-ordered_at',
  Q3: 'order_no=4821&page=1&per_page=20&sort=-ordered_at',
};

/** BENCH_PROFILE=/tmp/x: a CPU profile of the server during each route phase (x-Q1.cpuprofile…). */
async function startProfile() {
  const session = new Session();
  session.connect();
  const post = (method: string) => new Promise<unknown>((resolve, reject) => session.post(method, (e, r) => (e ? reject(e) : resolve(r))));
  await post('Profiler.enable');
  await post('Profiler.start');
  return {
    async stop(path: string) {
      const { profile } = (await post('Profiler.stop')) as { profile: unknown };
      writeFileSync(path, JSON.stringify(profile));
      session.disconnect();
    },
  };
}

function load(args: object): Promise<{ requests: number; rps: number; p50: number; p95: number }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(import.meta.dirname, 'lib', 'load.ts'), JSON.stringify(args)], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
    });
    child.on('exit', (code) => (code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`load exited ${code}`))));
  });
}

if (!existsSync(join(benchData, 'gen-orders.sql'))) throw new Error(`missing ${benchData}/gen-orders.sql`);
await prepareDatabase();
const database = await openDatabase({ databaseUrl: benchUrl, dataDir: '', poolSize: CONCURRENCY });
// The app's own schemas are rebuilt each run (the orders stay): migrations may have been squashed since.
const appSchemas = await database.db.execute<{ name: string }>(
  sql`select nspname as name from pg_namespace where nspname not in ('public', 'bench', 'information_schema') and nspname not like 'pg\_%'`,
);
for (const { name } of appSchemas.rows) await database.db.execute(sql.raw(`drop schema if exists "${name}" cascade`));
await database.migrate(migrationsFolder);
await seedIdentity(database, { adminPassword: 'Admin@2026!x', demo: false });
const table = tableOf(benchOrder);
const registry = new Entities();
registry.add(benchOrder, table);
const service = new EntityService(benchOrder, table, registry);
const [{ n }] = (await database.db.execute<{ n: number }>(sql`select count(*)::int as n from pg_tables where schemaname = 'bench' and tablename = 'orders'`))
  .rows as [{ n: number }];
if (n === 0) {
  console.log('copying the orders into the engine table (once)…');
  await createTables(database, 'bench', { orders: table });
  await database.db.execute(sql`
    insert into bench.orders (id, order_no, platform_code, account_id, status, buyer_name, country, total_amount, currency, ordered_at, created_at, updated_at)
    select md5(id::text)::uuid, order_no, platform_code, account_id, status, buyer_name, country, total_amount, currency, created_at, created_at, updated_at
    from public.orders`);
  await database.db.execute(sql`vacuum analyze bench.orders`);
}

const identity = await createIdentity(database, { storage: new LocalStorage('/tmp/entrepot-bench-files') });
const manifest = {
  name: 'bench',
  services: { '/api-bench': (app: import('fastify').FastifyInstance) => void app.get('/orders', entityRoutes(service, database).list) },
};
// The production log (README "Web apps and the wire"), written where nothing reads it: its cost is in the figures.
const logger = { level: 'info', stream: createWriteStream('/dev/null') };
const app = await buildApp({ database, identity, manifests: [manifest], serveStatic: false, logger });
await app.listen({ port: 0, host: '127.0.0.1' });
const base = baseOf(app.server);
const session = await signIn(base);

console.log(`list-orders: 1,000,000 rows on PostgreSQL, ${CONCURRENCY} connections, ${SECONDS} s per figure`);
const fmt = (r: { rps: number; p50: number; p95: number }) =>
  `${r.rps.toFixed(1).padStart(7)} req/s  p50 ${r.p50.toFixed(1).padStart(6)} ms  p95 ${r.p95.toFixed(1).padStart(6)} ms`;
/** The server's CPU per request, and its split: user time is the server's own work, system time mostly the sockets'. */
const cpuOf = (cpu: NodeJS.CpuUsage, requests: number) =>
  `${((cpu.user + cpu.system) / 1000 / requests).toFixed(2)} ms (user ${(cpu.user / 1000 / requests).toFixed(2)}, system ${(cpu.system / 1000 / requests).toFixed(2)})`;
// BENCH_ONLY=Q2,Q3 runs some of the pages.
const only = process.env.BENCH_ONLY?.split(',');
for (const [key, q] of Object.entries(QUERIES).filter(([k]) => !only || only.includes(k))) {
  const check = await (
    await fetch(`${base}/api-bench/orders?${ROUTE_QUERIES[key]}`, { headers: { authorization: `Bearer ${session.token}`, 'x-ticket': session.ticket } })
  ).json();
  const raw = await load({ mode: 'sql', concurrency: CONCURRENCY, seconds: SECONDS, connectionString: benchUrl, page: pageSql(q), count: countSql(q) });
  const cpuBefore = process.cpuUsage();
  const profiler = process.env.BENCH_PROFILE ? await startProfile() : undefined;
  const route = await load({ mode: 'http', concurrency: CONCURRENCY, seconds: SECONDS, url: `${base}/api-bench/orders?${ROUTE_QUERIES[key]}`, ...session });
  const cpu = process.cpuUsage(cpuBefore);
  if (profiler) await profiler.stop(`${process.env.BENCH_PROFILE}-${key}.cpuprofile`);
  console.log(`\n${key} ${q.title}`);
  console.log(`  answer: ${check.data.list.length} rows, total ${check.data.total_estimated ? '约' : ''}${check.data.total} (raw count ${q.expectCount})`);
  console.log(`  raw SQL (page + exact count)  ${fmt(raw)}`);
  console.log(`  engine HTTP route             ${fmt(route)}`);
  console.log(`  ratio route ÷ raw             ${(route.rps / raw.rps).toFixed(2)}×`);
  // The server's own CPU per request: steadier than req/s when other processes share the cores.
  console.log(`  server CPU per request        ${cpuOf(cpu, route.requests)}`);
}
// The framework's floor: a page whose statement is the page alone. Q1's total is known to be large after its
// first answer, so the route runs the page statement only (the estimate is kept); raw SQL runs the same page.
if (!only || only.includes('P')) {
  const q = QUERIES.Q1;
  const raw = await load({ mode: 'sql', concurrency: CONCURRENCY, seconds: SECONDS, connectionString: benchUrl, page: pageSql(q) });
  const cpuBefore = process.cpuUsage();
  const profiler = process.env.BENCH_PROFILE ? await startProfile() : undefined;
  const route = await load({ mode: 'http', concurrency: CONCURRENCY, seconds: SECONDS, url: `${base}/api-bench/orders?${ROUTE_QUERIES.Q1}`, ...session });
  const cpu = process.cpuUsage(cpuBefore);
  if (profiler) await profiler.stop(`${process.env.BENCH_PROFILE}-P.cpuprofile`);
  console.log(`\nP  the page alone, no total (Q1's page; the route keeps its estimated total)`);
  console.log(`  raw SQL (page only)           ${fmt(raw)}`);
  console.log(`  engine HTTP route             ${fmt(route)}`);
  console.log(`  ratio route ÷ raw             ${(route.rps / raw.rps).toFixed(2)}×`);
  console.log(`  server CPU per request        ${cpuOf(cpu, route.requests)}`);
  // The ceiling of any route on this machine: an authenticated request whose handler reads nothing (session,
  // hooks, HTTP, the load process's client) — what P's route could reach if its database work cost nothing.
  const floorCpu = process.cpuUsage();
  const floor = await load({ mode: 'http', concurrency: CONCURRENCY, seconds: SECONDS, url: `${base}/api-auth/api/v1/open/check/ticket`, ...session });
  const floorUsed = process.cpuUsage(floorCpu);
  console.log(`  HTTP route reading nothing    ${fmt(floor)}   (the ceiling: ${(floor.rps / raw.rps).toFixed(2)}× of raw P)`);
  console.log(`  server CPU per request        ${cpuOf(floorUsed, floor.requests)}`);
}
console.log('\nthe server logs as in production (LOG_LEVEL info: one line per failed or slow request, none here)');
console.log('targets: Q2 and Q3 ≥ 0.8×, P ≥ 0.5×, Q1 ≥ 10× (capped total)');
await app.close();
await database.close();
