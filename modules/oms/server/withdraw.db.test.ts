// 自动撤单 through the real app (README "Platform cancellations"): a platform's cancellation of an order whose
// packages the warehouse does not have yet withdraws them (reservation released) and cancels the order when a
// 自动撤单 rule matches; without a rule the order is held for a person; a repeated report changes nothing; the
// fake marketplace's cancellations arrive with the pull; a rule of another kind cannot 自动撤单.
import { ADMIN_PASSWORD, createTestApp, manifestsNamed, type Session, type TestApp } from '@entrepot/hub-server/testing';
import { systemActor } from '@entrepot/server-kit/entity';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE, SERVICE } from '../entities/index.ts';
import { ingestOrders } from './ingest.ts';
import { fakeMarketplace } from './marketplace/fake-marketplace.ts';
import { pullAccount } from './pull.ts';
import { omsServices } from './services.ts';
import { anOrder, receive, salesAccount, skuWith, sqlOf, warehouseWith } from './test-kit.ts';
import { applyCancellations } from './withdraw.ts';

let t: TestApp;
let admin: Session;
// biome-ignore lint/suspicious/noExplicitAny: answers as asserted
type Answer = { code: number; message: string; data: any };
const call = async (method: 'GET' | 'POST', path: string, payload?: object): Promise<Answer> =>
  (await t.call({ method, url: `${SERVICE}${BASE}/${path}`, as: admin, ...(payload ? { payload } : {}) })).body;
const sql = sqlOf(() => t);
const s = omsServices();
const SYSTEM = systemActor('测试');
let W: string;

const arrive = async (account: { id: string; platform_code: string }, o: ReturnType<typeof anOrder>) => {
  const { created } = await t.db.database.tx((tx) => ingestOrders(tx, s, account, [{ phone: '', state: '', address2: '', ...o } as never], 'pull', SYSTEM));
  return created[0]!;
};
const cancel = (accountId: string, platformOrderId: string) =>
  t.db.database.tx((tx) =>
    applyCancellations(
      tx,
      s,
      t.outbox,
      accountId,
      [{ platform_order_id: platformOrderId, cancelled_at: '2026-11-26T08:00:00Z', reason: '买家申请取消：不想要了' }],
      SYSTEM,
    ),
  );
const orderOf = async (id: string) =>
  (await sql('select status, withdraw_result, cancel_reason, platform_cancelled_at from oms.orders where id = $1', [id]))[0];
const packageOf = async (orderId: string) =>
  (await sql('select p.id, p.code, p.status from oms.packages p join oms.package_lines l on l.package_id = p.id where l.order_id = $1', [orderId]))[0];
const reserved = async () =>
  (await sql("select coalesce(sum(reserved), 0)::int as n from wms.stock_balances where warehouse_id = $1 and sku_id = 'WD-SKU'", [W]))[0].n;

beforeAll(async () => {
  t = await createTestApp(await manifestsNamed('oms', 'wms'));
  admin = await t.login('admin', ADMIN_PASSWORD);
  W = await warehouseWith(t, 'WH-WD');
  await skuWith(t, 'WD-SKU');
  await receive(t, W, 'WD-SKU', 10);
});
afterAll(async () => t?.close());

describe('自动撤单', () => {
  it('keeps 自动撤单 to its own kind of rule', async () => {
    const flag = await call('POST', 'rules/withdraw', {
      name: '错误动作',
      priority: 5,
      conditions: [{ field: 'country', operator: 'eq', value: 'US' }],
      actions: [{ action: 'flag', value: 'x' }],
    });
    expect(flag.message).toBe('自动撤单规则的动作只能是自动撤单或拦截');
    const other = await call('POST', 'rules/abnormal', {
      name: '错误种类',
      priority: 5,
      conditions: [{ field: 'country', operator: 'eq', value: 'US' }],
      actions: [{ action: 'withdraw' }],
    });
    expect(other.message).toBe('自动撤单动作只能用于自动撤单规则');
  });

  it('withdraws packages the warehouse does not have and cancels the order; without a rule holds it', async () => {
    const made = await call('POST', 'rules/withdraw', {
      name: 'Amazon买家取消',
      priority: 1,
      conditions: [{ field: 'platform_code', operator: 'eq', value: 'amazon' }],
      actions: [{ action: 'withdraw' }],
    });
    expect(made.code, made.message).toBe(10000);
    // An Amazon order, packed and audited: 3 of the SKU reserved.
    const amazon = await salesAccount(t, 'amz-wd');
    const o = anOrder({ sku: 'WD-SKU', quantity: 3 });
    const id = await arrive(amazon, o);
    const p = await packageOf(id);
    expect((await call('POST', 'packages/audit', { ids: [p.id] })).data).toEqual({ allocated: 1, short: 0 });
    expect(await reserved()).toBe(3);
    expect(await cancel(amazon.id, o.platform_order_id)).toBe(1);
    expect(await orderOf(id)).toMatchObject({ status: '6', withdraw_result: '已自动撤单（规则：Amazon买家取消）', cancel_reason: '买家申请取消：不想要了' });
    expect((await packageOf(id)).status).toBe('90');
    expect(await reserved()).toBe(0);
    // Reported again (an overlapping page): nothing moves.
    expect(await cancel(amazon.id, o.platform_order_id)).toBe(0);

    // A Walmart order no rule matches: held for a person (8 已拦截) while still unpacked; once packed, named.
    const walmart = await salesAccount(t, 'wmt-wd', 'walmart');
    const held = anOrder({ sku: 'WD-SKU', postal: '' }); // 地址不完整: 1 异常订单, not packed
    const heldId = await arrive(walmart, held);
    expect((await orderOf(heldId)).status).toBe('1');
    await cancel(walmart.id, held.platform_order_id);
    expect(await orderOf(heldId)).toMatchObject({ status: '8', withdraw_result: '平台已取消，订单已拦截待人工确认' });
    expect((await sql('select exception_reason from oms.orders where id = $1', [heldId]))[0].exception_reason).toBe('平台已取消：买家申请取消：不想要了');
    const packed = anOrder({ sku: 'WD-SKU' });
    const packedId = await arrive(walmart, packed);
    const q = await packageOf(packedId);
    await cancel(walmart.id, packed.platform_order_id);
    expect(await orderOf(packedId)).toMatchObject({ status: '3', withdraw_result: `平台已取消，包裹 ${q.code} 待人工撤销` });
    // The orders list finds them by 撤单结果.
    expect((await call('GET', `orders?withdraw_result=${encodeURIComponent('待人工撤销')}`)).data.total).toBe(1);
  });

  it('takes the cancellations the marketplace reports with its pages', async () => {
    const amazon = await salesAccount(t, 'amz-wd-pull');
    const adapter = fakeMarketplace({ start: new Date(Date.now() - 3600_000), intervalMs: 60_000, skus: ['WD-SKU'], limit: 6, cancelRate: 1 });
    const pulled = await pullAccount(t.db.database, s, adapter, amazon, { pageSize: 10, outbox: t.outbox });
    expect(pulled.created).toBe(6);
    // Every order is cancelled two orders' time later: orders 1–4 are reported with this page.
    const rows = await sql('select status, count(*)::int as n from oms.orders where account_id = $1 group by status order by status', [amazon.id]);
    expect(rows).toEqual(expect.arrayContaining([{ status: '6', n: 4 }]));
    expect(rows.reduce((n: number, r: { n: number }) => n + r.n, 0)).toBe(6);
  });
});
