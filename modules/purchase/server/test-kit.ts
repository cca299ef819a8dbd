// What the purchase area's database tests share: the app with the purchase manifest, an admin session, the
// currencies, calls by path, users with codes and row rules, a supplier's input. Test code only.
import { ADMIN_PASSWORD, createTestApp, type Session, type TestApp } from '@entrepot/hub-server/testing';
import { seedFinance } from '@entrepot/module-finance';
import { expect } from 'vitest';
import { BASE, SERVICE } from '../entities/index.ts';
import { manifest } from './manifest.ts';

// biome-ignore lint/suspicious/noExplicitAny: the answers' shapes are what the assertions check
export type Answer = { code: number; message: string; data: any };
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface PurchaseKit {
  t: TestApp;
  admin: Session;
  cny: string;
  usd: string;
  call(as: Session, method: Method, path: string, payload?: object): Promise<Answer>;
  api(method: Method, path: string, payload?: object): Promise<Answer>;
  auth(as: Session, method: 'GET' | 'POST' | 'PUT', path: string, payload?: object): Promise<Answer>;
  // biome-ignore lint/suspicious/noExplicitAny: rows as the assertions read them
  sql(text: string, values?: unknown[]): Promise<{ rows: any[] }>;
  /** A user with these codes, in a data-permission group with these row rules. */
  userWith(login: string, mobile: string, permissions: string[], rowRules?: object): Promise<{ session: Session; id: string }>;
  supplierInput(name: string, extra?: object): Record<string, unknown> & { accounts: Record<string, unknown>[] };
}

export async function purchaseKit(): Promise<PurchaseKit> {
  const t = await createTestApp([manifest]);
  const admin = await t.login('admin', ADMIN_PASSWORD);
  await seedFinance(t.db.database, { demo: true, today: '2026-06-01' });
  const sql = (text: string, values: unknown[] = []) => t.db.database.pool.query(text, values);
  const money = (await sql("select id, code from finance.currencies where code in ('CNY','USD')")).rows;
  const cny = money.find((m) => m.code === 'CNY').id as string;
  const usd = money.find((m) => m.code === 'USD').id as string;
  const call = async (as: Session, method: Method, path: string, payload?: object): Promise<Answer> =>
    (await t.call({ method, url: `${SERVICE}${BASE}/${path}`, as, ...(payload ? { payload } : {}) })).body;
  const auth = async (as: Session, method: 'GET' | 'POST' | 'PUT', path: string, payload?: object): Promise<Answer> =>
    (await t.call({ method, url: `/api-auth/api/v1${path}`, as, ...(payload ? { payload } : {}) })).body;
  return {
    t,
    admin,
    cny,
    usd,
    call,
    api: (method, path, payload) => call(admin, method, path, payload),
    auth,
    sql,
    async userWith(login, mobile, permissions, rowRules) {
      const role = (await auth(admin, 'POST', '/role', { name: `角色-${login}`, permissions })).data.id;
      const staff = await auth(admin, 'POST', '/staff', { login_name: login, name: login, mobile, role_ids: [role], password: 'Start#2026x' });
      expect(staff.code, staff.message).toBe(10000);
      if (rowRules) expect((await auth(admin, 'POST', '/group', { name: `组-${login}`, member_ids: [staff.data.id], row_rules: rowRules })).code).toBe(10000);
      await sql('update identity.users set must_change_password = false where login_name = $1', [login]);
      return { session: await t.login(login, 'Start#2026x'), id: staff.data.id };
    },
    supplierInput: (name, extra = {}) => ({
      name,
      type: 'factory',
      currency_id: cny,
      contacts: [{ name: '王丽', mobile: '13912345678', is_primary: true }],
      accounts: [{ account_type: 'company', bank_name: '招商银行深圳分行', account_no: '6222021234567890', holder: name, is_default: true }],
      ...extra,
    }),
  };
}
