// What a person waits for and downloads (issue 23): Debian's Chromium with an empty cache opens the login page,
// signs in, opens three areas' screens in a row and switches back to the first (tests/e2e/support/web-load.ts).
// Per step: time until usable, bytes on the wire, requests; median of BENCH_RUNS fresh browsers. Figures only.
// BENCH_WEB_URL measures a server already running (an older build, for a before/after) instead of starting one.
import { type Step, webLoad } from '../../tests/e2e/support/web-load.ts';
import { DEMO_PASSWORD, startDemoServer } from './lib/demo-server.ts';
import { percentile } from './lib/stats.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const SCREENS = [
  { path: '/order/management/all', area: 'oms' },
  { path: '/commodity/information/sku', area: 'catalogue' },
  { path: '/purchase/information/supplier', area: 'purchase' },
];

const server = process.env.BENCH_WEB_URL
  ? { base: process.env.BENCH_WEB_URL, stop: async () => {} }
  : await startDemoServer(Number(process.env.BENCH_PORT ?? 8621), 'web-load');
try {
  const runs: Step[][] = [];
  for (let i = 0; i < RUNS; i++) runs.push(await webLoad(server.base, DEMO_PASSWORD, SCREENS));
  console.log(`web-load: ${server.base}, median of ${RUNS} fresh browsers`);
  for (const [i, { name }] of (runs[0] as Step[]).entries()) {
    const of = (pick: (s: Step) => number) =>
      percentile(
        runs.map((r) => pick(r[i] as Step)),
        50,
      );
    const kb = of((s) => s.bytes) / 1024;
    console.log(
      `  ${name.padEnd(36)} ${of((s) => s.ms)
        .toFixed(0)
        .padStart(6)} ms  ${kb.toFixed(0).padStart(6)} KB on the wire  ${of((s) => s.requests)
        .toFixed(0)
        .padStart(3)} requests`,
    );
  }
  console.log('targets: login page ≤ 450 KB on the wire; next area first open ≤ 800 ms; warm switch ≤ 200 ms');
} finally {
  await server.stop();
}
