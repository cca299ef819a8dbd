import { defineConfig } from 'drizzle-kit';

// One migration history for the whole app; each module keeps its tables in its own Postgres schema.
export default defineConfig({
  dialect: 'postgresql',
  schema: ['shared/server/**/*.schema.ts', 'hub/server/src/**/*.schema.ts', 'modules/*/server/**/*.schema.ts'],
  out: 'hub/server/migrations',
});
