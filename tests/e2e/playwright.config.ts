import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { SERVER_ENV, SERVER_NODE_FLAGS } from '../../scripts/lib/server-node-flags.mjs';
import { ADMIN } from './support/accounts.ts';
import { dataDirs, E2E_PORT, E2E_WORKERS } from './support/servers.ts';

// Browser tests against the built hub served by the real server on fresh databases (README: demo users), one
// server and data directory per worker. The web apps are built once before the first server starts
// (scripts/test.mjs builds them as a stage of its own and sets E2E_SKIP_BUILD=1).
const repoRoot = join(import.meta.dirname, '..', '..');
const build = process.env.E2E_SKIP_BUILD === '1' ? '' : 'node tests/e2e/support/build-web-apps.mjs && ';
const server = `node ${SERVER_NODE_FLAGS.join(' ')} hub/server/src/main.ts`;

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  workers: E2E_WORKERS,
  fullyParallel: false,
  retries: process.env.CI ? 1 : 0,
  // CI runs on a machine shared with other work (seen 2–3× slower than a quiet one): waits are longer there, so a
  // slow machine does not fail a journey that works; what never shows still fails.
  timeout: process.env.CI ? 120_000 : 60_000,
  expect: { timeout: process.env.CI ? 20_000 : 10_000 },
  reporter: [['list']],
  use: {
    locale: 'zh-CN',
    viewport: { width: 1366, height: 800 },
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  webServer: dataDirs().map((dataDir, i) => ({
    command: i === 0 ? `${build}${server}` : server,
    cwd: repoRoot,
    url: `http://127.0.0.1:${E2E_PORT + i}/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      PORT: String(E2E_PORT + i),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ENTREPOT_ADMIN_PASSWORD: ADMIN.password,
      SEED_DEMO: '1',
      LOG_LEVEL: 'warn',
      // No scheduled marketplace pulls beside the tests: the orders journey pulls on demand (立即拉单).
      OMS_PULL_SECONDS: '0',
      ...SERVER_ENV,
    },
  })),
});
