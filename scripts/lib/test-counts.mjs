// The number of tests each suite ran, against the floors in tests/test-counts.json: a change that drops a suite
// (or a file, or a project from a run) shows up as a count under its floor, which fails CI. A local run that
// passes raises the floors it beat, to be committed with the tests that raised them; a deliberate removal
// lowers a floor by hand, in the same commit, with its reason.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { root } from './steps.mjs';

const floorsFile = join(root, 'tests', 'test-counts.json');
const LABELS = {
  unit: 'unit',
  'db-embedded': 'database, embedded (PGlite)',
  'db-postgres': 'database, PostgreSQL',
  browser: 'browser (Playwright)',
};

function readJson(file) {
  if (!existsSync(file)) throw new Error(`no test report at ${file}`);
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** Tests and skips of a vitest JSON report, and its slowest files (where a database stage's time goes). */
export function vitestCount(report) {
  const r = readJson(report);
  const files = (r.testResults ?? [])
    .map((f) => ({ file: relative(root, f.name), seconds: ((f.endTime ?? 0) - (f.startTime ?? 0)) / 1000 }))
    .sort((a, b) => b.seconds - a.seconds);
  if (files.length > 0 && files[0].seconds > 0) {
    console.log(
      `  slowest files: ${files
        .slice(0, 5)
        .map((f) => `${f.file} ${f.seconds.toFixed(0)}s`)
        .join(', ')}`,
    );
  }
  return { tests: r.numTotalTests ?? 0, skipped: (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0), files: files.length };
}

/** Tests and skips of a Playwright JSON report. */
export function playwrightCount(report) {
  const { stats = {}, suites = [] } = readJson(report);
  return {
    tests: (stats.expected ?? 0) + (stats.unexpected ?? 0) + (stats.flaky ?? 0) + (stats.skipped ?? 0),
    skipped: stats.skipped ?? 0,
    files: suites.length,
  };
}

/** Prints the counts beside their floors; false when CI must fail (a count under its floor, or a skip). */
export function checkCounts(counts, { ci }) {
  const floors = existsSync(floorsFile) ? JSON.parse(readFileSync(floorsFile, 'utf8')) : {};
  let ok = true;
  let raised = false;
  console.log('\ntests run (floors: tests/test-counts.json):');
  for (const [suite, c] of Object.entries(counts)) {
    const floor = floors[suite] ?? 0;
    const notes = [];
    if (c.tests < floor) notes.push(`⚠ ${floor - c.tests} fewer than the floor: a suite or file was dropped`);
    if (c.skipped > 0) notes.push(`⚠ ${c.skipped} skipped`);
    if (notes.length) ok = false;
    console.log(
      `  ${(LABELS[suite] ?? suite).padEnd(30)} ${String(c.tests).padStart(6)} tests in ${String(c.files).padStart(3)} files   floor ${floor}  ${notes.join('; ')}`,
    );
    if (c.tests > floor && !ci) {
      floors[suite] = c.tests;
      raised = true;
    }
  }
  if (!ok) {
    console.error('\nA suite ran fewer tests than its floor, or skipped some: nothing may be skipped or lost in CI (README "Tests").');
    if (!ci) console.error('(a local run reports it; CI fails on it)');
  }
  if (raised && ok) {
    writeFileSync(floorsFile, `${JSON.stringify(floors, null, 2)}\n`);
    console.log('  floors raised in tests/test-counts.json: commit it with the tests that raised them.');
  }
  return ok || !ci;
}
