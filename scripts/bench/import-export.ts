// Import and export of 100,000 rows through the file-task code paths, on the embedded database and on
// PostgreSQL, printing seconds and the process's peak memory (RSS; with PGlite that includes the database).
// Targets on PostgreSQL (issue 6): export ≤ 10 s, import ≤ 20 s, peak ≤ 300 MB. Figures only.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Database, openDatabase } from '@entrepot/server-kit/db';
import { Entities, EntityService, tableOf } from '@entrepot/server-kit/entity';
import { existingNaturalKeys, exportEntity, titleLookup, validateImport, writeImport } from '@entrepot/server-kit/file-tasks';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { migrationsFolder } from '../../hub/server/src/main-paths.ts';
import { createTables } from '../../shared/server/entity/testing/create-tables.ts';
import { SERVER_NODE_FLAGS } from '../lib/server-node-flags.mjs';
import { benchOrder } from './lib/bench-order.entity.ts';

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const adminUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const actor = { id: '01a200cb-1b5c-7a13-8269-1212095bb980', name: 'bench' };

/** Peak RSS while `work` runs, sampled every 50 ms. */
async function measured<T>(work: () => Promise<T>): Promise<{ result: T; seconds: number; peakMb: number; startMb: number }> {
  let peak = process.memoryUsage().rss;
  const startMb = Math.round(peak / 2 ** 20);
  let parts = '';
  const timer = setInterval(() => {
    const m = process.memoryUsage();
    if (m.rss > peak) {
      peak = m.rss;
      const mb = (n: number) => Math.round(n / 2 ** 20);
      parts = `heap ${mb(m.heapUsed)}/${mb(m.heapTotal)} MB, external ${mb(m.external)} MB, buffers ${mb(m.arrayBuffers)} MB`;
    }
  }, 50);
  const start = performance.now();
  try {
    const result = await work();
    if (process.env.BENCH_MEMORY_PARTS) console.log(`  at the peak: ${parts}`);
    return { result, seconds: (performance.now() - start) / 1000, peakMb: Math.round(Math.max(peak, process.memoryUsage().rss) / 2 ** 20), startMb };
  } finally {
    clearInterval(timer);
  }
}

async function run(label: string, database: Database): Promise<void> {
  await database.migrate(migrationsFolder); // the audit log and counters the import writes
  const table = tableOf(benchOrder);
  const registry = new Entities();
  registry.add(benchOrder, table);
  const service = new EntityService(benchOrder, table, registry);
  await database.db.execute(sql`drop schema if exists bench cascade`);
  await createTables(database, 'bench', { orders: table });
  await database.db.execute(
    sql.raw(`
    insert into bench.orders (id, order_no, platform_code, account_id, status, buyer_name, country, total_amount, currency, ordered_at)
    select md5(i::text)::uuid, 'SO' || lpad(i::text, 10, '0'), (array['amazon','walmart','temu','shein'])[1 + i % 4], 1 + i % 200, i % 9,
           '=Buyer ' || i, 'US', round((3 + (i % 800))::numeric + 0.99, 2), 'USD', timestamptz '2026-01-01' + i * interval '1 minute'
    from generate_series(1, ${ROWS}) i`),
  );
  const dir = mkdtempSync(join(tmpdir(), 'entrepot-io-'));
  const path = join(dir, 'orders.xlsx');
  const exported = await measured(() => exportEntity({ service, exec: database.db, query: {}, hidden: new Set(), path, onProgress: async () => {} }));
  await database.db.execute(sql`truncate bench.orders`);
  const imported = await measured(async () => {
    const lookup = await titleLookup(database.db, benchOrder, registry);
    const check = await validateImport(path, benchOrder, {}, lookup, await existingNaturalKeys(database.db, service));
    if (check.errors.length) throw new Error(`unexpected import errors: ${JSON.stringify(check.errors.slice(0, 3))}`);
    return writeImport({ stagePath: check.stagePath, database, service, spec: {}, actor, checkpoint: async () => {} }); // the file task's own batch size
  });
  const [{ n }] = (await database.db.execute<{ n: number }>(sql`select count(*)::int as n from bench.orders`)).rows as [{ n: number }];
  console.log(
    `${label.padEnd(10)} export ${String(exported.result).padStart(7)} rows ${exported.seconds.toFixed(1).padStart(6)} s  peak ${String(exported.peakMb).padStart(4)} MB (process at ${exported.startMb} MB before)`,
  );
  console.log(
    `${''.padEnd(10)} import ${String(n).padStart(7)} rows ${imported.seconds.toFixed(1).padStart(6)} s  peak ${String(imported.peakMb).padStart(4)} MB (process at ${imported.startMb} MB before; validate all rows, then 500-row transactions as the file task does)`,
  );
  await database.db.execute(sql`drop schema if exists bench cascade`);
  rmSync(dir, { recursive: true, force: true });
}

// Each database in its own process, so one's memory (PGlite's wasm heap) does not count against the other.
const target = process.argv[2];
if (!target) {
  console.log(`import-export: ${ROWS} rows of orders through xlsx`);
  for (const t of ['embedded', 'postgres']) {
    // Under the server's own flags (its heap limit decides how much garbage the peak holds).
    const r = spawnSync(process.execPath, [...SERVER_NODE_FLAGS, import.meta.filename, t], { stdio: 'inherit', env: process.env });
    if (r.status !== 0) process.exit(r.status ?? 1);
  }
  console.log('targets on PostgreSQL: export ≤ 10 s, import ≤ 20 s, peak ≤ 300 MB');
} else if (target === 'embedded') {
  const dataDir = mkdtempSync(join(tmpdir(), 'entrepot-io-db-'));
  const embedded = await openDatabase({ dataDir });
  await run('embedded', embedded);
  await embedded.close();
  rmSync(dataDir, { recursive: true, force: true });
} else {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query('drop database if exists entrepot_bench_io with (force)');
  await admin.query('create database entrepot_bench_io');
  const url = new URL(adminUrl);
  url.pathname = '/entrepot_bench_io';
  const postgres = await openDatabase({ databaseUrl: url.toString(), dataDir: '' });
  await run('postgres', postgres);
  await postgres.close();
  await admin.query('drop database if exists entrepot_bench_io with (force)');
  await admin.end();
}
