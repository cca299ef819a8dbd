import { defineConfig } from 'vitest/config';

const exclude = ['**/node_modules/**', '**/dist/**', '.tools/**', 'tests/e2e/**'];

// Which database a test file runs on (README "Tests"): scripts/test.mjs picks the projects per engine.
//  db            the platform (shared/, hub/server, the stock ledger) and any module file tagged `*.both.db.test.ts`:
//                on the embedded database and on PostgreSQL, which must agree on everything they do;
//  db-modules    a module's own routes and commands (and the generator's output): once, on PostgreSQL (the embedded
//                database when none answers);
//  db-embedded   `*.embedded.db.test.ts`, what only the embedded database has (its data directory, its lock).
// Each run migrates once into a template that every test file copies (a cloned database or data directory).
const platform = ['shared/**/*.db.test.ts', 'hub/server/**/*.db.test.ts', 'modules/*/domain/ledger/**/*.db.test.ts', 'modules/**/*.both.db.test.ts'];
const embeddedOnly = '**/*.embedded.db.test.ts';
const db = {
  globalSetup: ['shared/server/testing/db-global-setup.ts'],
  testTimeout: 60_000,
  hookTimeout: 120_000,
  maxWorkers: 2,
};

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'unit', include: ['**/*.test.ts', '**/*.test.tsx'], exclude: [...exclude, '**/*.db.test.ts'] } },
      { test: { name: 'db', include: platform, exclude: [...exclude, embeddedOnly], ...db } },
      { test: { name: 'db-modules', include: ['modules/**/*.db.test.ts', 'scripts/*.db.test.ts'], exclude: [...exclude, ...platform, embeddedOnly], ...db } },
      { test: { name: 'db-embedded', include: [embeddedOnly], exclude, ...db } },
    ],
  },
});
