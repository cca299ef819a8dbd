// 标准价: the ratio config (seeded platform defaults, category overrides, version check, audit, refusals) and
// the SKUs' 标准价 computed by the database — decimals, rounding half up, the nearest enabled override, no
// cost, the filters, the export, the codes and a hidden 成本价 column.
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ADMIN_PASSWORD, createTestApp, type Session, type TestApp } from '@entrepot/hub-server/testing';
import { readXlsx } from '@entrepot/server-kit/file-tasks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manifest } from '../manifest.ts';
import { seedStandardPriceRatios } from './standard-price-seed.ts';
import { standardPriceCalls } from './standard-price-test-kit.ts';

let t: TestApp;
let admin: Session;
let cat: Awaited<ReturnType<typeof tree>>;
const { product, auth, ok, tree, skusWithCosts, ratios, prices, restrictedUser, task } = standardPriceCalls(() => t);
const CONFIG = '/standardpriceratioconfig';

beforeAll(async () => {
  t = await createTestApp([manifest]);
  admin = await t.login('admin', ADMIN_PASSWORD);
  await seedStandardPriceRatios(t.db.database);
  await seedStandardPriceRatios(t.db.database); // a second start writes nothing
  cat = await tree(admin, '');
  await skusWithCosts(admin, 'SP100', cat.tee, { A: '18.35', B: '10.01', C: '0.02', N: null });
  await skusWithCosts(admin, 'SP200', cat.mug, { A: '10.00' });
});
afterAll(async () => t?.close());

describe('the ratio config', () => {
  it('seeds each platform default once', async () => {
    const rows = await ratios(admin);
    expect([...rows.entries()].map(([k, r]) => `${k}=${r.ratio}`)).toEqual(['amazon=2.50', 'shein=2.30', 'temu=2.20', 'walmart=2.40']);
  });

  it('updates a ratio with the version check, audited field by field', async () => {
    const amazon = (await ratios(admin)).get('amazon')!;
    const saved = await ok(product('PUT', `${CONFIG}/${amazon.id}`, admin, { ratio: '2.45', version: amazon.version, remark: '旺季' }));
    expect(saved).toMatchObject({ ratio: '2.45', version: amazon.version + 1 });
    const stale = await product('PUT', `${CONFIG}/${amazon.id}`, admin, { ratio: '2.60', version: amazon.version });
    expect([stale.code, stale.message]).toEqual([10409, '标准价倍率已被他人修改，请刷新后重试']);
    const log = (await product('GET', `${CONFIG}/${amazon.id}/logs`, admin)).data as { action: string; changes: Record<string, unknown> }[];
    expect(log.find((e) => e.action === 'update')?.changes).toMatchObject({
      ratio: { before: '2.50', after: '2.45' },
      remark: { before: '平台默认倍率', after: '旺季' },
    });
  });

  it('adds category overrides once per platform + category and deletes only them', async () => {
    const top = await ok(product('POST', CONFIG, admin, { platform: 'amazon', category_id: cat.clothing, ratio: '3.00' }));
    await ok(product('POST', CONFIG, admin, { platform: 'amazon', category_id: cat.tops, ratio: '3.50' }));
    await ok(product('POST', CONFIG, admin, { platform: 'walmart', category_id: cat.home, ratio: '1.80' }));
    const twice = await product('POST', CONFIG, admin, { platform: 'amazon', category_id: cat.tops, ratio: '4.00' });
    expect([twice.code, twice.message]).toEqual([10409, 'Amazon 已有分类「上衣」的倍率，请直接修改']);
    const defaultTwice = await product('POST', CONFIG, admin, { platform: 'temu', ratio: '4.00' });
    expect([defaultTwice.code, defaultTwice.message]).toEqual([10409, 'Temu 已有平台默认倍率，请直接修改']);
    const temu = (await ratios(admin)).get('temu')!;
    const keep = await product('DELETE', `${CONFIG}/${temu.id}`, admin);
    expect([keep.code, keep.message]).toEqual([10409, 'Temu 的平台默认倍率不能删除，可修改倍率或停用']);
    const extra = await ok(product('POST', CONFIG, admin, { platform: 'shein', category_id: cat.mug, ratio: '5.00' }));
    await ok(product('DELETE', `${CONFIG}/${extra.id}`, admin));
    expect((await product('GET', `${CONFIG}?platform=amazon`, admin)).data.total).toBe(3);
    expect((await product('GET', `${CONFIG}?category_id=${cat.clothing}`, admin)).data.list.map((r: { id: string }) => r.id)).toEqual([top.id]);
  });

  it('refuses bad input naming the field', async () => {
    const amazon = (await ratios(admin)).get('amazon')!;
    const put = async (ratio: unknown) => (await product('PUT', `${CONFIG}/${amazon.id}`, admin, { ratio, version: amazon.version })).message;
    expect(await put('0')).toBe('ratio: 倍率不能小于0.01');
    expect(await put('100')).toContain('ratio');
    expect(await put('2.555')).toBe('ratio: 倍率最多2位小数');
    expect(await put('abc')).toContain('ratio');
    const bad = await product('POST', CONFIG, admin, { platform: 'ebay', ratio: '2.00' });
    expect([bad.code, bad.message.startsWith('platform')]).toEqual([10422, true]);
    const unknown = await product('POST', CONFIG, admin, { platform: 'temu', category_id: '0190a000-0000-7000-8000-000000000000', ratio: '2.00' });
    expect([unknown.code, unknown.message]).toEqual([10422, 'category_id: 分类不存在']);
    expect((await product('PUT', `${CONFIG}/${amazon.id}`, admin, { platform: 'temu', version: amazon.version })).code).toBe(10422); // fixed after create
    expect((await product('POST', CONFIG, admin, { platform: 'temu' })).message).toContain('ratio');
  });
});

describe('standardprice/list', () => {
  it('multiplies on decimals, rounds half up, takes the nearest enabled override', async () => {
    // Amazon: T恤 has no override of its own → 上衣 3.50 (nearest) over 服装 3.00 over the default 2.45.
    expect(await prices(admin, 'spu_code=SP100,SP200')).toEqual({
      'SP100-A': { amazon: '3.50=64.23', temu: '2.20=40.37', walmart: '2.40=44.04', shein: '2.30=42.21' },
      'SP100-B': { amazon: '3.50=35.04', temu: '2.20=22.02', walmart: '2.40=24.02', shein: '2.30=23.02' },
      'SP100-C': { amazon: '3.50=0.07', temu: '2.20=0.04', walmart: '2.40=0.05', shein: '2.30=0.05' },
      'SP100-N': { amazon: '3.50=null', temu: '2.20=null', walmart: '2.40=null', shein: '2.30=null' },
      'SP200-A': { amazon: '2.45=24.50', temu: '2.20=22.00', walmart: '1.80=18.00', shein: '2.30=23.00' },
    });
    const rows = await ratios(admin);
    const disable = (key: string) => ok(product('PUT', `${CONFIG}/${rows.get(key)!.id}`, admin, { enabled: false, version: rows.get(key)!.version }));
    const setAmazon = async (ratio: string) => {
      const amazon = (await ratios(admin)).get('amazon')!;
      return ok(product('PUT', `${CONFIG}/${amazon.id}`, admin, { ratio, version: amazon.version }));
    };
    await disable('amazon:上衣');
    await disable('temu');
    const after = await prices(admin, 'code=SP100-A,SP100-B');
    expect(after['SP100-A']).toMatchObject({ amazon: '3.00=55.05', temu: '-' });
    // 10.01 × 2.50 = 25.025 → 25.03 (half up, not to even); 18.35 × 2.45 = 44.9575 → 44.96
    await disable('amazon:服装');
    await setAmazon('2.50');
    expect((await prices(admin, 'code=SP100-B'))['SP100-B']!.amazon).toBe('2.50=25.03');
    await setAmazon('2.45');
    expect((await prices(admin, 'code=SP100-A'))['SP100-A']!.amazon).toBe('2.45=44.96');
    const answer = (await product('GET', '/standardprice/list?code=SP100-A', admin)).data;
    expect(answer.platforms.map((p: { value: string }) => p.value)).toEqual(['amazon', 'temu', 'walmart', 'shein']);
    expect(answer.list[0]).toMatchObject({ cost_price: '18.35', prices: { amazon: { category_id: null, category_name: null } } });
  });

  it("filters by the SKU list's filters and a category with its sub-categories", async () => {
    const codes = async (query: string) => Object.keys(await prices(admin, query));
    expect(await codes(`category_id=${cat.clothing}`)).toEqual(['SP100-A', 'SP100-B', 'SP100-C', 'SP100-N']);
    expect(await codes(`category_id=${cat.home}`)).toEqual(['SP200-A']);
    expect(await codes(`category_id=${cat.tops}&cost_price_from=10.01&cost_price_to=18`)).toEqual(['SP100-B']);
    expect(await codes('spu_code=sp200&status=developing')).toEqual(['SP200-A']);
    expect(await codes('status=on_sale')).toEqual([]);
    expect((await product('GET', '/standardprice/list?category_id=x', admin)).message).toBe('category_id: 分类不正确');
  });

  it('exports the filtered list with a ratio and a price column per platform', async () => {
    const started = await ok(product('GET', '/standardprice/export?spu_code=SP100&cost_price_from=10', admin));
    const done = await task(admin, String(started.task_id));
    expect(done.status).toBe('succeeded');
    const file = await t.call({ method: 'GET', url: done.file_url, as: admin });
    const path = join(tmpdir(), `standard-prices-${Date.now()}.xlsx`);
    await writeFile(path, file.raw.rawPayload);
    const rows: Record<string, string>[] = [];
    for await (const r of readXlsx(path)) rows.push(r.values);
    expect(rows.map((r) => [r['SKU编码'], r['分类'], r['成本价'], r['Amazon倍率'], r['Amazon标准价'], r['Temu倍率'] ?? '', r['Walmart标准价']])).toEqual([
      ['SP100-A', 'T恤', '18.35', '2.45', '44.96', '', '44.04'],
      ['SP100-B', 'T恤', '10.01', '2.45', '24.52', '', '24.02'],
    ]);
  });

  it('needs the codes, and hides the prices with a hidden 成本价', async () => {
    const reader = await restrictedUser(admin, 'stdprice01', '13700000411', ['catalogue.sku.read']);
    expect((await product('GET', '/standardprice/list?code=SP100-A', reader)).code).toBe(10000);
    const amazon = (await ratios(admin)).get('amazon')!;
    for (const [method, path, body] of [
      ['GET', CONFIG],
      ['PUT', `${CONFIG}/${amazon.id}`, { ratio: '9.00', version: amazon.version }],
      ['POST', CONFIG, { platform: 'amazon', category_id: cat.mug, ratio: '9.00' }],
      ['DELETE', `${CONFIG}/${amazon.id}`],
      ['GET', '/standardprice/export'],
    ] as const) {
      expect([method, path, (await product(method, path, reader, body)).code]).toEqual([method, path, 10403]);
    }
    const nobody = await restrictedUser(admin, 'stdprice02', '13700000412', [standardPriceCode('read')]);
    expect((await product('GET', CONFIG, nobody)).code).toBe(10000);
    expect((await product('GET', '/standardprice/list', nobody)).code).toBe(10403);

    const [user] = (await t.db.database.pool.query("select id from identity.users where login_name = 'stdprice01'")).rows;
    await ok(auth('POST', '/group', admin, { name: '隐藏成本价-标准价', member_ids: [user.id], column_rules: { 'catalogue.sku': ['cost_price'] } }));
    const hidden = (await product('GET', '/standardprice/list?code=SP100-A&cost_price_from=100', reader)).data;
    expect(hidden.total).toBe(1); // the hidden column's filter is ignored, not a way to guess the cost
    expect(hidden.list[0]).not.toHaveProperty('cost_price');
    expect(hidden.list[0].prices.amazon).toMatchObject({ ratio: '2.45', standard_price: null });
  });
});

const standardPriceCode = (action: string) => `catalogue.standardPriceRatio.${action}`;
