// The generator's output passes its own tests: a module with an entity is generated (outside modules/, so no
// other test mounts it), then its generated database test runs in a vitest of its own against this run's
// database engine — the tables made by the test kit, as before `pnpm db:regenerate`.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const repo = join(import.meta.dirname, '..');
mkdirSync(join(repo, '.tmp'), { recursive: true });
const root = mkdtempSync(join(repo, '.tmp', 'generated-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('new-module --entity', () => {
  it('generates a module whose own database test passes', () => {
    const made = spawnSync(
      process.execPath,
      [join(repo, 'scripts', 'new-module.mjs'), 'trial', '--entity', 'supplier', '--label', '供应商', '--no-install', '--root', root],
      {
        encoding: 'utf8',
      },
    );
    expect(made.status, made.stderr).toBe(0);
    writeFileSync(
      join(root, 'vitest.config.ts'),
      `export default { test: { include: ['modules/**/*.db.test.ts'], globalSetup: [${JSON.stringify(join(repo, 'shared/server/testing/db-global-setup.ts'))}], testTimeout: 60000, hookTimeout: 120000 } };\n`,
    );
    const vitest = join(repo, 'node_modules', 'vitest', 'vitest.mjs');
    const run = spawnSync(process.execPath, [vitest, 'run', '--root', root, '--reporter=dot'], {
      encoding: 'utf8',
      env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' },
      timeout: 180_000,
    });
    expect(run.status, `${run.stdout}\n${run.stderr}`).toBe(0);
    expect(run.stdout).toMatch(/Tests\s+2 passed/);
  });
});
