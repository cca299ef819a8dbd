import { type Database, openDatabase } from '@entrepot/server-kit/db';
import pg from 'pg';
import { seedIdentity } from '../../../hub/server/src/identity/seed.ts';
import { migrationsFolder } from '../../../hub/server/src/main-paths.ts';

/**
 * A fresh, migrated PostgreSQL database for one benchmark (`BENCH_PG_URL`, the admin URL), with the administrator
 * signed-in benchmarks use; `drop()` removes it unless `BENCH_KEEP` is set.
 */
export async function benchDatabase(name: string): Promise<{ database: Database; url: string; drop(): Promise<void> }> {
  const adminUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: '', poolSize: 4 });
  await database.migrate(migrationsFolder);
  await seedIdentity(database, { adminPassword: 'Admin@2026!x', demo: false });
  return {
    database,
    url: url.toString(),
    async drop() {
      await database.close();
      if (!process.env.BENCH_KEEP) await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}
