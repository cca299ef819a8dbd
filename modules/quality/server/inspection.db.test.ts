// Inspections at the supplier through the real app with purchasing and goods in beside it (README): a stage's
// segment lists and creates that stage only, the supplier comes from the order, 完成 needs a result, a failed
// end-term inspection holds the order's receipt until a buyer releases it with a reason; templates, print, log;
// 抽检比例 of a SKU or its category, and goods in sampling by it.
import { ADMIN_PASSWORD, createTestApp, manifestsNamed, type Session, type TestApp } from '@entrepot/hub-server/testing';
import { newId } from '@entrepot/server-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { qualityEvents } from '../domain/events.ts';
import { BASE, SERVICE } from '../entities/index.ts';

let t: TestApp;
let admin: Session;
// biome-ignore lint/suspicious/noExplicitAny: answers as asserted
type Answer = { code: number; message: string; data: any };
const call = async (method: 'GET' | 'POST' | 'PUT', path: string, payload?: object): Promise<Answer> =>
  (await t.call({ method, url: path.startsWith('/') ? path : `${SERVICE}${BASE}/${path}`, as: admin, ...(payload ? { payload } : {}) })).body;
// biome-ignore lint/suspicious/noExplicitAny: rows as the assertions read them
const sql = async (text: string, values: unknown[] = []): Promise<any[]> => (await t.db.database.pool.query(text, values)).rows;
const W = newId();
const SUPPLIER = newId();
const CATEGORY = newId();
let order: string;

beforeAll(async () => {
  t = await createTestApp(await manifestsNamed('purchase', 'wms', 'quality'));
  admin = await t.login('admin', ADMIN_PASSWORD);
  await sql("insert into wms.warehouses (id, code, name, type) values ($1, 'WH-QC', '质检仓', 'domestic')", [W]);
  await sql("insert into purchase.suppliers (id, code, name, status, currency_id) values ($1, 'SUP-QC', '质检供应商', 'active', $2)", [SUPPLIER, newId()]);
  order = newId();
  await sql("insert into purchase.orders (id, code, supplier_id, status, warehouse_id, currency_id) values ($1, 'PO20261126-7001', $2, 'approved', $3, $4)", [
    order,
    SUPPLIER,
    W,
    newId(),
  ]);
  const sku = newId();
  await sql('insert into catalogue.skus (id, code, spu_id, name, category_id) values ($1, $2, $3, $2, $4)', [sku, 'QC-RED-M', newId(), CATEGORY]);
  await sql('insert into purchase.order_lines (id, order_id, sku_id, quantity, price) values ($1, $2, $3, 300, 10)', [newId(), order, sku]);
});
afterAll(async () => t?.close());

describe('质检单', () => {
  it('creates at a stage’s segment in that stage, with the order’s supplier; each stage lists its own', async () => {
    const made = await call('POST', 'initial/create', { order_id: order, stage: 'endterm', items: [{ item: '做工', standard: '无线头' }] });
    expect(made.code, made.message).toBe(10000);
    expect(made.data).toMatchObject({ stage: 'initial', supplier_id: SUPPLIER, status: 'pending', code: expect.stringMatching(/^QC\d{8}-\d{4}$/) });
    expect((await call('GET', 'initial/index')).data.list.map((r: { id: string }) => r.id)).toContain(made.data.id);
    // The palette finds it by its number and opens its detail.
    expect((await call('GET', `/api-auth/api/v1/search?q=${made.data.code}`)).data).toContainEqual({
      kind: '质检单',
      code: made.data.code,
      title: `质检单 ${made.data.code}`,
      url: `/quality/inspection?id=${made.data.id}`,
    });
    expect((await call('GET', 'mid/index')).data.total).toBe(0);
    expect((await call('GET', 'main/index?stage=initial')).data.total).toBe(1);
    expect((await call('POST', `initial/complete/${made.data.id}`)).message).toBe('请先填写检验结果');
    // 按模板新建: the checklist again, its results cleared.
    const again = await call('POST', 'initial/createTemp', { template_id: made.data.id, order_id: order });
    expect(again.data.items.map((i: { item: string; result: string | null }) => [i.item, i.result])).toEqual([['做工', null]]);
    expect((await call('GET', `initial/print?id=${made.data.id}`)).data).toMatchObject({ order_id_title: 'PO20261126-7001', supplier_id_title: '质检供应商' });
  });

  it('holds the order’s receipt after a failed end-term inspection until a buyer releases it with a reason', async () => {
    const made = await call('POST', 'endterm/create', { order_id: order, batch_quantity: 300, sample_quantity: 32 });
    const id = made.data.id;
    await call('PUT', `endterm/update/${id}`, { version: made.data.version, result: 'fail', defect_quantity: 5 });
    expect((await call('POST', `endterm/complete/${id}`)).data.status).toBe('completed');
    const refused = await call('POST', '/api-wms/api/v1/wms/receipt/scanOrder', { code: 'PO20261126-7001' });
    expect(refused.message).toBe(`采购单 PO20261126-7001 尾期验货不合格（${made.data.code}），请采购放行后再收货`);
    expect((await call('POST', `endterm/release/${id}`, { reason: ' ' })).message).toContain('请填写放行原因');
    const released = await call('POST', `endterm/release/${id}`, { reason: '色差在客户接受范围内，已与客户确认' });
    expect(released.data).toMatchObject({ status: 'released', release_reason: '色差在客户接受范围内，已与客户确认' });
    expect((await call('POST', '/api-wms/api/v1/wms/receipt/scanOrder', { code: 'PO20261126-7001' })).code).toBe(10000);
    const log = await call('GET', `log?id=${id}`);
    expect(JSON.stringify(log.data)).toContain('release');
  });

  it('announces every change of an inspection (qualityEvents), 放行 and 按模板新建 as the declared routes do', async () => {
    const announced = async (id: string) =>
      (await sql('select payload from platform.outbox_events where name = $1 order by created_at, id', [qualityEvents.inspectionChanged]))
        .map((r) => r.payload)
        .filter((p: { ids: string[] }) => p.ids.includes(id))
        .map((p: { action: string }) => p.action);
    const made = await call('POST', 'endterm/create', { order_id: order, batch_quantity: 100, sample_quantity: 13 });
    await call('PUT', `endterm/update/${made.data.id}`, { version: made.data.version, result: 'fail', defect_quantity: 2 });
    await call('POST', `endterm/complete/${made.data.id}`);
    await call('POST', `endterm/release/${made.data.id}`, { reason: '客户同意让步接收' });
    expect(await announced(made.data.id)).toEqual(['create', 'update', 'complete', 'release']);
    const again = await call('POST', 'endterm/createTemp', { template_id: made.data.id, order_id: order });
    expect(await announced(again.data.id)).toEqual(['create']);
  });

  it('samples by the SKU’s ratio, else its category’s, else a tenth — and goods in counts its sample by it', async () => {
    expect((await call('POST', 'ratio/calculate', { sku_code: 'qc-red-m', quantity: 300 })).data).toMatchObject({ sample: 30, by_default: true });
    const byCategory = await call('POST', 'ratio/create', { category_id: CATEGORY, percent: '2.5', min_sample: 8 });
    expect(byCategory.code, byCategory.message).toBe(10000);
    expect((await call('POST', 'ratio/calculate', { sku_code: 'QC-RED-M', quantity: 300 })).data).toMatchObject({ percent: '2.50', sample: 8 });
    expect((await call('POST', 'ratio/calculate', { sku_code: 'QC-RED-M', quantity: 1000 })).data.sample).toBe(25);
    const updated = await call('PUT', 'ratio/update', { id: byCategory.data.id, version: byCategory.data.version, percent: '5' });
    expect(updated.data.percent).toBe('5.00');
    const [receipt] = await sql("select r.id from wms.receipts r where r.order_codes = 'PO20261126-7001'");
    const lines = (await call('GET', `/api-wms/api/v1/wms/receipt/${receipt.id}`)).data.lines;
    await call('PUT', `/api-wms/api/v1/wms/receipt/${receipt.id}/count`, { lines: [{ id: lines[0].id, counted_quantity: 300 }] });
    const confirmed = await call('POST', `/api-wms/api/v1/wms/receipt/${receipt.id}/confirm`, {});
    expect(confirmed.data.receipt.lines[0].sample_quantity).toBe(15); // 5% of 300
  });
});
