// What the purchase area's database tests share: the app with the purchase manifest, an admin session, the
// currencies, calls by path, users with codes and row rules, a supplier's input. Test code only.
import { ADMIN_PASSWORD, createTestApp, restrictedUser, type Session, type TestApp } from '@entrepot/hub-server/testing';
import { seedFinance } from '@entrepot/module-finance';
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
      const session = await restrictedUser(t, admin, { login, mobile, permissions, rowRules });
      return { session, id: session.staffId };
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
