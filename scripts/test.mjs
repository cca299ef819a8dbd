// `npm test` after bootstrap: lint, types, unit tests, database tests (the platform on both databases, the
// modules' own on PostgreSQL), then browser tests. Prints each stage's time beside its budget and the number of
// tests each suite ran (README "Tests").
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { parallelStep, printTimings, step } from './lib/steps.mjs';
import { checkCounts, playwrightCount, vitestCount } from './lib/test-counts.mjs';

const ci = process.env.CI === 'true' || process.env.CI === '1';
const pgAdminUrl = process.env.TEST_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const reports = mkdtempSync(join(tmpdir(), 'entrepot-test-reports-'));

async function postgresAnswers() {
  const client = new pg.Client({ connectionString: pgAdminUrl, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

// Budgets in seconds on this 2-core machine when it is quiet (README "Tests": stage, budget, typical).
const BUDGET = { lint: 15, types: 40, unit: 80, embedded: 150, postgres: 220, build: 25, browser: 460 };
const counts = {};

/** A vitest stage whose JSON report gives the suite's count. */
function vitestStage(suite, name, projects, options) {
  const report = join(reports, `${suite}.json`);
  const args = ['exec', 'vitest', 'run', '--reporter=dot', '--reporter=json', `--outputFile.json=${report}`, ...projects.flatMap((p) => ['--project', p])];
  step(name, 'pnpm', args, options);
  counts[suite] = vitestCount(report);
}

step('lint and format (biome)', 'pnpm', ['exec', 'biome', 'check', '.'], { budget: BUDGET.lint });
// Modules meet only through public.ts and the hub's package entries (scripts/check-boundaries.mjs says the rules).
step('module boundaries', 'node', ['scripts/check-boundaries.mjs'], { budget: BUDGET.lint });
// Server code (NodeNext) and every web package (bundler resolution, DOM) are two programs, each checked once.
await parallelStep(
  'typecheck server and web (tsc ×2)',
  [
    ['pnpm', ['exec', 'tsc', '-p', 'tsconfig.json']],
    ['pnpm', ['exec', 'tsc', '-p', 'tsconfig.web.json']],
  ],
  { budget: BUDGET.types },
);
vitestStage('unit', 'unit tests', ['unit'], { budget: BUDGET.unit });
const postgres = await postgresAnswers();
if (!postgres && ci) {
  console.error(`PostgreSQL does not answer at ${pgAdminUrl}: CI must run the database tests on it too.`);
  process.exit(1);
}
// The platform on both engines; a module's own files once, on PostgreSQL where it answers.
const embedded = ['db', 'db-embedded', ...(postgres ? [] : ['db-modules'])];
vitestStage('db-embedded', `database tests on the embedded database (${embedded.join(', ')})`, embedded, {
  env: { TEST_DATABASE: 'embedded' },
  budget: BUDGET.embedded,
});
if (postgres) {
  vitestStage('db-postgres', 'database tests on PostgreSQL (db, db-modules)', ['db', 'db-modules'], {
    env: { TEST_DATABASE: 'postgres', TEST_PG_ADMIN_URL: pgAdminUrl },
    budget: BUDGET.postgres,
  });
} else console.warn(`\n! PostgreSQL does not answer at ${pgAdminUrl}: every database test ran on the embedded database only.`);

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (existsSync(chromium)) {
  step('build the hub and the areas (vite)', 'node', ['tests/e2e/support/build-web-apps.mjs'], { budget: BUDGET.build });
  const report = join(reports, 'browser.json');
  step(
    'browser tests (Playwright, system Chromium, a server per worker)',
    'pnpm',
    ['-C', 'tests', 'exec', 'playwright', 'test', '-c', 'e2e/playwright.config.ts', '--reporter=list,json'],
    {
      env: { E2E_SKIP_BUILD: '1', PLAYWRIGHT_JSON_OUTPUT_NAME: report },
      budget: BUDGET.browser,
    },
  );
  counts.browser = playwrightCount(report);
} else if (ci) {
  console.error(`${chromium} is missing: .ci/run installs Debian's chromium.`);
  process.exit(1);
} else console.warn(`\n! ${chromium} is missing (apt-get install chromium): browser tests skipped.`);

printTimings();
if (!checkCounts(counts, { ci })) process.exit(1);
