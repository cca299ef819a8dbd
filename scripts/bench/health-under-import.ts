// Prints p50/p99 of GET /health and of a one-row read while a 30,000-row import runs on the embedded
// database in the same server process (batched transactions, as file-task imports write).
// Targets (issue 2): p99 < 50 ms for health, < 200 ms for the read. Figures only, never asserted.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inBatches, openDatabase } from '@entrepot/server-kit/db';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../hub/server/src/app.ts';
import { LocalStorage } from '../../hub/server/src/files/storage.ts';
import { createIdentity } from '../../hub/server/src/identity/index.ts';
import { seedIdentity } from '../../hub/server/src/identity/seed.ts';
import { migrationsFolder } from '../../hub/server/src/main-paths.ts';
import { baseOf, signIn } from './lib/session.ts';
import { summary } from './lib/stats.ts';

const ROWS = Number(process.env.BENCH_ROWS ?? 30_000);
const BATCH = 500;
const dataDir = mkdtempSync(join(tmpdir(), 'entrepot-bench-'));
const database = await openDatabase({ dataDir });
await database.migrate(migrationsFolder);
await seedIdentity(database, { adminPassword: 'Admin@2026!x', demo: true });
const identity = await createIdentity(database, { storage: new LocalStorage(join(dataDir, 'files')) });
const app = await buildApp({ database, identity, manifests: [], serveStatic: false });
await app.listen({ port: 0, host: '127.0.0.1' });
const base = baseOf(app.server);
const session = await signIn(base);

// Shaped like a catalogue import: a unique natural key and a trigram index for substring search.
await database.db.execute(sql`create extension if not exists pg_trgm`);
await database.db.execute(sql`create table public.bench_import (id int primary key, sku text not null unique, name text not null, qty numeric(12,2) not null)`);
await database.db.execute(sql`create index bench_import_name_trgm on public.bench_import using gin (name gin_trgm_ops)`);
const rows = Array.from({ length: ROWS }, (_, i) => ({ id: i + 1, sku: `SKU${String(i).padStart(8, '0')}`, name: `商品 ${i} 蓝色 XL`, qty: `${i % 1000}.50` }));

const prober = spawn(process.execPath, [join(import.meta.dirname, 'lib', 'prober.mjs'), base, session.token, session.ticket], {
  stdio: ['pipe', 'pipe', 'inherit'],
});
let out = '';
prober.stdout.on('data', (d) => {
  out += d;
});
await new Promise((r) => setTimeout(r, 300)); // let the probe warm up

const started = performance.now();
await inBatches(rows, BATCH, async (batch) => {
  await database.tx(async (tx) => {
    const values = sql.join(
      batch.map((r) => sql`(${r.id}, ${r.sku}, ${r.name}, ${r.qty})`),
      sql`, `,
    );
    await tx.execute(
      sql`insert into public.bench_import (id, sku, name, qty) values ${values} on conflict (sku) do update set name = excluded.name, qty = excluded.qty`,
    );
  });
});
const importMs = performance.now() - started;

prober.stdin.end();
await new Promise((r) => prober.on('exit', r));
const samples = JSON.parse(out) as { health: number[]; read: number[] };
console.log(`health-under-import: ${ROWS} rows in batches of ${BATCH} on the embedded database, import took ${(importMs / 1000).toFixed(1)} s`);
console.log(summary('GET /health', samples.health));
console.log(summary('GET latestNotice (one row)', samples.read));
console.log('targets: health p99 < 50 ms, read p99 < 200 ms');
await app.close();
await database.close();
rmSync(dataDir, { recursive: true, force: true });
