import { ADMIN_PASSWORD, createTestApp, importRows, type Session, type TestApp } from '@entrepot/hub-server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manifest } from './manifest.ts';
import { catalogueCalls } from './test-kit.ts';

let t: TestApp;
let admin: Session;
const { product, leafCategory, restrictedUser, task } = catalogueCalls(() => t);

beforeAll(async () => {
  t = await createTestApp([manifest]);
  admin = await t.login('admin', ADMIN_PASSWORD);
});
afterAll(async () => t?.close());

describe('brands at the spec paths', () => {
  it('creates, lists, edits, disables, exports and deletes brands; a brand in use is not deleted', async () => {
    const nike = (await product('POST', '/brands', admin, { name: '山野', name_en: 'Shanye' })).data;
    expect(nike).toMatchObject({ code: 'BR001', status: 'enabled' });
    expect((await product('POST', '/brands', admin, { name: '山野' })).message).toBe('品牌名称已存在');
    const home = (await product('POST', '/brands', admin, { name: '栖居', name_en: 'Nestle Home' })).data;
    expect((await product('GET', '/brands?name=山', admin)).data.total).toBe(1);
    expect((await product('PATCH', `/brands/${home.id}`, admin, { version: home.version, remark: '家居' })).data.remark).toBe('家居');
    expect((await product('POST', `/brands/${home.id}/disable`, admin)).data.status).toBe('disabled');
    expect((await product('GET', '/brand/all', admin)).data.map((b: { code: string }) => b.code)).toEqual(['BR001']);
    expect((await product('GET', `/brands/${home.id}/logs`, admin)).data.length).toBe(3);
    const exported = (await product('GET', '/brand/export', admin)).data.task_id;
    expect(await task(admin, exported)).toMatchObject({ status: 'succeeded', result: { rows: 2 } });

    const categoryId = await leafCategory(admin);
    await product('POST', '/spus', admin, { code: 'BX001', name: '品牌测试', brand_id: nike.id, category_id: categoryId });
    expect((await product('DELETE', `/brands/${nike.id}`, admin)).message).toBe('该品牌已被SPU使用，不能删除，请停用');
    expect((await product('DELETE', `/brands/${home.id}`, admin)).code).toBe(10000);
  });
});

describe('the category tree', () => {
  it('sets levels from parents, refuses cycles, too deep trees and deleting used or parent categories', async () => {
    const top = (await product('POST', '/category/kaka/add', admin, { name: '家居', sort: 2 })).data;
    const mid = (await product('POST', '/category/kaka/add', admin, { name: '床品', parent_id: top.id })).data;
    const low = (await product('POST', '/category/kaka/add', admin, { name: '四件套', parent_id: mid.id })).data;
    const leaf = (await product('POST', '/category/kaka/add', admin, { name: '纯棉四件套', parent_id: low.id })).data;
    expect([top.level, mid.level, low.level, leaf.level]).toEqual([1, 2, 3, 4]);
    expect((await product('POST', '/category/kaka/add', admin, { name: '太深', parent_id: leaf.id })).message).toBe('parent_id: 分类最多4级');
    expect((await product('PUT', `/category/kaka/update/${top.id}`, admin, { parent_id: leaf.id, version: top.version })).message).toBe(
      'parent_id: 不能选择自己或下级分类作为上级分类',
    );
    const renamed = (await product('PUT', `/category/kaka/update/${leaf.id}`, admin, { name: '全棉四件套', parent_id: mid.id, version: leaf.version })).data;
    expect(renamed).toMatchObject({ name: '全棉四件套', level: 3 });
    const log = (await product('GET', `/category/kaka/log/${leaf.id}`, admin)).data;
    expect(log.find((e: { action: string }) => e.action === 'update').changes).toMatchObject({ name: { before: '纯棉四件套', after: '全棉四件套' } });
    const tree = (await product('GET', '/category/kaka/list', admin)).data;
    expect(tree.find((c: { id: string }) => c.id === leaf.id)).toMatchObject({ parent_id: mid.id, level: 3 });
    expect((await product('DELETE', `/category/kaka/delete/${top.id}`, admin)).message).toBe('该分类下有子分类，不能删除');
    await product('POST', '/spus', admin, { code: 'HM001', name: '四件套', category_id: low.id });
    expect((await product('DELETE', `/category/kaka/delete/${low.id}`, admin)).message).toBe('该分类下有SPU，不能删除');
    expect((await product('DELETE', `/category/kaka/delete/${leaf.id}`, admin)).code).toBe(10000);
    // Other records naming a category keep it too.
    const spare = (await product('POST', '/category/kaka/add', admin, { name: '备用分类' })).data;
    const sample = (await product('POST', '/sample', admin, { name: '分类样品', category_id: spare.id })).data;
    expect((await product('DELETE', `/category/kaka/delete/${spare.id}`, admin)).message).toBe('该分类下有样品，不能删除');
    expect((await product('DELETE', `/sample/${sample.id}`, admin)).code).toBe(10000);
    const demand = await product('POST', '/demand', admin, { title: '分类需求', category_id: spare.id, reference_url: 'https://www.amazon.com/dp/B0TEST0009' });
    expect(demand.code, demand.message).toBe(10000);
    expect((await product('DELETE', `/category/kaka/delete/${spare.id}`, admin)).message).toBe('该分类下有商品需求，不能删除');
    expect((await product('DELETE', `/demand/${demand.data.id}`, admin)).code).toBe(10000);
    const ratio = await product('POST', '/standardpriceratioconfig', admin, { platform: 'amazon', category_id: spare.id, ratio: '2.00' });
    expect(ratio.code, ratio.message).toBe(10000);
    expect((await product('DELETE', `/category/kaka/delete/${spare.id}`, admin)).message).toBe('该分类设有标准价倍率，请先删除该倍率');
    expect((await product('GET', '/categorys?level=1', admin)).data.total).toBeGreaterThanOrEqual(1);

    const nested = (await product('GET', `/category?parent_id=${top.id}`, admin)).data;
    expect(nested).toMatchObject([{ id: mid.id, path: '家居 / 床品', children: [{ id: low.id, path: '家居 / 床品 / 四件套', children: [] }] }]);
    expect(nested[0].children.length).toBe(1); // 全棉四件套 was deleted
    const roots = (await product('GET', '/category?depth=1', admin)).data as { id: string; level: number; children: unknown[] }[];
    expect(roots.every((c) => c.level === 1 && c.children.length === 0)).toBe(true);
    expect(roots.map((c) => c.id)).toContain(top.id);
    expect((await product('GET', '/category?depth=9', admin)).message).toBe('depth: 层数最多4');
    expect((await product('GET', '/category?parent_id=987654321', admin)).message).toBe('parent_id: 上级分类编号不正确');
  });

  it('guards brands and categories with their codes', async () => {
    const reader = await restrictedUser(admin, 'catreader', '13700000102', ['catalogue.brand.read', 'catalogue.category.read']);
    expect((await product('GET', '/brands', reader)).code).toBe(10000);
    expect((await product('GET', '/category/kaka/list', reader)).code).toBe(10000);
    expect((await product('GET', '/category', reader)).code).toBe(10000);
    expect((await product('GET', '/category', await restrictedUser(admin, 'nocat', '13700000103', ['catalogue.brand.read']))).code).toBe(10403);
    expect((await product('POST', '/brands', reader, { name: 'x' })).code).toBe(10403);
    expect((await product('GET', '/brand/export', reader)).code).toBe(10403);
    expect((await product('POST', '/category/kaka/add', reader, { name: 'x' })).code).toBe(10403);
    const any = (await product('GET', '/category/kaka/list', admin)).data[0].id;
    expect((await product('PUT', `/category/kaka/update/${any}`, reader, { name: 'y', version: 1 })).code).toBe(10403);
    expect((await product('DELETE', `/category/kaka/delete/${any}`, reader)).code).toBe(10403);
    expect((await product('GET', '/spus', reader)).code).toBe(10403);
  });
});

describe('category import (category/kaka/import)', () => {
  const base = '/api-product/api/v1/product/category/kaka';
  it('places rows under their parent by name or code, refuses a tree too deep, and updates on a second import', async () => {
    const top = [{ 分类编码: 'OUT', 分类名称: '户外', 排序: '9' }];
    expect((await importRows(t, base, top, admin)).task).toMatchObject({ status: 'succeeded', result: { created: 1 } });
    const rows = [
      { 上级分类: '户外', 分类编码: 'OUT-TENT', 分类名称: '帐篷' },
      { 上级分类: 'OUT', 分类编码: 'OUT-BAG', 分类名称: '睡袋' },
    ];
    expect((await importRows(t, base, rows, admin)).task).toMatchObject({ status: 'succeeded', result: { created: 2 } });
    const tree = (await product('GET', '/category/kaka/list', admin)).data as { code: string; level: number }[];
    expect(tree.filter((c) => c.code.startsWith('OUT')).map((c) => [c.code, c.level])).toEqual([
      ['OUT', 1],
      ['OUT-BAG', 2],
      ['OUT-TENT', 2],
    ]);
    await importRows(t, base, [{ 上级分类: '帐篷', 分类编码: 'OUT-T3', 分类名称: '三人帐' }], admin);
    await importRows(t, base, [{ 上级分类: '三人帐', 分类编码: 'OUT-T3A', 分类名称: '铝杆三人帐' }], admin);
    const deep = await importRows(t, base, [{ 上级分类: '铝杆三人帐', 分类编码: 'OUT-X', 分类名称: '过深' }], admin);
    expect(deep.errors).toEqual([{ 行号: '2', 列: '上级分类', 错误信息: '分类最多4级' }]);
    const renamed = await importRows(t, base, [{ 上级分类: '户外', 分类编码: 'out-tent', 分类名称: '帐篷天幕' }], admin);
    expect(renamed.task).toMatchObject({ status: 'succeeded', result: { created: 0, updated: 1 } });
  });
});
