import { spawn, spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const timings = [];
/** A stage over its budget by more than this share is named in a warning (never a failure). */
const GRACE = 0.25;

function spawnOptions(options) {
  return { stdio: 'inherit', cwd: root, ...options, env: { ...process.env, ...options.env } };
}

function record(name, started, status, budget) {
  const seconds = (Date.now() - started) / 1000;
  timings.push({ name, seconds, ok: status === 0, budget });
  const over = budget && seconds > budget ? ` (budget ${budget}s)` : '';
  console.log(`◀ ${name}: ${status === 0 ? 'ok' : `failed (${status})`} in ${seconds.toFixed(1)}s${over}`);
  if (status !== 0) {
    printTimings();
    process.exit(typeof status === 'number' ? status : 1);
  }
}

/** Runs one stage, records its time against its budget (seconds), and stops the whole run when it fails. */
export function step(name, cmd, args, options = {}) {
  const started = Date.now();
  console.log(`\n▶ ${name}`);
  const r = spawnSync(cmd, args, spawnOptions(options));
  record(name, started, r.status ?? r.signal, options.budget);
}

/** Runs several commands side by side as one stage (each [cmd, args]); fails when any of them fails. */
export async function parallelStep(name, commands, options = {}) {
  const started = Date.now();
  console.log(`\n▶ ${name} (${commands.length} side by side)`);
  const codes = await Promise.all(
    commands.map(
      ([cmd, args]) =>
        new Promise((resolve) => {
          const child = spawn(cmd, args, spawnOptions(options));
          child.on('exit', (code, signal) => resolve(code ?? signal));
          child.on('error', () => resolve(1));
        }),
    ),
  );
  record(name, started, codes.find((c) => c !== 0) ?? 0, options.budget);
}

/** The stage table with each budget, and a loud warning naming every stage more than 25% over its budget. */
export function printTimings() {
  console.log('\nstage times (budgets: README "Tests"):');
  console.log(`    ${'stage'.padEnd(52)} ${'time'.padStart(8)} ${'budget'.padStart(8)}`);
  let total = 0;
  let budgetTotal = 0;
  for (const t of timings) {
    total += t.seconds;
    budgetTotal += t.budget ?? 0;
    const flag = t.budget && t.seconds > t.budget * (1 + GRACE) ? '  ⚠ over budget' : '';
    const budget = t.budget ? `${t.budget}s` : '—';
    console.log(`  ${t.ok ? '✓' : '✗'} ${t.name.padEnd(52)} ${`${t.seconds.toFixed(1)}s`.padStart(8)} ${budget.padStart(8)}${flag}`);
  }
  console.log(`    ${'total'.padEnd(52)} ${`${total.toFixed(1)}s`.padStart(8)} ${`${budgetTotal}s`.padStart(8)}`);
  const grown = timings.filter((t) => t.budget && t.seconds > t.budget * (1 + GRACE));
  if (grown.length === 0) return;
  const bar = '!'.repeat(100);
  console.warn(`\n${bar}`);
  for (const t of grown)
    console.warn(
      `!! TEST BUDGET: "${t.name}" took ${t.seconds.toFixed(0)}s, ${Math.round((t.seconds / t.budget - 1) * 100)}% over its budget of ${t.budget}s.`,
    );
  console.warn('!! The stage grew: make its new tests cheaper (README "Tests": which database, which layer) or move the');
  console.warn('!! budget with a reason in the README. On a busy machine this can be noise; it never fails the run.');
  console.warn(bar);
}
