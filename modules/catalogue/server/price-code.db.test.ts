import { ADMIN_PASSWORD, createTestApp, type Session, type TestApp } from '@entrepot/hub-server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logisticsAttrConflict } from '../domain/set-sku-logistics.command.ts';
import { manifest } from './manifest.ts';
import { skuExtrasCalls } from './sku-extras-test-kit.ts';

let t: TestApp;
let admin: Session;
let sku: Record<string, string>;
const { product, auth, leafCategory, restrictedUser, spuWithSkus, events, task } = skuExtrasCalls(() => t);

beforeAll(async () => {
  t = await createTestApp([manifest]);
  admin = await t.login('admin', ADMIN_PASSWORD);
  sku = await spuWithSkus(admin, 'CU500', await leafCategory(admin));
});
afterAll(async () => t?.close());

describe('price codes (价格代码)', () => {
  it('are kept with their currency, listed in order for selects while enabled, and stay while SKU prices use them', async () => {
    const wholesale = await product('POST', '/price_code', admin, { code: 'WHOLESALE', name: '批发价', currency: 'CNY', sort: 2 });
    expect(wholesale.code).toBe(10000);
    const fba = (await product('POST', '/price_code', admin, { code: 'FBA', name: 'FBA售价', currency: 'USD', sort: 1 })).data;
    const lower = await product('POST', '/price_code', admin, { code: 'fba2', name: '小写', currency: 'USD' });
    expect(lower.data.issues).toEqual([{ field: 'code', rule: '只能输入数字和大写字母' }]);
    const dup = await product('POST', '/price_code', admin, { code: 'OTHER', name: '批发价', currency: 'CNY' });
    expect(dup.code).toBe(10409);
    expect((await product('GET', '/price_code', admin)).data.map((c: { code: string }) => c.code)).toEqual(['FBA', 'WHOLESALE']);
    expect((await product('GET', '/price_code/list?currency=USD', admin)).data.total).toBe(1);

    await product('PUT', `/sku/price/${sku['CU500-BLK']}`, admin, { prices: [{ price_code_id: fba.id, price: '12.99' }] });
    const used = await product('DELETE', `/price_code/${fba.id}`, admin);
    expect([used.code, used.message]).toEqual([10409, '该价格代码已有SKU价格，不能删除，请停用']);
    expect((await product('POST', `/price_code/${fba.id}/disable`, admin)).data.status).toBe('disabled');
    expect((await product('GET', '/price_code', admin)).data.map((c: { code: string }) => c.code)).toEqual(['WHOLESALE']);
    expect((await product('GET', `/price_code/${fba.id}/logs`, admin)).data.map((e: { action: string }) => e.action)).toEqual(['disable', 'create']);
    const exported = await product('GET', '/price_code/export', admin);
    expect((await task(admin, exported.data.task_id)).status).toBe('succeeded');
    expect((await product('DELETE', `/price_code/${wholesale.data.id}`, admin)).code).toBe(10000);
  });
});

describe('SKU prices', () => {
  it('sets and clears prices per code as decimals, audits each, announces the change, and answers per SKU and per SPU', async () => {
    const retail = (await product('POST', '/price_code', admin, { code: 'RETAIL', name: '零售价', currency: 'CNY', sort: 3 })).data;
    const fba = (await product('GET', '/price_code/list?code=FBA', admin)).data.list[0];
    const id = sku['CU500-WHT']!;
    const set = await product('PUT', `/sku/price/${id}`, admin, { prices: [{ price_code_id: retail.id, price: '39.9' }] });
    expect(set.data).toEqual({ updated: 1 });
    expect((await product('PUT', `/sku/price/${id}`, admin, { prices: [{ price_code_id: retail.id, price: '39.90' }] })).data).toEqual({ updated: 0 });
    const view = (await product('GET', `/sku/price/${id}`, admin)).data;
    expect(view).toMatchObject({ code: 'CU500-WHT', cost_price: '10.00', sale_price: '29.90' });
    // The disabled FBA code shows only where a SKU still has a price in it.
    expect(view.prices.map((p: { code: string; price: string | null }) => `${p.code}=${p.price}`)).toEqual(['RETAIL=39.90']);

    const disabled = await product('PUT', `/sku/price/${id}`, admin, { prices: [{ price_code_id: fba.id, price: '9.99' }] });
    expect([disabled.code, disabled.message]).toEqual([10409, '价格代码 FBA 已停用，不能设置价格']);
    const bad = await product('PUT', `/sku/price/${id}`, admin, { prices: [{ price_code_id: retail.id, price: '1.234' }] });
    expect(bad.data.issues[0].rule).toBe('价格最多2位小数，且不能为负数');
    expect((await product('PUT', `/sku/price/${id}`, admin, { prices: [{ price_code_id: retail.id, price: null }] })).data).toEqual({ updated: 1 });

    const spu = (await product('GET', `/getskuprices/${sku.spu}`, admin)).data;
    expect(spu.code).toBe('CU500');
    expect(
      spu.skus.map((s: { code: string; prices: { code: string; price: string | null }[] }) => `${s.code}:${s.prices.map((p) => `${p.code}=${p.price}`)}`),
    ).toEqual(['CU500-BLK:FBA=12.99,RETAIL=null', 'CU500-RED:RETAIL=null', 'CU500-WHT:RETAIL=null']);
    const changes = (await events('catalogue.sku.price-changed')).filter((e) => e.id === id).map((e) => e.prices);
    expect(changes).toEqual([{ RETAIL: { from: null, to: '39.90' } }, { RETAIL: { from: '39.90', to: null } }]);
    expect((await product('GET', `/sku/price/${sku.spu}`, admin)).code).toBe(10404);
  });

  it('hides the prices a group hides, and needs the SKU codes', async () => {
    const viewer = await restrictedUser(admin, 'priceviewer', '13700000331', ['catalogue.sku.read']);
    const [user] = (await t.db.database.pool.query("select id from identity.users where login_name = 'priceviewer'")).rows;
    const group = await auth('POST', '/group', admin, { name: '隐藏成本价', member_ids: [user.id], column_rules: { 'catalogue.sku': ['cost_price'] } });
    expect(group.code).toBe(10000);
    const view = await product('GET', `/sku/price/${sku['CU500-BLK']}`, viewer);
    expect(view.code).toBe(10000);
    expect(view.data).not.toHaveProperty('cost_price');
    expect(view.data.sale_price).toBe('29.90');
    // Nor in the operation log: the changes leave the hidden column out (the admin still sees it).
    const id = sku['CU500-BLK'];
    const changed = (log: { changes: object }[]) => log.some((e) => 'cost_price' in e.changes);
    expect(changed((await product('GET', `/skuinfo/${id}/logs`, admin)).data)).toBe(true);
    for (const path of [`/skuinfo/${id}/logs`, `/sku/log?id=${id}`]) {
      const log = (await product('GET', path, viewer)).data;
      expect([path, log.length > 0, changed(log)]).toEqual([path, true, false]);
    }
    expect((await product('PUT', `/sku/price/${sku['CU500-BLK']}`, viewer, { prices: [] })).code).toBe(10403);
    const nobody = await restrictedUser(admin, 'pricenobody', '13700000332', ['catalogue.brand.read']);
    expect((await product('GET', `/sku/price/${sku['CU500-BLK']}`, nobody)).code).toBe(10403);
    expect((await product('GET', `/getskuprices/${sku.spu}`, nobody)).code).toBe(10403);
    expect((await product('POST', '/price_code', nobody, { code: 'X', name: 'x', currency: 'CNY' })).code).toBe(10403);
    expect((await product('GET', '/price_code', nobody)).code).toBe(10000); // the select's lookup: any signed-in user
  });
});

describe('logistics attributes (物流属性)', () => {
  it('refuses contradictions', () => {
    expect(logisticsAttrConflict(['battery', 'liquid'])).toBeNull();
    expect(logisticsAttrConflict(['general', 'liquid'])).toBe('普货不能与其他物流属性同时选择');
    expect(logisticsAttrConflict(['battery', 'pure_battery'])).toBe('纯电与带电不能同时选择');
  });

  it('lists the declared attributes, replaces a SKU set (audited, announced) and guards writes', async () => {
    const attrs = (await product('GET', '/logistics/attr', admin)).data;
    expect(attrs.map((a: { label: string }) => a.label)).toEqual(['普货', '带电', '纯电', '液体', '膏体', '粉末', '磁性', '刀具利器']);
    const id = sku['CU500-RED']!;
    expect((await product('GET', `/sku/logistics/${id}`, admin)).data).toEqual({ sku_id: id, code: 'CU500-RED', attrs: [], labels: [] });
    const set = await product('PUT', `/sku/logistics/${id}`, admin, { attrs: ['magnetic', 'battery'] });
    expect(set.data).toMatchObject({ attrs: ['battery', 'magnetic'], labels: ['带电', '磁性'] });
    expect((await product('PUT', `/sku/logistics/${id}`, admin, { attrs: ['battery', 'liquid'] })).data.attrs).toEqual(['battery', 'liquid']);
    const wrong = await product('PUT', `/sku/logistics/${id}`, admin, { attrs: ['general', 'liquid'] });
    expect(wrong.data).toEqual({ field: 'attrs', rule: '普货不能与其他物流属性同时选择' });
    expect((await product('PUT', `/sku/logistics/${id}`, admin, { attrs: ['gas'] })).data.issues[0].rule).toBe('物流属性不正确');
    expect((await events('catalogue.sku.logistics-changed')).map((e) => e.attrs)).toEqual([
      ['battery', 'magnetic'],
      ['battery', 'liquid'],
    ]);
    const reader = await restrictedUser(admin, 'logisticsreader', '13700000333', ['catalogue.sku.read']);
    expect((await product('GET', `/sku/logistics/${id}`, reader)).data.attrs).toEqual(['battery', 'liquid']);
    expect((await product('PUT', `/sku/logistics/${id}`, reader, { attrs: [] })).code).toBe(10403);
  });
});
