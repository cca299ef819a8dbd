// Helpers of the orders database tests (not used by the module itself): a sales account, SKUs with stock, and
// orders as a marketplace would send them.
import type { TestApp } from '@entrepot/hub-server/testing';
import { stockLedger } from '@entrepot/module-wms';
import { newId } from '@entrepot/server-kit';
import type { IncomingOrderInput } from '../domain/incoming.ts';

/** Raw SQL against the test database; rows as the assertions read them. */
export function sqlOf(t: () => TestApp) {
  // biome-ignore lint/suspicious/noExplicitAny: rows as the assertions read them
  return async (text: string, values: unknown[] = []): Promise<any[]> => (await t().db.database.pool.query(text, values)).rows;
}

export async function salesAccount(t: TestApp, name: string, platform = 'amazon'): Promise<{ id: string; account_name: string; platform_code: string }> {
  const id = newId();
  await t.db.database.pool.query(
    "insert into accounts.sales_accounts (id, account_name, main_account_id, platform_code, site_id, site_code, status, account_key) values ($1, $2, $3, $4, $5, 'US', 'enabled', $6)",
    [id, name, newId(), platform, newId(), `${platform}:${name}`],
  );
  return { id, account_name: name, platform_code: platform };
}

export async function warehouseWith(t: TestApp, code: string): Promise<string> {
  const id = newId();
  await t.db.database.pool.query("insert into wms.warehouses (id, code, name, type, status) values ($1, $2, $2, 'domestic', 'enabled')", [id, code]);
  return id;
}

export async function skuWith(t: TestApp, code: string, weight = '0.300'): Promise<string> {
  const id = newId();
  await t.db.database.pool.query('insert into catalogue.skus (id, code, spu_id, name, weight) values ($1, $2, $3, $2, $4)', [id, code, newId(), weight]);
  return id;
}

/** Receives units of a SKU (by code) into the warehouse's unlocated stock. */
export async function receive(t: TestApp, warehouseId: string, skuCode: string, qty: number, ref = newId()): Promise<void> {
  await t.db.database.tx((tx) =>
    stockLedger(t.outbox).post(tx, [
      { type: 'receive', warehouseId, skuId: skuCode, qty, source: { type: 'test_receipt', id: ref, line: '1' }, operator: 'test' },
    ]),
  );
}

let n = 0;
/** An order as a marketplace sends it; `who` picks buyer and address (same `who`, same address). */
export function anOrder(o: {
  sku: string;
  quantity?: number;
  who?: string;
  amount?: string;
  at?: string;
  postal?: string;
  country?: string;
}): IncomingOrderInput {
  n++;
  const who = o.who ?? `Buyer ${n}`;
  return {
    platform_order_id: `T-${Date.now().toString(36)}-${n}`,
    ordered_at: o.at ?? new Date(Date.UTC(2026, 10, 1, 0, n)).toISOString(),
    buyer_name: who,
    buyer_email: `${who.replace(/\s+/g, '.').toLowerCase()}@example.com`,
    country: o.country ?? 'US',
    city: 'Austin',
    address1: `${who} Street 1`,
    postal_code: o.postal ?? '73301',
    currency: 'USD',
    total_amount: o.amount ?? '20.00',
    lines: [{ platform_sku: o.sku, quantity: o.quantity ?? 1, price: '20.00' }],
  };
}
