// Goods in through the real app with purchasing beside it (README "Goods in"): a delivery note's scan opens a
// receipt, SKU scans count, confirming posts 待检 stock and moves the order's 已到货, inspection passes and fails
// units, put-away by scanning a location; the refusals in words; the warehouse data rule and the permissions.
import { ADMIN_PASSWORD, createTestApp, manifestsNamed, multipart, type Session, type TestApp } from '@entrepot/hub-server/testing';
import { newId } from '@entrepot/server-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerMismatches } from '../../domain/ledger/invariant.ts';
import { wmsCalls } from '../test-kit.ts';
import { seedReceipts } from './seed-receipts.ts';

let t: TestApp;
let admin: Session;
const { wms, restrictedUser } = wmsCalls(() => t);
const W = newId();
const OTHER_W = newId();
const SUPPLIER = newId();
const sku: Record<string, string> = {};
// biome-ignore lint/suspicious/noExplicitAny: rows as the assertions read them
const sql = async (text: string, values: unknown[] = []): Promise<any[]> => (await t.db.database.pool.query(text, values)).rows;

/** An approved purchase order of these SKU codes and quantities, straight into purchasing's tables. */
async function approvedOrder(code: string, lines: [string, number][], warehouse = W): Promise<{ id: string; lines: string[] }> {
  const id = newId();
  await sql("insert into purchase.orders (id, code, supplier_id, status, warehouse_id, currency_id) values ($1, $2, $3, 'approved', $4, $5)", [
    id,
    code,
    SUPPLIER,
    warehouse,
    newId(),
  ]);
  const lineIds = [];
  for (const [skuCode, quantity] of lines) {
    const lineId = newId();
    lineIds.push(lineId);
    await sql('insert into purchase.order_lines (id, order_id, sku_id, quantity, price) values ($1, $2, $3, $4, 10)', [lineId, id, sku[skuCode], quantity]);
  }
  return { id, lines: lineIds };
}

const orderLines = (orderId: string) =>
  sql('select quantity, received_quantity, returned_quantity from purchase.order_lines where order_id = $1 order by created_at, id', [orderId]);
const orderStatus = async (orderId: string) => (await sql('select status from purchase.orders where id = $1', [orderId]))[0].status;
const balance = async (location: string, skuCode: string) =>
  (
    await sql('select on_hand, quarantined from wms.stock_balances where warehouse_id = $1 and location_id = $2 and sku_id = $3', [W, location, skuCode])
  )[0] ?? {
    on_hand: 0,
    quarantined: 0,
  };

beforeAll(async () => {
  t = await createTestApp(await manifestsNamed('purchase', 'wms'));
  admin = await t.login('admin', ADMIN_PASSWORD);
  for (const code of ['RC-RED-S', 'RC-RED-M', 'RC-BLU-L']) {
    sku[code] = newId();
    await sql('insert into catalogue.skus (id, code, spu_id, name) values ($1, $2, $3, $4)', [sku[code], code, newId(), `收货测试 ${code}`]);
  }
  await sql("insert into wms.warehouses (id, code, name, type) values ($1, 'WH-RC', '深圳收货仓', 'domestic'), ($2, 'WH-RC2', '东莞仓', 'domestic')", [
    W,
    OTHER_W,
  ]);
  await sql("insert into purchase.suppliers (id, code, name, status, currency_id) values ($1, 'SUP-RC', '收货测试供应商', 'active', $2)", [SUPPLIER, newId()]);
  const area = await wms('POST', '/addArea', admin, { warehouse_id: W, code: 'A', name: '存储A区', type: 'storage' });
  for (const code of ['A-01-01', 'A-01-02']) expect((await wms('POST', '/addStorageLocation', admin, { area_id: area.data.id, code })).code).toBe(10000);
});
afterAll(async () => t?.close());

describe('收货', () => {
  it('scans a delivery note into a receipt, counts by SKU scans and typed figures, refuses what is not on it and beyond the tolerance', async () => {
    const po = await approvedOrder('PO20261126-9001', [
      ['RC-RED-S', 10],
      ['RC-RED-M', 5],
    ]);
    const opened = await wms('POST', '/receipt/scanOrder', admin, { code: 'po20261126-9001' });
    expect(opened.code, opened.message).toBe(10000);
    expect(opened.data).toMatchObject({ opened: true, receipt: { code: expect.stringMatching(/^RC\d{8}-\d{4}$/), status: 'counting', total_expected: 15 } });
    const id = opened.data.id;
    // The same note again finds the receipt being counted.
    expect((await wms('POST', '/receipt/scanOrder', admin, { code: 'PO20261126-9001' })).data).toMatchObject({ id, opened: false });

    for (let i = 0; i < 3; i++) expect((await wms('POST', `/receipt/${id}/scan`, admin, { code: 'rc-red-s' })).code).toBe(10000);
    const scanned = await wms('POST', `/receipt/${id}/scan`, admin, { code: 'RC-RED-S', quantity: 6 });
    expect(scanned.data.result).toMatchObject({ kind: 'sku', sku_code: 'RC-RED-S', counted_quantity: 9, expected_quantity: 10 });
    expect(scanned.data.receipt.total_counted).toBe(9);
    expect((await wms('POST', `/receipt/${id}/scan`, admin, { code: 'RC-BLU-L' })).message).toBe('RC-BLU-L 不是本收货单的商品');
    const over = await wms('POST', `/receipt/${id}/scan`, admin, { code: 'RC-RED-M', quantity: 6 });
    expect(over.message).toBe('超收：SKU RC-RED-M（采购单 PO20261126-9001）还欠 5，最多可收 5（允许超收 10%），实收 6');
    const line = (code: string) => scanned.data.receipt.lines.find((l: { sku_code: string }) => l.sku_code === code);
    const typed = await wms('PUT', `/receipt/${id}/count`, admin, { lines: [{ id: line('RC-RED-M').id, counted_quantity: 5 }] });
    expect(typed.data.receipt).toMatchObject({ total_counted: 14 });
    expect(await balance('', 'RC-RED-S')).toMatchObject({ quarantined: 0 }); // nothing posted while counting

    const confirmed = await wms('POST', `/receipt/${id}/confirm`, admin, { report_short: true });
    expect(confirmed.code, confirmed.message).toBe(10000);
    expect(confirmed.data.receipt).toMatchObject({ status: 'inspecting', received_at: expect.any(String) });
    expect(await balance('', 'RC-RED-S')).toMatchObject({ on_hand: 0, quarantined: 9 });
    await t.outbox.dispatch();
    expect(await orderLines(po.id)).toEqual([
      { quantity: 10, received_quantity: 9, returned_quantity: 0 },
      { quantity: 5, received_quantity: 5, returned_quantity: 0 },
    ]);
    expect(await orderStatus(po.id)).toBe('partial');
    const short = await sql('select kind, sku_code, quantity, status from wms.receiving_exceptions where receipt_id = $1', [id]);
    expect(short).toEqual([{ kind: 'short', sku_code: 'RC-RED-S', quantity: 1, status: 'open' }]);
    expect((await wms('POST', `/receipt/${id}/scan`, admin, { code: 'RC-RED-S' })).message).toBe(
      `收货单 ${opened.data.receipt.code} 状态为「待质检」，不能点数`,
    );

    // Inspection: two units of S fail; they leave 待检 and the order owes them again.
    const inspected = await wms('POST', `/receipt/${id}/inspect`, admin, {
      lines: [{ id: line('RC-RED-S').id, rejected_quantity: 2, reject_reason: '破损' }],
    });
    expect(inspected.code, inspected.message).toBe(10000);
    expect(inspected.data.receipt).toMatchObject({ status: 'shelving', total_rejected: 2 });
    expect(await balance('', 'RC-RED-S')).toMatchObject({ on_hand: 7, quarantined: 0 });
    await t.outbox.dispatch();
    expect((await orderLines(po.id))[0]).toEqual({ quantity: 10, received_quantity: 9, returned_quantity: 2 });

    // Put-away by scanning a location, then the SKU.
    expect((await wms('POST', `/receipt/${id}/putaway`, admin, { location: 'Z-99', sku_code: 'RC-RED-S', quantity: 1 })).message).toBe(
      '库位 Z-99 不存在或已停用',
    );
    expect((await wms('POST', `/receipt/${id}/putaway`, admin, { location: 'a-01-01', sku_code: 'RC-RED-S', quantity: 8 })).message).toBe(
      'SKU RC-RED-S 待上架 7，不能上架 8',
    );
    const suggested = await wms('GET', `/receipt/${id}/suggest`, admin);
    expect(suggested.data['RC-RED-S']).toEqual({ location: 'A-01-01', why: '空库位' });
    expect((await wms('POST', `/receipt/${id}/putaway`, admin, { location: 'a-01-01', sku_code: 'rc-red-s', quantity: 7 })).data.result).toMatchObject({
      location: 'A-01-01',
      line_left: 0,
      receipt_left: 5,
    });
    expect((await wms('GET', `/receipt/${id}/suggest`, admin)).data['RC-RED-S']).toEqual({ location: 'A-01-01', why: '已有库存' });
    const last = await wms('POST', `/receipt/${id}/putaway`, admin, { location: 'A-01-02', sku_code: 'RC-RED-M', quantity: 5 });
    expect(last.data.receipt).toMatchObject({ status: 'completed', total_put_away: 12 });
    expect([await balance('', 'RC-RED-S'), await balance('A-01-01', 'RC-RED-S'), await balance('A-01-02', 'RC-RED-M')]).toMatchObject([
      { on_hand: 0 },
      { on_hand: 7 },
      { on_hand: 5 },
    ]);
    const moves = await sql('select type, source_id, source_line from wms.stock_movements where source_id = $1 order by id', [opened.data.receipt.code]);
    expect(moves.map((m) => `${m.type} ${m.source_line}`)).toEqual([
      'receive 1',
      'receive 2',
      'quarantine_release 1',
      'adjust 1',
      'quarantine_release 2',
      'put_away 1',
      'put_away 1',
      'put_away 2',
      'put_away 2',
    ]);
    expect(await ledgerMismatches(t.db.database.db)).toEqual([]);
    // The palette finds the receipt by the start of its number.
    const found = await t.call({ method: 'GET', url: `/api-auth/api/v1/search?q=${opened.data.receipt.code.slice(0, 12)}`, as: admin });
    expect(JSON.stringify(found.body.data)).toContain(`/warehouse/receiving-inspection/receipt-list?id=${id}`);
  });

  it('adds a second order of the supplier to the receipt being counted, refuses orders that cannot be received, and cancels', async () => {
    await approvedOrder('PO20261126-9002', [['RC-BLU-L', 4]]);
    const second = await approvedOrder('PO20261126-9003', [['RC-RED-S', 2]]);
    const elsewhere = await approvedOrder('PO20261126-9004', [['RC-RED-S', 2]], OTHER_W);
    await sql("update purchase.orders set status = 'draft' where code = 'PO20261126-9002'");
    expect((await wms('POST', '/receipt/scanOrder', admin, { code: 'PO20261126-9002' })).message).toBe('采购单 PO20261126-9002 状态为「草稿」，不能收货');
    expect((await wms('POST', '/receipt/scanOrder', admin, { code: 'PO-NONE' })).code).toBe(10404);
    const opened = await wms('POST', '/receipt/scanOrder', admin, { code: 'PO20261126-9003' });
    const id = opened.data.id;
    expect((await wms('POST', `/receipt/${id}/scan`, admin, { code: 'PO20261126-9004' })).message).toBe('采购单 PO20261126-9004 不是收往本仓库的');
    await sql("update purchase.orders set status = 'approved' where code = 'PO20261126-9002'");
    const added = await wms('POST', `/receipt/${id}/scan`, admin, { code: 'PO20261126-9002' });
    expect(added.data).toMatchObject({ result: { kind: 'order' }, receipt: { order_codes: 'PO20261126-9003,PO20261126-9002', total_expected: 6 } });
    expect(added.data.receipt.lines.map((l: { line_no: number }) => l.line_no)).toEqual([1, 2]);
    expect((await wms('POST', `/receipt/${id}/confirm`, admin, {})).message).toMatch(/还没有点数/);
    expect((await wms('POST', `/receipt/${id}/cancel`, admin)).data.receipt.status).toBe('cancelled');
    expect(second.id && elsewhere.id).toBeTruthy();
  });

  it('revokes a receipt confirmed by mistake: postings reversed, the order owes again, exceptions closed; not once shelved', async () => {
    const po = await approvedOrder('PO20261126-9007', [['RC-BLU-L', 6]]);
    const { data } = await wms('POST', '/receipt/scanOrder', admin, { code: 'PO20261126-9007' });
    await wms('POST', `/receipt/${data.id}/scan`, admin, { code: 'RC-BLU-L', quantity: 4 });
    expect((await wms('POST', `/receipt/${data.id}/confirm`, admin, { report_short: true })).code).toBe(10000);
    const line = data.receipt.lines[0].id;
    expect((await wms('POST', `/receipt/${data.id}/inspect`, admin, { lines: [{ id: line, rejected_quantity: 1, reject_reason: '破损' }] })).code).toBe(10000);
    await t.outbox.dispatch();
    expect(await orderLines(po.id)).toEqual([{ quantity: 6, received_quantity: 4, returned_quantity: 1 }]);
    const before = await balance('', 'RC-BLU-L');

    expect((await wms('POST', `/receipt/${data.id}/revoke`, admin, {})).message).toBe('reason: 请填写撤销原因');
    const revoked = await wms('POST', `/receipt/${data.id}/revoke`, admin, { reason: '送货单扫错' });
    expect(revoked.code, revoked.message).toBe(10000);
    expect(revoked.data.receipt.status).toBe('cancelled');
    expect(await balance('', 'RC-BLU-L')).toEqual({ on_hand: before.on_hand - 3, quarantined: before.quarantined });
    await t.outbox.dispatch();
    expect(await orderLines(po.id)).toEqual([{ quantity: 6, received_quantity: 0, returned_quantity: 0 }]);
    expect(await orderStatus(po.id)).toBe('approved');
    const exceptions = await sql('select kind, status, handle_note from wms.receiving_exceptions where receipt_id = $1 order by kind', [data.id]);
    expect(exceptions).toEqual([
      { kind: 'damaged', status: 'handled', handle_note: '收货单已撤销收货：送货单扫错' },
      { kind: 'short', status: 'handled', handle_note: '收货单已撤销收货：送货单扫错' },
    ]);
    expect(await ledgerMismatches(t.db.database.db)).toEqual([]);

    // Received again on a new receipt; once something of it is shelved, it can no longer be revoked.
    const again = await wms('POST', '/receipt/scanOrder', admin, { code: 'PO20261126-9007' });
    expect(again.data).toMatchObject({ opened: true, receipt: { total_expected: 6 } });
    await wms('POST', `/receipt/${again.data.id}/scan`, admin, { code: 'RC-BLU-L', quantity: 6 });
    await wms('POST', `/receipt/${again.data.id}/confirm`, admin, {});
    await wms('POST', `/receipt/${again.data.id}/inspect`, admin, { lines: [] });
    await wms('POST', `/receipt/${again.data.id}/putaway`, admin, { location: 'A-01-02', sku_code: 'RC-BLU-L', quantity: 1 });
    expect((await wms('POST', `/receipt/${again.data.id}/revoke`, admin, { reason: '试试' })).message).toBe(
      `收货单 ${again.data.receipt.code} 已有商品上架，不能撤销收货`,
    );
    await t.outbox.dispatch();
    expect(await orderLines(po.id)).toEqual([{ quantity: 6, received_quantity: 6, returned_quantity: 0 }]);
    // The order's 到货记录: each receipt with what it took, the revoked one at nothing.
    const arrivals = await t.call({ method: 'GET', url: `/api-purchase/api/v1/purchase/order/arrivals/${po.id}`, as: admin });
    expect(
      arrivals.body.data.map((a: { document: string; sku_code: string; received: number; returned: number }) => [
        a.document,
        a.sku_code,
        a.received,
        a.returned,
      ]),
    ).toEqual([
      [data.receipt.code, 'RC-BLU-L', 0, 0],
      [again.data.receipt.code, 'RC-BLU-L', 6, 0],
    ]);
  });

  it('holds a delivery to its supplier’s own over-receipt percentage, kept on the receipt as it opens', async () => {
    await sql('update purchase.suppliers set over_receipt_percent = 0 where id = $1', [SUPPLIER]);
    await approvedOrder('PO20261126-9008', [['RC-RED-M', 20]]);
    const { data } = await wms('POST', '/receipt/scanOrder', admin, { code: 'PO20261126-9008' });
    expect(data.receipt.over_receipt_percent).toBe(0);
    expect((await wms('POST', `/receipt/${data.id}/scan`, admin, { code: 'RC-RED-M', quantity: 21 })).message).toBe(
      '超收：SKU RC-RED-M（采购单 PO20261126-9008）还欠 20，最多可收 20（允许超收 0%），实收 21',
    );
    await sql('update purchase.suppliers set over_receipt_percent = null where id = $1', [SUPPLIER]);
    expect((await wms('POST', `/receipt/${data.id}/cancel`, admin)).code).toBe(10000);
  });

  it('suggests a shelf kept for the SKU’s brand, else its category, before any empty location', async () => {
    const [brand, category, spu] = [newId(), newId(), newId()];
    await sql("insert into catalogue.brands (id, name) values ($1, '推荐品牌')", [brand]);
    await sql("insert into catalogue.categories (id, name) values ($1, '推荐分类')", [category]);
    await sql("insert into catalogue.spus (id, name, category_id, brand_id) values ($1, '推荐款', $2, $3)", [spu, category, brand]);
    for (const code of ['SG-BRAND', 'SG-CAT']) await sql('insert into catalogue.skus (id, code, spu_id, name) values ($1, $2, $3, $2)', [newId(), code, spu]);
    await sql("update catalogue.skus set spu_id = $1 where code = 'SG-CAT'", [newId()]);
    await sql("update catalogue.skus set category_id = $1 where code = 'SG-CAT'", [category]);
    const area = (await sql("select id from wms.areas where warehouse_id = $1 and code = 'A'", [W]))[0].id;
    const shelf = async (code: string, kept: object) => {
      const made = await wms('POST', '/addReservoir', admin, { area_id: area, code, name: `${code}货架`, ...kept });
      expect(made.code, made.message).toBe(10000);
      expect((await wms('POST', '/addStorageLocation', admin, { area_id: area, reservoir_id: made.data.id, code: `${code}-01` })).code).toBe(10000);
    };
    await shelf('SGB', { brand_id: brand });
    await shelf('SGC', { category_id: category });
    const { suggestedLocations } = await import('./receipt-putaway.ts');
    expect(await suggestedLocations(t.db.database.db, W, ['SG-BRAND', 'SG-CAT', 'RC-NONE'])).toEqual({
      'SG-BRAND': { location: 'SGB-01', why: '品牌货架 SGB货架' },
      'SG-CAT': { location: 'SGC-01', why: '分类货架 SGC货架' },
      'RC-NONE': { location: expect.any(String), why: '空库位' },
    });
    // A package of 50 × 35 × 35 cm, 5 kg: only a location of a specification that holds it, the smallest.
    const big = newId();
    await sql("insert into catalogue.skus (id, code, spu_id, name) values ($1, 'SG-BIG', $2, '大件')", [big, newId()]);
    await sql('insert into catalogue.package_sizes (id, sku_id, length, width, height, weight) values ($1, $2, 35, 50, 35, 5)', [newId(), big]);
    for (const [name, l, w, h, code] of [
      ['测试小件位', '40', '30', '30', 'SPS-01'],
      ['测试大件位', '120', '80', '100', 'SPL-01'],
      ['测试中件位', '60', '40', '40', 'SPM-01'],
    ]) {
      const spec = await wms('POST', '/addStorageSpec', admin, { name, length: l, width: w, height: h, max_weight: '30' });
      expect(spec.code, spec.message).toBe(10000);
      expect((await wms('POST', '/addStorageLocation', admin, { area_id: area, spec_id: spec.data.id, code })).code).toBe(10000);
    }
    expect((await suggestedLocations(t.db.database.db, W, ['SG-BIG']))['SG-BIG']).toEqual({ location: 'SPM-01', why: '空库位（测试中件位）' });
  });

  it('sends each exception to purchasing as a 采购异常单; settled and approved there, it closes here with the decision', async () => {
    const po = await approvedOrder('PO20261126-9009', [['RC-RED-S', 5]]);
    const cny = newId();
    await sql("insert into finance.currencies (id, code, name) values ($1, 'RT1', '测试币')", [cny]);
    await sql('update purchase.orders set currency_id = $1 where id = $2', [cny, po.id]);
    const { data } = await wms('POST', '/receipt/scanOrder', admin, { code: 'PO20261126-9009' });
    await wms('POST', `/receipt/${data.id}/scan`, admin, { code: 'RC-RED-S', quantity: 3 });
    expect((await wms('POST', `/receipt/${data.id}/confirm`, admin, { report_short: true })).code).toBe(10000);
    await t.outbox.dispatch();
    const [raised] = await sql("select id, code from wms.receiving_exceptions where receipt_id = $1 and kind = 'short'", [data.id]);
    const purchase = (method: 'GET' | 'POST', path: string, payload?: object) =>
      t.call({ method, url: `/api-purchase/api/v1/purchase/exception/order${path}`, as: admin, ...(payload ? { payload } : {}) }).then((r) => r.body);
    const listed = await purchase('GET', `/list?source_code=${raised.code}`);
    expect(listed.data.list).toEqual([
      expect.objectContaining({
        kind: 'short',
        status: 'pending',
        sku_code: 'RC-RED-S',
        quantity: 2,
        receipt_code: data.receipt.code,
        source_code: raised.code,
      }),
    ]);
    const id = listed.data.list[0].id;
    await t.outbox.dispatch(); // a redelivery makes no second order
    expect((await purchase('GET', `/list?source_code=${raised.code}`)).data.total).toBe(1);

    expect((await purchase('POST', '/process', { id, handling: 'deduct' })).message).toBe('deduct_amount: 请填写扣款金额（大于0，最多2位小数）');
    expect((await purchase('POST', '/approve', { ids: [id] })).message).toMatch(/不能审批通过/);
    const processed = await purchase('POST', '/process', { id, handling: 'deduct', deduct_amount: '12.50', handle_note: '按单价扣两件' });
    expect(processed.code, processed.message).toBe(10000);
    expect(processed.data).toMatchObject({ status: 'processed', handling: 'deduct', deduct_amount: '12.50' });
    expect((await purchase('POST', `/confirm/${id}`)).data.status).toBe('confirmed');
    expect((await purchase('GET', `/batchDetail?ids=${id}`)).data).toEqual([expect.objectContaining({ id, status: 'confirmed', deduct_amount: '12.50' })]);
    expect((await purchase('POST', '/approve', { ids: [id] })).data).toEqual({ approved: 1 });
    await t.outbox.dispatch();
    expect(await sql('select status, handle_note from wms.receiving_exceptions where id = $1', [raised.id])).toEqual([
      { status: 'handled', handle_note: `采购异常单 ${listed.data.list[0].code}：扣款，按单价扣两件` },
    ]);
    // The approved 扣款 is now a draft 扣款计划 of the supplier, in the order's currency.
    const plans = await t.call({ method: 'GET', url: `/api-purchase/api/v1/purchase/deduction/plan?order_id=${po.id}`, as: admin });
    expect(plans.body.data.list).toEqual([expect.objectContaining({ status: 'draft', supplier_id: SUPPLIER, currency_id: cny, total_amount: '12.50' })]);
    const plan = await t.call({ method: 'GET', url: `/api-purchase/api/v1/purchase/deduction/plan/${plans.body.data.list[0].id}`, as: admin });
    expect(plan.body.data.lines).toEqual([
      expect.objectContaining({ exception_code: listed.data.list[0].code, reason: '短少：RC-RED-S × 2', amount: '12.50' }),
    ]);
  });

  it('takes photos from a phone through a link bound to the receipt: upload, list, delete by name; a bad link is refused', async () => {
    await approvedOrder('PO20261126-9006', [['RC-BLU-L', 2]]);
    const { data } = await wms('POST', '/receipt/scanOrder', admin, { code: 'PO20261126-9006' });
    const link = await wms('POST', `/receipt/${data.id}/photoLink`, admin);
    expect(link.data).toMatchObject({ path: '/warehouse/photograph', uuid: expect.stringMatching(/^.{16,}$/) });
    // A 1×1 PNG, as the page sends it after compression.
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
    const upload = async (uuid: string) => {
      const { payload, headers } = multipart({ uuid, sku_code: 'rc-blu-l' }, [{ field: 'files[]', filename: '破损.png', type: 'image/png', bytes: png }]);
      return (await t.call({ method: 'POST', url: '/api-wms/api/v1/wms/ossImage', payload, headers })).body; // no session
    };
    expect((await upload(link.data.uuid)).code).toBe(10000);
    const second = await upload(link.data.uuid);
    expect(second.data.photos.map((p: { name: string; sku_code: string }) => [p.name, p.sku_code])).toEqual([
      ['破损.png', 'RC-BLU-L'],
      ['破损(2).png', 'RC-BLU-L'],
    ]);
    const listed = await t.call({ method: 'GET', url: `/api-wms/api/v1/wms/redisOssImg?uuid=${encodeURIComponent(link.data.uuid)}` });
    expect(listed.body.data.receipt).toMatchObject({ code: data.receipt.code });
    expect(listed.body.data.photos[0].url).toMatch(/^\/files\/.+\?exp=\d+&sig=/);
    const deleted = await t.call({ method: 'POST', url: '/api-wms/api/v1/wms/delOssImage', payload: { uuid: link.data.uuid, name: '破损.png' } });
    expect(deleted.body.data.photos.map((p: { name: string }) => p.name)).toEqual(['破损(2).png']);
    expect((await wms('GET', `/receipt/${data.id}/photos`, admin)).data).toHaveLength(1);
    expect((await upload('x'.repeat(40))).message).toBe('链接无效或已过期');
    const text = multipart({ uuid: link.data.uuid }, [{ field: 'files[]', filename: 'a.txt', type: 'text/plain', bytes: Buffer.from('hello') }]);
    expect((await t.call({ method: 'POST', url: '/api-wms/api/v1/wms/ossImage', payload: text.payload, headers: text.headers })).body.code).toBe(10422);
  });

  it('weighs a SKU and, once confirmed, makes the measured size its package size in the catalogue', async () => {
    expect((await wms('GET', '/weigh/sku?code=rc-red-m', admin)).data).toMatchObject({ sku_code: 'RC-RED-M', size: null });
    expect((await wms('GET', '/weigh/sku?code=NOPE', admin)).code).toBe(10404);
    const bad = await wms('POST', '/weigh', admin, { sku_code: 'RC-RED-M', length: '30.123', width: '20', height: '5', weight: '0.35' });
    expect(bad.message).toContain('长(cm)须为不超过2位小数的正数');
    const measured = { sku_code: 'RC-RED-M', length: '30.5', width: '20', height: '5', weight: '0.352' };
    expect((await wms('POST', '/weigh', admin, measured)).code).toBe(10000);
    expect((await wms('POST', '/weigh', admin, { ...measured, weight: '0.36' })).code).toBe(10000);
    const rows = await sql('select length, width, height, weight, remark from catalogue.package_sizes where sku_id = $1', [sku['RC-RED-M']]);
    expect(rows).toEqual([{ length: '30.50', width: '20.00', height: '5.00', weight: '0.360', remark: '仓库称重（系统管理员）' }]);
  });

  it('receives the demo’s two oldest orders awaiting goods — one short and reported, one failing inspection — for the server to deliver', async () => {
    const short = await approvedOrder('PO20200101-0001', [
      ['RC-RED-M', 50],
      ['RC-BLU-L', 30],
    ]);
    const failing = await approvedOrder('PO20200101-0002', [['RC-RED-S', 40]]);
    await sql("update purchase.orders set order_date = '2020-01-01' where id = any($1)", [[short.id, failing.id]]);
    await seedReceipts(t.db.database);
    const found = await sql(
      'select o.code, e.kind, e.sku_code, e.quantity from wms.receiving_exceptions e join purchase.orders o on o.id = e.order_id where o.id = any($1) order by o.code',
      [[short.id, failing.id]],
    );
    expect(found).toEqual([
      { code: 'PO20200101-0001', kind: 'short', sku_code: 'RC-RED-M', quantity: 20 },
      { code: 'PO20200101-0002', kind: 'damaged', sku_code: 'RC-RED-S', quantity: 6 },
    ]);
    // Published deferred: purchasing hears of the arrivals and the exceptions once the server's outbox starts.
    const events = await sql('select name, deferred from platform.outbox_events where payload::text like any($1) order by name', [
      [short.id, failing.id, ...short.lines, ...failing.lines].map((id) => `%${id}%`),
    ]);
    expect(new Set(events.map((e) => `${e.name} ${e.deferred}`))).toEqual(new Set(['purchase.orderLine.taken true', 'wms.receivingException.raised true']));
  });

  it('keeps a warehouse’s receipts to its people and each step to its permission code', async () => {
    await approvedOrder('PO20261126-9005', [['RC-RED-M', 3]], OTHER_W);
    const clerk = await restrictedUser(admin, 'rc_clerk', '13700000031', ['wms.receipt.read', 'wms.receipt.receive'], { warehouses: [W] });
    expect((await wms('POST', '/receipt/scanOrder', clerk, { code: 'PO20261126-9005' })).message).toBe('无权操作该仓库的数据');
    const theirs = await wms('POST', '/receipt/scanOrder', admin, { code: 'PO20261126-9005' });
    expect((await wms('GET', `/receipt/${theirs.data.id}`, clerk)).code).toBe(10404);
    expect((await wms('POST', `/receipt/${theirs.data.id}/scan`, clerk, { code: 'RC-RED-M' })).code).toBe(10404);
    const list = await wms('GET', '/receipt?per_page=50', clerk);
    expect(list.data.list.every((r: { warehouse_id: string }) => r.warehouse_id === W)).toBe(true);
    expect((await wms('POST', `/receipt/${theirs.data.id}/inspect`, clerk, { lines: [] })).code).toBe(10403);
    expect((await wms('POST', '/addReceipt', admin, {})).code).toBe(10404); // made by commands only
  });
});
