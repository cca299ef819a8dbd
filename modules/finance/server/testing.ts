// Shared set-up of the finance database tests: the app with this module, the seed as of 2026-03-15.
import { ADMIN_PASSWORD, createTestApp, DEMO_PASSWORD, type Session, type TestApp } from '@entrepot/hub-server/testing';
import { manifest } from './manifest.ts';
import { FINANCE } from './routes.ts';
import { seedFinance } from './seed.ts';

export const SEED_DAY = '2026-03-15';

export interface FinanceTest {
  t: TestApp;
  admin: Session;
  /** buyer01: no finance code at all */
  buyer: Session;
  /** finance01: the demo 财务 role, granted every finance code by the seed */
  clerk: Session;
  // biome-ignore lint/suspicious/noExplicitAny: tests read answers of every shape; their assertions check them
  api(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, as?: Session, payload?: object): Promise<{ code: number; message: string; data: any }>;
  idOf(table: string, where: string, value: string): Promise<string>;
  count(table: string, where?: string, values?: unknown[]): Promise<number>;
}

export async function financeTest(): Promise<FinanceTest> {
  const t = await createTestApp([manifest]);
  await seedFinance(t.db.database, { demo: true, today: SEED_DAY });
  const pool = t.db.database.pool;
  return {
    t,
    admin: await t.login('admin', ADMIN_PASSWORD),
    buyer: await t.login('buyer01', DEMO_PASSWORD),
    clerk: await t.login('finance01', DEMO_PASSWORD),
    api: (method, path, as, payload) => t.call({ method, url: `/api-finance${FINANCE}${path}`, as, ...(payload ? { payload } : {}) }).then((r) => r.body),
    idOf: async (table, where, value) => (await pool.query(`select id from finance.${table} where ${where} = $1`, [value])).rows[0].id as string,
    count: async (table, where, values) =>
      Number((await pool.query(`select count(*) as n from finance.${table}${where ? ` where ${where}` : ''}`, values)).rows[0].n),
  };
}
