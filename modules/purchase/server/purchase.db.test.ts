import { ensureFlow } from '@entrepot/hub-server/approvals/server';
import { importRows, type Session, type TestApp } from '@entrepot/hub-server/testing';
import { ratesOn } from '@entrepot/module-finance';
import { newId } from '@entrepot/server-kit';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pickQuotation } from '../domain/quotation-rules.ts';
import { BASE, SERVICE } from '../entities/index.ts';
import { seedPurchase } from './seed.ts';
import { type PurchaseKit, purchaseKit } from './test-kit.ts';

// The purchase area through the real app (README "Tests": a module's own file runs once, on PostgreSQL in CI).
let t: TestApp;
let admin: Session;
let cny: string;
let usd: string;
const skuIds: string[] = [];
let kit: PurchaseKit;
const call: PurchaseKit['call'] = (...a) => kit.call(...a);
const api: PurchaseKit['api'] = (...a) => kit.api(...a);
const auth: PurchaseKit['auth'] = (...a) => kit.auth(...a);
const sql = (text: string, values: unknown[] = []) => kit.sql(text, values);
const userWith: PurchaseKit['userWith'] = (...a) => kit.userWith(...a);
const supplierInput = (name: string, extra: object = {}) => kit.supplierInput(name, extra);
const quotationInput = (supplier_id: string, sku_id: string, breaks: [number, string][], extra: object = {}) => ({
  supplier_id,
  sku_id,
  currency_id: cny,
  valid_from: '2026-01-01',
  breaks: breaks.map(([min_quantity, price]) => ({ min_quantity, price })),
  ...extra,
});

beforeAll(async () => {
  kit = await purchaseKit();
  ({ t, admin, cny, usd } = kit);
  for (const code of ['PT001-RED-S', 'PT001-RED-M', 'PT002-BLU-L', 'PT003-GRN-M']) {
    const id = newId();
    skuIds.push(id);
    await sql('insert into catalogue.skus (id, code, spu_id, name) values ($1, $2, $3, $4)', [id, code, newId(), `测试 ${code}`]);
  }
});
afterAll(async () => t?.close());

describe('供应商', () => {
  it('creates with contacts and a payee account, numbers it, lists it by the spec’s posted filters and moves it through its lifecycle', async () => {
    const created = await api('POST', 'supplier/create', supplierInput('东莞测试服饰有限公司', { city: '东莞市' }));
    expect(created.code, created.message).toBe(10000);
    expect(created.data).toMatchObject({ city: '东莞市', province: '广东省' }); // the province follows the city
    expect(created.data).toMatchObject({
      code: expect.stringMatching(/^GYS\d{5}$/),
      status: 'pending',
      is_new: true,
      currency_id_title: expect.stringContaining('人民币'),
    });
    expect(created.data.contacts).toEqual([expect.objectContaining({ name: '王丽', is_primary: true })]);
    const fast = await api('POST', 'supplier/fast/create', { name: '快速新增供应商', currency_id: cny });
    expect(fast.data.code).not.toBe(created.data.code);
    const posted = await api('POST', 'supplier/index', { code: created.data.code });
    expect([posted.data.total, posted.data.list[0].name]).toEqual([1, '东莞测试服饰有限公司']);
    expect((await api('GET', `supplier/index?name=${encodeURIComponent('快速')}`)).data.total).toBe(1);
    const id = created.data.id;
    expect((await api('PUT', `supplier/updateStatus/${id}`, { status: 'active' })).data.status).toBe('active');
    expect((await api('PUT', `supplier/updateStatus/${id}`, { status: 'pending' })).message).toContain('当前状态为「合作中」，不能改为「待审核」');
    expect((await api('PUT', `supplier/updateNewSupplier/${id}`, { is_new: false })).data.is_new).toBe(false);
    expect((await api('GET', 'supplier/lists')).data.map((s: { id: string }) => s.id)).toContain(id);
    expect((await api('GET', `supplier/currency/${id}`)).data).toMatchObject({ currency_id: cny });
    expect((await api('GET', 'chinacitylist/citys')).data.find((p: { value: string }) => p.value === '广东省').children).toContainEqual({
      value: '深圳市',
      label: '深圳市',
    });
    const logs = (await api('GET', `supplier/logs/${id}`)).data.map((l: { action: string }) => l.action);
    expect(logs).toEqual(['update', 'approve', 'create']);
  });

  it('refuses a bad phone, a second default account, and a duplicate name, saying what is wrong', async () => {
    const bad = await api('POST', 'supplier/create', supplierInput('坏手机号供应商', { contacts: [{ name: '李', mobile: '12345' }] }));
    expect(bad.message).toContain('请输入正确的手机号码');
    expect((await api('POST', 'supplier/create', supplierInput('火星供应商', { city: '火星市' }))).message).toContain('请从列表中选择城市');
    const two = supplierInput('两个默认账户', {});
    two.accounts.push({ ...two.accounts[0]!, account_no: '6222000011112222' });
    expect((await api('POST', 'supplier/create', two)).message).toBe('只能有一个默认收款账户');
    expect((await api('POST', 'supplier/create', supplierInput('东莞测试服饰有限公司'))).code).toBe(10409);
  });

  it('shows payee accounts starred to a reader who may not pay, whole to one who may; a starred value sent back keeps the number', async () => {
    const made = (await api('POST', 'supplier/create', supplierInput('账户脱敏供应商'))).data;
    const reader = await userWith('pur_reader', '13700000011', ['purchase.supplier.read', 'purchase.supplier.update']);
    const payer = await userWith('pur_payer', '13700000012', ['purchase.supplier.read', 'purchase.supplierAccount.reveal']);
    const seen = (await call(reader.session, 'GET', `supplier/detail/${made.id}`)).data;
    expect(seen.accounts[0].account_no).toBe('************7890');
    expect((await call(payer.session, 'GET', `supplier/detail/${made.id}`)).data.accounts[0].account_no).toBe('6222021234567890');
    const saved = await call(reader.session, 'PUT', `supplier/update/${made.id}`, { version: seen.version, remark: '改备注', accounts: seen.accounts });
    expect(saved.code, saved.message).toBe(10000);
    expect((await sql('select account_no from purchase.supplier_accounts where supplier_id = $1', [made.id])).rows).toEqual([
      { account_no: '6222021234567890' },
    ]);
  });

  it('a buyer limited to his own suppliers sees no other supplier anywhere: list, detail, selects, quotations, the applying price, the palette', async () => {
    const buyer = await userWith('pur_own', '13700000013', ['purchase.supplier.read', 'purchase.quotation.read'], { owner: true });
    const mine = (await api('POST', 'supplier/create', supplierInput('本人负责供应商', { buyer_id: buyer.id }))).data;
    const other = (await api('POST', 'supplier/create', supplierInput('他人负责供应商'))).data;
    for (const s of [mine, other]) await api('PUT', `supplier/updateStatus/${s.id}`, { status: 'active' });
    const theirs = (await api('POST', 'quotation', quotationInput(other.id, skuIds[2]!, [[1, '5.00']]))).data;
    await sql("update purchase.quotations set status = 'active' where id = $1", [theirs.id]);
    const listed = (await call(buyer.session, 'GET', 'supplier/index?per_page=100')).data.list.map((s: { id: string }) => s.id);
    expect(listed).toEqual([mine.id]);
    expect((await call(buyer.session, 'GET', `supplier/detail/${other.id}`)).code).toBe(10404);
    expect((await call(buyer.session, 'GET', 'supplier/lists')).data.map((s: { id: string }) => s.id)).toEqual([mine.id]);
    expect((await call(buyer.session, 'GET', 'supplier/production')).data.list.map((s: { id: string }) => s.id)).toEqual([mine.id]);
    expect((await call(buyer.session, 'GET', 'quotation')).data.total).toBe(0);
    expect((await call(buyer.session, 'POST', 'quotation/valid', { items: [{ sku_id: skuIds[2], quantity: 1 }] })).data[0].quotation).toBeNull();
    const palette = await auth(buyer.session, 'GET', `/search?q=${encodeURIComponent('负责供应商')}`);
    expect(JSON.stringify(palette.data)).not.toContain('他人负责供应商');
    expect(JSON.stringify(palette.data)).toContain(`/purchase/information/supplier?id=${mine.id}`); // opens its detail
  });

  it('is not deleted while a quotation names it, and the refusal says so', async () => {
    const s = (await api('POST', 'supplier/create', supplierInput('有报价的供应商'))).data;
    expect((await api('POST', 'quotation', quotationInput(s.id, skuIds[0]!, [[1, '9.90']]))).code).toBe(10000);
    const refused = await api('DELETE', `supplier/delete/${s.id}`);
    expect([refused.code, refused.message]).toEqual([10409, expect.stringContaining('报价')]);
  });
});

describe('报价', () => {
  let supplierA: string;
  let supplierB: string;
  beforeAll(async () => {
    supplierA = (await api('POST', 'supplier/create', supplierInput('报价甲供应商'))).data.id;
    supplierB = (await api('POST', 'supplier/create', supplierInput('报价乙供应商', { currency_id: usd }))).data.id;
    for (const id of [supplierA, supplierB]) await api('PUT', `supplier/updateStatus/${id}`, { status: 'active' });
    const [me] = (await sql("select id from identity.users where login_name = 'admin'")).rows;
    await ensureFlow(
      t.db.database,
      {
        document_type: 'purchase.quotation',
        name: '报价审批',
        enabled: true,
        priority: 1,
        levels: [{ name: '采购主管', mode: 'any', approvers: { users: [me.id] } }],
      },
      { id: me.id, name: '系统' },
    );
  });

  const approveAll = async () => {
    const mine = (await auth(admin, 'GET', '/approval/mine')).data.list.filter((r: { status: string }) => r.status === 'pending');
    for (const r of mine) expect((await auth(admin, 'POST', `/approval/${r.id}/approve`, {})).code).toBe(10000);
    await t.outbox.dispatch();
  };

  it('refuses repeated break quantities and a period that ends before it starts', async () => {
    expect(
      (
        await api(
          'POST',
          'quotation',
          quotationInput(supplierA, skuIds[1]!, [
            [10, '2.00'],
            [10, '1.00'],
          ]),
        )
      ).message,
    ).toBe('阶梯价的起始数量10重复');
    expect((await api('POST', 'quotation', quotationInput(supplierA, skuIds[1]!, [[1, '2.00']], { valid_to: '2025-12-31' }))).message).toBe(
      '失效日期不能早于生效日期',
    );
  });

  it('takes effect only once approved, is never edited in place, and a revision ends it when approved', async () => {
    const q = (
      await api(
        'POST',
        'quotation',
        quotationInput(supplierA, skuIds[1]!, [
          [1, '10.00'],
          [100, '9.00'],
        ]),
      )
    ).data;
    expect(q).toMatchObject({ code: expect.stringMatching(/^BJ\d{6}$/), status: 'draft' });
    const valid = () => api('POST', 'quotation/valid', { items: [{ sku_id: skuIds[1], quantity: 150 }], date: '2026-06-01' });
    expect((await valid()).data[0].quotation).toBeNull(); // a draft is no price
    expect((await api('POST', 'quotation/submitApprove', { id: q.id })).data.status).toBe('pending');
    expect((await api('POST', 'quotation/endApprove', { id: q.id })).code).toBe(10000);
    await t.outbox.dispatch();
    expect((await api('GET', `quotation/${q.id}`)).data.status).toBe('draft');
    await api('POST', `quotation/${q.id}/submit`);
    await approveAll();
    expect((await api('GET', `quotation/${q.id}`)).data).toMatchObject({ status: 'active', approved_at: expect.any(String) });
    expect((await valid()).data[0].quotation).toMatchObject({ id: q.id, price: '9.00', min_quantity: 100, base_price: '9.0000' });
    const edited = await api('PUT', `quotation/${q.id}`, { remark: '改价', version: 3 });
    expect([edited.code, edited.message]).toEqual([10409, '报价当前为「已生效」，不能修改']);
    const revision = (await api('POST', `quotation/${q.id}/revise`)).data;
    expect(revision).toMatchObject({
      status: 'draft',
      supersedes_id: q.id,
      breaks: [expect.objectContaining({ min_quantity: 1 }), expect.objectContaining({ min_quantity: 100 })],
    });
    const r = await api('PUT', `quotation/${revision.id}`, { version: revision.version, breaks: [{ min_quantity: 1, price: '8.50' }] });
    expect(r.code, r.message).toBe(10000);
    await api('POST', `quotation/${revision.id}/submit`);
    await approveAll();
    expect((await api('GET', `quotation/${revision.id}`)).data.status).toBe('active');
    expect((await api('GET', `quotation/${q.id}`)).data.status).toBe('expired');
    expect((await valid()).data[0].quotation).toMatchObject({ id: revision.id, price: '8.50' });
  });

  it('compares suppliers quoting in CNY and USD at the day rate, or one supplier’s alone; a SKU is linked to a supplier once', async () => {
    const sku = skuIds[3]!;
    const a = (await api('POST', 'quotation', quotationInput(supplierA, sku, [[1, '14.20']]))).data;
    const rate = (
      await sql(
        "select rate from finance.exchange_rates r join finance.currencies c on c.id = r.currency_id where c.code = 'USD' and r.effective_date <= '2026-06-01' order by r.effective_date desc limit 1",
      )
    ).rows[0].rate;
    const usdPrice = (Math.round((14.2 / Number(rate)) * 100) / 100).toFixed(2); // test data only: the server compares exactly
    const b = (await api('POST', 'quotation', quotationInput(supplierB, sku, [[1, usdPrice]], { currency_id: usd }))).data;
    for (const q of [a, b]) await api('POST', `quotation/${q.id}/submit`);
    await approveAll();
    const picked = (await api('POST', 'quotation/valid', { items: [{ sku_id: sku, quantity: 1 }], date: '2026-06-01' })).data[0].quotation;
    const cheaper = picked.id;
    expect([a.id, b.id]).toContain(cheaper);
    // An order's form asks for its supplier's price only: the dearer one's, in its own currency.
    const dearer = cheaper === a.id ? b : a;
    const own = (await api('POST', 'quotation/valid', { items: [{ sku_id: sku, quantity: 1 }], date: '2026-06-01', supplier_id: dearer.supplier_id })).data;
    expect(own[0].quotation).toMatchObject({ id: dearer.id, supplier_id: dearer.supplier_id, currency_id: dearer.currency_id });
    expect(own[0].moq).toBeNull(); // and the supplier's MOQ of the SKU, what the quantity hints before it is typed
    expect((await api('POST', 'moq', { supplier_id: dearer.supplier_id, sku_id: sku, min_quantity: 24 })).code).toBe(10000);
    const asked = { items: [{ sku_id: sku, quantity: 1 }], date: '2026-06-01' };
    expect((await api('POST', 'quotation/valid', { ...asked, supplier_id: dearer.supplier_id })).data[0].moq).toBe(24);
    expect((await api('POST', 'quotation/valid', asked)).data[0]).not.toHaveProperty('moq'); // no supplier, no MOQ
    const link = await api('POST', 'supplier/sku', { supplier_id: cheaper === a.id ? supplierB : supplierA, sku_id: sku, is_default: true });
    expect(link.code, link.message).toBe(10000);
    expect((await api('POST', 'supplier/sku', { supplier_id: cheaper === a.id ? supplierB : supplierA, sku_id: sku })).message).toBe('该供应商已关联此SKU');
  });
});

describe('the spec’s batch rows', () => {
  it('disable and enable supplier SKUs and MOQs, edit MOQs and quotations at once, and delete only drafts', async () => {
    const s = (await api('POST', 'supplier/fast/create', { name: '批量操作供应商', currency_id: cny })).data.id;
    const links = [];
    for (const sku of skuIds.slice(0, 2)) links.push((await api('POST', 'supplier/sku', { supplier_id: s, sku_id: sku })).data.id);
    const capacity = async () => (await api('GET', `supplier/production?code=${(await api('GET', `supplier/detail/${s}`)).data.code}`)).data.list[0];
    expect(await capacity()).toMatchObject({ name: '批量操作供应商', sku_count: 2, quotation_count: 0 });
    expect((await api('PUT', 'supplier/sku/updateStatus', { ids: links, status: 'disabled' })).data).toEqual({ updated: 2 });
    expect((await capacity()).sku_count).toBe(0); // only what it supplies now
    expect((await api('GET', `supplier/sku?supplier_id=${s}&status=disabled`)).data.total).toBe(2);
    expect((await api('POST', 'supplier/sku/batchEditEnable', { ids: links, enable: true })).data).toEqual({ updated: 2 });
    const moq = (await api('POST', 'moq', { supplier_id: s, sku_id: skuIds[0], min_quantity: 50 })).data.id;
    expect((await api('POST', 'moq', { supplier_id: s, sku_id: skuIds[0], spu_id: newId(), min_quantity: 5 })).message).toContain(
      '起订量只能设置在SKU或SPU其中之一',
    );
    expect((await api('PUT', 'moq/batch/update', { ids: [moq], min_quantity: 80 })).data).toEqual({ updated: 1 });
    expect((await api('PUT', 'moq/batch/update', { ids: [moq], supplier_id: s })).message).toContain('不能批量修改供应商');
    expect((await api('PUT', 'moq/status', { ids: [moq], status: 'disabled' })).data).toEqual({ updated: 1 });
    expect((await api('GET', `moq/${moq}`)).data).toMatchObject({ min_quantity: 80, status: 'disabled' });
    const draft = (await api('POST', 'quotation', quotationInput(s, skuIds[0]!, [[1, '4.00']]))).data;
    const live = (await api('POST', 'quotation', quotationInput(s, skuIds[1]!, [[1, '4.00']]))).data;
    await sql("update purchase.quotations set status = 'active' where id = $1", [live.id]);
    expect((await api('PUT', 'quotation/batch/update/field', { ids: [draft.id], field: 'lead_days', value: 12 })).data).toEqual({ updated: 1 });
    expect((await api('GET', `quotation/${draft.id}`)).data.lead_days).toBe(12);
    expect((await api('DELETE', 'quotation/batch/delete', { ids: [draft.id, live.id] })).message).toBe('报价当前为「已生效」，不能删除');
    expect((await api('GET', `quotation/logs?id=${draft.id}`)).data.map((l: { action: string }) => l.action)).toEqual(['update', 'create']);
    expect((await api('GET', 'quotation/approve/users')).data).toEqual([
      expect.objectContaining({ flow: '报价审批', level: '采购主管', users: ['系统管理员'] }),
    ]);
  });
});

describe('采购设置', () => {
  it('start from their defaults, save with the version read, refuse a stale save and a reader, and log every change', async () => {
    const first = (await api('GET', 'settings')).data;
    expect(first).toMatchObject({
      default_payment_term: 'prepaid',
      return_methods: ['refund', 'exchange', 'reship'],
      quotation_valid_days: 180,
      over_delivery_tolerance: '3.00',
      require_quotation: true,
    });
    expect((await api('GET', 'settings')).data.id).toBe(first.id); // one record
    const saved = await api('PUT', 'settings', { version: first.version, over_delivery_tolerance: '5.00', default_currency_id: cny });
    expect([saved.code, saved.data?.over_delivery_tolerance, saved.data?.default_currency_id_title]).toEqual([
      10000,
      '5.00',
      expect.stringContaining('人民币'),
    ]);
    expect((await api('PUT', 'settings', { version: first.version, price_tolerance: '1.00' })).code).toBe(10409);
    expect((await api('PUT', 'settings', { version: saved.data.version, price_tolerance: '120' })).message).toContain('下单价高于报价容忍(%)');
    const reader = await userWith('pur_settings', '13700000014', ['purchase.settings.read']);
    expect((await call(reader.session, 'GET', 'settings')).data.over_delivery_tolerance).toBe('5.00');
    expect((await call(reader.session, 'PUT', 'settings', { version: saved.data.version, price_tolerance: '1.00' })).code).toBe(10403);
    const log = (await api('GET', 'settings/logs')).data;
    expect(log.map((l: { action: string }) => l.action)).toEqual(['update', 'create']);
  });
});

describe('供应商库存', () => {
  it('syncs from JST (the local fake) with its source and time, takes a sheet as 表格导入 and a form as 手工录入', async () => {
    const s = (await api('POST', 'supplier/fast/create', { name: '库存同步供应商', currency_id: cny })).data;
    await api('POST', 'supplier/sku', { supplier_id: s.id, sku_id: skuIds[0], supplier_item_code: 'KC-001' });
    const synced = await api('POST', 'supplierInventory/syncJstSpuSkuInfoAndInv', {});
    expect(synced.data).toMatchObject({ source: 'jst', written: expect.any(Number) });
    const [row] = (await api('GET', `supplierInventory/list?supplier_id=${s.id}`)).data.list;
    expect(row).toMatchObject({ sku_id: skuIds[0], supplier_item_code: 'KC-001', source: 'jst', quantity: expect.any(Number), synced_at: expect.any(String) });
    const typed = await api('PUT', `supplierInventory/${row.id}`, { version: row.version, quantity: 12 });
    expect(typed.data).toMatchObject({ quantity: 12, source: 'manual' });
    const sheet = await importRows(t, `${SERVICE}${BASE}/supplierInventory`, [{ 供应商: '库存同步供应商', SKU: 'PT002-BLU-L', 供应商库存: '40' }], admin);
    expect([sheet.task?.status, sheet.errors]).toEqual(['succeeded', []]);
    const imported = (await api('GET', `supplierInventory?supplier_id=${s.id}&source=import`)).data.list;
    expect(imported).toEqual([expect.objectContaining({ sku_id: skuIds[2], quantity: 40, synced_at: expect.any(String) })]);
    const bySku = (await api('GET', 'supplierInventory/skuList?code=PT002-BLU-L')).data.list;
    expect(bySku).toEqual([expect.objectContaining({ id: skuIds[2], code: 'PT002-BLU-L', supplier_count: 1, total_quantity: 40 })]);
    expect((await api('GET', `supplierInventory/skuInfo?sku_id=${skuIds[0]}`)).data.list.map((r: { supplier_id: string }) => r.supplier_id)).toContain(s.id);
    expect((await api('GET', `supplierInventory/history?id=${row.id}`)).data.map((l: { action: string }) => l.action)).toEqual(['update', 'create']);
  });
});

describe('the applying quotation', () => {
  it('is the one the domain rule picks, for random quotations, quantities and days (the statement and pickQuotation agree)', async () => {
    const supplierIds = (await sql("select id from purchase.suppliers where status = 'active' order by code limit 3")).rows.map((r) => r.id as string);
    const skus = [newId(), newId(), newId()];
    for (const [i, id] of skus.entries())
      await sql('insert into catalogue.skus (id, code, spu_id, name) values ($1, $2, $3, $4)', [id, `PQ00${i}-A`, newId(), 'parity']);
    await sql('insert into purchase.supplier_skus (id, supplier_id, sku_id, is_default) values ($1, $2, $3, true)', [newId(), supplierIds[1], skus[0]]);
    const random = fc.sample(
      fc.record({
        sku: fc.constantFrom(...skus),
        supplier: fc.constantFrom(...supplierIds),
        status: fc.constantFrom('active', 'active', 'active', 'draft', 'expired'),
        from: fc.integer({ min: 1, max: 28 }),
        to: fc.option(fc.integer({ min: 1, max: 28 }), { nil: null }),
        usd: fc.boolean(),
        // Few prices, so ties happen and the tie rules (default supplier, latest start, id) are exercised.
        breaks: fc.uniqueArray(fc.record({ min: fc.constantFrom(1, 10, 50, 100, 500), cents: fc.constantFrom(100, 150, 200) }), {
          selector: (x) => x.min,
          minLength: 1,
          maxLength: 3,
        }),
      }),
      { numRuns: 60, seed: 20261126 },
    );
    const day = (n: number) => `2026-06-${String(n).padStart(2, '0')}`;
    for (const [i, r] of random.entries()) {
      const id = newId();
      await sql(
        'insert into purchase.quotations (id, code, supplier_id, sku_id, currency_id, valid_from, valid_to, status) values ($1, $2, $3, $4, $5, $6, $7, $8)',
        [id, `PQ${i}`, r.supplier, r.sku, r.usd ? usd : cny, day(r.from), r.to === null ? null : day(Math.max(r.from, r.to)), r.status],
      );
      for (const x of r.breaks)
        await sql('insert into purchase.quotation_breaks (id, quotation_id, min_quantity, price) values ($1, $2, $3, $4)', [
          newId(),
          id,
          x.min,
          (x.cents / 100).toFixed(2),
        ]);
    }
    const loaded = (
      await sql(
        'select q.id, q.supplier_id, q.sku_id, q.currency_id, q.status, q.valid_from::text, q.valid_to::text from purchase.quotations q where q.sku_id = any($1)',
        [skus],
      )
    ).rows;
    const breaks = (
      await sql('select quotation_id, min_quantity, price::text from purchase.quotation_breaks where quotation_id = any($1)', [loaded.map((q) => q.id)])
    ).rows;
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...skus), fc.integer({ min: 1, max: 800 }), fc.integer({ min: 1, max: 28 }), async (sku, quantity, d) => {
        const rates = new Map((await ratesOn(t.db.database.db, day(d))).map((r) => [r.currency_id, r.rate]));
        const offers = loaded
          .filter((q) => q.sku_id === sku)
          .map((q) => ({
            ...q,
            rate: rates.get(q.currency_id) ?? null,
            breaks: breaks.filter((b) => b.quotation_id === q.id).map((b) => ({ min_quantity: b.min_quantity, price: b.price })),
          }));
        const expected = pickQuotation(offers, quantity, day(d), sku === skus[0] ? supplierIds[1] : null);
        const [answer] = (await api('POST', 'quotation/valid', { items: [{ sku_id: sku, quantity }], date: day(d) })).data;
        expect(answer.quotation?.id ?? null).toBe(expected?.id ?? null);
        if (expected) expect(answer.quotation).toMatchObject({ price: expected.price, base_price: expected.base_price, min_quantity: expected.min_quantity });
      }),
      { numRuns: 80, seed: 7 },
    );
  });
});

describe('demo seed', () => {
  it('makes suppliers with contacts and accounts, links and prices in each state, MOQs, notices and purchase orders in every state — once', async () => {
    await sql(
      'truncate purchase.suppliers, purchase.supplier_contacts, purchase.supplier_accounts, purchase.supplier_skus, purchase.supplier_spus, purchase.supplier_stocks, purchase.moqs, purchase.quotations, purchase.quotation_breaks, purchase.notices, purchase.orders, purchase.order_lines, purchase.tasks',
    );
    await sql("insert into wms.warehouses (id, code, name, type) values ($1, 'WH-DEMO', '深圳仓', 'local')", [newId()]);
    await seedPurchase(t.db.database);
    await seedPurchase(t.db.database);
    const n = async (table: string) => Number((await sql(`select count(*) as n from purchase.${table}`)).rows[0].n);
    expect(await n('suppliers')).toBeGreaterThanOrEqual(25);
    expect([await n('supplier_contacts'), await n('supplier_accounts')].every((c) => c >= 25)).toBe(true);
    const skus = Number((await sql('select count(*) as n from catalogue.skus')).rows[0].n);
    expect(await n('supplier_skus')).toBe(skus + Math.ceil(skus / 4)); // every SKU, one in four with a competitor
    const styles = (await sql('select count(distinct spu_id)::int as n from catalogue.skus where spu_id is not null')).rows[0].n;
    expect(await n('supplier_spus')).toBe(styles); // each style with the supplier of its first SKU
    expect(await n('supplier_stocks')).toBe(await n('supplier_skus')); // every link's stock, as the local JST answers
    const states = (await sql('select distinct status from purchase.quotations order by 1')).rows.map((r) => r.status);
    expect(states).toEqual(expect.arrayContaining(['active', 'draft', 'pending']));
    // The quotations 审批中 wait in 我的审批 as the engine's requests.
    const waiting = await sql(
      "select r.title from purchase.quotations q join approval.requests r on r.document_id = q.id::text and r.status = 'pending' where q.status = 'pending'",
    );
    expect(waiting.rows.length).toBeGreaterThan(0);
    expect(waiting.rows[0].title).toMatch(/^报价 BJ\d{6}$/);
    expect((await sql("select breaks_text from purchase.quotations where status = 'active' limit 1")).rows[0].breaks_text).toMatch(
      /^1件起 \d+\.\d{2}；100件起/,
    );
    expect((await api('GET', 'notice/index')).data.counts).toEqual(expect.arrayContaining([expect.objectContaining({ value: 'published', count: 2 })]));
    const orderStates = (await sql('select distinct status from purchase.orders order by 1')).rows.map((r) => r.status);
    expect(orderStates).toEqual(['approved', 'closed', 'completed', 'draft', 'invalid', 'partial', 'pending', 'rejected']);
    const pending = await sql(
      "select r.flow_name from purchase.orders o join approval.requests r on r.document_id = o.id::text and r.status = 'pending' where o.status = 'pending'",
    );
    expect(pending.rows.map((r) => r.flow_name)).toEqual(expect.arrayContaining([expect.stringMatching(/^采购单审批/)]));
    expect((await sql("select count(*)::int as n from purchase.tasks where status = 'open' and supplier_id is not null")).rows[0].n).toBeGreaterThan(5);
    // Payment and deduction plans in each state, against approved orders; the deducted one settled on its order.
    const statesOf = async (table: string) => (await sql(`select distinct status from purchase.${table} order by 1`)).rows.map((r) => r.status);
    expect([await statesOf('payment_plans'), await statesOf('deduction_plans')]).toEqual([
      ['cancelled', 'paid', 'pending'],
      ['confirmed', 'deducted', 'draft'],
    ]);
    const settled = await sql(
      "select o.deducted_amount::text as d, p.total_amount::text as t from purchase.deduction_plans p join purchase.orders o on o.id = p.order_id where p.status = 'deducted'",
    );
    expect(settled.rows).toEqual([{ d: '310.00', t: '310.00' }]);
  });
});
