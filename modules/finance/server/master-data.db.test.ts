import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readXlsx } from '@entrepot/server-kit/file-tasks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedFinance } from './seed.ts';
import { type FinanceTest, financeTest, SEED_DAY } from './testing.ts';

let f: FinanceTest;
const codes = (list: { code: string }[]) => list.map((r) => r.code);

beforeAll(async () => {
  f = await financeTest();
});
afterAll(async () => f?.t.close());

describe('seed', () => {
  it('is idempotent and gives the 财务 role every finance code', async () => {
    const tables = ['currencies', 'exchange_rates', 'payment_methods', 'subjects', 'banks', 'bank_accounts'];
    const before = await Promise.all(tables.map((t) => f.count(t)));
    expect(before).toEqual([9, 32, 8, 21, 4, 3]);
    await seedFinance(f.t.db.database, { demo: true, today: SEED_DAY });
    expect(await Promise.all(tables.map((t) => f.count(t)))).toEqual(before);
    const role = await f.t.db.database.pool.query(`select permissions from identity.roles where name = '财务'`);
    expect(role.rows[0].permissions).toEqual(expect.arrayContaining(['finance.currency.read', 'finance.exchangeRate.create', 'finance.bankAccount.disable']));
  });

  it('the 财务 role sees the 财务资料 menus; buyer01 does not', async () => {
    const menus = async (as: typeof f.admin) => (await f.t.call({ method: 'GET', url: '/api-auth/api/v1/user/menus', as })).body.data;
    const urls = (nodes: { url: string; children: unknown[] }[]): string[] => nodes.flatMap((n) => [n.url, ...urls(n.children as never)]).filter(Boolean);
    expect(urls(await menus(f.clerk))).toEqual(
      expect.arrayContaining([
        '/finance/information/currency',
        '/finance/information/exchange-rate',
        '/finance/information/payment-method',
        '/finance/information/subject',
        '/finance/information/bank',
        '/finance/information/bank-account',
      ]),
    );
    expect(urls(await menus(f.buyer)).filter((u) => u.startsWith('/finance'))).toEqual([]);
  });
});

describe('open lookups (any session, enabled records only)', () => {
  it('currencies, payment methods, subjects, banks, accounts and companies', async () => {
    const get = (path: string) => f.api('GET', path, f.buyer);
    expect(codes((await get('/currency/lists')).data)).toEqual(['CNY', 'USD', 'EUR', 'GBP', 'JPY', 'CAD', 'AUD', 'MXN', 'HKD']);
    expect((await get('/currency/lists')).data[1]).toEqual({ id: expect.any(String), code: 'USD', name: '美元', symbol: '$' });
    expect(codes((await get('/open/payment/method/all')).data)[0]).toBe('bank_transfer');
    expect((await get('/payment/method/lists')).data).toEqual((await get('/open/payment/method/all')).data);
    const subjects = (await get('/open/subject/all')).data;
    expect(subjects.slice(0, 4).map((s: { code: string; level: number }) => [s.code, s.level])).toEqual([
      ['1001', 1],
      ['1002', 1],
      ['100201', 2],
      ['100202', 2],
    ]);
    expect(subjects[2].parent_id).toBe(subjects[1].id);
    expect(codes((await get('/open/bank/all')).data)).toEqual(['BOC', 'CMB', 'HSBC-HK', 'ICBC']);
    const accounts = (await get('/open/account/all')).data;
    expect(accounts).toHaveLength(3);
    expect(accounts.find((a: { currency_code: string }) => a.currency_code === 'CNY').name).toBe('招商银行 深圳恒达跨境电子商务有限公司 尾号0801 (CNY)');
    expect((await get('/open/account/all?currency=usd')).data).toHaveLength(2);
    // A select needs the label, never the whole number.
    for (const a of accounts) expect(a).not.toHaveProperty('account_no');
    expect((await get('/open/company/all')).code).toBe(10000);
    expect((await f.api('GET', '/open/subject/all')).code).toBe(10401);
  });

  it('every declared resource answers its select at <list>/options: searched, enabled only, id, title and code', async () => {
    const get = (path: string) => f.api('GET', path, f.buyer);
    const banks = (await get('/bank/options?q=银行')).data;
    expect(banks.map((b: { code: string }) => b.code).sort()).toEqual(['BOC', 'CMB', 'HSBC-HK', 'ICBC']);
    expect(Object.keys(banks[0]).sort()).toEqual(['code', 'id', 'title']);
    expect((await get('/currency/options?q=usd')).data).toEqual([{ id: expect.any(String), title: '美元', code: 'USD' }]);
    expect((await get('/currency/options?ids=x')).message).toBe('ids: 记录编号不正确');
    expect((await f.api('GET', '/bank/options')).code).toBe(10401);
  });
});

describe('currencies', () => {
  it('adds, edits, disables (out of the lookups), enables and deletes one', async () => {
    const created = await f.api('POST', '/currency/create', f.clerk, { code: 'SGD', name: '新加坡元', symbol: 'S$', sort: 95 });
    expect(created).toMatchObject({ code: 10000, data: { code: 'SGD', status: 'enabled', version: 1 } });
    const id = created.data.id;
    expect(await f.api('POST', '/currency/create', f.clerk, { code: 'sgd', name: '新元' })).toMatchObject({
      code: 10422,
      message: 'code: 币种代码须为3位大写字母（ISO 4217），如 USD',
    });
    expect(await f.api('POST', '/currency/create', f.clerk, { code: 'SGD', name: '新元' })).toMatchObject({ code: 10409, message: '币种代码已存在' });
    expect(await f.api('PUT', `/currency/update/${id}`, f.clerk, { code: 'SGX', version: 1 })).toMatchObject({ code: 10422 }); // the code is fixed
    expect((await f.api('PUT', `/currency/update/${id}`, f.clerk, { name: '新加坡币', version: 1 })).data.name).toBe('新加坡币');
    expect((await f.api('POST', `/currency/disable/${id}`, f.clerk)).data.status).toBe('disabled');
    expect(codes((await f.api('GET', '/currency/lists', f.buyer)).data)).not.toContain('SGD');
    expect(await f.api('POST', `/currency/disable/${id}`, f.clerk)).toMatchObject({ code: 10409, message: '当前状态为「停用」，不能停用' });
    expect((await f.api('POST', `/currency/enable/${id}`, f.clerk)).data.status).toBe('enabled');
    expect((await f.api('GET', `/currency/detail/${id}`, f.clerk)).data).toMatchObject({ code: 'SGD', name: '新加坡币', symbol: 'S$' });
    const log = (await f.api('GET', `/currency/logs/${id}`, f.clerk)).data;
    expect(log.map((e: { action: string }) => e.action)).toEqual(expect.arrayContaining(['create', 'update', 'disable', 'enable']));
    expect((await f.api('DELETE', `/currency/delete/${id}`, f.clerk)).code).toBe(10000);
    expect((await f.api('GET', `/currency/detail/${id}`, f.clerk)).code).toBe(10404);
  });

  it('CNY, the base currency, can be neither disabled nor deleted', async () => {
    const cny = await f.idOf('currencies', 'code', 'CNY');
    expect(await f.api('POST', `/currency/disable/${cny}`, f.admin)).toMatchObject({ code: 10409, message: '人民币是本位币，不能停用' });
    expect(await f.api('DELETE', `/currency/delete/${cny}`, f.admin)).toMatchObject({ code: 10409, message: '人民币是本位币，不能删除' });
  });

  it('lists with filters, sort and pages', async () => {
    const page = (await f.api('GET', '/currency/index?page=2&per_page=4&sort=code', f.clerk)).data;
    expect(page).toMatchObject({ total: 9, page: 2, per_page: 4 });
    expect(codes(page.list)).toEqual(['GBP', 'HKD', 'JPY', 'MXN']);
    expect(codes((await f.api('GET', '/currency/index?code=USD,EUR', f.clerk)).data.list)).toEqual(['USD', 'EUR']);
    expect(codes((await f.api('GET', '/currency/index?name=元', f.clerk)).data.list)).toEqual(['USD', 'EUR', 'JPY', 'CAD', 'AUD']);
  });
});

describe('payment methods', () => {
  it('CRUD with enable/disable', async () => {
    const created = await f.api('POST', '/payment/method/create', f.clerk, { code: 'wire', name: '电汇', sort: 5 });
    expect(created.code).toBe(10000);
    const id = created.data.id;
    expect(codes((await f.api('GET', '/payment/method/index?sort=sort&per_page=1', f.clerk)).data.list)).toEqual(['wire']);
    expect(await f.api('POST', '/payment/method/create', f.clerk, { code: 'wire 2', name: '电汇2' })).toMatchObject({
      code: 10422,
      message: 'code: 编码只能包含字母、数字、下划线和横线',
    });
    expect((await f.api('PUT', `/payment/method/update/${id}`, f.clerk, { remark: '境外付款', version: created.data.version })).data.remark).toBe('境外付款');
    expect((await f.api('POST', `/payment/method/disable/${id}`, f.clerk)).data.status).toBe('disabled');
    expect(codes((await f.api('GET', '/open/payment/method/all', f.buyer)).data)).not.toContain('wire');
    expect((await f.api('GET', `/payment/method/detail/${id}`, f.clerk)).data.name).toBe('电汇');
    expect((await f.api('DELETE', `/payment/method/delete/${id}`, f.clerk)).code).toBe(10000);
  });
});

describe('subjects (会计科目 tree)', () => {
  it('a child extends its parent: code, category, level; code, parent and category are fixed', async () => {
    const bank = await f.idOf('subjects', 'code', '1002');
    const child = await f.api('POST', '/subject/create', f.clerk, { code: '100203', name: '港币账户', parent_id: bank, category: 'asset', direction: 'debit' });
    expect(child).toMatchObject({ code: 10000, data: { level: 2, parent_id: bank, parent_id_title: '银行存款' } });
    const add = (body: object) => f.api('POST', '/subject/create', f.clerk, { name: '测试', category: 'asset', direction: 'debit', ...body });
    expect(await add({ code: '100301', parent_id: bank })).toMatchObject({ code: 10422, message: 'code: 下级科目编码须以上级科目编码 1002 开头且更长' });
    expect(await add({ code: '100204', parent_id: bank, category: 'liability' })).toMatchObject({
      code: 10422,
      message: 'category: 下级科目的类别须与上级科目相同（资产）',
    });
    expect(await add({ code: '10021' })).toMatchObject({ code: 10422, message: 'code: 一级科目编码须为4位数字' });
    expect(await add({ code: '1002' })).toMatchObject({ code: 10409, message: '科目编码已存在' });
    expect(await add({ code: 'abcd' })).toMatchObject({ code: 10422, message: 'code: 科目编码须为4到20位数字' });
    expect(await add({ code: '1003', level: 3 })).toMatchObject({ code: 10422 }); // level is the server's
    const grandchild = await add({ code: '10020301', parent_id: child.data.id });
    expect(grandchild.data.level).toBe(3);
    expect(await f.api('PUT', `/subject/update/${child.data.id}`, f.clerk, { category: 'liability', version: child.data.version })).toMatchObject({
      code: 10422,
    });
    expect(await f.api('DELETE', `/subject/delete/${child.data.id}`, f.clerk)).toMatchObject({ code: 10409, message: '该科目下还有下级科目，不能删除' });
    expect((await f.api('DELETE', `/subject/delete/${grandchild.data.id}`, f.clerk)).code).toBe(10000);
    expect((await f.api('DELETE', `/subject/delete/${child.data.id}`, f.clerk)).code).toBe(10000);
  });

  it('exchangeSort swaps the order of two subjects', async () => {
    const [cash, bank] = [await f.idOf('subjects', 'code', '1001'), await f.idOf('subjects', 'code', '1002')];
    const res = await f.api('PUT', '/subject/exchangeSort', f.clerk, { id: cash, target_id: bank });
    expect(res.data.map((s: { code: string; sort: number }) => [s.code, s.sort])).toEqual([
      ['1001', 20],
      ['1002', 10],
    ]);
    expect(await f.api('PUT', '/subject/exchangeSort', f.clerk, { id: cash, target_id: cash })).toMatchObject({ code: 10422 });
    expect(await f.api('PUT', '/subject/exchangeSort', f.buyer, { id: cash, target_id: bank })).toMatchObject({ code: 10403 });
  });

  it('lists by category and level; disabled subjects leave the lookup', async () => {
    const income = (await f.api('GET', '/subject/index?category=profit_loss&level=1', f.clerk)).data;
    expect(codes(income.list)).toEqual(['6001', '6401', '6601', '6603']);
    const fx = await f.idOf('subjects', 'code', '660301');
    expect((await f.api('POST', `/subject/disable/${fx}`, f.clerk)).data.status).toBe('disabled');
    expect(codes((await f.api('GET', '/open/subject/all', f.buyer)).data)).not.toContain('660301');
    expect((await f.api('POST', `/subject/enable/${fx}`, f.clerk)).code).toBe(10000);
    expect((await f.api('GET', `/subject/detail/${fx}`, f.clerk)).data.parent_id_title).toBe('财务费用');
  });
});

describe('banks and bank accounts', () => {
  it('a bank: CRUD, refused delete while it has accounts', async () => {
    const created = await f.api('POST', '/bank', f.clerk, { code: 'CCB', name: '中国建设银行', swift_code: 'PCBCCNBJ', country: 'CN' });
    expect(created.code).toBe(10000);
    expect(await f.api('POST', '/bank', f.clerk, { code: 'X1', name: '某银行', swift_code: 'ABC' })).toMatchObject({
      code: 10422,
      message: 'swift_code: SWIFT代码须为8或11位大写字母或数字',
    });
    expect((await f.api('PUT', `/bank/${created.data.id}`, f.clerk, { name: '建设银行', version: created.data.version })).data.name).toBe('建设银行');
    expect((await f.api('GET', `/bank/${created.data.id}`, f.clerk)).data.code).toBe('CCB');
    expect((await f.api('GET', '/bank?name=建设', f.clerk)).data.total).toBe(1);
    const cmb = await f.idOf('banks', 'code', 'CMB');
    expect(await f.api('DELETE', `/bank/${cmb}`, f.clerk)).toMatchObject({ code: 10409, message: '该银行下还有银行账户，不能删除' });
    expect((await f.api('POST', `/bank/${created.data.id}/disable`, f.clerk)).data.status).toBe('disabled');
    expect((await f.api('DELETE', `/bank/${created.data.id}`, f.clerk)).code).toBe(10000);
  });

  it('an account copies its currency code, checks bank, currency and company', async () => {
    const [cmb, hkd] = [await f.idOf('banks', 'code', 'CMB'), await f.idOf('currencies', 'code', 'HKD')];
    const usd = await f.idOf('currencies', 'code', 'USD');
    const base = { bank_id: cmb, account_name: '恒达香港', account_no: '7559 0000 1111', currency_id: hkd, account_type: 'foreign' };
    const created = await f.api('POST', '/bank/account', f.clerk, base);
    expect(created).toMatchObject({ code: 10000, data: { currency_code: 'HKD', bank_id_title: '招商银行', currency_id_title: '港币' } });
    expect(await f.api('POST', '/bank/account', f.clerk, base)).toMatchObject({ code: 10409, message: '账号已存在' });
    const missing = '0190aaaa-aaaa-7aaa-8aaa-aaaaaaaaaaaa';
    expect(await f.api('POST', '/bank/account', f.clerk, { ...base, account_no: '1', bank_id: missing })).toMatchObject({ code: 10422 });
    expect(await f.api('POST', '/bank/account', f.clerk, { ...base, account_no: '123456', bank_id: missing })).toMatchObject({
      code: 10422,
      message: 'bank_id: 银行不存在',
    });
    expect(await f.api('POST', '/bank/account', f.clerk, { ...base, account_no: '123456', company_id: missing })).toMatchObject({
      code: 10422,
      message: 'company_id: 公司主体不存在',
    });
    const id = created.data.id;
    expect((await f.api('PUT', `/bank/account/${id}`, f.clerk, { currency_id: usd, version: created.data.version })).data.currency_code).toBe('USD');
    expect((await f.api('GET', '/bank/account?currency_code=USD', f.clerk)).data.total).toBe(3);
    expect((await f.api('POST', `/bank/account/${id}/disable`, f.clerk)).data.status).toBe('disabled');
    expect((await f.api('GET', '/open/account/all?currency=USD', f.buyer)).data).toHaveLength(2);
    // The lookup applies column rules as the list does: a hidden number leaves the label too.
    const buyerId = await f.t.db.database.pool.query("select id from identity.users where login_name = 'buyer01'").then((r) => r.rows[0].id);
    const group = { name: '隐藏账号', member_ids: [buyerId], column_rules: { 'finance.bankAccount': ['account_no', 'account_name'] } };
    expect((await f.t.call({ method: 'POST', url: '/api-auth/api/v1/group', as: f.admin, payload: group })).body.code).toBe(10000);
    const masked = (await f.api('GET', '/open/account/all?currency=USD', f.buyer)).data;
    expect(masked).toHaveLength(2);
    for (const a of masked) {
      expect(a).not.toHaveProperty('account_name');
      expect(a.name).not.toMatch(/尾号|\d{4} \(/);
    }
    expect((await f.api('GET', '/open/account/all?currency=USD', f.clerk)).data[0].name).toMatch(/尾号\d{4} \(USD\)$/);
    expect((await f.api('POST', `/bank/account/${id}/enable`, f.clerk)).code).toBe(10000);
    expect((await f.api('GET', `/bank/account/${id}`, f.clerk)).data.account_no).toBe('7559 0000 1111');
    expect((await f.api('DELETE', `/bank/account/${id}`, f.clerk)).code).toBe(10000);
  });
});

describe('exports (file tasks)', () => {
  it('exports the currencies with the list filters', async () => {
    const res = await f.api('GET', '/currency/export?code=USD,EUR', f.clerk);
    expect(res).toMatchObject({ code: 10000, message: '导出任务已创建，请在文件任务中下载' });
    await f.t.identity.tasks.runner.drain();
    const tasks = (await f.t.call({ method: 'GET', url: '/api-auth/api/v1/file-tasks', as: f.clerk })).body.data.list;
    const task = tasks.find((x: { id: string }) => x.id === res.data.task_id);
    expect(task).toMatchObject({ status: 'succeeded' });
    const file = await f.t.call({ method: 'GET', url: task.file_url });
    const path = join(tmpdir(), `finance-export-${Date.now()}.xlsx`);
    writeFileSync(path, file.raw.rawPayload);
    const rows = [];
    for await (const r of readXlsx(path)) rows.push(r.values);
    expect(rows.map((r) => [r['币种代码'], r['中文名称'], r['状态']]).sort()).toEqual([
      ['EUR', '欧元', '启用'],
      ['USD', '美元', '启用'],
    ]);
  });
});

describe('permissions: a user without the codes gets 10403', () => {
  const some = '0190aaaa-aaaa-7aaa-8aaa-aaaaaaaaaaaa';
  const screens: [string, string][] = [
    ['GET', '/currency/index'],
    ['GET', `/currency/detail/${some}`],
    ['POST', '/currency/create'],
    ['PUT', `/currency/update/${some}`],
    ['DELETE', `/currency/delete/${some}`],
    ['POST', `/currency/enable/${some}`],
    ['POST', `/currency/disable/${some}`],
    ['GET', '/currency/export'],
    ['GET', `/currency/logs/${some}`],
    ['GET', '/payment/method/index'],
    ['GET', `/payment/method/detail/${some}`],
    ['POST', '/payment/method/create'],
    ['PUT', `/payment/method/update/${some}`],
    ['DELETE', `/payment/method/delete/${some}`],
    ['POST', `/payment/method/enable/${some}`],
    ['POST', `/payment/method/disable/${some}`],
    ['GET', '/payment/method/export'],
    ['GET', `/payment/method/logs/${some}`],
    ['GET', '/subject/index'],
    ['GET', `/subject/detail/${some}`],
    ['POST', '/subject/create'],
    ['PUT', `/subject/update/${some}`],
    ['PUT', '/subject/exchangeSort'],
    ['DELETE', `/subject/delete/${some}`],
    ['POST', `/subject/enable/${some}`],
    ['POST', `/subject/disable/${some}`],
    ['GET', '/subject/export'],
    ['GET', `/subject/logs/${some}`],
    ['GET', '/bank'],
    ['GET', `/bank/${some}`],
    ['POST', '/bank'],
    ['PUT', `/bank/${some}`],
    ['DELETE', `/bank/${some}`],
    ['POST', `/bank/${some}/enable`],
    ['POST', `/bank/${some}/disable`],
    ['GET', '/bank/export'],
    ['GET', `/bank/${some}/logs`],
    ['GET', '/bank/account'],
    ['GET', `/bank/account/${some}`],
    ['POST', '/bank/account'],
    ['PUT', `/bank/account/${some}`],
    ['DELETE', `/bank/account/${some}`],
    ['POST', `/bank/account/${some}/enable`],
    ['POST', `/bank/account/${some}/disable`],
    ['GET', '/bank/account/export'],
    ['GET', `/bank/account/${some}/logs`],
  ];

  it('on every master-data screen route, while the holder of the codes gets through', async () => {
    for (const [method, path] of screens) {
      const body = method === 'GET' || method === 'DELETE' ? undefined : {};
      expect([method, path, (await f.api(method as 'GET', path, f.buyer, body)).code]).toEqual([method, path, 10403]);
      expect([method, path, (await f.api(method as 'GET', path, f.clerk, body)).code === 10403]).toEqual([method, path, false]);
    }
  });

  it('one code opens exactly its route: finance.currency.read lists currencies, not payment methods', async () => {
    const role = await f.t.call({
      method: 'POST',
      url: '/api-auth/api/v1/role',
      as: f.admin,
      payload: { name: '只看币种', permissions: ['finance.currency.read'] },
    });
    const staff = await f.t.call({
      method: 'POST',
      url: '/api-auth/api/v1/staff',
      as: f.admin,
      payload: { login_name: 'cur.reader', name: '币种查看', mobile: '13900000991', role_ids: [role.body.data.id], password: 'Start#2026x' },
    });
    expect(staff.body.code).toBe(10000);
    await f.t.db.database.pool.query(`update identity.users set must_change_password = false where login_name = 'cur.reader'`);
    const reader = await f.t.login('cur.reader', 'Start#2026x');
    expect((await f.api('GET', '/currency/index', reader)).code).toBe(10000);
    expect((await f.api('POST', '/currency/create', reader, { code: 'THB', name: '泰铢' })).code).toBe(10403);
    expect((await f.api('GET', '/payment/method/index', reader)).code).toBe(10403);
  });
});
