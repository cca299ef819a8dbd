import { ADMIN_PASSWORD, createTestApp, importRows, type Session, type TestApp } from '@entrepot/hub-server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manifest } from '../manifest.ts';
import { customsCalls, PRODUCT_BASE, TEE_ELEMENTS, TEE_HS } from './customs-test-kit.ts';

let t: TestApp;
let admin: Session;
const { product, ok, declareElements, teeGoods, restrictedUser, leafCategory, spuWithSkus, task } = customsCalls(() => t);

beforeAll(async () => {
  t = await createTestApp([manifest]);
  admin = await t.login('admin', ADMIN_PASSWORD);
});
afterAll(async () => t?.close());

describe('declaration elements (申报要素)', () => {
  it('adds the elements of an HS code in order, lists, reads by ?id= and refuses duplicates and bad input', async () => {
    await declareElements(admin, TEE_HS, TEE_ELEMENTS);
    const list = (await product('GET', `/customs/element/list?hs_code=${TEE_HS}`, admin)).data;
    expect(list.list.map((e: { sort: number; name: string }) => `${e.sort}${e.name}`)).toEqual([
      '1品名',
      '2织造方法',
      '3成分含量',
      '4品牌类型',
      '5出口享惠情况',
    ]);
    const detail = await ok(product('GET', `/customs/element/detail?id=${list.list[3].id}`, admin));
    expect(detail).toMatchObject({ name: '品牌类型', mandatory: true, hs_code: TEE_HS });
    expect((await product('GET', '/customs/element/detail', admin)).message).toBe('id: 请选择申报要素');

    const twice = await product('POST', '/customs/element/add', admin, { hs_code: TEE_HS, sort: 9, name: '品名' });
    expect([twice.code, twice.message]).toEqual([10409, `HS编码 ${TEE_HS} 已有申报要素「品名」`]);
    const taken = await product('POST', '/customs/element/add', admin, { hs_code: TEE_HS, sort: 2, name: '用途' });
    expect(taken.message).toBe(`HS编码 ${TEE_HS} 的序号 2 已被「织造方法」使用`);
    const bad = await product('POST', '/customs/element/add', admin, { hs_code: '61-09', sort: 0, name: '' });
    expect(bad.data.issues).toEqual([
      { field: 'hs_code', rule: 'HS编码应为6至10位数字' },
      { field: 'sort', rule: '序号不能小于1' },
      { field: 'name', rule: '请输入要素名称' },
    ]);
  });
});

describe('declared names (报关品名)', () => {
  it('adds a declared name whose elements follow its HS code, edits it with the version, refuses what breaks the rules', async () => {
    const goods = await teeGoods(admin, { elements: ' T恤 | 针织|100%棉|无品牌' }); // the optional last one left out
    expect(goods).toMatchObject({ elements: 'T恤|针织|100%棉|无品牌|', tax_rebate_rate: '0.1300', min_value: '1.00', unit: '件', currency: 'USD' });
    const detail = await ok(product('GET', `/customs/goods/detail?id=${goods.id}`, admin));
    expect(detail.name_en).toBe('Cotton knitted T-shirt');
    const edited = await ok(product('PUT', `/customs/goods/${goods.id}`, admin, { version: goods.version, elements: 'T恤|针织|100%棉|无品牌|不享惠' }));
    expect(edited.elements).toBe('T恤|针织|100%棉|无品牌|不享惠');
    expect((await product('GET', `/customs/goods/${goods.id}/logs`, admin)).data.map((e: { action: string }) => e.action)).toEqual(['update', 'create']);

    const refusal = async (extra: Record<string, unknown>) =>
      (
        await product('POST', '/customs/goods/add', admin, {
          name: '棉T恤',
          name_en: 'Tee',
          hs_code: TEE_HS,
          unit: '件',
          currency: 'USD',
          elements: 'T恤|针织|棉|无品牌',
          ...extra,
        })
      ).message;
    expect(await refusal({ elements: 'T恤|针织|棉|无品牌|不享惠|多余' })).toBe(
      'elements: 申报要素最多5项（品名|织造方法|成分含量|品牌类型|出口享惠情况），以“|”分隔',
    );
    expect(await refusal({ elements: 'T恤||棉|无品牌' })).toBe('elements: 请填写申报要素「织造方法」（品名|织造方法|成分含量|品牌类型|出口享惠情况）');
    expect(await refusal({ hs_code: '6203420090' })).toBe('hs_code: HS编码 6203420090 未维护申报要素，请先添加申报要素');
    expect(await refusal({ min_value: '5', max_value: '2' })).toBe('最低申报价值不能高于最高申报价值');
    expect(await refusal({ name: '棉制针织t恤' })).toBe(`HS编码 ${TEE_HS} 已有报关品名「棉制针织t恤」`);
    const bad = await product('POST', '/customs/goods/add', admin, {
      name: 'Tee',
      name_en: '棉',
      hs_code: TEE_HS,
      unit: '桶',
      currency: 'USD',
      tax_rebate_rate: '1.5',
    });
    expect(bad.data.issues).toEqual([
      { field: 'name', rule: '必须包含中文' },
      { field: 'name_en', rule: '不能包含中文' },
      { field: 'unit', rule: expect.stringContaining('申报单位') },
      { field: 'tax_rebate_rate', rule: '退税率不能大于1' },
    ]);
  });

  it('keeps the elements of an HS code in place while declared names use them', async () => {
    const elements = (await product('GET', `/customs/element/list?hs_code=${TEE_HS}`, admin)).data.list as { id: string; version: number; name: string }[];
    const brand = elements.find((e) => e.name === '品牌类型')!;
    const used = `HS编码 ${TEE_HS} 已有1个报关品名`;
    expect((await product('POST', '/customs/element/del', admin, { ids: [brand.id] })).message).toBe(`${used}使用这些申报要素，不能删除`);
    expect((await product('PUT', `/customs/element/${brand.id}`, admin, { version: brand.version, sort: 9 })).message).toBe(
      `${used}按这些申报要素填写，不能修改要素的HS编码或序号`,
    );
    expect((await product('PUT', `/customs/element/${brand.id}`, admin, { version: brand.version, hint: '0:无品牌;1:境内自主品牌' })).code).toBe(10000);
    expect((await product('POST', '/customs/element/add', admin, { hs_code: TEE_HS, sort: 3, name: '用途' })).message).toBe(
      `HS编码 ${TEE_HS} 已有报关品名，新要素只能排在最后（序号须大于5）`,
    );
    await ok(product('POST', '/customs/element/add', admin, { hs_code: TEE_HS, sort: 6, name: '款式', mandatory: false }));
  });

  it('refuses to delete a declared name a SKU declares, deletes it once none does', async () => {
    const sku = await spuWithSkus(admin, 'CS100', await leafCategory(admin));
    const goods = await teeGoods(admin, { name: '棉T恤', max_value: null });
    const declared = await ok(
      product('POST', '/customs/add', admin, {
        sku_id: sku['CS100-BLK'],
        hs_code: TEE_HS,
        declared_name: '棉T恤',
        declared_name_en: 'Tee',
        declared_value: '3',
        currency: 'USD',
      }),
    );
    expect((await product('POST', '/customs/goods/del', admin, { ids: [goods.id] })).message).toBe('报关品名「棉T恤」已被SKU的报关信息使用，不能删除');
    await ok(product('POST', '/customs/del', admin, { ids: [declared.id] }));
    expect((await product('POST', '/customs/goods/del', admin, { ids: [goods.id] })).data).toEqual({ deleted: 1 });
  });
});

describe('HS code lookups', () => {
  it('lists the HS codes, tells what one means, finds the codes of a name and the names of a code', async () => {
    await declareElements(admin, '4202920000', [
      ['品名', true],
      ['用途', true],
      ['材质', true],
    ]);
    const codes = (await product('GET', '/customscodelist', admin)).data;
    expect(codes.list.map((c: { hs_code: string }) => c.hs_code)).toEqual(['4202920000', TEE_HS]);
    expect(codes.list[1]).toMatchObject({
      element_count: 6,
      goods_count: 1,
      names: '棉制针织T恤',
      elements: '品名|织造方法|成分含量|品牌类型|出口享惠情况|款式',
    });
    expect((await product('GET', '/customscodelist?keyword=针织', admin)).data.list.map((c: { hs_code: string }) => c.hs_code)).toEqual([TEE_HS]);
    expect((await product('GET', '/customscodelist?keyword=4202', admin)).data.total).toBe(1);

    const meaning = await ok(product('GET', `/code/${TEE_HS}`, admin));
    expect((meaning.goods as { element_values: { name: string; value: string }[] }[])[0]!.element_values.slice(0, 2)).toEqual([
      { name: '品名', mandatory: true, hint: null, value: 'T恤' },
      { name: '织造方法', mandatory: true, hint: null, value: '针织' },
    ]);
    expect((await product('GET', '/code/12', admin)).message).toBe('code: HS编码应为6至10位数字');
    expect((await product('GET', '/code/999999', admin)).code).toBe(10404);

    const byName = await ok(product('GET', `/codeforoutletname/${encodeURIComponent('cotton KNITTED t-shirt')}`, admin));
    expect(byName).toEqual([expect.objectContaining({ hs_code: TEE_HS, source: 'goods' })]);
    expect(await ok(product('GET', `/codeforoutletname/${encodeURIComponent('不存在')}`, admin))).toEqual([]);
    const names = await ok(product('GET', `/names/${TEE_HS}`, admin));
    expect(names).toEqual([expect.objectContaining({ name: '棉制针织T恤', name_en: 'Cotton knitted T-shirt', unit: '件' })]);
    expect(await ok(product('GET', `/names/${(names as unknown as { id: string }[])[0]!.id}`, admin))).toEqual(names);
  });
});

describe('imports and exports', () => {
  it('imports elements and declared names, every bad row reported first and nothing written; exports both', async () => {
    const element = (hs: string, sort: string, name: string) => ({ HS编码: hs, 序号: sort, 要素名称: name, 必填: '是' });
    const bad = await importRows(
      t,
      `${PRODUCT_BASE}/customs/element`,
      [element('6404199000', '1', '品名'), element('6404199000', 'x', '鞋面材质'), element('6404199000', '1', '品名'), element('64041', '2', '用途')],
      admin,
    );
    expect(bad.task?.status).toBe('failed');
    expect(bad.errors.map((e) => `${e['行号']}|${e['错误信息']}`)).toEqual(['3|序号必须是整数', '4|与第2行重复', '5|HS编码应为6至10位数字']);
    expect((await product('GET', '/customs/element/list?hs_code=6404199000', admin)).data.total).toBe(0);
    const good = await importRows(t, `${PRODUCT_BASE}/customs/element`, [element('6404199000', '1', '品名'), element('6404199000', '2', '鞋面材质')], admin);
    expect(good.task).toMatchObject({ status: 'succeeded', result: { created: 2, updated: 0 } });

    const goods = (name: string, elements: string, hs = '6404199000') => ({
      中文品名: name,
      英文品名: 'Sneakers',
      HS编码: hs,
      申报单位: '双',
      币种: '美元',
      退税率: '0.09',
      申报要素: elements,
    });
    const badGoods = await importRows(
      t,
      `${PRODUCT_BASE}/customs/goods`,
      [goods('运动鞋', '运动鞋|网布'), goods('帆布鞋', '帆布鞋'), goods('皮鞋', '皮鞋|牛皮', '6403990090')],
      admin,
    );
    expect(badGoods.errors.map((e) => `${e['行号']}|${e['列']}|${e['错误信息']}`)).toEqual([
      '3|申报要素|请填写申报要素「鞋面材质」（品名|鞋面材质）',
      '4|HS编码|HS编码 6403990090 未维护申报要素，请先添加申报要素',
    ]);
    const goodGoods = await importRows(t, `${PRODUCT_BASE}/customs/goods`, [goods('运动鞋', '运动鞋|网布'), goods('帆布鞋', '帆布鞋|帆布')], admin);
    expect(goodGoods.task).toMatchObject({ status: 'succeeded', result: { created: 2 } });
    const again = await importRows(t, `${PRODUCT_BASE}/customs/goods`, [goods('运动鞋', '运动鞋|织物')], admin);
    expect(again.task).toMatchObject({ status: 'succeeded', result: { created: 0, updated: 1 } });

    for (const base of ['customs/element', 'customs/goods']) {
      const exported = await product('GET', `/${base}/export?hs_code=6404199000`, admin);
      expect((await task(admin, exported.data.task_id)).status).toBe('succeeded');
    }
  });
});

describe('permissions', () => {
  it('guards every route with the element and declared-name codes; the lookups with any of the customs read codes', async () => {
    const reader = await restrictedUser(admin, 'goodsreader', '13700000411', ['catalogue.customsGoods.read']);
    const goodsId = (await product('GET', '/customs/goods/list', admin)).data.list[0].id;
    expect((await product('GET', '/customs/goods/list', reader)).code).toBe(10000);
    expect((await product('GET', `/customs/goods/detail?id=${goodsId}`, reader)).code).toBe(10000);
    for (const lookup of ['/customscodelist', `/code/${TEE_HS}`, `/names/${TEE_HS}`, '/codeforoutletname/T'])
      expect((await product('GET', lookup, reader)).code).toBe(10000);
    expect((await product('POST', '/customs/goods/add', reader, { name: '包' })).code).toBe(10403);
    expect((await product('PUT', `/customs/goods/${goodsId}`, reader, { remark: 'x' })).code).toBe(10403);
    expect((await product('POST', '/customs/goods/del', reader, { ids: [goodsId] })).code).toBe(10403);
    expect((await product('GET', '/customs/goods/export', reader)).code).toBe(10403);
    expect((await importRows(t, `${PRODUCT_BASE}/customs/goods`, [{ 中文品名: '包' }], reader)).answer.code).toBe(10403);
    expect((await product('GET', '/customs/element/list', reader)).code).toBe(10403);
    expect((await product('POST', '/customs/element/add', reader, { hs_code: TEE_HS, sort: 7, name: '颜色' })).code).toBe(10403);

    const nobody = await restrictedUser(admin, 'customsnone', '13700000412', ['catalogue.sku.read']);
    for (const lookup of ['/customscodelist', `/code/${TEE_HS}`, `/names/${TEE_HS}`, '/codeforoutletname/T', '/customs/element/list'])
      expect((await product('GET', lookup, nobody)).code).toBe(10403);
  });
});
