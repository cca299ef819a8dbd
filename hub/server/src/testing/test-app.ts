import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Outbox } from '@entrepot/server-kit/events';
import { createTestDatabase, type TestDatabase } from '@entrepot/server-kit/testing';
import { createTables } from '@entrepot/server-kit/testing/tables';
import { is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp } from '../app.ts';
import { seedFiles } from '../files/seed-files.ts';
import { LocalStorage } from '../files/storage.ts';
import { createIdentity, type Identity } from '../identity/index.ts';
import { seedIdentity } from '../identity/seed.ts';
import type { ModuleManifest, SeedFiles } from '../module.ts';

export const ADMIN_PASSWORD = 'Admin@2026!x';

// Tests read answer bodies of every shape; their assertions do the checking.
// biome-ignore lint/suspicious/noExplicitAny: see above
type AnswerData = any;

export interface Session {
  token: string;
  ticket: string;
}

export interface TestApp {
  app: FastifyInstance;
  db: TestDatabase;
  identity: Identity;
  /** The file store as a module's seed gets it (demo pictures). */
  seedFiles: SeedFiles;
  /** The app's outbox: tests publish through it and run `dispatch()` themselves (no background dispatcher). */
  outbox: Outbox;
  /** Calls a route; `as` sends that session's headers. */
  call(
    options: InjectOptions & { as?: Session },
  ): Promise<{ statusCode: number; body: { code: number; message: string; data: AnswerData }; raw: Awaited<ReturnType<FastifyInstance['inject']>> }>;
  login(loginName: string, password: string): Promise<Session>;
  close(): Promise<void>;
}

/** The real app (identity, contract, modules) on a fresh copy of the migrated test database, seeded with demo users. */
export interface TestAppOptions {
  /**
   * A module's `*.schema.ts` exports (`await import('./x.schema.ts')`): its tables are created for the test when the
   * migrations do not hold them yet — a module generated a minute ago, before `pnpm db:regenerate`.
   */
  tables?: Record<string, unknown>;
}

/** The tables of a schema module's exports that the database does not have, created as a migration would. */
async function createMissingTables(database: TestDatabase['database'], exports: Record<string, unknown>): Promise<void> {
  const tables = Object.fromEntries(Object.entries(exports).filter(([, v]) => is(v, PgTable))) as Record<string, PgTable>;
  const first = Object.values(tables)[0];
  if (!first) return;
  const { schema, name } = getTableConfig(first);
  const found = await database.db.execute<{ t: string | null }>(sql`select to_regclass(${`${schema ?? 'public'}.${name}`}) as t`);
  if (found.rows[0]?.t) return;
  await createTables(database, schema ?? 'public', tables as Parameters<typeof createTables>[2]);
}

export async function createTestApp(manifests: ModuleManifest[] = [], options: TestAppOptions = {}): Promise<TestApp> {
  const db = await createTestDatabase();
  if (options.tables) await createMissingTables(db.database, options.tables);
  await seedIdentity(db.database, { adminPassword: ADMIN_PASSWORD, demo: true });
  const identity = await createIdentity(db.database, { storage: new LocalStorage(mkdtempSync(join(tmpdir(), 'entrepot-files-'))) });
  const outbox = new Outbox(db.database);
  const app = await buildApp({
    database: db.database,
    identity,
    manifests,
    outbox,
    serveStatic: false,
    logger: process.env.TEST_LOG ? { level: 'error' } : false,
  });
  const call: TestApp['call'] = async ({ as, ...options }) => {
    const headers = { ...(options.headers ?? {}), ...(as ? { authorization: `Bearer ${as.token}`, 'x-ticket': as.ticket } : {}) };
    const raw = await app.inject({ ...options, headers });
    // A file download is not JSON: its body stays a null-coded envelope and the test reads `raw`.
    let body = { code: 0, message: '', data: null as AnswerData };
    try {
      body = raw.json();
    } catch {
      /* not JSON */
    }
    return { statusCode: raw.statusCode, body, raw };
  };
  return {
    app,
    db,
    identity,
    seedFiles: seedFiles(identity.files),
    outbox,
    call,
    async login(loginName, password) {
      const res = await call({ method: 'POST', url: '/api-auth/api/v1/login', payload: { login_name: loginName, password } });
      if (res.body.code !== 10000) throw new Error(`login ${loginName} failed: ${res.body.code} ${res.body.message}`);
      return res.body.data as Session;
    },
    async close() {
      await app.close();
      await db.drop();
    },
  };
}

/** A multipart/form-data body for inject. */
export function multipart(fields: Record<string, string>, files: { field: string; filename: string; type: string; bytes: Buffer }[]) {
  const boundary = `----entrepot${Date.now()}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const f of files) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${f.field}"; filename="${f.filename}"\r\nContent-Type: ${f.type}\r\n\r\n`),
      f.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
