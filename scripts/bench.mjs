// `npm run bench [name]`: runs the benchmarks in scripts/bench (all, or the one named). Prints figures.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './lib/steps.mjs';

const dir = join(root, 'scripts', 'bench');
const wanted = process.argv[2];
const benches = readdirSync(dir).filter((f) => f.endsWith('.ts') && (!wanted || f.startsWith(wanted)));
for (const file of benches) {
  console.log(`\n# ${file}`);
  const r = spawnSync(process.execPath, [join(dir, file)], { stdio: 'inherit', cwd: root });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
