// SPU descriptions at the spec paths: generationdesc writes the template's draft from the SPU's data and its
// standard, confirmdesc writes the (edited) draft onto the SPU's 商品描述, fastgenerationdesc does both for a
// batch; refusals, the English template, permission codes and the SPU data rules.

import { ADMIN_PASSWORD, createTestApp, type Session, type TestApp } from '@entrepot/hub-server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manifest } from '../manifest.ts';
import { skuExtrasCalls } from '../sku-extras-test-kit.ts';
import { colours, sizes } from '../test-kit.ts';

let t: TestApp;
let admin: Session;
let tee: string;
let plainSpu: string;
const { product, leafCategory, restrictedUser, spuWithSkus, events } = skuExtrasCalls(() => t);

beforeAll(async () => {
  t = await createTestApp([manifest]);
  admin = await t.login('admin', ADMIN_PASSWORD);
  const category_id = await leafCategory(admin);
  const brand_id = (await product('POST', '/brands', admin, { name: '山野', name_en: 'Wildland' })).data.id;
  const material_id = (await product('POST', '/material', admin, { name: '棉', name_en: 'Cotton' })).data.id;
  const options = [...colours.slice(0, 2), ...sizes.slice(0, 3)].map((o, position) => ({ ...o, position }));
  const created = await product('POST', '/spus', admin, {
    code: 'DS100',
    name: '纯棉T恤',
    name_en: 'Cotton Tee',
    brand_id,
    category_id,
    season: 'summer',
    options,
  });
  expect(created.code, created.message).toBe(10000);
  tee = created.data.id;
  const standard = await product('POST', '/spu/standard', admin, {
    spu_id: tee,
    material_id,
    composition: '100%棉',
    length: '70',
    width: '50',
    height: '2',
    weight: '0.180',
  });
  expect(standard.code, standard.message).toBe(10000);
  plainSpu = (await spuWithSkus(admin, 'DS200', category_id, '帆布袋')).spu!;
});
afterAll(async () => t?.close());

describe('SPU descriptions', () => {
  it("generates a draft from the SPU's brand, category, season, options and standard, leaving the SPU's description alone", async () => {
    const draft = await product('POST', '/spu/generationdesc', admin, { spu_id: tee });
    expect(draft.code, draft.message).toBe(10000);
    expect([draft.data.status, draft.data.lang, draft.data.title]).toEqual(['draft', 'zh', '山野 纯棉T恤 夏季款 多颜色可选 多尺码可选']);
    expect(draft.data.bullets).toEqual([
      '【材质】棉（100%棉），T恤品类',
      '【规格】颜色：黑、白；尺码：S、M、L，共6款可选',
      '【尺寸重量】尺寸约 70×50×2 厘米，重量约 0.18 千克',
      '【适用季节】适合夏季',
      '【品牌与分类】品牌：山野；分类：服装 > 上衣 > T恤',
    ]);
    expect(draft.data.facts.sku_count).toBe(6);
    const read = (await product('GET', `/spu/desc/${tee}`, admin)).data;
    expect([read.spu.code, read.spu.description, read.draft.id]).toEqual(['DS100', null, draft.data.id]);
  });

  it('confirms the draft as edited: the SPU keeps the confirmed text, logged and announced', async () => {
    const confirmed = await product('POST', '/spu/confirmdesc', admin, { spu_id: tee, title: '山野 夏季纯棉T恤', bullets: ['透气', '不起球'] });
    expect(confirmed.code, confirmed.message).toBe(10000);
    expect(confirmed.data.draft.status).toBe('confirmed');
    expect(confirmed.data.draft.confirmed_by_title).toBe('系统管理员');
    expect(confirmed.data.description).toMatch(
      /^<h3>山野 夏季纯棉T恤<\/h3><ul><li>透气<\/li><li>不起球<\/li><\/ul><p>山野纯棉T恤，属于服装 &gt; 上衣 &gt; T恤。/,
    );
    expect((await product('GET', `/spu/${tee}`, admin)).data.description).toBe(confirmed.data.description);
    const log = (await product('GET', `/spu/${tee}/logs`, admin)).data as { action: string; changes: Record<string, unknown> }[];
    expect(Object.keys(log[0]!.changes)).toEqual(['description']);
    expect((await events('catalogue.spu.changed')).at(-1)).toEqual({ ids: [tee], action: 'confirmdesc' });

    // A new generation is a new draft; the SPU keeps what was confirmed until that is confirmed.
    const english = await product('POST', '/spu/generationdesc', admin, { spu_id: tee, lang: 'en' });
    expect([english.data.status, english.data.title]).toEqual(['draft', 'Wildland Cotton Tee for Summer 2 Colors 3 Sizes']);
    expect((await product('GET', `/spu/${tee}`, admin)).data.description).toBe(confirmed.data.description);
    const stale = await product('POST', '/spu/confirmdesc', admin, { spu_id: tee, version: 1 });
    expect([stale.code, stale.message]).toEqual([10409, '商品描述草稿已被他人修改，请刷新后重试']);
  });

  it('refuses a confirmation without a draft and bad edits, in Chinese', async () => {
    expect((await product('POST', '/spu/confirmdesc', admin, { spu_id: plainSpu })).message).toBe('该SPU还没有商品描述草稿，请先生成');
    await product('POST', '/spu/generationdesc', admin, { spu_id: plainSpu });
    const many = await product('POST', '/spu/confirmdesc', admin, { spu_id: plainSpu, bullets: ['1', '2', '3', '4', '5', '6'] });
    expect(many.data.issues).toEqual([{ field: 'bullets', rule: '卖点最多5条' }]);
    expect((await product('POST', '/spu/confirmdesc', admin, { spu_id: plainSpu, title: '' })).code).toBe(10422);
    expect((await product('POST', '/spu/confirmdesc', admin, { spu_id: plainSpu, color: 'x' })).code).toBe(10422);
    expect((await product('POST', '/spu/generationdesc', admin, { spu_id: plainSpu, lang: 'fr' })).data.issues).toEqual([
      { field: 'lang', rule: '语言只能是中文(zh)或英文(en)' },
    ]);
    expect((await product('POST', '/spu/generationdesc', admin, {})).data.issues).toEqual([{ field: 'spu_id', rule: '请选择SPU' }]);
    expect((await product('POST', '/spu/generationdesc', admin, { spu_id: '0190a000-0000-7000-8000-000000000000' })).message).toBe('SPU不存在');
  });

  it('generates and confirms a batch, skipping confirmed SPUs unless asked to overwrite, telling why one failed', async () => {
    const unknown = '0190a000-0000-7000-8000-000000000001';
    const first = await product('POST', '/spu/fastgenerationdesc', admin, { spu_ids: [tee, plainSpu, unknown] });
    expect(first.code, first.message).toBe(10000);
    expect([first.data.confirmed, first.data.skipped, first.data.failed]).toEqual([1, 1, 1]);
    expect(first.data.items).toEqual([
      { spu_id: tee, code: 'DS100', status: 'skipped', message: '已有确认的商品描述' },
      { spu_id: plainSpu, code: 'DS200', status: 'confirmed' },
      { spu_id: unknown, code: null, status: 'failed', message: 'SPU不存在' },
    ]);
    expect((await product('GET', `/spu/${plainSpu}`, admin)).data.description).toContain('<h3>帆布袋');
    const again = await product('POST', '/spu/fastgenerationdesc', admin, { spu_ids: [tee], overwrite: true, lang: 'en' });
    expect(again.data.confirmed).toBe(1);
    expect((await product('GET', `/spu/${tee}`, admin)).data.description).toContain('<h3>Wildland Cotton Tee');
    expect((await product('POST', '/spu/fastgenerationdesc', admin, { spu_ids: [] })).data.issues).toEqual([{ field: 'spu_ids', rule: '请选择SPU' }]);
  });

  it('needs the SPU edit code to write and the read code to read; follows the SPU data rules', async () => {
    const reader = await restrictedUser(admin, 'descreader', '13700000191', ['catalogue.spu.read']);
    for (const [path, body] of [
      ['/spu/generationdesc', { spu_id: tee }],
      ['/spu/confirmdesc', { spu_id: tee }],
      ['/spu/fastgenerationdesc', { spu_ids: [tee] }],
    ] as const) {
      expect((await product('POST', path, reader, body)).code, path).toBe(10403);
    }
    expect((await product('GET', `/spu/desc/${tee}`, reader)).code).toBe(10000);
    const own = await restrictedUser(admin, 'descowner', '13700000192', ['catalogue.spu.read', 'catalogue.spu.update'], { owner: true });
    expect((await product('GET', `/spu/desc/${tee}`, own)).code).toBe(10404);
    expect((await product('POST', '/spu/generationdesc', own, { spu_id: tee })).code).toBe(10404);
    expect((await product('POST', '/spu/fastgenerationdesc', own, { spu_ids: [tee] })).data.items[0]).toMatchObject({ status: 'failed', message: 'SPU不存在' });
  });
});
