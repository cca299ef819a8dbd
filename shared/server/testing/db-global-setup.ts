import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/index.ts';
import { migrationsFolder } from './migrations.ts';

// Migrate once per run into a template; every test file then gets its own copy (a cloned PostgreSQL
// database, or a copied embedded data directory).
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const target = process.env.TEST_DATABASE ?? 'embedded';
  if (target === 'postgres') {
    const adminUrl = process.env.TEST_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
    const template = `entrepot_tpl_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${template}`);
    const url = new URL(adminUrl);
    url.pathname = `/${template}`;
    const database = await openDatabase({ databaseUrl: url.toString(), dataDir: '' });
    await database.migrate(migrationsFolder);
    await database.close();
    project.provide('testDb', { kind: 'postgres', adminUrl, template });
    return async () => {
      await admin.query(`drop database if exists ${template} with (force)`);
      await admin.end();
    };
  }
  const dir = mkdtempSync(join(tmpdir(), 'entrepot-tpl-'));
  const database = await openDatabase({ dataDir: dir });
  await database.migrate(migrationsFolder);
  await database.close();
  rmSync(join(dir, 'entrepot.lock'), { force: true });
  project.provide('testDb', { kind: 'embedded', templateDir: dir });
  return async () => rmSync(dir, { recursive: true, force: true });
}

export function copyTemplateDir(templateDir: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'entrepot-test-'));
  cpSync(templateDir, dir, { recursive: true });
  return dir;
}

declare module 'vitest' {
  export interface ProvidedContext {
    testDb: { kind: 'postgres'; adminUrl: string; template: string } | { kind: 'embedded'; templateDir: string };
  }
}
