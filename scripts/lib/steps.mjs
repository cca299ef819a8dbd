import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const timings = [];

/** Runs one stage, records its time, and stops the whole run when it fails. */
export function step(name, cmd, args, options = {}) {
  const started = Date.now();
  console.log(`\n▶ ${name}`);
  const r = spawnSync(cmd, args, { stdio: 'inherit', cwd: root, ...options, env: { ...process.env, ...options.env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  timings.push({ name, seconds, ok: r.status === 0 });
  console.log(`◀ ${name}: ${r.status === 0 ? 'ok' : `failed (${r.status ?? r.signal})`} in ${seconds}s`);
  if (r.status !== 0) {
    printTimings();
    process.exit(r.status ?? 1);
  }
}

export function printTimings() {
  console.log('\nstage times:');
  for (const t of timings) console.log(`  ${t.ok ? '✓' : '✗'} ${t.name.padEnd(44)} ${t.seconds.padStart(7)}s`);
}
