import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { SERVER_NODE_FLAGS } from '../../scripts/lib/server-node-flags.mjs';
import { ADMIN } from './support/accounts.ts';

// Browser tests against the built hub served by the real server on a fresh database (README: demo users).
const port = Number(process.env.E2E_PORT ?? 8390);
// Set once in the runner; workers inherit it, so every process agrees on the one data directory.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'entrepot-e2e-'));
const repoRoot = join(import.meta.dirname, '..', '..');

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  workers: 1,
  fullyParallel: false,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'zh-CN',
    viewport: { width: 1366, height: 800 },
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  webServer: {
    command: `node tests/e2e/support/build-web-apps.mjs && node ${SERVER_NODE_FLAGS.join(' ')} hub/server/src/main.ts`,
    cwd: repoRoot,
    url: `http://127.0.0.1:${port}/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      ENTREPOT_ADMIN_PASSWORD: ADMIN.password,
      SEED_DEMO: '1',
      LOG_LEVEL: 'warn',
    },
  },
});
