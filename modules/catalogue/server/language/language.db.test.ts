// SPU-SKU language texts at the spec paths: an SPU's empty languages, a first save and later ones (upsert,
// SKU titles merged, audited before → after, version checks), every refusal naming its field or row with
// nothing written, the codes, and the SPU's owner data rule.

import { ADMIN_PASSWORD, createTestApp, type Session, type TestApp } from '@entrepot/hub-server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manifest } from '../manifest.ts';
import { skuExtrasCalls } from '../sku-extras-test-kit.ts';

let t: TestApp;
let admin: Session;
let tee: Record<string, string>;
let cup: Record<string, string>;
const { product, auth, leafCategory, restrictedUser, spuWithSkus } = skuExtrasCalls(() => t);

type Text = { lang: string; filled: boolean; version: number | null; title: string; bullets: string[]; description: string; keywords: string };
type SkuTitle = { sku_code: string; title: string };
const show = (as: Session, spuId: string | undefined, lang?: string) =>
  product('GET', `/spuskulanguage/show?spu_id=${spuId}${lang ? `&lang=${lang}` : ''}`, as);
const save = (as: Session, body: object) => product('PUT', '/spuskulanguage/update', as, body);
const titles = (text: { skus: SkuTitle[] }) => Object.fromEntries(text.skus.map((s) => [s.sku_code, s.title]));

beforeAll(async () => {
  t = await createTestApp([manifest]);
  admin = await t.login('admin', ADMIN_PASSWORD);
  const category = await leafCategory(admin);
  tee = await spuWithSkus(admin, 'LG100', category, '多语言T恤');
  cup = await spuWithSkus(admin, 'LG200', category, '多语言杯');
});
afterAll(async () => t?.close());

describe('show and update', () => {
  it('answers every declared language empty for an SPU not written yet, with its SKUs', async () => {
    const answer = await show(admin, tee.spu);
    expect(answer.code, answer.message).toBe(10000);
    expect(answer.data.spu).toMatchObject({ id: tee.spu, code: 'LG100', name: '多语言T恤' });
    expect(answer.data.languages.map((l: { label: string }) => l.label)).toEqual(['英语', '德语', '法语', '西班牙语', '意大利语', '日语']);
    expect(answer.data.filled).toEqual([]);
    const en = answer.data.texts[0];
    expect(en).toMatchObject({ lang: 'en', filled: false, id: null, version: null, title: '', bullets: [], description: '', keywords: '' });
    expect(titles(en)).toEqual({ 'LG100-BLK': '', 'LG100-RED': '', 'LG100-WHT': '' });
  });

  it('creates the language on the first save and updates it afterwards, merging SKU titles, audited before → after', async () => {
    const first = await save(admin, {
      spu_id: tee.spu,
      lang: 'en',
      version: null,
      title: '  Men Cotton T-Shirt Crew Neck  ',
      bullets: ['Soft cotton', '', 'Machine washable'],
      description: 'A classic tee.',
      keywords: 'tshirt cotton men',
      skus: [{ sku_id: tee['LG100-BLK'], title: 'Men Cotton T-Shirt Black' }],
    });
    expect(first.code, first.message).toBe(10000);
    const en1 = first.data.texts[0] as Text & { skus: SkuTitle[] };
    expect(first.data.texts).toHaveLength(1);
    expect(first.data.filled).toEqual(['en']);
    expect(en1).toMatchObject({ filled: true, version: 1, title: 'Men Cotton T-Shirt Crew Neck', bullets: ['Soft cotton', 'Machine washable'] });
    expect(titles(en1)).toEqual({ 'LG100-BLK': 'Men Cotton T-Shirt Black', 'LG100-RED': '', 'LG100-WHT': '' });

    const second = await save(admin, {
      spu_id: tee.spu,
      lang: 'en',
      version: 1,
      title: 'Men Cotton T-Shirt',
      skus: [
        { sku_id: tee['LG100-WHT'], title: 'Men Cotton T-Shirt White' },
        { sku_id: tee['LG100-BLK'], title: '' },
      ],
    });
    expect(second.code, second.message).toBe(10000);
    const en2 = second.data.texts[0];
    // Fields left out keep their text; a blank SKU title removes it.
    expect(en2).toMatchObject({ version: 2, title: 'Men Cotton T-Shirt', description: 'A classic tee.', keywords: 'tshirt cotton men' });
    expect(titles(en2)).toEqual({ 'LG100-BLK': '', 'LG100-RED': '', 'LG100-WHT': 'Men Cotton T-Shirt White' });

    const log = (
      await t.db.database.pool.query(
        "select action, changes from platform.audit_log where entity = 'catalogue.spuLanguage' and record_id = $1 order by at, id",
        [en2.id],
      )
    ).rows;
    expect(log.map((e) => e.action)).toEqual(['create', 'update']);
    expect(log[1].changes.title).toEqual({ before: 'Men Cotton T-Shirt Crew Neck', after: 'Men Cotton T-Shirt' });
    expect(log[1].changes.skus.before.map((r: { title: string }) => r.title)).toEqual(['Men Cotton T-Shirt Black']);
    expect(log[1].changes.skus.after.map((r: { title: string }) => r.title)).toEqual(['Men Cotton T-Shirt White']);

    const logs = await product('GET', `/spuskulanguage/logs?spu_id=${tee.spu}&lang=en`, admin);
    expect(logs.code, logs.message).toBe(10000);
    expect(logs.data[0].changes.skus.after).toEqual([{ sku_code: 'LG100-WHT', title: 'Men Cotton T-Shirt White' }]);

    const all = await show(admin, tee.spu);
    expect(all.data.filled).toEqual(['en']);
    expect(all.data.texts.map((x: Text) => [x.lang, x.filled])).toEqual([
      ['en', true],
      ['de', false],
      ['fr', false],
      ['es', false],
      ['it', false],
      ['ja', false],
    ]);
  });

  it('refuses a stale version and a first save over someone else’s', async () => {
    expect((await save(admin, { spu_id: tee.spu, lang: 'en', version: 1, title: 'x' })).code).toBe(10409);
    expect((await save(admin, { spu_id: tee.spu, lang: 'en', version: null, title: 'x' })).code).toBe(10409);
    expect((await show(admin, tee.spu, 'en')).data.texts[0].title).toBe('Men Cotton T-Shirt');
  });

  it('refuses bad input naming the field or the row, and writes nothing', async () => {
    const refused = async (body: object) => (await save(admin, { spu_id: cup.spu, lang: 'de', title: 'Tasse', ...body })).message;
    expect(await refused({ lang: 'xx' })).toBe('lang: 不支持的语言，可选: en, de, fr, es, it, ja');
    expect(
      await refused({
        skus: [
          { sku_id: cup['LG200-BLK'], title: 'Schwarz' },
          { sku_id: tee['LG100-BLK'], title: 'Fremd' },
        ],
      }),
    ).toBe('skus: 第2行: SKU不属于该SPU');
    expect(
      await refused({
        skus: [
          { sku_id: cup['LG200-BLK'], title: 'a' },
          { sku_id: cup['LG200-BLK'], title: 'b' },
        ],
      }),
    ).toBe('skus: 第2行: SKU重复');
    expect(await refused({ skus: [{ sku_id: cup['LG200-BLK'], title: 'x'.repeat(201) }] })).toBe('skus: 第1行: SKU标题最多200个字符');
    expect(await refused({ skus: [{ title: 'x' }] })).toBe('skus: 第1行: 请选择SKU');
    expect(await refused({ title: 'x'.repeat(201) })).toBe('title: 标题最多200个字符');
    expect(await refused({ title: ' ' })).toBe('title: 请输入标题');
    expect(await refused({ bullets: ['1', '2', '3', '4', '5', '6'] })).toBe('bullets: 五点描述最多5条');
    expect(await refused({ bullets: ['ok', 'x'.repeat(501)] })).toBe('bullets: 第2条五点描述不能超过500个字');
    expect(await refused({ bullets: 'one' })).toBe('bullets: 五点描述格式错误');
    expect(await refused({ description: 'x'.repeat(2001) })).toBe('description: 描述最多2000个字符');
    expect(await refused({ description: 'Gut <b>fett</b>' })).toBe('description: 描述只能是纯文本，不能包含HTML标签');
    // 100 Japanese characters are 300 bytes in UTF-8; 250 ASCII letters are exactly the limit.
    expect(await refused({ keywords: 'あ'.repeat(100) })).toBe('keywords: 搜索关键词不能超过250字节，当前为300字节');
    expect(await refused({ spu_id: 'nope' })).toBe('spu_id: 请选择SPU');
    expect(await refused({ colour: 'rot' })).toContain('colour');
    expect((await save(admin, { spu_id: '0190a000-0000-7000-8000-000000000000', lang: 'de', title: 'x' })).code).toBe(10404);
    expect((await show(admin, cup.spu, 'de')).data.filled).toEqual([]);
    expect((await show(admin, cup.spu, 'xx')).message).toBe('lang: 不支持的语言，可选: en, de, fr, es, it, ja');

    const ok = await save(admin, { spu_id: cup.spu, lang: 'ja', title: 'マグカップ', keywords: 'a'.repeat(250) });
    expect(ok.code, ok.message).toBe(10000);
  });
});

describe('codes and data rules', () => {
  it('needs catalogue.spu.read to show and catalogue.spu.update to save', async () => {
    const reader = await restrictedUser(admin, 'lgreader', '13700000301', ['catalogue.spu.read']);
    const nobody = await restrictedUser(admin, 'lgnobody', '13700000302', ['catalogue.sku.read']);
    expect((await show(reader, tee.spu)).code).toBe(10000);
    expect((await save(reader, { spu_id: tee.spu, lang: 'fr', title: 'T-shirt' })).code).toBe(10403);
    expect((await show(nobody, tee.spu)).code).toBe(10403);
    expect((await product('GET', `/spuskulanguage/logs?spu_id=${tee.spu}&lang=en`, nobody)).code).toBe(10403);
  });

  it("follows the SPU's owner rule: another developer's SPU answers 10404, one's own is written", async () => {
    const codes = ['catalogue.spu.read', 'catalogue.spu.update'];
    const own = await restrictedUser(admin, 'lgowner', '13700000303', codes, { owner: true });
    const me = (await auth('GET', '/user', own)).data.id;
    const mine = await product('POST', '/spus', admin, { code: 'LG300', name: '自己的SPU', category_id: await leafCategory(admin, '自'), developer_id: me });
    expect(mine.code, mine.message).toBe(10000);
    expect((await show(own, tee.spu)).code).toBe(10404);
    expect((await save(own, { spu_id: tee.spu, lang: 'fr', title: 'T-shirt' })).code).toBe(10404);
    expect((await product('GET', `/spuskulanguage/logs?spu_id=${tee.spu}&lang=en`, own)).code).toBe(10404);
    const saved = await save(own, { spu_id: mine.data.id, lang: 'fr', title: 'Le mien' });
    expect(saved.code, saved.message).toBe(10000);
    expect((await show(own, mine.data.id, 'fr')).data.texts[0].title).toBe('Le mien');
  });
});
