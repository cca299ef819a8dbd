// 1688修改日志 and the 1688 mappings' files: alibaba/map/log (filters, data rules, hidden columns),
// alibaba/map/logExport (an xlsx answered at once), alibaba/map/export (a file task) and the import (every
// bad row reported with nothing written; a known active pair updates its mapping).

import { ADMIN_PASSWORD, createTestApp, importRows, type Session, type TestApp } from '@entrepot/hub-server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manifest } from '../manifest.ts';
import { shanghaiToday } from '../sample/sample-services.ts';
import { sheetRows } from '../test-kit.ts';
import { alibabaMapCalls, MAP_BASE, type Mapping } from './alibaba-map-test-kit.ts';

let t: TestApp;
let admin: Session;
let buyer: Session;
let sku: Record<string, string>;
const { product, auth, restrictedUser, skusOf, newMap, off, listed, task } = alibabaMapCalls(() => t);
const CODES = ['read', 'create', 'update', 'off', 'export', 'import'].map((c) => `catalogue.alibabaMap.${c}`);
type Entry = { action: string; action_label: string; user_name: string; sku_code: string; offer_id: string; changes: Record<string, unknown> };
const log = async (as: Session, query = '') => (await product('GET', `/alibaba/map/log?${query}`, as)).data as { list: Entry[]; total: number };
const logExport = (as: Session, query = '') => t.call({ method: 'GET', url: `${MAP_BASE}/logExport?${query}`, as });

beforeAll(async () => {
  t = await createTestApp([manifest]);
  admin = await t.login('admin', ADMIN_PASSWORD);
  sku = await skusOf(admin, 'AL001');
  buyer = await restrictedUser(admin, 'albuyer', '13700000811', [...CODES, 'catalogue.sku.read'], { owner: true });
  const a = await newMap(admin, { sku_id: sku['AL001-BLK'], offer_id: '610000000001', price: '16.50', supplier_name: '义乌织造服饰厂' });
  expect((await product('PUT', `/alibaba/map/${a.id}`, admin, { price: '15.80', version: a.version })).code).toBe(10000);
  expect((await off(admin, [a.id], '供应商停产')).code).toBe(10000);
  await newMap(buyer, { sku_id: sku['AL001-WHT'], offer_id: '610000000002', spec_id: 'W1', price: '8.00' });
});
afterAll(async () => t?.close());

describe('alibaba/map/log', () => {
  it('lists every visible change newest first, filtered by SKU, offer, operator, action and days', async () => {
    const all = await log(admin);
    expect(all.list.map((e) => `${e.offer_id} ${e.action}`)).toEqual(['610000000002 create', '610000000001 off', '610000000001 update', '610000000001 create']);
    expect(all.list[1]).toMatchObject({ action_label: '解除关联', sku_code: 'AL001-BLK', changes: { off_reason: { before: null, after: '供应商停产' } } });
    expect((await log(admin, 'sku_code=al001-blk')).total).toBe(3);
    expect((await log(admin, 'offer_id=610000000002%0A610000000009')).total).toBe(1);
    expect((await log(admin, 'user_name=albuyer')).list.map((e) => e.offer_id)).toEqual(['610000000002']);
    expect((await log(admin, 'action=update')).list[0]!.changes.price).toEqual({ before: '16.50', after: '15.80' });
    const today = shanghaiToday();
    expect((await log(admin, `created_from=${today}&created_to=${today}`)).total).toBe(4);
    expect((await log(admin, 'created_to=2020-01-01')).total).toBe(0);
    expect((await product('GET', '/alibaba/map/log?created_from=2026-02-30x', admin)).message).toBe('created_from: 日期格式应为 YYYY-MM-DD');
    expect((await product('GET', '/alibaba/map/log?action=delete', admin)).message).toBe('action: 操作不正确');
    expect((await log(admin, 'per_page=2&page=2')).list.map((e) => e.action)).toEqual(['update', 'create']);
  });

  it("keeps to the reader's data rules and hidden columns", async () => {
    expect((await log(buyer)).list.map((e) => e.offer_id)).toEqual(['610000000002']);
    const [user] = (await t.db.database.pool.query("select id from identity.users where login_name = 'albuyer'")).rows;
    const hidden = await auth('POST', '/group', admin, { name: '隐藏采购单价', member_ids: [user.id], column_rules: { 'catalogue.alibabaMap': ['price'] } });
    expect(hidden.code, hidden.message).toBe(10000);
    const [entry] = (await log(buyer)).list;
    expect(['price' in entry!.changes, 'offer_id' in entry!.changes]).toEqual([false, true]);
  });
});

describe('alibaba/map/logExport', () => {
  it('answers the filtered log as an xlsx', async () => {
    const all = await logExport(admin);
    expect(all.raw.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(all.raw.headers['content-disposition']).toContain('attachment');
    const rows = await sheetRows(all.raw.rawPayload);
    expect(rows.map((r) => `${r['1688商品ID']}|${r.操作}`)).toEqual(['610000000002|新增', '610000000001|解除关联', '610000000001|修改', '610000000001|新增']);
    expect(rows[1]).toMatchObject({ SKU编码: 'AL001-BLK', 操作人: expect.any(String) });
    expect(rows[1]!.变更内容).toContain('状态: 已关联 → 已解除');
    expect(rows[1]!.变更内容).toContain('解除原因: 空 → 供应商停产');
    expect(rows[0]!.时间).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
    expect(await sheetRows((await logExport(admin, 'action=update')).raw.rawPayload)).toHaveLength(1);
    expect(await sheetRows((await logExport(buyer)).raw.rawPayload)).toHaveLength(1); // the owner rule
    expect((await logExport(admin, 'action=nope')).body.code).toBe(10422);
    const reader = await restrictedUser(admin, 'alreader', '13700000812', ['catalogue.alibabaMap.read']);
    expect((await logExport(reader)).body.code).toBe(10403);
  });
});

describe('alibaba/map/export', () => {
  it("exports the list's filtered mappings as an xlsx file task", async () => {
    const exported = await product('GET', '/alibaba/map/export?status=off', admin);
    expect(exported.code, exported.message).toBe(10000);
    const done = await task(admin, String(exported.data.task_id));
    expect(done.status).toBe('succeeded');
    const rows = await sheetRows((await t.call({ method: 'GET', url: done.file_url, as: admin })).raw.rawPayload);
    expect(rows.map((r) => `${r.SKU}|${r['1688商品ID']}|${r['采购单价(元)']}|${r.状态}|${r.解除原因}`)).toEqual([
      'AL001-BLK|610000000001|15.80|已解除|供应商停产',
    ]);
  });
});

describe('alibaba/map/import', () => {
  const row = (fields: Record<string, string>) => ({
    SKU: 'AL001-RED',
    '1688商品ID': '',
    规格ID: '',
    '1688商品标题': '导入T恤',
    '供应商/店铺名称': '导入供应商',
    '采购单价(元)': '10.00',
    起订量: '10',
    换算比例: '',
    默认: '否',
    备注: '',
    ...fields,
  });

  it('reports every bad row and writes nothing', async () => {
    const outcome = await importRows(
      t,
      `${MAP_BASE}`,
      [
        row({ '1688商品ID': '620000000001' }),
        row({ '1688商品ID': '62000000000X' }),
        row({ '1688商品ID': '620000000002', SKU: 'NOPE-1' }),
        row({ '1688商品ID': '620000000001' }),
      ],
      admin,
    );
    expect(outcome.task?.status).toBe('failed');
    expect(outcome.errors.map((e) => `${e['行号']}|${e['列']}`)).toEqual(['3|1688商品ID', '4|SKU', '5|1688商品+规格']);
    expect(await listed(admin, 'offer_id=620000000001')).toEqual([]);
  });

  it('creates mappings, and a known active pair updates its mapping', async () => {
    const first = await importRows(
      t,
      MAP_BASE,
      [row({ '1688商品ID': '620000000001', 换算比例: '6' }), row({ '1688商品ID': '620000000003', 默认: '是' })],
      admin,
    );
    expect(first.task?.status, first.task?.error ?? '').toBe('succeeded');
    expect(first.task?.result).toMatchObject({ created: 2 });
    const made = await listed(admin, 'offer_id=620000000001,620000000003&sort=offer_id');
    expect(made.map((r: Mapping) => [r.sku_code, r.unit_ratio, r.is_default, r.offer_url])).toEqual([
      ['AL001-RED', 6, false, 'https://detail.1688.com/offer/620000000001.html'],
      ['AL001-RED', 1, true, 'https://detail.1688.com/offer/620000000003.html'],
    ]);
    const again = await importRows(t, MAP_BASE, [row({ '1688商品ID': '620000000001', '采购单价(元)': '9.50', SKU: 'AL001-BLK' })], admin);
    expect(again.task?.result).toMatchObject({ created: 0, updated: 1 });
    expect((await listed(admin, 'offer_id=620000000001')).map((r) => [r.sku_code, r.price])).toEqual([['AL001-BLK', '9.50']]);
    const relinked = await importRows(t, MAP_BASE, [row({ '1688商品ID': '610000000001' })], admin); // its mapping is off
    expect(relinked.task?.result).toMatchObject({ created: 1 });
  });

  it('needs the import code', async () => {
    const reader = await restrictedUser(admin, 'alimp', '13700000813', ['catalogue.alibabaMap.read', 'catalogue.alibabaMap.create']);
    expect((await importRows(t, MAP_BASE, [row({ '1688商品ID': '630000000001' })], reader)).answer.code).toBe(10403);
  });
});
