// The purchase order's import (README "Purchase orders", the engine's document import): one sheet, a row per
// line, the rows of one 单据序号 making one order; every order judged as a save would (prices from the
// quotation in force, MOQ, duplicates) before anything is written, and the refusals in the error report.
import { importRows } from '@entrepot/hub-server/testing';
import { newId } from '@entrepot/server-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PurchaseKit, purchaseKit } from './test-kit.ts';

let kit: PurchaseKit;
const BASE = '/api-purchase/api/v1/purchase/order';

beforeAll(async () => {
  kit = await purchaseKit();
  await kit.sql("insert into wms.warehouses (id, code, name, type) values ($1, 'WH-IM', '导入仓', 'local')", [newId()]);
  const supplier = (await kit.api('POST', 'supplier/create', kit.supplierInput('导入供应商'))).data.id;
  await kit.api('PUT', `supplier/updateStatus/${supplier}`, { status: 'active' });
  for (const code of ['IM001-A', 'IM001-B'])
    await kit.sql('insert into catalogue.skus (id, code, spu_id, name) values ($1, $2, $3, $4)', [newId(), code, newId(), code]);
  const [a] = (await kit.sql("select id from catalogue.skus where code = 'IM001-A'")).rows;
  const q = await kit.api('POST', 'quotation', {
    supplier_id: supplier,
    sku_id: a.id,
    currency_id: kit.cny,
    valid_from: '2026-01-01',
    breaks: [{ min_quantity: 1, price: '7.50' }],
  });
  await kit.sql("update purchase.quotations set status = 'active' where id = $1", [q.data.id]);
});
afterAll(async () => kit?.t.close());

const row = (key: string, sku: string, quantity: string, extra: Record<string, string> = {}) => ({
  单据序号: key,
  供应商: '导入供应商',
  收货仓库: '导入仓',
  币种: 'CNY',
  下单日期: '2026-11-20',
  SKU: sku,
  采购数量: quantity,
  单价: '',
  明细备注: '',
  ...extra,
});

describe('采购单导入', () => {
  it('refuses the whole file with each problem on its row, then makes one order per 单据序号 with its lines', async () => {
    const refused = await importRows(
      kit.t,
      BASE,
      [
        row('1', 'IM001-A', '100'),
        row('1', 'IM001-B', '20', { 单价: '3.20', 收货仓库: '别的仓' }),
        row('2', 'IM001-B', '50'), // no quotation for B and no price
        row('', 'IM001-A', '1'),
        row('3', 'NOPE', 'x'),
      ],
      kit.admin,
    );
    expect(refused.task?.status).toBe('failed');
    expect(refused.errors.map((e) => [e.行号, e.列, e.错误信息])).toEqual(
      expect.arrayContaining([
        ['3', '收货仓库', '与第2行（同一单据序号）的表头不一致'],
        ['5', '单据序号', '请填写单据序号（同一单据的明细行填写相同的序号）'],
        ['6', 'SKU', expect.stringContaining('NOPE')],
        ['4', '单据序号 2', 'SKU IM001-B 没有该供应商的有效报价，请填写单价'],
      ]),
    );
    expect((await kit.sql("select count(*)::int as n from purchase.orders where remark = '导入'")).rows[0].n).toBe(0);

    const done = await importRows(
      kit.t,
      BASE,
      [
        row('1', 'IM001-A', '100', { 备注: '导入' }),
        row('1', 'IM001-B', '20', { 单价: '3.20', 明细备注: '加急' }),
        row('2', 'IM001-B', '50', { 单价: '3.00', 备注: '导入' }),
      ],
      kit.admin,
    );
    expect(done.task).toMatchObject({ status: 'succeeded', result: { created: 2 } });
    const made = (await kit.sql("select id, total_quantity, total_amount::text from purchase.orders where remark = '导入' order by total_quantity desc")).rows;
    expect(made.map((m: { total_quantity: number; total_amount: string }) => [m.total_quantity, m.total_amount])).toEqual([
      [120, '814.00'], // 100 × 7.50 from the quotation + 20 × 3.20
      [50, '150.00'],
    ]);
    const lines = (await kit.sql('select quantity, price::text, remark from purchase.order_lines where order_id = $1 order by quantity desc', [made[0].id]))
      .rows;
    expect(lines).toEqual([
      { quantity: 100, price: '7.50', remark: null },
      { quantity: 20, price: '3.20', remark: '加急' },
    ]);
  });
});
