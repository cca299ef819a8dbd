import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ADMIN_PASSWORD, createTestApp, type Session, type TestApp } from '@entrepot/hub-server/testing';
import { readXlsx } from '@entrepot/server-kit/file-tasks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manifest } from '../manifest.ts';
import { customsCalls, TEE_ELEMENTS, TEE_HS } from './customs-test-kit.ts';

let t: TestApp;
let admin: Session;
let sku: Record<string, string>;
const customsIds: Record<string, string> = {};
const { product, ok, declareElements, teeGoods, restrictedUser, leafCategory, spuWithSkus, task, events } = customsCalls(() => t);
const declaration = { hs_code: TEE_HS, declared_name: '棉制针织T恤', declared_name_en: 'Cotton knitted T-shirt', currency: 'USD' };

type ListRow = { code: string; audit_status: string | null; goods_id: string | null; customs_id: string | null; customs_version: number };
const codesOf = async (query: string) => ((await product('GET', `/skus/list?${query}`, admin)).data.list as ListRow[]).map((r) => r.code);
const rowOf = async (code: string) => ((await product('GET', `/skus/list?code=${code}`, admin)).data.list as ListRow[])[0]!;
const review = (body: object, as = admin) => product('POST', '/customsskuaudit', as, body);

beforeAll(async () => {
  t = await createTestApp([manifest]);
  admin = await t.login('admin', ADMIN_PASSWORD);
  await declareElements(admin, TEE_HS, TEE_ELEMENTS);
  await teeGoods(admin); // 1.00–20.00 USD
  sku = await spuWithSkus(admin, 'CR100', await leafCategory(admin));
  for (const [code, value] of [
    ['CR100-BLK', '4.50'],
    ['CR100-WHT', '25'],
  ] as const) {
    customsIds[code] = String((await ok(product('POST', '/customs/add', admin, { sku_id: sku[code], ...declaration, declared_value: value }))).id);
  }
});
afterAll(async () => t?.close());

describe('SKUs with their customs data', () => {
  it('lists the SKUs by code with their data, filtered by SPU, codes, HS code, name and review state (未维护 included)', async () => {
    expect(await codesOf('spu=cr100')).toEqual(['CR100-BLK', 'CR100-RED', 'CR100-WHT']);
    expect(await codesOf('spu=CR100&audit_status=none')).toEqual(['CR100-RED']);
    expect(await codesOf('spu=CR100&audit_status=pending,none')).toEqual(['CR100-BLK', 'CR100-RED', 'CR100-WHT']);
    expect(await codesOf('code=cr100-blk,CR100-RED')).toEqual(['CR100-BLK', 'CR100-RED']);
    expect(await codesOf(`hs_code=${TEE_HS}&declared_name=knitted`)).toEqual(['CR100-BLK', 'CR100-WHT']);
    expect(await rowOf('CR100-BLK')).toMatchObject({ audit_status: 'pending', declared_value: '4.50', spu_code: 'CR100', goods_id: expect.any(String) });
    expect(await rowOf('CR100-RED')).toMatchObject({ audit_status: null, customs_id: null, goods_id: null });
  });

  it('answers one SKU’s customs detail by id or code: its data, the declared name it names with the element values', async () => {
    const detail = await ok(product('GET', '/customsdetail/cr100-blk', admin));
    expect(detail.sku).toMatchObject({ code: 'CR100-BLK', spu_code: 'CR100' });
    expect(detail.customs).toMatchObject({ sku_id_title: 'CR100-BLK', audit_status: 'pending' });
    expect(detail.goods).toMatchObject({
      name: '棉制针织T恤',
      element_values: expect.arrayContaining([expect.objectContaining({ name: '成分含量', value: '100%棉' })]),
    });
    expect(detail.reviews).toEqual([]);
    expect((await ok(product('GET', `/customsdetail/${sku['CR100-RED']}`, admin))).customs).toBeNull();
    expect((await product('GET', '/customsdetail/NOPE-1', admin)).code).toBe(10404);
  });
});

describe('the review (报关审核)', () => {
  it('passes or rejects all or nothing, holding the data to its declared name; logs and announces each review', async () => {
    const refused = await review({ sku_ids: [sku['CR100-WHT'], sku['CR100-RED'], sku['CR100-BLK']], action: 'approve' });
    expect([refused.code, refused.message]).toEqual([
      10409,
      'SKU CR100-RED 没有报关信息；SKU CR100-WHT 申报价值25.00高于报关品名「棉制针织T恤」的最高申报价值20.00',
    ]);
    expect((await rowOf('CR100-BLK')).audit_status).toBe('pending');
    expect((await review({ sku_ids: [sku['CR100-WHT']], action: 'reject' })).data.issues).toEqual([{ field: 'remark', rule: '请填写驳回原因' }]);
    expect((await review({ sku_ids: [], action: 'pass' })).data.issues.map((i: { rule: string }) => i.rule)).toEqual(['请选择SKU', '请选择审核结果']);

    expect(await ok(review({ sku_ids: [sku['CR100-BLK']], action: 'approve' }))).toMatchObject({ reviewed: 1, skus: ['CR100-BLK'], action_label: '审核通过' });
    const twice = await review({ sku_ids: [sku['CR100-BLK']], action: 'approve' });
    expect(twice.message).toBe('SKU CR100-BLK 的报关信息当前状态为「已审核」，不能审核通过');
    await ok(review({ sku_ids: [sku['CR100-WHT']], action: 'reject', remark: '申报价值过高' }));
    expect(await rowOf('CR100-WHT')).toMatchObject({ audit_status: 'rejected', audit_remark: '申报价值过高', auditor: expect.any(String) });

    const log = (await product('GET', '/auditlog?sku_code=CR100-BLK,CR100-WHT', admin)).data.list;
    expect(log.map((l: { sku_code: string; action: string }) => `${l.sku_code}:${l.action}`)).toEqual(['CR100-WHT:reject', 'CR100-BLK:approve']);
    expect(log[0]).toMatchObject({ remark: '申报价值过高', declared_value: '25.00', hs_code: TEE_HS, spu_id_title: '测试商品CR100' });
    expect((await product('GET', '/auditlog?action=reject', admin)).data.total).toBe(1);
    const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
    expect((await product('GET', `/auditlog?created_from=${today}&created_to=${today}`, admin)).data.total).toBe(2);
    expect((await product('GET', '/auditlog?created_to=2020-01-01', admin)).data.total).toBe(0);
    expect((await events('catalogue.sku.customs-reviewed')).map((e) => e.action)).toEqual(['approve', 'reject']);
    expect((await product('GET', `/customs/${customsIds['CR100-BLK']}/logs`, admin)).data.map((e: { action: string }) => e.action)).toEqual([
      'update',
      'create',
    ]);
    // logistics declares only reviewed data
    const reviewed = (await product('GET', '/sku/custom_code?codes=CR100-BLK,CR100-WHT&reviewed=1', admin)).data;
    expect(reviewed.map((r: { sku_code: string }) => r.sku_code)).toEqual(['CR100-BLK']);
  });

  it('sends data back to 待审核 when its declared values change, not for a remark', async () => {
    const edit = async (code: string, changes: object) => {
      const row = await rowOf(code);
      return ok(product('PUT', '/customs/edit', admin, { id: row.customs_id, version: row.customs_version, ...changes }));
    };
    expect(await edit('CR100-BLK', { remark: '已核对' })).toMatchObject({ audit_status: 'approved' });
    expect(await edit('CR100-WHT', { declared_value: '15' })).toMatchObject({ audit_status: 'pending', audit_remark: null, auditor: null });
    expect(await edit('CR100-BLK', { usage: '日常穿着' })).toMatchObject({ audit_status: 'pending' });
  });

  it('reviews an SPU’s waiting SKUs after showing what it covers; refuses a currency or name its declared name does not keep', async () => {
    const overview = await ok(product('GET', '/customsspuaudit/CR100', admin));
    expect(overview.counts).toEqual({ pending: 2, approved: 0, rejected: 0, none: 1 });
    const done = await ok(product('POST', `/customsspuaudit/${sku.spu}`, admin, { action: 'approve' }));
    expect(done).toMatchObject({ reviewed: 2, skus: ['CR100-BLK', 'CR100-WHT'], missing: ['CR100-RED'] });
    expect((await product('POST', '/customsspuaudit/CR100', admin, { action: 'approve' })).message).toBe('SPU CR100 没有待审核的报关信息');
    expect((await product('POST', '/customsspuaudit/NOPE', admin, { action: 'approve' })).code).toBe(10404);

    const blk = await rowOf('CR100-BLK');
    await ok(product('PUT', '/customs/edit', admin, { id: blk.customs_id, version: blk.customs_version, currency: 'EUR' }));
    const wht = await rowOf('CR100-WHT');
    await ok(product('PUT', '/customs/edit', admin, { id: wht.customs_id, version: wht.customs_version, declared_name: '棉T恤衫' }));
    expect((await product('POST', '/customsspuaudit/CR100', admin, { action: 'approve' })).message).toBe(
      'SKU CR100-BLK 申报币种EUR与报关品名「棉制针织T恤」的币种USD不一致；SKU CR100-WHT 申报品名「棉T恤衫」（HS编码 6109100021）未在报关品名中维护',
    );
    expect(await ok(product('POST', '/customsspuaudit/CR100', admin, { action: 'reject', remark: '请按报关品名申报' }))).toMatchObject({ reviewed: 2 });
  });

  it('exports the list with its filters as a file task', async () => {
    const exported = await ok(product('GET', '/skus/list/export?spu=CR100', admin));
    const done = await task(admin, String(exported.task_id));
    expect(done.status).toBe('succeeded');
    const file = await t.call({ method: 'GET', url: done.file_url, as: admin });
    const path = join(tmpdir(), `customs-skus-${Date.now()}.xlsx`);
    await writeFile(path, file.raw.rawPayload);
    const rows: Record<string, string>[] = [];
    for await (const r of readXlsx(path)) rows.push(r.values);
    expect(rows.map((r) => `${r['SKU编码']}|${r['审核状态']}|${r['审核意见'] ?? ''}`)).toEqual([
      'CR100-BLK|驳回|请按报关品名申报',
      'CR100-RED|未维护|',
      'CR100-WHT|驳回|请按报关品名申报',
    ]);
  });
});

describe('HS codes of a declared name no 报关品名 keeps', () => {
  it('counts the reviewed SKUs declaring it, only those the reader may see', async () => {
    await t.db.database.pool.query(`update catalogue.sku_customs set declared_name = '旧版针织衫', audit_status = 'approved' where sku_id = any($1)`, [
      [sku['CR100-BLK'], sku['CR100-WHT']],
    ]);
    const codes = (as: Session) => ok(product('GET', `/codeforoutletname/${encodeURIComponent('旧版针织衫')}`, as));
    expect(await codes(admin)).toEqual([{ hs_code: TEE_HS, source: 'sku', goods: null, sku_count: 2 }]);
    const own = await restrictedUser(admin, 'customsowner', '13700000434', ['catalogue.skuCustoms.read'], { owner: true }); // the SPU's developer is nobody
    expect(await codes(own)).toEqual([]);
  });
});

describe('permissions', () => {
  it('reads with the customs read code, reviews only with the review code, exports with the export code', async () => {
    const reader = await restrictedUser(admin, 'customsviewer', '13700000431', ['catalogue.skuCustoms.read']);
    for (const path of ['/skus/list', '/customsdetail/CR100-BLK', '/auditlog', '/customsspuaudit/CR100'])
      expect((await product('GET', path, reader)).code).toBe(10000);
    expect((await review({ sku_ids: [sku['CR100-BLK']], action: 'reject', remark: 'x' }, reader)).code).toBe(10403);
    expect((await product('POST', '/customsspuaudit/CR100', reader, { action: 'approve' })).code).toBe(10403);
    expect((await product('GET', '/skus/list/export', reader)).code).toBe(10403);
    const reviewer = await restrictedUser(admin, 'customsreviewer', '13700000432', ['catalogue.skuCustoms.read', 'catalogue.skuCustoms.review']);
    expect((await review({ sku_ids: [sku['CR100-BLK']], action: 'approve' }, reviewer)).code).toBe(10409); // allowed: refused by the rules only
    const nobody = await restrictedUser(admin, 'customsblind', '13700000433', ['catalogue.sku.read']);
    for (const path of ['/skus/list', '/customsdetail/CR100-BLK', '/auditlog', '/customsspuaudit/CR100'])
      expect((await product('GET', path, nobody)).code).toBe(10403);
  });
});
