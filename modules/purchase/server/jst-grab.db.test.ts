// 供应商抓取 and the catalogue's supplier SPU/SKU rows through the real app (README "Supplier grab", "Supplier
// SPU/SKU in the catalogue"): JST's suppliers matched by name, a supplier's items grabbed (twice: refreshed, not
// doubled), one item turned into our SPU with SKUs and supplier links, the SPU's links read, saved, put in the
// supplier's words and pushed to its JST; a buyer limited to his own suppliers reaches none of another's.
import { newId } from '@entrepot/server-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeJst } from './jst/fake-jst.ts';
import { type PurchaseKit, purchaseKit } from './test-kit.ts';

let kit: PurchaseKit;
let huacai: string; // on JST as JST1001
let other: string; // not on JST
let category: string;
const product = async (method: 'GET' | 'POST' | 'PUT', path: string, payload?: object, as = kit.admin) =>
  (await kit.t.call({ method, url: `/api-product/api/v1/product/${path}`, as, ...(payload ? { payload } : {}) })).body;

beforeAll(async () => {
  kit = await purchaseKit();
  huacai = (await kit.api('POST', 'supplier/create', kit.supplierInput('东莞市华彩服饰有限公司'))).data.id;
  other = (await kit.api('POST', 'supplier/create', kit.supplierInput('本地手工作坊'))).data.id;
  category = newId();
  await kit.sql("insert into catalogue.categories (id, name) values ($1, '上衣')", [category]);
});
afterAll(async () => kit?.t.close());

describe('供应商抓取', () => {
  it('refuses to grab a supplier not linked to JST, then links ours by name', async () => {
    const refused = await kit.api('POST', 'supplierInventory/jstGrabSpu', { supplier_id: huacai });
    expect(refused.message).toBe('供应商 东莞市华彩服饰有限公司 未关联聚水潭，请先抓取供应商或在供应商资料中填写聚水潭编码');
    const grabbed = await kit.api('POST', 'supplierInventory/jstGrabSupplier');
    expect(grabbed.code, grabbed.message).toBe(10000);
    expect(grabbed.data.matched).toBe(1);
    expect(grabbed.data.suppliers).toContainEqual(expect.objectContaining({ jst_code: 'JST1001', supplier_id: huacai }));
    expect(grabbed.data.suppliers).toContainEqual(expect.objectContaining({ jst_code: 'JST1006', supplier_id: null }));
    expect((await kit.api('GET', `supplier/detail/${huacai}`)).data.jst_code).toBe('JST1001');
  });

  it("grabs a supplier's items once however often it runs, with variants, prices and stock", async () => {
    const want = await fakeJst().items('JST1001');
    const first = await kit.api('POST', 'supplierInventory/jstGrabSpu', { supplier_id: huacai });
    expect(first.data).toEqual({ supplier: '东莞市华彩服饰有限公司', items: want.length, created: want.length, refreshed: 0 });
    expect((await kit.api('POST', 'jst/all/spu')).data).toMatchObject({ suppliers: 1, items: want.length });
    const list = (await kit.api('GET', 'supplierInventory/grab?per_page=50')).data;
    expect(list.total).toBe(want.length);
    const row = list.list.find((r: { item_code: string }) => r.item_code === want[0]!.item_code);
    expect(row).toMatchObject({ status: 'new', sku_count: want[0]!.skus.length, supplier_id: huacai });
    const cheapest = Math.min(...want[0]!.skus.map((k) => Number(k.price)));
    expect(Number(row.min_price)).toBe(cheapest);
    const stock = (await kit.api('GET', `supplierInventory/inventory?id=${row.id}`)).data;
    expect(stock).toMatchObject({ found: true, source: 'jst' });
    expect(stock.rows).toHaveLength(want[0]!.skus.length);
    expect(stock.rows[0].quantity).toEqual(expect.any(Number));
    const missing = await kit.api('POST', 'supplierInventory/addJstGrabSpu', { supplier_id: huacai, item_code: 'NOPE-1' });
    expect(missing.message).toBe('item_code: 聚水潭中供应商 东莞市华彩服饰有限公司 没有款号 NOPE-1');
    expect((await kit.api('POST', 'supplierInventory/addJstGrabSpu', { supplier_id: huacai, item_code: want[1]!.item_code })).data).toEqual({
      item_code: want[1]!.item_code,
      refreshed: 1,
    });
    expect((await kit.api('POST', 'jst/all/warehouse')).message).toContain('抓取类型只能是');
  });

  it('turns an item into our SPU with its SKUs and the supplier links, once', async () => {
    const [item] = (await kit.api('GET', 'supplierInventory/grab?per_page=1&sort=item_code')).data.list;
    const made = await kit.api('POST', 'supplierInventory/generateSpu', { id: item.id, category_id: category });
    expect(made.code, made.message).toBe(10000);
    expect(made.data.linked).toHaveLength(item.sku_count);
    expect(made.data.sku_count).toBeGreaterThanOrEqual(item.sku_count);
    const detail = (await kit.api('GET', `supplierInventory/grab/${item.id}`)).data;
    expect(detail).toMatchObject({ status: 'generated', spu_id: made.data.spu_id });
    expect(detail.skus.every((k: { sku_id: string | null }) => k.sku_id)).toBe(true);
    const again = await kit.api('POST', 'supplierInventory/generateSpu', { id: item.id, category_id: category });
    expect(again.message).toBe(`款号 ${item.item_code} 已生成SPU，不能再生成`);
    // A refresh keeps the generated item's links.
    await kit.api('POST', 'supplierInventory/jstGrabSpu', { supplier_id: huacai });
    expect((await kit.api('GET', `supplierInventory/grab/${item.id}`)).data.skus.every((k: { sku_id: string | null }) => k.sku_id)).toBe(true);

    // The catalogue's side: the SPU's supplier links, in the supplier's words, pushed to its JST.
    const links = (await product('GET', `supplierspusku?spu_id=${made.data.spu_id}&per_page=100`)).data;
    expect(links.total).toBe(item.sku_count);
    expect(links.list[0]).toMatchObject({ supplier_name: '东莞市华彩服饰有限公司', is_default: true, jst_bound_at: null });
    expect((await kit.api('GET', `supplierInventory/checkSpuIsBindJst?spu_id=${made.data.spu_id}`)).data).toMatchObject({
      links: item.sku_count,
      on_jst: item.sku_count,
      bound: 0,
      is_bind: false,
    });
    const pushed = await product('POST', 'toerp', { spu_id: made.data.spu_id });
    expect(pushed.code, pushed.message).toBe(10000);
    expect(pushed.data).toMatchObject({ pushed: [{ supplier: '东莞市华彩服饰有限公司', accepted: item.sku_count }], is_bind: true });
    const colour = detail.skus[0].colour;
    const words = await product('POST', `attribute/batchskuattr/${made.data.spu_id}`, {
      supplier_id: huacai,
      values: [{ dimension: '颜色', value: colour, supplier_value: '厂家色号A' }],
    });
    expect(words.data).toEqual({ updated: item.sku_count });
    const one = (await product('GET', `supplierspusku?spu_id=${made.data.spu_id}&per_page=100`)).data.list.find((l: { supplier_spec: string }) =>
      l.supplier_spec.includes('厂家色号A'),
    );
    expect(one.supplier_spec).toMatch(/^颜色: 厂家色号A，尺码: /);
    const detailOne = await product('GET', `supplierspusku/${one.id}`);
    expect(detailOne.data).toMatchObject({ supplier_id: huacai, supplier_spec: one.supplier_spec });
    const edited = await product('PUT', `supplierspusku/${one.id}`, { reference_price: '12.50', version: detailOne.data.version });
    expect(edited.code, edited.message).toBe(10000);
    expect(edited.data.reference_price).toBe('12.50');
  });

  it('saves one supplier for an SPU from its side and links many SKUs at once', async () => {
    const spu = newId();
    const skus = [newId(), newId(), newId()];
    for (const [i, id] of skus.entries())
      await kit.sql('insert into catalogue.skus (id, code, spu_id, name) values ($1, $2, $3, $4)', [id, `LK001-${i}`, spu, `链 ${i}`]);
    const saved = await product('PUT', 'supplierspusku', {
      spu_id: spu,
      supplier_id: other,
      supplier_item_code: 'K-88',
      items: [
        { sku_id: skus[0], supplier_item_code: 'K-88-1', reference_price: '9.90', is_default: true },
        { sku_id: skus[1], supplier_item_code: 'K-88-2' },
      ],
    });
    expect(saved.data).toEqual({ created: 2, updated: 0 });
    expect(
      (await product('PUT', 'supplierspusku', { spu_id: spu, supplier_id: other, items: [{ sku_id: skus[0], supplier_item_code: 'K-88-1A' }] })).data,
    ).toEqual({
      created: 0,
      updated: 1,
    });
    const stranger = await product('PUT', 'supplierspusku', { spu_id: spu, supplier_id: other, items: [{ sku_id: newId() }] });
    expect(stranger.message).toContain('第1行的SKU不属于该SPU');
    const spuLinks = (await kit.api('GET', `supplier/spu?supplier_id=${other}`)).data.list;
    expect(spuLinks).toEqual([expect.objectContaining({ spu_id: spu, supplier_item_code: 'K-88' })]);
    expect((await product('POST', 'supplierspusku/batch', { supplier_id: other, sku_ids: skus })).data).toEqual({ created: 1, skipped: 2 });
    expect((await product('POST', 'supplierspusku/batch', { supplier_id: other, sku_ids: [newId()] })).message).toContain('有 1 个SKU不存在');
    // Not on JST: nothing to push.
    expect((await product('POST', 'toerp', { spu_id: spu })).message).toBe('该SPU没有关联聚水潭的供应商，无法推送');
  });

  it("keeps a buyer limited to his own suppliers out of another's grabs and links", async () => {
    const { session } = await kit.userWith(
      'grabber',
      '13900001111',
      ['purchase.jstGrabItem.read', 'purchase.jstGrabItem.create', 'purchase.supplier.read', 'purchase.supplierSku.read', 'purchase.supplierSku.update'],
      { owner: true },
    );
    expect((await kit.call(session, 'GET', 'supplierInventory/grab')).data.total).toBe(0);
    expect((await kit.call(session, 'POST', 'supplierInventory/jstGrabSpu', { supplier_id: huacai })).code).toBe(10404);
    const links = (await product('GET', 'supplierspusku?per_page=5', undefined, session)).data;
    expect(links.total).toBe(0);
    expect((await kit.call(session, 'POST', 'supplierInventory/generateSpu', { id: newId(), category_id: category })).code).toBe(10403);
  });
});
