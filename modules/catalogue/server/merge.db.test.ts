import { ADMIN_PASSWORD, createTestApp, type Session, type TestApp } from '@entrepot/hub-server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manifest } from './manifest.ts';
import { skuExtrasCalls } from './sku-extras-test-kit.ts';

let t: TestApp;
let admin: Session;
let sku: Record<string, string>;
const { product, leafCategory, restrictedUser, spuWithSkus, events, logActions } = skuExtrasCalls(() => t);

beforeAll(async () => {
  t = await createTestApp([manifest]);
  admin = await t.login('admin', ADMIN_PASSWORD);
  const category = await leafCategory(admin);
  sku = await spuWithSkus(admin, 'MG901', category);
});
afterAll(async () => t?.close());

// mergeRefusal and the decision: ../domain/merge-sku.command.test.ts (no database).
describe('sku/merge', () => {
  it('moves mappings, tags, relations, package and customs to the target, retires the source, audits and announces', async () => {
    const [A, B, C] = [sku['MG901-BLK']!, sku['MG901-WHT']!, sku['MG901-RED']!];
    expect((await product('POST', '/skumapping', admin, { platform_code: 'AMAZON', platform_sku: 'AMZ-MG901-BLK', sku_id: A })).code).toBe(10000);
    const type = (await product('POST', '/addtags', admin, { name: '定位', tags: [{ name: '爆款' }, { name: '新品' }] })).data;
    const [hot, fresh] = type.tags as { id: string }[];
    for (const [s, tag] of [
      [A, hot],
      [A, fresh],
      [B, hot],
    ] as const)
      expect((await product('POST', '/skutag', admin, { sku_id: s, tag_id: tag!.id })).code).toBe(10000);
    const box = { length: '20', width: '10', height: '5', weight: '0.300' };
    expect((await product('POST', '/packagesize', admin, { sku_id: A, ...box })).code).toBe(10000);
    const declared = { hs_code: '6109100021', declared_name: '棉制T恤', declared_name_en: 'Cotton T-shirt', declared_value: '5.00', currency: 'USD' };
    expect((await product('POST', '/customs/add', admin, { sku_id: A, ...declared })).code).toBe(10000);
    expect((await product('POST', '/relationships/add', admin, { sku_id: A, related_sku_ids: [C, B], type: 'accessory' })).code).toBe(10000);
    expect((await product('POST', '/relationships/add', admin, { sku_id: C, related_sku_ids: [A], type: 'substitute' })).code).toBe(10000);

    const merged = await product('POST', '/sku/merge', admin, { from_sku_id: A, to_sku_id: B, reason: '重复建档' });
    expect(merged.code).toBe(10000);
    const moved = { mappings: 1, tags: 1, relationships: 2, package_size: true, customs: true };
    expect(merged.data).toMatchObject({
      from_sku_id_title: 'MG901-BLK',
      to_sku_id_title: 'MG901-WHT',
      from_status: 'developing',
      reason: '重复建档',
      moved,
      merged_by: '系统管理员',
    });

    expect((await product('GET', `/skuinfo/${A}`, admin)).data.status).toBe('retired');
    expect((await product('GET', '/skumapping?platform_sku=AMZ-MG901-BLK', admin)).data.list[0].sku_id_title).toBe('MG901-WHT');
    expect((await product('GET', `/skutag?sku_id=${B}`, admin)).data.total).toBe(2);
    expect((await product('GET', `/skutag?sku_id=${A}`, admin)).data.total).toBe(0);
    expect((await product('GET', `/skupackagesize/${B}`, admin)).data.weight).toBe('0.300');
    expect((await product('GET', `/sku/custom_code?sku_id=${B}`, admin)).data[0]).toMatchObject({ sku_code: 'MG901-WHT', hs_code: '6109100021' });
    const ofB = (await product('GET', `/relationships/get?sku_id=${B}`, admin)).data;
    expect(ofB.map((r: { related_code: string }) => r.related_code)).toEqual(['MG901-RED']);
    expect((await product('GET', `/relationships/get?sku_id=${C}`, admin)).data[0].related_code).toBe('MG901-WHT');

    expect(await logActions(admin, A)).toEqual(expect.arrayContaining(['合并', 'retire']));
    expect((await product('GET', `/sku/log?id=${B}`, admin)).data[0]).toMatchObject({
      action: '合并',
      changes: { 合并自: { before: null, after: 'MG901-BLK' } },
    });
    const [event] = await events('catalogue.sku.merged');
    expect(event).toEqual({ merge_id: merged.data.id, from: { id: A, code: 'MG901-BLK' }, to: { id: B, code: 'MG901-WHT' }, moved });
    expect((await events('catalogue.sku.status-changed')).at(-1)).toMatchObject({ skus: [{ id: A, code: 'MG901-BLK' }], transition: 'retire', to: 'retired' });

    for (const id of [A, B]) {
      const records = (await product('GET', `/sku/merge/${id}`, admin)).data;
      expect(records.map((m: { id: string }) => m.id)).toEqual([merged.data.id]);
    }
    expect((await product('GET', `/sku/merge/${C}`, admin)).data).toEqual([]);
  });

  it('refuses itself, a retired source or target, a selling source and unknown SKUs', async () => {
    const [A, B, C] = [sku['MG901-BLK']!, sku['MG901-WHT']!, sku['MG901-RED']!];
    const self = await product('POST', '/sku/merge', admin, { from_sku_id: C, to_sku_id: C });
    expect([self.code, self.data]).toEqual([10422, { field: 'to_sku_id', rule: '不能把SKU合并到自身' }]);
    expect((await product('POST', '/sku/merge', admin, { from_sku_id: A, to_sku_id: C })).message).toBe('SKU MG901-BLK 已淘汰，不能再合并');
    expect((await product('POST', '/sku/merge', admin, { from_sku_id: C, to_sku_id: A })).message).toBe('目标SKU MG901-BLK 已淘汰，不能合并到已淘汰的SKU');
    const spu = sku.spu!;
    for (const step of ['submit', 'approve']) expect((await product('POST', `/spu/${spu}/${step}`, admin)).code).toBe(10000);
    const selling = await product('POST', '/sku/merge', admin, { from_sku_id: C, to_sku_id: B });
    expect([selling.code, selling.message]).toEqual([10409, 'SKU MG901-RED 在售中，请先停售或清仓再合并']);
    const missing = await product('POST', '/sku/merge', admin, { from_sku_id: C, to_sku_id: spu });
    expect([missing.code, missing.message]).toEqual([10404, 'SKU不存在']);
    expect((await product('POST', '/sku/merge', admin, { from_sku_id: 'x', to_sku_id: B })).data.issues).toEqual([
      { field: 'from_sku_id', rule: '请选择被合并的SKU' },
    ]);
    expect(await events('catalogue.sku.merged')).toHaveLength(1);
  });

  it('needs catalogue.sku.merge to merge and catalogue.sku.read to read the records', async () => {
    const reader = await restrictedUser(admin, 'mergereader', '13700000301', ['catalogue.sku.read']);
    const merge = await product('POST', '/sku/merge', reader, { from_sku_id: sku['MG901-RED'], to_sku_id: sku['MG901-WHT'] });
    expect(merge.code).toBe(10403);
    expect((await product('GET', `/sku/merge/${sku['MG901-WHT']}`, reader)).data).toHaveLength(1);
    const nobody = await restrictedUser(admin, 'mergenobody', '13700000302', ['catalogue.brand.read']);
    expect((await product('GET', `/sku/merge/${sku['MG901-WHT']}`, nobody)).code).toBe(10403);
  });
});
