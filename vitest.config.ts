import { defineConfig } from 'vitest/config';

const exclude = ['**/node_modules/**', '**/dist/**', '.tools/**', 'tests/e2e/**'];

// unit: no database, run once. db: every *.db.test.ts, run by scripts/test.mjs once on the embedded
// database and once on PostgreSQL (TEST_DATABASE=embedded|postgres), each from a migrated template.
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'unit', include: ['**/*.test.ts', '**/*.test.tsx'], exclude: [...exclude, '**/*.db.test.ts'] } },
      {
        test: {
          name: 'db',
          include: ['**/*.db.test.ts'],
          exclude,
          globalSetup: ['shared/server/testing/db-global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          maxWorkers: 2,
        },
      },
    ],
  },
});
