import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../db/index.ts';
import { copyTemplateDir } from './db-global-setup.ts';

export interface TestDatabase {
  database: Database;
  /** Embedded: the data directory of this copy. */
  dataDir?: string;
  /** PostgreSQL: the URL of this copy. */
  url?: string;
  drop(): Promise<void>;
}

/** A fresh, migrated database for one test file, on whichever engine this run targets. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const target = inject('testDb');
  if (target.kind === 'embedded') {
    const dataDir = copyTemplateDir(target.templateDir);
    const database = await openDatabase({ dataDir });
    return {
      database,
      dataDir,
      async drop() {
        await database.close();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const name = `entrepot_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: target.adminUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${target.template}`);
  await admin.end();
  const url = new URL(target.adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: '' });
  return {
    database,
    url: url.toString(),
    async drop() {
      await database.close();
      const a = new pg.Client({ connectionString: target.adminUrl });
      await a.connect();
      await a.query(`drop database if exists ${name} with (force)`);
      await a.end();
    },
  };
}
