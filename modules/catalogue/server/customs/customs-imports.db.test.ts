import { ADMIN_PASSWORD, createTestApp, type Session, type TestApp } from '@entrepot/hub-server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manifest } from '../manifest.ts';
import { customsCalls, PRODUCT_BASE, TEE_ELEMENTS, TEE_HS } from './customs-test-kit.ts';

let t: TestApp;
let admin: Session;
let sku: Record<string, string>;
const { product, ok, declareElements, teeGoods, restrictedUser, leafCategory, spuWithSkus, importKind, lines } = customsCalls(() => t);
const OTHER_HS = '6109909050';
const count = async (sql: string) => Number((await t.db.database.pool.query(sql)).rows[0].n);

beforeAll(async () => {
  t = await createTestApp([manifest]);
  admin = await t.login('admin', ADMIN_PASSWORD);
  await declareElements(admin, TEE_HS, TEE_ELEMENTS);
  await declareElements(admin, OTHER_HS, [['品名', true]]);
  await teeGoods(admin);
  for (const hs of [TEE_HS, OTHER_HS])
    await teeGoods(admin, { name: '针织T恤', name_en: `Knitted tee ${hs}`, hs_code: hs, elements: hs === TEE_HS ? 'T恤|针织|棉|无品牌' : 'T恤' });
  sku = await spuWithSkus(admin, 'CI100', await leafCategory(admin));
  await ok(product('POST', '/material', admin, { name: '棉', name_en: 'Cotton' }));
});
afterAll(async () => t?.close());

describe('sku/import/customs (SKU报关信息导入)', () => {
  const row = (code: string, extra: Record<string, string> = {}) => ({
    SKU编码: code,
    '申报品名(中文)': '棉制针织T恤',
    申报价值: '4.5',
    币种: '美元',
    ...extra,
  });

  it('reports every bad row and writes nothing; then creates, taking HS code and English name from the declared names', async () => {
    const bad = await importKind(
      'sku/import/customs',
      [
        row('CI100-BLK'),
        row('CI100-XXX'),
        row('CI100-WHT', { '申报品名(中文)': '针织T恤' }),
        row('ci100-blk'),
        row('CI100-RED', { '申报品名(中文)': '羊毛衫' }),
        row('', {}),
        row('CI100-RED', { 币种: '卢布' }),
      ],
      admin,
    );
    expect(bad.task).toMatchObject({ status: 'failed', kind: 'customs', kind_label: 'SKU报关信息导入' });
    expect(lines(bad.errors)).toEqual([
      '3|SKU编码|SKU编码「CI100-XXX」不存在',
      `4|HS编码|申报品名「针织T恤」对应多个HS编码（${TEE_HS}、${OTHER_HS}），请填写HS编码`,
      '5|SKU编码|与第2行重复',
      '6|HS编码|请输入HS编码',
      '6|申报品名(英文)|请输入申报品名(英文)',
      '7|SKU编码|请填写SKU编码',
      '8|SKU编码|与第6行重复',
      '8|币种|币种只能是: 美元、人民币、欧元、英镑、日元',
    ]);
    expect(await count('select count(*) as n from catalogue.sku_customs')).toBe(0);

    const good = await importKind(
      'sku/import/customs',
      [
        row('CI100-BLK'),
        row('CI100-WHT', { '申报品名(中文)': '针织T恤', HS编码: OTHER_HS }),
        row('CI100-RED', { '申报品名(中文)': '羊毛衫', HS编码: '6110110000', '申报品名(英文)': 'Wool sweater', 材质: '棉', 用途: '穿着' }),
      ],
      admin,
    );
    expect(good.task).toMatchObject({ status: 'succeeded', result: { customs_created: 3 } });
    const declared = (await product('GET', '/sku/custom_code?codes=CI100-BLK,CI100-WHT,CI100-RED', admin)).data;
    expect(declared.map((d: Record<string, string>) => `${d.sku_code}|${d.hs_code}|${d.declared_name_en}|${d.declared_value}|${d.audit_status}`)).toEqual([
      'CI100-BLK|6109100021|Cotton knitted T-shirt|4.50|pending',
      'CI100-RED|6110110000|Wool sweater|4.50|pending',
      `CI100-WHT|${OTHER_HS}|Knitted tee ${OTHER_HS}|4.50|pending`,
    ]);
  });

  it('updates what differs (a changed value waits for review again) and leaves the rest; the same file twice changes nothing', async () => {
    await ok(product('POST', '/customsskuaudit', admin, { sku_ids: [sku['CI100-BLK'], sku['CI100-WHT']], action: 'approve' }));
    const file = [row('CI100-BLK', { 申报价值: '5' }), row('CI100-WHT', { '申报品名(中文)': '', 申报价值: '', 币种: '' })];
    const first = await importKind('sku/import/customs', file, admin);
    expect(first.task).toMatchObject({ status: 'succeeded', result: { customs_updated: 1, unchanged: 1 } });
    const status = async (code: string) => (await product('GET', `/customsdetail/${code}`, admin)).data.customs.audit_status;
    expect([await status('CI100-BLK'), await status('CI100-WHT')]).toEqual(['pending', 'approved']);
    expect((await importKind('sku/import/customs', file, admin)).task).toMatchObject({ status: 'succeeded', result: { unchanged: 2 } });
  });
});

describe('sku/import/dclothing (多尺码服装SKU导入)', () => {
  const tee = (colour: string, colourCode: string, sizes: string, sizeCodes = '') => ({
    SPU编码: 'DC100',
    中文名称: '多尺码T恤',
    分类: 'T恤',
    颜色: colour,
    颜色编码: colourCode,
    尺码: sizes,
    尺码编码: sizeCodes,
    成本价: '12.00',
  });

  it('reads each size of a row as a SKU of the colour; refuses repeated sizes and codes that do not line up', async () => {
    const bad = await importKind('sku/import/dclothing', [tee('黑', 'BLK', 'S,M,m'), tee('白', 'WHT', 'S,M', 'S'), tee('红', 'RED', '')], admin);
    expect(lines(bad.errors)).toEqual(['2|尺码|尺码「m」重复', '3|尺码编码|尺码编码的个数（1）与尺码的个数（2）不一致', '4|尺码|请填写尺码']);
    expect(await count(`select count(*) as n from catalogue.spus where code = 'DC100'`)).toBe(0);

    const file = [tee('黑', 'BLK', 'S, M ,L'), tee('白', 'WHT', 'S、M、L', 'S、M、L')];
    const good = await importKind('sku/import/dclothing', file, admin);
    expect(lines(good.errors)).toEqual([]);
    expect(good.task).toMatchObject({ status: 'succeeded', kind_label: '多尺码服装SKU导入', result: { spu_created: 1, sku_created: 6 } });
    const codes = (await product('GET', '/skus?code=DC100-BLK-S,DC100-BLK-L,DC100-WHT-M&per_page=50', admin)).data.list.map((s: { code: string }) => s.code);
    expect(codes.sort()).toEqual(['DC100-BLK-L', 'DC100-BLK-S', 'DC100-WHT-M']);
    expect((await importKind('sku/import/dclothing', file, admin)).task).toMatchObject({ status: 'succeeded' });
    expect(await count(`select count(*) as n from catalogue.skus where code like 'DC100-%'`)).toBe(6);
  });
});

describe('sku/import/amsku (亚马逊SKU映射导入)', () => {
  const map = (seller: string, code: string, account = 'Demo-US') => ({ 销售账号: account, 平台SKU: seller, SKU编码: code });

  it('maps Amazon seller SKUs to our SKUs, refusing bad rows and seller SKUs of other platforms; updates known ones', async () => {
    await ok(product('POST', '/skumapping', admin, { platform_code: 'WALMART', platform_sku: 'WM-1', sku_id: sku['CI100-BLK'] }));
    const bad = await importKind(
      'sku/import/amsku',
      [
        map('AMZ-1', 'CI100-BLK', ''),
        map('A'.repeat(41), 'CI100-BLK'),
        map('wm-1', 'CI100-BLK'),
        map('AMZ-2', 'NOPE'),
        map('AMZ-3', 'CI100-RED'),
        map('amz-3', 'CI100-RED'),
      ],
      admin,
    );
    expect(lines(bad.errors)).toEqual([
      '2|销售账号|请填写销售账号',
      '3|平台SKU|平台SKU最多40个字符（亚马逊卖家SKU的长度上限）',
      '4|平台SKU|平台SKU「wm-1」已映射在平台 WALMART',
      '5|SKU编码|SKU编码「NOPE」不存在',
      '7|平台SKU|与第6行重复',
    ]);
    const good = await importKind('sku/import/amsku', [map('AMZ-1', 'CI100-BLK'), map('AMZ-2', 'ci100-wht')], admin);
    expect(good.task).toMatchObject({ status: 'succeeded', result: { mapping_created: 2 } });
    const again = await importKind('sku/import/amsku', [map('amz-1', 'CI100-RED', 'Demo-UK'), map('AMZ-2', 'CI100-WHT')], admin);
    expect(again.task).toMatchObject({ status: 'succeeded', result: { mapping_updated: 1, unchanged: 1 } });
    const list = (await product('GET', '/skumapping?platform_code=AMAZON', admin)).data.list;
    expect(list.map((m: Record<string, string>) => `${m.platform_sku}|${m.account}|${m.sku_id_title}`).sort()).toEqual([
      'AMZ-1|Demo-UK|CI100-RED',
      'AMZ-2|Demo-US|CI100-WHT',
    ]);
  });
});

describe('permissions', () => {
  it('checks each import against its own code', async () => {
    const skuImporter = await restrictedUser(admin, 'dclothingonly', '13700000451', ['catalogue.sku.import']);
    expect((await importKind('sku/import/customs', [{ SKU编码: 'CI100-BLK' }], skuImporter)).answer.code).toBe(10403);
    expect((await importKind('sku/import/amsku', [{ SKU编码: 'CI100-BLK' }], skuImporter)).answer.code).toBe(10403);
    expect((await t.call({ method: 'GET', url: `${PRODUCT_BASE}/sku/import/customs/template`, as: skuImporter })).body.code).toBe(10403);
    expect((await importKind('sku/import/dclothing', [{ SPU编码: 'DC100', 颜色: '黑', 尺码: 'S' }], skuImporter)).answer.code).toBe(10000);
    const customsImporter = await restrictedUser(admin, 'customsimporter', '13700000452', ['catalogue.skuCustoms.import']);
    const mine = await importKind('sku/import/customs', [{ SKU编码: 'CI100-BLK', 用途: '日常' }], customsImporter);
    expect(mine.task).toMatchObject({ status: 'succeeded', result: { customs_updated: 1 } });
  });
});
