// Purchase orders through the real app (README "Purchase orders"): numbers, figures derived on the server, the
// edit lease, MOQ and duplicate refusals, approval by amount band and from a link, closing by SKU, invalidating,
// planned dates, the delivery note, the PDF and the buyer's data rule.
import type { Session } from '@entrepot/hub-server/testing';
import { newId } from '@entrepot/server-kit';
import { pdfText } from '@entrepot/server-kit/pdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_LINE_TAKEN } from '../public.ts';
import { type PurchaseKit, purchaseKit } from './test-kit.ts';

let kit: PurchaseKit;
let supplier: string;
let warehouse: string;
const skus: string[] = [];
const spu = newId();
let approver: { session: Session; id: string };

/** The milestone events published for an order, oldest first. */
const milestones = async (id: string) =>
  (
    await kit.sql(
      "select name from platform.outbox_events where name in ('purchase.order.approved', 'purchase.order.closed', 'purchase.order.invalidated') and payload->'ids' ? $1 order by created_at",
      [id],
    )
  ).rows.map((r: { name: string }) => r.name);

const orderInput = (lines: [sku: string, quantity: number, price: string][], extra: object = {}) => ({
  supplier_id: supplier,
  warehouse_id: warehouse,
  currency_id: kit.cny,
  order_date: '2026-11-26',
  tax_rate: '13',
  lines: lines.map(([sku_id, quantity, price]) => ({ sku_id, quantity, price, free_quantity: null })),
  ...extra,
});
const create = async (lines: [string, number, string][], extra: object = {}) => {
  const made = await kit.api('POST', 'order/create', orderInput(lines, extra));
  expect(made.code, made.message).toBe(10000);
  return made.data;
};
const lock = async (id: string, as = kit.admin) => (await kit.call(as, 'POST', `order/getLock/${id}`)).data.token as string;

beforeAll(async () => {
  kit = await purchaseKit();
  for (const code of ['PO001-RED-S', 'PO001-RED-M', 'PO002-BLU-L']) {
    const id = newId();
    skus.push(id);
    await kit.sql('insert into catalogue.skus (id, code, spu_id, name, option_values) values ($1, $2, $3, $4, $5)', [
      id,
      code,
      code.startsWith('PO001') ? spu : newId(),
      `测试 ${code}`,
      JSON.stringify([{ dimension: '颜色', value: '红', code: 'RED' }]),
    ]);
  }
  warehouse = newId();
  await kit.sql("insert into wms.warehouses (id, code, name, type) values ($1, 'WH-PO', '深圳收货仓', 'local')", [warehouse]);
  supplier = (await kit.api('POST', 'supplier/create', kit.supplierInput('采购单测试供应商', { tax_rate: '13' }))).data.id;
  await kit.api('PUT', `supplier/updateStatus/${supplier}`, { status: 'active' });
  approver = await kit.userWith('po_boss', '13700000021', ['purchase.order.read']);
  const [me] = (await kit.sql("select id from identity.users where login_name = 'admin'")).rows;
  // Two amount bands: small orders the buyer's manager approves, from 10,000 the boss as well.
  const flow = async (body: object) => {
    const made = await kit.auth(kit.admin, 'POST', '/approval/flow', { document_type: 'purchase.order', enabled: true, ...body });
    expect(made.code, made.message).toBe(10000);
  };
  await flow({
    name: '小额采购',
    priority: 1,
    conditions: { amount_max: '10000' },
    levels: [{ name: '采购主管', mode: 'any', approvers: { users: [approver.id] } }],
  });
  await flow({
    name: '大额采购',
    priority: 2,
    conditions: { amount_min: '10000' },
    levels: [
      { name: '采购主管', mode: 'any', approvers: { users: [approver.id] } },
      { name: '总经理', mode: 'any', approvers: { users: [me.id] } },
    ],
  });
});
afterAll(async () => kit?.t.close());

describe('采购单', () => {
  it('numbers the order, derives line amounts, totals and tax on the server, and takes no figure from the client', async () => {
    const sent = await kit.api('POST', 'order/create', orderInput([[skus[0]!, 1, '1.00']], { total_amount: '1.00' }));
    expect([sent.code, sent.message]).toEqual([10422, expect.stringContaining('total_amount')]);
    const made = await create([
      [skus[0]!, 10, '12.50'],
      [skus[2]!, 3, '0.33'],
    ]);
    expect(made).toMatchObject({
      code: expect.stringMatching(/^PO\d{8}-\d{4}$/),
      status: 'draft',
      total_quantity: 13,
      total_amount: '125.99',
      tax_amount: '14.49', // 125.99 × 13 / 113, contained in tax-inclusive prices
      buyer_id: null,
    });
    expect(made.lines.map((l: { amount: string }) => l.amount)).toEqual(['125.00', '0.99']);
    expect(made.lines.map((l: { free_quantity: number }) => l.free_quantity)).toEqual([0, 0]); // sent cleared (null): the default
  });

  it('saves only under the edit lease: no token, a stale token and another holder are refused in words', async () => {
    const made = await create([[skus[0]!, 5, '10.00']]);
    const save = (body: object, as = kit.admin) => kit.call(as, 'PUT', `order/update/${made.id}`, { version: made.version, ...body });
    expect((await save({ remark: '无锁' })).message).toBe('请先锁定该采购单再保存');
    const token = await lock(made.id);
    const other = await kit.userWith('po_other', '13700000022', ['purchase.order.read', 'purchase.order.update']);
    expect((await kit.call(other.session, 'GET', `order/getLockBefor/${made.id}`)).data).toMatchObject({ locked: true, holder_name: '系统管理员' });
    expect((await kit.call(other.session, 'POST', `order/getLock/${made.id}`)).message).toMatch(/^该采购单正由 系统管理员 编辑（自 .+ 起），请稍后再试$/);
    expect((await kit.call(kit.admin, 'POST', `order/heartbeat/${made.id}`, { lock_token: token })).code).toBe(10000);
    const saved = await save({ lock_token: token, lines: [{ sku_id: skus[0], quantity: 8, price: '10.00' }] });
    expect(saved.code, saved.message).toBe(10000);
    expect(saved.data).toMatchObject({ total_quantity: 8, total_amount: '80.00' });
    expect((await kit.call(kit.admin, 'POST', `order/unLock/${made.id}`, { lock_token: token })).code).toBe(10000);
    const theirs = await lock(made.id, other.session);
    expect((await save({ lock_token: token, version: saved.data.version, remark: '过期的锁' })).message).toMatch(/正由 po_other 编辑/);
    expect(theirs).toBeTruthy();
  });

  it('prices a line left blank from the supplier’s quotation in force for its quantity; without one it asks for a price', async () => {
    const q = await kit.api('POST', 'quotation', {
      supplier_id: supplier,
      sku_id: skus[1],
      currency_id: kit.cny,
      valid_from: '2026-01-01',
      breaks: [
        { min_quantity: 1, price: '10.00' },
        { min_quantity: 100, price: '9.00' },
      ],
    });
    expect(q.code, q.message).toBe(10000);
    await kit.sql("update purchase.quotations set status = 'active' where id = $1", [q.data.id]);
    const line = (sku: string, quantity: number) => ({ sku_id: sku, quantity, price: null });
    const made = await kit.api('POST', 'order/create', { ...orderInput([]), lines: [line(skus[1]!, 150)] });
    expect(made.code, made.message).toBe(10000);
    expect(made.data.lines[0]).toMatchObject({ price: '9.00', amount: '1350.00' });
    const none = await kit.api('POST', 'order/create', { ...orderInput([]), lines: [line(skus[2]!, 5)] });
    expect([none.code, none.message]).toEqual([10409, 'SKU PO002-BLU-L 没有该供应商的有效报价，请填写单价']);
    const dollars = await kit.api('POST', 'order/create', { ...orderInput([], { currency_id: kit.usd }), lines: [line(skus[1]!, 5)] });
    expect(dollars.message).toBe('SKU PO001-RED-M 的报价币种与采购单不同，请填写单价');
    await kit.sql('delete from purchase.quotations where id = $1', [q.data.id]);
  });

  it('refuses a line under the supplier MOQ (the SPU’s when the SKU has none) and the same SKU twice', async () => {
    await kit.api('POST', 'moq', { supplier_id: supplier, spu_id: spu, min_quantity: 50 });
    const low = await kit.api('POST', 'order/create', orderInput([[skus[1]!, 20, '9.00']]));
    expect([low.code, low.message]).toEqual([10409, 'SKU PO001-RED-M 起订量为 50，当前采购数量 20']);
    const twice = await kit.api(
      'POST',
      'order/create',
      orderInput([
        [skus[2]!, 1, '9.00'],
        [skus[2]!, 2, '9.00'],
      ]),
    );
    expect(twice.message).toBe('SKU PO002-BLU-L 重复，请合并为一行');
    expect((await kit.sql("select count(*)::int as n from purchase.orders where remark = 'never'")).rows[0].n).toBe(0);
    await kit.sql('delete from purchase.moqs where supplier_id = $1', [supplier]);
  });

  it('goes to the small-amount flow, is approved from a link made for the approver, and the link works once', async () => {
    const made = await create([[skus[2]!, 100, '20.00']]);
    const submitted = await kit.api('POST', 'order/createApprove', { id: made.id });
    expect(submitted.data.status).toBe('pending');
    expect((await kit.api('GET', `order/approvalLink/users/${made.id}`)).data).toEqual([{ id: approver.id, name: 'po_boss' }]);
    const other = await kit.api('POST', `order/approvalLink/${made.id}`, { user_id: newId() });
    expect(other.message).toBe('该人员不是当前审批节点的审批人');
    const link = (await kit.api('POST', `order/approvalLink/${made.id}`, { user_id: approver.id })).data;
    expect(link.url).toMatch(/^\/purchase\/management\/orderApprovalDetail\?token=/);
    const token = new URL(link.url, 'http://x').searchParams.get('token')!;
    const open = (method: 'GET' | 'POST', body?: object) =>
      kit.t.call({
        method,
        url: `/api-purchase/api/v1/purchase/open/order/approval${method === 'GET' ? `?token=${token}` : ''}`,
        ...(body ? { payload: body } : {}),
      });
    const page = (await open('GET')).body;
    expect(page.data).toMatchObject({ approver: 'po_boss', document: { code: made.code, total_amount: '2000.00' }, approval: { flow_name: '小额采购' } });
    expect((await open('POST', { token, decision: 'approve', comment: '同意' })).body.data.status).toBe('approved');
    expect((await open('POST', { token, decision: 'approve' })).body).toMatchObject({ code: 10403, message: '链接无效或已过期' });
    await kit.t.outbox.dispatch();
    expect((await kit.api('GET', `order/detail/${made.id}`)).data).toMatchObject({ status: 'approved', approved_at: expect.any(String) });
    await kit.t.outbox.dispatch();
    expect(await milestones(made.id)).toEqual(['purchase.order.approved']);
  });

  it('a large order takes the two-level flow', async () => {
    const made = await create([[skus[2]!, 1000, '12.00']]);
    await kit.api('POST', 'order/createApprove', { id: made.id });
    const [request] = (await kit.sql('select flow_name from approval.requests where document_id = $1', [made.id])).rows;
    expect(request.flow_name).toBe('大额采购');
  });

  it('closes by SKU what has not arrived, refuses to invalidate an order with arrivals, and finishes once nothing is open', async () => {
    const made = await create([
      [skus[0]!, 10, '5.00'],
      [skus[2]!, 10, '5.00'],
    ]);
    await kit.api('POST', 'order/createApprove', { id: made.id });
    const [req] = (await kit.sql('select id from approval.requests where document_id = $1', [made.id])).rows;
    await kit.auth(approver.session, 'POST', `/approval/${req.id}/approve`, {});
    await kit.t.outbox.dispatch();
    // An arrival of 4 of the first SKU, as the warehouse's receipt will publish it.
    const arrivedLine = made.lines.find((l: { sku_id: string }) => l.sku_id === skus[0]).id;
    const receipt = {
      kind: 'received',
      takes: [{ target: newId(), source: arrivedLine, quantity: 4, version: 1 }],
      operator: { id: approver.id, name: 'po_boss' },
    };
    await kit.t.db.database.tx((tx) => kit.t.outbox.publish(tx, ORDER_LINE_TAKEN, receipt));
    await kit.t.outbox.dispatch();
    expect((await kit.api('GET', `order/detail/${made.id}`)).data.status).toBe('partial');
    expect((await kit.api('POST', `order/invalid/${made.id}`)).message).toBe('当前状态为「部分到货」，不能作废');
    const check = (await kit.api('GET', `order/off/valid?ids=${made.id}`)).data;
    expect(check).toEqual([{ id: made.id, code: made.code, closable: true, reason: null, open_quantity: 16 }]);
    const first = await kit.api('POST', `order/skuOff/${made.id}`, { sku_ids: [skus[0]] });
    expect(first.data.closed).toEqual([{ sku: 'PO001-RED-S', closing: 6 }]);
    expect((await kit.api('GET', `order/detail/${made.id}`)).data.status).toBe('partial');
    await kit.api('POST', `order/spuOff/${made.id}`, { spu_ids: [spu] });
    expect((await kit.api('POST', `order/skuOff/${made.id}`, { sku_ids: [skus[0]] })).message).toContain('所选商品已没有未到货数量');
    await kit.api('POST', 'order/off', { ids: [made.id] });
    const done = (await kit.api('GET', `order/detail/${made.id}`)).data;
    expect(done.status).toBe('closed');
    await kit.t.outbox.dispatch();
    expect([...new Set(await milestones(made.id))]).toEqual(['purchase.order.approved', 'purchase.order.closed']);
    expect(done.lines.map((l: { closed_quantity: number }) => l.closed_quantity)).toEqual([6, 10]);
    const logs = (await kit.api('GET', `order/logs/${made.id}`)).data.map((l: { action: string }) => l.action);
    expect(logs).toEqual(expect.arrayContaining(['skuOff', 'off', 'close']));
  });

  it('invalidates and deletes drafts in batches, edits planned dates, and prints the delivery note', async () => {
    const a = await create([[skus[2]!, 2, '5.00']]);
    const b = await create([[skus[2]!, 3, '5.00']]);
    expect((await kit.api('POST', 'order/batchInvalid', { ids: [a.id] })).code).toBe(10000);
    expect((await kit.api('GET', `order/detail/${a.id}`)).data.status).toBe('invalid');
    await kit.t.outbox.dispatch();
    expect(await milestones(a.id)).toEqual(['purchase.order.invalidated']);
    expect((await kit.api('PUT', 'order/batchEditPlanDate', { ids: [b.id], plan_date: '2026-12-10' })).code).toBe(10000);
    expect((await kit.api('GET', `order/detail/${b.id}`)).data.plan_date).toBe('2026-12-10');
    const note = (await kit.api('GET', `order/getOrderDeliveryOrder?order_ids=${b.id}`)).data.delivery_order;
    expect(note).toEqual([
      expect.objectContaining({
        purchase_order_no: b.code,
        supplier_code: expect.stringMatching(/^GYS/),
        purchase_type: '普通采购',
        order_date: '2026-11-26',
        order_sku_details: [
          expect.objectContaining({
            order_num: 3,
            free_num: 0,
            sku: expect.objectContaining({ sku_code: 'PO002-BLU-L', attributes: [{ attribute_name: '颜色', attribute_value: '红' }] }),
          }),
        ],
      }),
    ]);
    expect((await kit.api('GET', `order/receive/address?id=${b.id}`)).data).toEqual({ purchase_order_no: b.code, receive_address: '深圳收货仓' });
    // The PDF for the supplier: a file named by the number, its number, lines and totals in it.
    const pdf = await kit.t.call({ method: 'GET', url: `/api-purchase/api/v1/purchase/order/pdf/${b.id}`, as: kit.admin });
    expect(pdf.raw.headers['content-type']).toBe('application/pdf');
    expect(decodeURIComponent(String(pdf.raw.headers['content-disposition']))).toContain(`采购单-${b.code}.pdf`);
    const file = pdf.raw.rawPayload;
    expect(file.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
    const text = pdfText(file);
    for (const shown of [b.code, 'PO002-BLU-L', '15.00', '合计', '深圳收货仓']) expect(text).toContain(shown);
    expect((await kit.api('POST', 'order/batchDelete', { ids: [b.id] })).code).toBe(10000);
    expect((await kit.api('GET', `order/detail/${b.id}`)).code).toBe(10404);
  });

  it('a buyer limited to his own orders sees and locks no one else’s', async () => {
    const buyer = await kit.userWith('po_buyer', '13700000023', ['purchase.order.read', 'purchase.order.update'], { owner: true });
    const mine = await create([[skus[2]!, 1, '1.00']], { buyer_id: buyer.id });
    const theirs = await create([[skus[2]!, 1, '1.00']]);
    const list = (await kit.call(buyer.session, 'GET', 'order/index')).data.list.map((o: { id: string }) => o.id);
    expect(list).toEqual([mine.id]);
    expect((await kit.call(buyer.session, 'POST', `order/getLock/${theirs.id}`)).code).toBe(10404);
    // A link that knows only the number opens the order by it (any case), under the same rules.
    expect((await kit.call(buyer.session, 'GET', `order/detail/${String(mine.code).toLowerCase()}`)).data).toMatchObject({ id: mine.id, code: mine.code });
    expect((await kit.call(buyer.session, 'GET', `order/detail/${theirs.code}`)).code).toBe(10404);
    expect((await kit.call(buyer.session, 'GET', 'order/detail/PO19990101-9999')).message).toBe('采购单不存在');
    expect((await kit.call(buyer.session, 'GET', `order/getOrderDeliveryOrder?order_ids=${theirs.id}`)).data.delivery_order).toEqual([]);
    expect((await kit.call(buyer.session, 'GET', `order/pdf/${theirs.id}`)).code).toBe(10404);
    // The delivery note is his to open (a hidden screen of 采购单's read code), never an entry of his menu.
    expect((await kit.auth(buyer.session, 'GET', '/user')).data.routes).toEqual(
      expect.arrayContaining(['/purchase/management/order', '/purchase/order/deliveryNote']),
    );
    const names = JSON.stringify((await kit.auth(buyer.session, 'GET', '/user/menus')).data);
    expect([names.includes('采购单'), names.includes('送货单')]).toEqual([true, false]);
  });

  it('20 buyers creating orders at once get every number once, with no gap', async () => {
    const seqOf = (code: string) => Number(code.slice(-4));
    const before = new Set((await kit.sql('select code from purchase.orders')).rows.map((r) => r.code as string));
    const last = Math.max(...[...before].map(seqOf)); // numbers of orders deleted above stay used: a number is never given twice
    const each = Number(process.env.PO_SERIES_EACH ?? 5);
    await Promise.all(
      Array.from({ length: 20 }, async () => {
        for (let i = 0; i < each; i++) await create([[skus[2]!, 1, '1.00']]);
      }),
    );
    const made = (await kit.sql('select code from purchase.orders')).rows.map((r) => r.code as string).filter((c) => !before.has(c));
    expect(made.map(seqOf).sort((x, y) => x - y)).toEqual(Array.from({ length: 20 * each }, (_, i) => last + i + 1));
  });
});
