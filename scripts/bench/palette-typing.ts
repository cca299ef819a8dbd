// The palette as a person types (issue 18): the demo server (embedded database, the demo catalogue's 652 SKUs)
// and Debian's Chromium signed in as admin; Ctrl+K, then a SKU code typed key by key, 80 ms apart. Measured in
// the page, from the last key down to the records group answering that very text with the code first
// (`data-answers`, set when the hits of the full code arrive): p50/p95 over the codes. Beside it, in the same
// run, the search route alone (a fetch from the page, as the palette asks it) for the same codes. Target:
// a record within 50 ms of the last key. Figures only, never asserted. Needs the built web apps (built here when
// missing) and /usr/bin/chromium (CHROMIUM to point elsewhere).
import { paletteTyping } from '../../tests/e2e/support/palette-typing.ts';
import { DEMO_PASSWORD, startDemoServer } from './lib/demo-server.ts';
import { percentile } from './lib/stats.ts';

const PORT = Number(process.env.BENCH_PORT ?? 8620);
const KEY_GAP_MS = 80;
const CODES = Number(process.env.BENCH_SAMPLES ?? 40);

const server = await startDemoServer(PORT, 'palette');
try {
  const { typing, route } = await paletteTyping(server.base, DEMO_PASSWORD, CODES, KEY_GAP_MS);
  const f = (v: number) => `${v.toFixed(1)} ms`.padStart(9);
  const line = (name: string, v: number[]) =>
    `${name.padEnd(44)} n=${String(v.length).padStart(3)}  p50 ${f(percentile(v, 50))}  p95 ${f(percentile(v, 95))}  max ${f(Math.max(...v))}`;
  console.log(line('palette: last key → the record shown', typing));
  console.log(line('search route alone (fetch from the page)', route));
  console.log(`target: a record within 50 ms of the last key (${KEY_GAP_MS} ms between keys)`);
} finally {
  await server.stop();
}
