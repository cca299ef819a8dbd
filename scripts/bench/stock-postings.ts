// Stock postings per second under 8 concurrent writers on PostgreSQL (issue: the stock ledger). Each posting
// is one `post()` in its own `database.tx`: receive, reserve or release of 1 unit. Two shapes: spread over
// 100 SKUs (little contention) and all writers on one SKU (every posting waits for the row lock).
// Needs PostgreSQL: BENCH_PG_URL (default postgres://postgres@127.0.0.1:5432/postgres); uses a scratch
// database entrepot_bench_stock, recreated each run. BENCH_SECONDS per shape (default 10). Prints figures only.
import { openDatabase } from '@entrepot/server-kit/db';
import { Outbox } from '@entrepot/server-kit/events';
import pg from 'pg';
import { migrationsFolder } from '../../hub/server/src/main-paths.ts';
import { type MovementRequest, post } from '../../modules/wms/public.ts';
import { percentile } from './lib/stats.ts';

const WRITERS = 8;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const adminUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const url = new URL(adminUrl);
url.pathname = '/entrepot_bench_stock';

const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query('drop database if exists entrepot_bench_stock with (force)');
await admin.query('create database entrepot_bench_stock');
await admin.end();

const database = await openDatabase({ databaseUrl: url.toString(), dataDir: '', poolSize: WRITERS });
await database.migrate(migrationsFolder);
// Every posting publishes wms.stock.changed in its transaction, as in the server.
const outbox = new Outbox(database);

let seq = 0;
const source = () => ({ type: 'bench', id: String(++seq) });
const W = 'WH-BENCH';

async function seed(skus: string[]): Promise<void> {
  await database.tx((tx) =>
    post(
      tx,
      skus.map((skuId): MovementRequest => ({ type: 'receive', warehouseId: W, skuId, qty: 1_000_000, source: source(), operator: 'bench' })),
      outbox,
    ),
  );
}

async function shape(name: string, skus: string[]): Promise<void> {
  await seed(skus);
  const latencies: number[] = [];
  let refused = 0;
  const until = performance.now() + SECONDS * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: WRITERS }, async (_, n) => {
      const reserved = new Map<string, number>(); // this writer's reservations per SKU, so releases are valid
      while (performance.now() < until) {
        const skuId = skus[Math.floor(Math.random() * skus.length)]!;
        const roll = Math.random();
        const mine = reserved.get(skuId) ?? 0;
        const type = roll < 0.2 ? 'receive' : roll < 0.6 || mine === 0 ? 'reserve' : 'release';
        const t0 = performance.now();
        try {
          await database.tx((tx) => post(tx, [{ type, warehouseId: W, skuId, qty: 1, source: source(), operator: `w${n}` }], outbox));
          if (type !== 'receive') reserved.set(skuId, mine + (type === 'reserve' ? 1 : -1));
        } catch {
          refused++; // not expected (stock is ample); counted, not timed
          continue;
        }
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  const f = (v: number) => `${v.toFixed(2)} ms`;
  console.log(
    `${name.padEnd(26)} ${String(Math.round(latencies.length / elapsed)).padStart(6)} postings/s  (n=${latencies.length} in ${elapsed.toFixed(1)} s, ${WRITERS} writers)  p50 ${f(percentile(latencies, 50))}  p95 ${f(percentile(latencies, 95))}  p99 ${f(percentile(latencies, 99))}  refused ${refused}`,
  );
}

const version = (await database.pool.query<{ server_version: string }>('show server_version')).rows[0]?.server_version;
console.log(`stock postings on PostgreSQL ${version}, ${SECONDS} s per shape`);
await shape(
  'spread over 100 SKUs',
  Array.from({ length: 100 }, (_, i) => `SKU-B-${i}`),
);
await shape('one hot SKU', ['SKU-HOT']);
await database.close();
