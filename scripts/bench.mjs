// `npm run bench [name]`: runs the benchmarks in scripts/bench (all, or the one named). Prints figures.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { SERVER_ENV, SERVER_NODE_FLAGS } from './lib/server-node-flags.mjs';
import { root } from './lib/steps.mjs';

const dir = join(root, 'scripts', 'bench');
const wanted = process.argv[2];
const benches = readdirSync(dir).filter((f) => f.endsWith('.ts') && (!wanted || f.startsWith(wanted)));
for (const file of benches) {
  console.log(`\n# ${file}`);
  // Each benchmark runs as the server does (`npm start`): its heap limit and allocator setting, so the memory it
  // prints is the server's (an ingest peaks at ~210 MB so, ~340 MB with Node's defaults).
  const r = spawnSync(process.execPath, [...SERVER_NODE_FLAGS, join(dir, file)], { stdio: 'inherit', cwd: root, env: { ...process.env, ...SERVER_ENV } });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
