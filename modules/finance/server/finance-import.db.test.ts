// Imports of exchange rates, subjects and bank accounts through their routes: the write rules (the
// currency's code copied, the subject's place in the tree, enabled currencies) hold for a file too.

import { importRows } from '@entrepot/hub-server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FINANCE } from './routes.ts';
import { type FinanceTest, financeTest } from './testing.ts';

let f: FinanceTest;
const base = (path: string) => `/api-finance${FINANCE}${path}`;

beforeAll(async () => {
  f = await financeTest();
});
afterAll(async () => f?.t.close());

describe('finance imports', () => {
  it('imports exchange rates by currency code or name; the same day twice updates it', async () => {
    const refused = await importRows(
      f.t,
      base('/exchange'),
      [
        { 币种: '人民币', '汇率（兑人民币）': '1', 生效日期: '2026-04-01' },
        { 币种: '美元', '汇率（兑人民币）': '-1', 生效日期: '2026-04-01' },
      ],
      f.clerk,
    );
    expect(refused.errors.map((e) => [e.行号, e.列])).toEqual([
      ['2', '币种'],
      ['3', '汇率（兑人民币）'],
    ]);
    expect(refused.errors[0]!.错误信息).toBe('人民币是本位币，汇率恒为1，无需维护');
    const rows = [
      { 币种: 'USD', '汇率（兑人民币）': '7.1234', 生效日期: '2026-04-01' },
      { 币种: '欧元', '汇率（兑人民币）': '7.8', 生效日期: '2026-04-01' },
    ];
    expect((await importRows(f.t, base('/exchange'), rows, f.clerk)).task).toMatchObject({ status: 'succeeded', result: { created: 2 } });
    rows[0]!['汇率（兑人民币）'] = '7.2';
    expect((await importRows(f.t, base('/exchange'), rows, f.clerk)).task).toMatchObject({ status: 'succeeded', result: { created: 0, updated: 2 } });
    expect((await f.api('GET', '/exchange/rate?currency=USD&date=2026-04-02', f.clerk)).data).toMatchObject({
      currency: 'USD',
      effective_date: '2026-04-01',
      rate: expect.stringMatching(/^7\.20*$/),
    });
  });

  it('imports subjects under their parent, refusing a code outside it', async () => {
    const out = await importRows(
      f.t,
      base('/subject'),
      [{ 科目编码: '2002', 科目名称: '错位', 上级科目: '银行存款', 科目类别: '资产', 余额方向: '借' }],
      f.clerk,
    );
    expect(out.errors).toEqual([{ 行号: '2', 列: '科目编码', 错误信息: '下级科目编码须以上级科目编码 1002 开头且更长' }]);
    const ok = await importRows(
      f.t,
      base('/subject'),
      [{ 科目编码: '100201', 科目名称: '招商银行', 上级科目: '1002', 科目类别: '资产', 余额方向: '借' }],
      f.clerk,
    );
    expect(ok.task?.status, JSON.stringify(ok.errors)).toBe('succeeded');
    expect(await f.count('subjects', "code = '100201' and level = 2")).toBe(1);
  });

  it('imports bank accounts with the currency code copied', async () => {
    const out = await importRows(
      f.t,
      base('/bank/account'),
      [{ 银行: '招商银行', 户名: '深圳恒达', 账号: '6222 0000 9999', 开户行: '科技园支行', 币种: '美元', 账户类型: '外币户' }],
      f.clerk,
    );
    expect(out.task?.status, JSON.stringify(out.errors)).toBe('succeeded');
    expect((await f.api('GET', '/bank/account?account_no=6222 0000 9999', f.clerk)).data.list[0]).toMatchObject({ currency_code: 'USD' });
  });

  it('needs the import code', async () => {
    expect((await importRows(f.t, base('/exchange'), [{ 币种: 'USD' }], f.buyer)).answer.code).toBe(10403);
  });
});
