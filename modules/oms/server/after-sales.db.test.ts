// After-sales and the gateway through the real app (README "After-sales", "Gateway"): a refund copies its order,
// 审核 approves within what is left to refund or rejects with a reason, an approved 退货退款 of a shipped order
// makes it 已退货 and announces the return; complaints close with a result; the IOmsService methods answer the
// same records under the gateway's names and envelope.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ADMIN_PASSWORD, createTestApp, manifestsNamed, type Session, type TestApp } from '@entrepot/hub-server/testing';
import { newId } from '@entrepot/server-kit';
import { systemActor } from '@entrepot/server-kit/entity';
import { readXlsx } from '@entrepot/server-kit/file-tasks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE, SERVICE } from '../entities/index.ts';
import { RETURN_EXPECTED } from './after-sales.ts';
import { OMS_COMMON_GATEWAY, OMS_GATEWAY } from './gateway.ts';
import { ingestOrders } from './ingest.ts';
import { omsServices } from './services.ts';
import { anOrder, salesAccount, skuWith, sqlOf, warehouseWith } from './test-kit.ts';

let t: TestApp;
let admin: Session;
// biome-ignore lint/suspicious/noExplicitAny: answers as asserted
type Answer = { code: number; message: string; data: any };
const call = async (method: 'GET' | 'POST', path: string, payload?: object): Promise<Answer> =>
  (await t.call({ method, url: path.startsWith('/') ? path : `${SERVICE}${BASE}/${path}`, as: admin, ...(payload ? { payload } : {}) })).body;
const gateway = (method: string, data: object) => call('POST', `/motan-client${OMS_GATEWAY}/${method}`, { data, operator: 'someone-else' });
const sql = sqlOf(() => t);
const s = omsServices();
let order: { id: string; code: string };

beforeAll(async () => {
  t = await createTestApp(await manifestsNamed('oms', 'wms'));
  admin = await t.login('admin', ADMIN_PASSWORD);
  const account = await salesAccount(t, 'wmt-after', 'walmart');
  await warehouseWith(t, 'WH-AS');
  await skuWith(t, 'AS-SKU');
  const { created } = await t.db.database.tx((tx) =>
    ingestOrders(
      tx,
      s,
      account,
      [{ ...anOrder({ sku: 'AS-SKU', amount: '100.00', quantity: 2 }), buyer_email: '', phone: '', state: '', address2: '' } as never],
      'pull',
      systemActor('测试'),
    ),
  );
  [order] = await sql('select id, code from oms.orders where id = $1', [created[0]]);
});
afterAll(async () => t?.close());

describe('退款', () => {
  it('copies the order, approves within the order’s amount, rejects with a reason', async () => {
    const a = await call('POST', 'refund', { order_id: order.id, refund_type: 'refund', reason: 'damaged', amount: '60.00' });
    expect(a.code, a.message).toBe(10000);
    expect(a.data).toMatchObject({
      order_code: order.code,
      platform_code: 'walmart',
      currency: 'USD',
      status: 'pending',
      code: expect.stringMatching(/^RF\d{8}-\d{4}$/),
    });
    const b = await gateway('addRefundInfo', { order_id: order.id, refund_type: 'refund', reason: 'other', amount: '50.00' });
    expect(b.code, b.message).toBe(10000);
    expect((await call('POST', 'refunds/audit', { ids: [a.data.id], approved: true })).data).toEqual({ audited: 1 });
    const over = await call('POST', 'refunds/audit', { ids: [b.data.id], approved: true });
    expect(over.message).toBe(`退款单 ${b.data.code} 退款金额超出订单可退金额（订单金额 100.00，已退 60.00）`);
    expect((await call('POST', 'refunds/audit', { ids: [b.data.id], approved: false })).message).toBe('请填写驳回原因');
    const rejected = await gateway('auditRefundInfo', { id: b.data.id, approved: false, reason: '超出可退金额' });
    expect(rejected.code, rejected.message).toBe(10000);
    const list = await gateway('getRejectedList', { pageNumber: 1, pageSize: 20 });
    expect(list.data).toMatchObject({ total: 1, pageNumber: 1, pageSize: 20 });
    expect(list.data.list[0]).toMatchObject({ code: b.data.code, reject_reason: '超出可退金额', status: 'rejected' });
    expect((await gateway('getRefundDetailByOrderId', { orderId: order.id })).data.total).toBe(2);
    // The palette finds a refund by its number and opens its detail.
    expect((await call('GET', `/api-auth/api/v1/search?q=${a.data.code}`)).data).toContainEqual({
      kind: '退款',
      code: a.data.code,
      title: `退款 ${a.data.code}`,
      url: `/order/after-service/refund?id=${a.data.id}`,
    });
  });

  it('an approved 退货退款 of a shipped order makes it 已退货 and announces the return', async () => {
    await sql("update oms.orders set status = '5' where id = $1", [order.id]);
    await sql('update oms.order_lines set shipped_quantity = quantity where order_id = $1', [order.id]);
    const r = await call('POST', 'refund', { order_id: order.id, refund_type: 'return', reason: 'wrong_item', amount: '40.00' });
    await call('POST', 'refunds/audit', { ids: [r.data.id], approved: true });
    expect((await sql('select status from oms.orders where id = $1', [order.id]))[0].status).toBe('7');
    const [event] = await sql('select payload from platform.outbox_events where name = $1', [RETURN_EXPECTED]);
    expect(event.payload).toMatchObject({ order_code: order.code, refund_code: r.data.code, lines: [{ sku_code: 'AS-SKU', quantity: 2 }] });
  });
});

describe('客诉与网关', () => {
  it('a complaint closes only with a result', async () => {
    const c = await gateway('addCustomerComplaint', { order_id: order.id, type: 'logistics', content: '物流太慢' });
    expect(c.code, c.message).toBe(10000);
    expect((await call('POST', `complaint/${c.data.id}/close`)).message).toBe('请先填写处理结果');
    const put = (
      await t.call({ method: 'PUT', url: `${SERVICE}${BASE}/complaint/${c.data.id}`, as: admin, payload: { result: '已补发', version: c.data.version } })
    ).body;
    expect(put.code, put.message).toBe(10000);
    expect((await call('POST', `complaint/${c.data.id}/close`)).data.status).toBe('closed');
    expect((await gateway('getCustomerComplaintDetail', { id: c.data.id })).data.result).toBe('已补发');
    expect((await call('GET', `/api-auth/api/v1/search?q=${c.data.code}`)).data.map((h: { kind: string; code: string }) => `${h.kind} ${h.code}`)).toContain(
      `客诉 ${c.data.code}`,
    );
  });

  it('answers orders, their lines, the rules and the statistics under the gateway’s names', async () => {
    const page = await gateway('getPageList', { orderNo: order.code, pageNumber: 1, pageSize: 20 });
    expect(page.data.list.map((o: { code: string }) => o.code)).toEqual([order.code]);
    expect((await gateway('getChildList', { orderId: order.id })).data[0]).toMatchObject({ sku_code: 'AS-SKU', quantity: 2 });
    const made = await gateway('editExceptionRule', {
      name: '偏远邮编',
      priority: 3,
      conditions: [{ field: 'postal_code', operator: 'in', value: '99501,96701' }],
      actions: [{ action: 'flag' }],
    });
    expect(made.code, made.message).toBe(10000);
    expect(made.data.kind).toBe('abnormal');
    const edited = await gateway('editExceptionRule', { id: made.data.id, version: made.data.version, name: '偏远地区邮编' });
    expect(edited.data.name).toBe('偏远地区邮编');
    expect((await gateway('getExceptionRuleList', { ruleName: '偏远' })).data.total).toBe(1);
    expect(
      (await gateway('getRuleConditionList', {})).data
        .find((c: { value: string }) => c.value === 'total_amount')
        .operators.map((o: { label: string }) => o.label),
    ).toContain('大于');
    expect((await gateway('deleteExceptionRule', { id: made.data.id })).data).toEqual({ deleted: 1 });
    const day = new Date(Date.UTC(2026, 10, 1)).toISOString().slice(0, 10);
    const byAccount = await gateway('getAccountStatisticsOrderList', { startDate: '2026-10-01', endDate: '2026-11-30' });
    expect(byAccount.data[0]).toMatchObject({ account_name: 'wmt-after', orders: 1, quantity: 2, amount: '100.00', currency: 'USD' });
    expect((await gateway('getAccountStatisticsByDateList', { startDate: day, endDate: day })).data[0]).toMatchObject({ date: day, orders: 1 });
    expect((await gateway('getNotSellerStaTisTicsList', { startDate: '2026-10-01', endDate: '2026-11-30' })).data).toHaveLength(1);
    expect((await gateway('getAccountStatisticsOrderList', { startDate: '2026-12-01', endDate: '2026-11-01' })).message).toBe('开始日期不能晚于结束日期');
  });
});

describe('导入导出配置', () => {
  it('keeps each person’s own column choices, one default per list, and says where an import’s template is', async () => {
    const common = (method: string, data: object) => call('POST', `/motan-client${OMS_COMMON_GATEWAY}/${method}`, { data, operator: 'x' });
    const first = await common('editImportExportConf', {
      type: 'export',
      business: 'order',
      name: '客服常用',
      columns: [{ field: 'code' }, { field: 'buyer_name', title: '买家' }],
      isDefault: true,
    });
    expect(first.code, first.message).toBe(10000);
    const second = await common('editImportExportConf', {
      type: 'export',
      business: 'order',
      name: '财务对账',
      columns: [{ field: 'total_amount' }],
      isDefault: true,
    });
    expect(second.data).toMatchObject({ name: '财务对账', isDefault: true });
    const mine = (await common('getImportExportConf', { type: 'export', business: 'order' })).data;
    expect(mine.map((c: { name: string; isDefault: boolean }) => [c.name, c.isDefault])).toEqual([
      ['客服常用', false],
      ['财务对账', true],
    ]);
    expect((await common('editImportExportConf', { type: 'export', business: 'order', name: '错列', columns: [{ field: 'nope' }] })).message).toContain(
      '「nope」不是订单的字段',
    );
    const renamed = await common('editImportExportConf', {
      id: first.data.id,
      version: first.data.version,
      type: 'export',
      business: 'order',
      name: '客服用',
      columns: [{ field: 'code' }],
    });
    expect(renamed.data.name).toBe('客服用');
    expect((await common('deleteImportExportConf', { id: second.data.id })).data).toEqual({ deleted: 1 });
    expect((await common('getImportExportConf', {})).data).toHaveLength(1);
    // Another person's configuration is neither listed nor deleted here.
    const theirs = newId();
    await sql(
      `insert into oms.import_export_confs (id, kind, business, name, columns, is_default, created_by) values ($1, 'export', 'order', '别人的', '[{"field":"code"}]', true, $2)`,
      [theirs, newId()],
    );
    expect((await common('getImportExportConf', {})).data.map((c: { name: string }) => c.name)).toEqual(['客服用']);
    expect((await common('deleteImportExportConf', { id: theirs })).code).toBe(10404);
    const url = await gateway('getImportFileUrl', { type: 'order' });
    expect(url.data).toEqual({ type: 'order', url: `${SERVICE}${BASE}/orders/import-template` });
    expect((await gateway('getImportFileUrl', { type: 'package' })).message).toContain('不支持的导入类型');
  });
});

describe('业绩统计', () => {
  const period = 'startDate=2026-10-01&endDate=2026-11-30';
  it('answers each view over REST within a period and a platform, and exports a view as it lists it', async () => {
    expect((await call('GET', `statistics/account?${period}`)).data).toEqual([
      expect.objectContaining({ account_name: 'wmt-after', platform_code: 'walmart', currency: 'USD', orders: 1, quantity: 2, amount: '100.00' }),
    ]);
    expect((await call('GET', `statistics/account?${period}&platformCode=amazon`)).data).toEqual([]);
    expect((await call('GET', `statistics/date?${period}`)).data).toEqual([expect.objectContaining({ date: '2026-11-01', orders: 1, amount: '100.00' })]);
    expect((await call('GET', `statistics/unmatched?${period}`)).data).toHaveLength(1); // no salesperson answers for wmt-after
    expect((await call('GET', `statistics/platform?${period}`)).data).toEqual([
      expect.objectContaining({ platform_code: 'walmart', month: '2026-11', currency: 'USD', orders: 1, amount: '100.00' }),
    ]);
    expect((await call('GET', 'statistics/date?startDate=2026-12-01&endDate=2026-11-01')).message).toBe('开始日期不能晚于结束日期');

    const started = await call('GET', `statistics/account/export?${period}`);
    expect(started.message).toBe('导出任务已创建，请在文件任务中下载');
    await t.identity.tasks.runner.drain();
    const tasks = (await call('GET', '/api-auth/api/v1/file-tasks')).data.list as { id: string; status: string; title: string; file_url: string }[];
    const done = tasks.find((x) => x.id === started.data.task_id)!;
    expect(done).toMatchObject({ status: 'succeeded', title: '导出账号业绩' });
    const path = join(mkdtempSync(join(tmpdir(), 'entrepot-oms-')), 'statistics.xlsx');
    writeFileSync(path, (await t.call({ method: 'GET', url: done.file_url })).raw.rawPayload);
    const rows: Record<string, string>[] = [];
    for await (const r of readXlsx(path)) rows.push(r.values);
    expect(rows).toEqual([expect.objectContaining({ 销售账号: 'wmt-after', 平台: 'Walmart', 币种: 'USD', 订单数: '1', 件数: '2', 销售额: '100.00' })]);
  });

  it('reports each standalone site: 客单价, buyers and repeat buyers, approved refunds and their share', async () => {
    const site = await salesAccount(t, 'site-report', 'standalone');
    const { created } = await t.db.database.tx((tx) =>
      ingestOrders(
        tx,
        s,
        site,
        [
          anOrder({ sku: 'AS-SKU', who: 'Repeat Buyer', amount: '30.00' }),
          anOrder({ sku: 'AS-SKU', who: 'Repeat Buyer', amount: '50.00' }),
          anOrder({ sku: 'AS-SKU', who: 'Once Buyer', amount: '20.00' }),
        ] as never,
        'pull',
        systemActor('测试'),
      ),
    );
    const refund = await call('POST', 'refund', { order_id: created[1], refund_type: 'refund', reason: 'damaged', amount: '10.00' });
    expect((await call('POST', 'refunds/audit', { ids: [refund.data.id], approved: true })).data).toEqual({ audited: 1 });
    await call('POST', 'refund', { order_id: created[0], refund_type: 'refund', reason: 'damaged', amount: '5.00' }); // pending: not counted
    expect((await call('GET', `statistics/independent?${period}`)).data).toEqual([
      expect.objectContaining({
        account_name: 'site-report',
        currency: 'USD',
        orders: 3,
        amount: '100.00',
        average: '33.33',
        buyers: 2,
        repeat_buyers: 1,
        refunded: '10.00',
        refund_rate: '10.0',
      }),
    ]);
    expect((await call('GET', `statistics/independent?${period}&accountId=${site.id}`)).data).toHaveLength(1);
    expect((await call('GET', `statistics/independent?${period}&accountId=${newId()}`)).data).toEqual([]);
    expect((await call('GET', `statistics/independent?${period}&accountId=x`)).message).toBe('销售账号不正确');
  });
});
