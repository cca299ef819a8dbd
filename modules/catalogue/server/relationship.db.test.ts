import { ADMIN_PASSWORD, createTestApp, importRows, type Session, type TestApp } from '@entrepot/hub-server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manifest } from './manifest.ts';
import { skuExtrasCalls } from './sku-extras-test-kit.ts';

let t: TestApp;
let admin: Session;
let a: Record<string, string>;
let b: Record<string, string>;
const { product, leafCategory, restrictedUser, spuWithSkus } = skuExtrasCalls(() => t);
const related = async (skuId: string) =>
  ((await product('GET', `/relationships/get?sku_id=${skuId}`, admin)).data as { id: string; related_code: string; type: string; sort: number }[]).map(
    (r) => `${r.sort}:${r.related_code}:${r.type}`,
  );

beforeAll(async () => {
  t = await createTestApp([manifest]);
  admin = await t.login('admin', ADMIN_PASSWORD);
  const category = await leafCategory(admin);
  a = await spuWithSkus(admin, 'PH100', category);
  b = await spuWithSkus(admin, 'CS200', category);
});
afterAll(async () => t?.close());

describe('relationships', () => {
  it('adds related SKUs after the last one, lists them in order with their codes, sorts and deletes them', async () => {
    const phone = a['PH100-BLK']!;
    const added = await product('POST', '/relationships/add', admin, { sku_id: phone, related_sku_ids: [b['CS200-BLK'], b['CS200-WHT']], type: 'accessory' });
    expect(added.code).toBe(10000);
    expect(added.data).toHaveLength(2);
    await product('POST', '/relationships/add', admin, { sku_id: phone, related_sku_ids: [a['PH100-WHT']], type: 'substitute', remark: '同款白色' });
    expect(await related(phone)).toEqual(['1:CS200-BLK:accessory', '2:CS200-WHT:accessory', '3:PH100-WHT:substitute']);

    const rows = (await product('GET', `/relationships/get?sku_id=${phone}`, admin)).data as { id: string }[];
    const order = [rows[2]!.id, rows[0]!.id, rows[1]!.id];
    expect((await product('POST', '/relationships/sort', admin, { sku_id: phone, ids: order })).data).toEqual({ sorted: 3 });
    expect(await related(phone)).toEqual(['1:PH100-WHT:substitute', '2:CS200-BLK:accessory', '3:CS200-WHT:accessory']);
    const partial = await product('POST', '/relationships/sort', admin, { sku_id: phone, ids: order.slice(1) });
    expect([partial.code, partial.message]).toEqual([10409, '排序列表与该SKU的关联SKU不一致，请刷新后重试']);

    expect((await product('POST', '/relationships/delete', admin, { ids: [rows[0]!.id] })).data).toEqual({ deleted: 1 });
    expect(await related(phone)).toEqual(['1:PH100-WHT:substitute', '3:CS200-WHT:accessory']);
    const gone = await product('POST', '/relationships/delete', admin, { ids: [rows[0]!.id, rows[1]!.id] });
    expect([gone.code, gone.message]).toEqual([10404, '关联SKU不存在']);
    expect(await related(phone)).toHaveLength(2); // all or nothing
  });

  it('refuses the SKU itself, a pair already related, a retired SKU, unknown SKUs and types — all of a request or none', async () => {
    const sku = a['PH100-RED']!;
    const self = await product('POST', '/relationships/add', admin, { sku_id: sku, related_sku_ids: [sku], type: 'bundle' });
    expect([self.code, self.message]).toEqual([10409, '不能关联SKU自身']);
    await product('POST', '/relationships/add', admin, { sku_id: sku, related_sku_ids: [b['CS200-RED']], type: 'bundle' });
    const twice = await product('POST', '/relationships/add', admin, { sku_id: sku, related_sku_ids: [b['CS200-BLK'], b['CS200-RED']], type: 'similar' });
    expect(twice.message).toBe('已关联SKU CS200-RED');
    expect(await related(sku)).toEqual(['1:CS200-RED:bundle']);
    expect((await product('POST', `/sku/${b['CS200-WHT']}/retire`, admin)).code).toBe(10000);
    expect((await product('POST', '/relationships/add', admin, { sku_id: sku, related_sku_ids: [b['CS200-WHT']], type: 'bundle' })).message).toBe(
      'SKU CS200-WHT 已淘汰，不能关联',
    );
    const unknown = await product('POST', '/relationships/add', admin, { sku_id: sku, related_sku_ids: [b.spu], type: 'bundle' });
    expect(unknown.message).toBe('关联SKU不存在');
    const missingOwner = await product('POST', '/relationships/add', admin, { sku_id: b.spu, related_sku_ids: [sku], type: 'bundle' });
    expect([missingOwner.code, missingOwner.message]).toEqual([10404, 'SKU不存在']);
    const badType = await product('POST', '/relationships/add', admin, { sku_id: sku, related_sku_ids: [b['CS200-BLK']], type: 'friend' });
    expect(badType.data.issues).toEqual([{ field: 'type', rule: '请选择关联类型' }]);
    expect((await product('GET', '/relationships/get', admin)).data.issues).toEqual([{ field: 'sku_id', rule: '请选择SKU' }]);
  });

  it('imports relations by SKU code (a known pair updates its type), reporting every bad row before writing any', async () => {
    const base = '/api-product/api/v1/product/relationships';
    const bad = await importRows(
      t,
      base,
      [
        { SKU: 'CS200-BLK', 关联SKU: 'PH100-BLK', 关联类型: '组合' },
        { SKU: 'CS200-BLK', 关联SKU: 'CS200-BLK', 关联类型: '配件' },
        { SKU: 'CS200-BLK', 关联SKU: 'NOPE-1', 关联类型: '配件' },
        { SKU: 'CS200-BLK', 关联SKU: 'PH100-RED', 关联类型: '朋友' },
      ],
      admin,
    );
    expect(bad.task?.status).toBe('failed');
    expect(bad.errors.map((e) => [e['行号'], e['错误信息']])).toEqual([
      ['3', '不能关联SKU自身'],
      ['4', '关联SKU「NOPE-1」不存在'],
      ['5', '关联类型只能是: 配件、替代品、组合、相似款'],
    ]);
    expect(await related(b['CS200-BLK']!)).toEqual([]);

    const good = await importRows(
      t,
      base,
      [
        { SKU: 'CS200-BLK', 关联SKU: 'PH100-BLK', 关联类型: '组合' },
        { SKU: 'PH100-RED', 关联SKU: 'CS200-RED', 关联类型: '相似款', 备注: '导入改类型' },
      ],
      admin,
    );
    expect(good.task).toMatchObject({ status: 'succeeded', result: { created: 1, updated: 1 } });
    expect(await related(b['CS200-BLK']!)).toEqual(['1:PH100-BLK:bundle']);
    expect(await related(a['PH100-RED']!)).toEqual(['1:CS200-RED:similar']);
  });

  it('guards every route with the relation codes', async () => {
    const reader = await restrictedUser(admin, 'relreader', '13700000311', ['catalogue.skuRelationship.read', 'catalogue.sku.read']);
    const sku = a['PH100-BLK']!;
    expect((await product('GET', `/relationships/get?sku_id=${sku}`, reader)).code).toBe(10000);
    expect((await product('POST', '/relationships/add', reader, { sku_id: sku, related_sku_ids: [b['CS200-RED']], type: 'bundle' })).code).toBe(10403);
    expect((await product('POST', '/relationships/sort', reader, { sku_id: sku, ids: [sku] })).code).toBe(10403);
    expect((await product('POST', '/relationships/delete', reader, { ids: [sku] })).code).toBe(10403);
    expect((await importRows(t, '/api-product/api/v1/product/relationships', [{ SKU: 'x' }], reader)).answer.code).toBe(10403);
    const skuOnly = await restrictedUser(admin, 'relnobody', '13700000312', ['catalogue.sku.read']);
    expect((await product('GET', `/relationships/get?sku_id=${sku}`, skuOnly)).code).toBe(10403);
  });
});
