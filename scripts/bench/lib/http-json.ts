import http from 'node:http';
import { percentile } from './stats.ts';

/**
 * GET and POST JSON with a session on one kept-alive socket (node:http: the lightest client, in the server's
 * own process here), as the list benchmarks measure routes.
 */
export function jsonClient(session: { token: string; ticket: string }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const headers = { authorization: `Bearer ${session.token}`, 'x-ticket': session.ticket };
  const read = (res: http.IncomingMessage, resolve: (v: Answer) => void, reject: (e: unknown) => void) => {
    const chunks: Buffer[] = [];
    res.on('data', (c: Buffer) => chunks.push(c));
    res.on('end', () => resolve(JSON.parse(Buffer.concat(chunks).toString('utf8'))));
    res.on('error', reject);
  };
  return {
    get: (target: string) =>
      new Promise<Answer>((resolve, reject) => http.get(target, { agent, headers }, (res) => read(res, resolve, reject)).on('error', reject)),
    post: (target: string, body: object) =>
      new Promise<Answer>((resolve, reject) => {
        const payload = Buffer.from(JSON.stringify(body));
        const req = http.request(
          target,
          { method: 'POST', agent, headers: { ...headers, 'content-type': 'application/json', 'content-length': payload.length } },
          (res) => read(res, resolve, reject),
        );
        req.on('error', reject);
        req.end(payload);
      }),
    close: () => agent.destroy(),
  };
}

// biome-ignore lint/suspicious/noExplicitAny: benchmarks read the answers they check
export type Answer = { code: number; message: string; data: any };

/** `samples` timings of `run` after 20 warm-up runs, one at a time. */
export async function timed(run: () => Promise<void>, samples: number): Promise<number[]> {
  for (let i = 0; i < 20; i++) await run();
  const out: number[] = [];
  for (let i = 0; i < samples; i++) {
    const start = performance.now();
    await run();
    out.push(performance.now() - start);
  }
  return out;
}

/**
 * Several runs timed side by side: each round runs every one once, in turn, so they share the same moment of the
 * process (JIT, garbage, the database's caches) — none is measured colder than another. `warmup` rounds first.
 */
export async function interleaved<K extends string>(runs: Record<K, () => Promise<void>>, samples: number, warmup = 200): Promise<Record<K, number[]>> {
  const keys = Object.keys(runs) as K[];
  const out = Object.fromEntries(keys.map((k) => [k, [] as number[]])) as Record<K, number[]>;
  for (let i = 0; i < warmup + samples; i++) {
    for (const k of keys) {
      const start = performance.now();
      await runs[k]();
      if (i >= warmup) out[k].push(performance.now() - start);
    }
  }
  return out;
}

export const p50p95 = (s: number[]) => `p50 ${percentile(s, 50).toFixed(1).padStart(6)} ms  p95 ${percentile(s, 95).toFixed(1).padStart(6)} ms`;
