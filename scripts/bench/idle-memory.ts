// The server's memory at rest (issue 23): the demo server started as `npm start` starts it, on the embedded
// database (first start: migrate and seed the demo; then a restart on the same directory) and on PostgreSQL
// (BENCH_PG_URL), each left idle a few seconds after its first answers; resident memory (RSS) of the whole
// process, the embedded database's thread included. Target: the embedded server at rest ≤ 250 MB. Figures only.
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { type DemoServer, startDemoServer } from './lib/demo-server.ts';
import { signIn } from './lib/session.ts';

const PORT = Number(process.env.BENCH_PORT ?? 8622);
const IDLE_MS = Number(process.env.BENCH_IDLE_MS ?? 5000);

const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]) / 1024;

const SETTLED_MS = Number(process.env.BENCH_SETTLED_MS ?? 30_000);

/**
 * Signs in and reads a list, as the first person of the day would, then waits; the RSS at rest: soon after
 * (`IDLE_MS`) and once V8's memory reducer has run (`SETTLED_MS`).
 */
async function atRest(server: DemoServer): Promise<[number, number]> {
  const session = await signIn(server.base);
  const headers = { authorization: `Bearer ${session.token}`, 'x-ticket': session.ticket };
  for (const path of ['/api-product/api/v1/product/skus?per_page=50', '/api-auth/api/help/latestNotice']) await fetch(`${server.base}${path}`, { headers });
  await new Promise((r) => setTimeout(r, IDLE_MS));
  const soon = rssMb(server.pid);
  await new Promise((r) => setTimeout(r, SETTLED_MS - IDLE_MS));
  return [soon, rssMb(server.pid)];
}

const line = (name: string, [soon, settled]: [number, number]) =>
  console.log(`  ${name.padEnd(52)} ${soon.toFixed(0).padStart(5)} MB ${settled.toFixed(0).padStart(8)} MB`);
console.log(`idle-memory: RSS ${IDLE_MS / 1000} s and ${SETTLED_MS / 1000} s after the first requests`);
const first = await startDemoServer(PORT, 'idle');
line('embedded database, first start (migrated, demo seeded)', await atRest(first));
await first.stop();
const again = await startDemoServer(PORT, 'idle', { dataDir: first.dataDir });
line('embedded database, restarted on the same directory', await atRest(again));
await again.stop();

const adminUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query('drop database if exists entrepot_idle with (force)');
await admin.query('create database entrepot_idle');
const url = new URL(adminUrl);
url.pathname = '/entrepot_idle';
const onPg = await startDemoServer(PORT, 'idle-pg', { env: { DATABASE_URL: url.toString() } });
line('PostgreSQL (the server process alone)', await atRest(onPg));
await onPg.stop();
await admin.query('drop database if exists entrepot_idle with (force)');
await admin.end();
console.log('target: the embedded server at rest ≤ 250 MB');
