// Shared set-up of the finance tests that work against purchase orders (进项发票, 付款申请): purchasing beside
// finance, two suppliers each with an approved order, goods received against them.
import { ADMIN_PASSWORD, createTestApp, type Session, type TestApp } from '@entrepot/hub-server/testing';
import { ORDER_LINE_TAKEN, type OrderLineTaken, purchaseManifest } from '@entrepot/module-purchase';
import { newId } from '@entrepot/server-kit';
import { expect } from 'vitest';
import { manifest as finance } from './manifest.ts';
import { seedFinance } from './seed.ts';

// biome-ignore lint/suspicious/noExplicitAny: the answers' shapes are what the assertions check
export type Answer = { code: number; message: string; data: any };
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
export interface OrderOf {
  id: string;
  code: string;
  lines: { id: string; sku_id: string }[];
}

export interface OrdersTest {
  t: TestApp;
  admin: Session;
  cny: string;
  /** 开票供应商's order (IV001-A 100 × 5.00, IV001-B 50 × 8.00) and 另一供应商's (IV001-A 10 × 5.50). */
  order: Record<'mine' | 'theirs', OrderOf>;
  supplierOf: Record<'mine' | 'theirs', string>;
  buy(method: Method, path: string, payload?: object): Promise<Answer>;
  fin(method: Method, path: string, payload?: object, as?: Session): Promise<Answer>;
  sql(text: string, values?: unknown[]): Promise<{ rows: Record<string, any>[] }>;
  /** The warehouse received these quantities of order lines. */
  received(takes: { source: string; quantity: number }[]): Promise<void>;
}

/** The app, both orders approved, and received: IV001-A 40 and IV001-B 50 of mine, IV001-A 10 of theirs. */
export async function ordersTest(): Promise<OrdersTest> {
  const t = await createTestApp([await purchaseManifest(), finance]);
  const admin = await t.login('admin', ADMIN_PASSWORD);
  const call = async (service: string, method: Method, path: string, payload?: object, as = admin): Promise<Answer> =>
    (await t.call({ method, url: `${service}${path}`, as, ...(payload ? { payload } : {}) })).body;
  const buy = (method: Method, path: string, payload?: object) => call('/api-purchase/api/v1/purchase/', method, path, payload);
  const fin = (method: Method, path: string, payload?: object, as?: Session) => call('/api-finance/api/v1/finance/', method, path, payload, as);
  const sql = (text: string, values: unknown[] = []) => t.db.database.pool.query(text, values);
  const operator = { id: newId(), name: '仓库-李强' };
  const received = async (takes: { source: string; quantity: number }[]) => {
    const payload = { kind: 'received', takes: takes.map((x) => ({ ...x, target: newId(), version: 1 })), operator } satisfies OrderLineTaken;
    await t.db.database.tx((tx) => t.outbox.publish(tx, ORDER_LINE_TAKEN, payload));
    await t.outbox.dispatch();
  };
  await seedFinance(t.db.database, { demo: true, today: '2026-06-01' });
  const cny = (await sql("select id from finance.currencies where code = 'CNY'")).rows[0].id as string;
  const approvedOrder = async (name: string, lines: { sku_id: string; quantity: number; price: string }[], warehouse: string) => {
    const supplier = (
      await buy('POST', 'supplier/create', {
        name,
        type: 'factory',
        currency_id: cny,
        contacts: [{ name: '王丽', mobile: '13912345678', is_primary: true }],
        accounts: [{ account_type: 'company', bank_name: '招商银行', account_no: '6222021234567890', holder: name, is_default: true }],
      })
    ).data.id as string;
    await buy('PUT', `supplier/updateStatus/${supplier}`, { status: 'active' });
    const made = await buy('POST', 'order/create', { supplier_id: supplier, warehouse_id: warehouse, currency_id: cny, lines });
    expect(made.code, made.message).toBe(10000);
    await sql("update purchase.orders set status = 'approved' where id = $1", [made.data.id]);
    return { supplier, order: made.data as OrderOf };
  };
  const [a, b] = [newId(), newId()];
  for (const [id, code] of [
    [a, 'IV001-A'],
    [b, 'IV001-B'],
  ])
    await sql('insert into catalogue.skus (id, code, spu_id, name) values ($1, $2, $3, $4)', [id, code, newId(), code]);
  const warehouse = newId();
  await sql("insert into wms.warehouses (id, code, name, type) values ($1, 'WH-IV', '发票仓', 'local')", [warehouse]);
  const mine = await approvedOrder(
    '开票供应商',
    [
      { sku_id: a, quantity: 100, price: '5.00' },
      { sku_id: b, quantity: 50, price: '8.00' },
    ],
    warehouse,
  );
  const theirs = await approvedOrder('另一供应商', [{ sku_id: a, quantity: 10, price: '5.50' }], warehouse);
  const order = { mine: mine.order, theirs: theirs.order };
  await received([
    { source: order.mine.lines[0]!.id, quantity: 40 },
    { source: order.mine.lines[1]!.id, quantity: 50 },
    { source: order.theirs.lines[0]!.id, quantity: 10 },
  ]);
  return { t, admin, cny, order, supplierOf: { mine: mine.supplier, theirs: theirs.supplier }, buy, fin, sql, received };
}
