// A load generator run as its own process (so it does not steal the server's event loop): N concurrent
// loops call one operation for a fixed time; prints {requests, rps, p50, p95} as JSON.
import http from 'node:http';
import pg from 'pg';
import { percentile } from './stats.ts';

interface Args {
  mode: 'http' | 'sql';
  concurrency: number;
  seconds: number;
  // http
  url?: string;
  token?: string;
  ticket?: string;
  // sql
  connectionString?: string;
  page?: { text: string; values: unknown[] };
  count?: { text: string; values: unknown[] };
}

const args = JSON.parse(process.argv[2]!) as Args;

async function operationOf(): Promise<{ run: () => Promise<void>; close: () => Promise<void> }> {
  if (args.mode === 'http') {
    // node:http with kept-alive sockets, one per loop: the lightest client, so the figure is the server's
    // (fetch/undici costs the load process about as much CPU as the server spends on a small page).
    const agent = new http.Agent({ keepAlive: true, maxSockets: args.concurrency });
    const headers = { authorization: `Bearer ${args.token}`, 'x-ticket': args.ticket! };
    const get = () =>
      new Promise<string>((resolve, reject) => {
        http
          .get(args.url!, { agent, headers }, (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (c: Buffer) => chunks.push(c));
            res.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
            res.on('error', reject);
          })
          .on('error', reject);
      });
    return {
      run: async () => {
        const body = JSON.parse(await get());
        if (body.code !== 10000) throw new Error(`${body.code} ${body.message}`);
      },
      close: async () => agent.destroy(),
    };
  }
  const pool = new pg.Pool({ connectionString: args.connectionString, max: args.concurrency });
  return {
    // What a list page costs on raw SQL: the page, then its exact count (as the queries file describes); the
    // page alone when no count is given.
    run: async () => {
      await pool.query(args.page!);
      if (args.count) await pool.query(args.count);
    },
    close: () => pool.end(),
  };
}

const op = await operationOf();
await op.run(); // warm-up
const samples: number[] = [];
const deadline = performance.now() + args.seconds * 1000;
await Promise.all(
  Array.from({ length: args.concurrency }, async () => {
    while (performance.now() < deadline) {
      const start = performance.now();
      await op.run();
      samples.push(performance.now() - start);
    }
  }),
);
await op.close();
process.stdout.write(
  JSON.stringify({ requests: samples.length, rps: samples.length / args.seconds, p50: percentile(samples, 50), p95: percentile(samples, 95) }),
);
