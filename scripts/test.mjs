// `npm test` after bootstrap: lint, types, unit tests, database tests on the embedded database and on
// PostgreSQL, then browser tests. Prints the time of each stage.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { printTimings, root, step } from './lib/steps.mjs';

const ci = process.env.CI === 'true' || process.env.CI === '1';
const pgAdminUrl = process.env.TEST_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

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

const vitest = ['exec', 'vitest', 'run', '--reporter=dot'];
step('lint and format (biome)', 'pnpm', ['exec', 'biome', 'check', '.']);
step('typecheck (tsc)', 'pnpm', ['exec', 'tsc', '-p', 'tsconfig.json']);
// Web code has its own compiler settings (DOM, bundler resolution): one tsconfig per web package.
const subdirs = (dir) => (existsSync(join(root, dir)) ? readdirSync(join(root, dir)).map((d) => `${dir}/${d}`) : []);
const webProjects = ['hub/web', ...subdirs('shared/web'), ...subdirs('modules').map((m) => `${m}/web`)].filter((d) =>
  existsSync(join(root, d, 'tsconfig.json')),
);
for (const web of webProjects) step(`typecheck ${web} (tsc)`, 'pnpm', ['exec', 'tsc', '-p', `${web}/tsconfig.json`]);
step('unit tests', 'pnpm', [...vitest, '--project', 'unit']);
step('database tests on the embedded database (PGlite)', 'pnpm', [...vitest, '--project', 'db'], { env: { TEST_DATABASE: 'embedded' } });
if (await postgresAnswers()) {
  step('database tests on PostgreSQL', 'pnpm', [...vitest, '--project', 'db'], { env: { TEST_DATABASE: 'postgres', TEST_PG_ADMIN_URL: pgAdminUrl } });
} else if (ci) {
  console.error(`PostgreSQL does not answer at ${pgAdminUrl}: CI must run the database tests on it too.`);
  process.exit(1);
} else {
  console.warn(`\n! PostgreSQL does not answer at ${pgAdminUrl}: database tests ran on the embedded database only.`);
}
if (existsSync(join(root, 'tests', 'e2e', 'playwright.config.ts'))) {
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (existsSync(chromium))
    step('browser tests (Playwright, system Chromium)', 'pnpm', ['-C', 'tests', 'exec', 'playwright', 'test', '-c', 'e2e/playwright.config.ts']);
  else if (ci) {
    console.error(`${chromium} is missing: .ci/run installs Debian's chromium.`);
    process.exit(1);
  } else console.warn(`\n! ${chromium} is missing (apt-get install chromium): browser tests skipped.`);
}
printTimings();
