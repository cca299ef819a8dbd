import { permissionCodesOf } from '@entrepot/entity';
import { newId } from '@entrepot/server-kit';
import type { Database, Tx } from '@entrepot/server-kit/db';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { bank, bankAccount, currency, exchangeRate, inputInvoice, paymentMethod, paymentRequest, refundOrder, subject } from '../entities/index.ts';
import { bankAccounts, banks, currencies, exchangeRates, paymentMethods, subjects } from './finance.schema.ts';
import { shanghaiToday } from './rates.ts';
import { rateKey } from './rules.ts';
import { companyTable, roleTable } from './services.ts';

// code, name, symbol; CNY first: the base of every rate.
const CURRENCIES = [
  ['CNY', '人民币', '¥'],
  ['USD', '美元', '$'],
  ['EUR', '欧元', '€'],
  ['GBP', '英镑', '£'],
  ['JPY', '日元', 'JP¥'],
  ['CAD', '加拿大元', 'C$'],
  ['AUD', '澳大利亚元', 'A$'],
  ['MXN', '墨西哥比索', 'MX$'],
  ['HKD', '港币', 'HK$'],
] as const;

// one unit in CNY at the first of the four seeded months, and the change per month
const RATE_PATH: Record<string, [start: string, step: string]> = {
  USD: ['7.1050', '0.0125'],
  EUR: ['7.7420', '0.0210'],
  GBP: ['9.0530', '-0.0180'],
  JPY: ['0.047810', '0.000150'],
  CAD: ['5.2080', '0.0090'],
  AUD: ['4.6790', '-0.0110'],
  MXN: ['0.412300', '0.001200'],
  HKD: ['0.910100', '0.000800'],
};

const PAYMENT_METHODS = [
  ['bank_transfer', '银行转账'],
  ['alipay', '支付宝'],
  ['wechat_pay', '微信支付'],
  ['alibaba_pay', '1688在线支付'],
  ['on_account', '月结账期'],
  ['paypal', 'PayPal'],
  ['credit_card', '信用卡'],
  ['cash', '现金'],
] as const;

// code, name, category, direction; children after their parents (their codes extend the parent's)
const SUBJECTS = [
  ['1001', '库存现金', 'asset', 'debit'],
  ['1002', '银行存款', 'asset', 'debit'],
  ['100201', '人民币账户', 'asset', 'debit'],
  ['100202', '外币账户', 'asset', 'debit'],
  ['1122', '应收账款', 'asset', 'debit'],
  ['1123', '预付账款', 'asset', 'debit'],
  ['1405', '库存商品', 'asset', 'debit'],
  ['2202', '应付账款', 'liability', 'credit'],
  ['220201', '应付货款', 'liability', 'credit'],
  ['220202', '应付物流费', 'liability', 'credit'],
  ['2221', '应交税费', 'liability', 'credit'],
  ['222101', '应交增值税', 'liability', 'credit'],
  ['6001', '主营业务收入', 'profit_loss', 'credit'],
  ['6401', '主营业务成本', 'profit_loss', 'debit'],
  ['6601', '销售费用', 'profit_loss', 'debit'],
  ['660101', '平台佣金', 'profit_loss', 'debit'],
  ['660102', '广告费', 'profit_loss', 'debit'],
  ['660103', '物流费', 'profit_loss', 'debit'],
  ['6603', '财务费用', 'profit_loss', 'debit'],
  ['660301', '汇兑损益', 'profit_loss', 'debit'],
  ['660302', '手续费', 'profit_loss', 'debit'],
] as const;

const BANKS = [
  ['CMB', '招商银行', 'CMBCCNBS', 'CN'],
  ['BOC', '中国银行', 'BKCHCNBJ', 'CN'],
  ['ICBC', '中国工商银行', 'ICBKCNBJ', 'CN'],
  ['HSBC-HK', '汇丰银行(香港)', 'HSBCHKHH', 'HK'],
] as const;

// bank, account name, number, branch, currency, type
const ACCOUNTS = [
  ['CMB', '深圳恒达跨境电子商务有限公司', '755912345610801', '招商银行深圳科技园支行', 'CNY', 'basic'],
  ['BOC', '深圳恒达跨境电子商务有限公司', '7456 0012 3456 7890', '中国银行深圳福田支行', 'USD', 'foreign'],
  ['HSBC-HK', 'HENGDA GLOBAL TRADING LIMITED', '848-123456-838', 'HSBC Main Building', 'USD', 'offshore'],
] as const;

/** The first of this month and the three before it (`YYYY-MM-01`), oldest first. */
export function seededMonths(today: string): string[] {
  const [y, m] = today.split('-').map(Number) as [number, number];
  return [3, 2, 1, 0].map((back) => {
    const d = new Date(Date.UTC(y, m - 1 - back, 1));
    return d.toISOString().slice(0, 10);
  });
}

/** start + step × n at the start's places, in integer units: no float ever touches a rate. */
function stepRate(start: string, step: string, n: number): string {
  const places = start.split('.')[1]?.length ?? 0;
  const units = (v: string) => BigInt(v.replace('.', '').replace(/^(-?)0+(?=\d)/, '$1'));
  const stepUnits = units(step) * 10n ** BigInt(places - (step.split('.')[1]?.length ?? 0));
  const total = (units(start) + stepUnits * BigInt(n)).toString().padStart(places + 1, '0');
  return `${total.slice(0, -places)}.${total.slice(-places)}`;
}

async function seedBase(tx: Tx): Promise<void> {
  await tx
    .insert(currencies)
    .values(CURRENCIES.map(([code, name, symbol], i) => ({ id: newId(), code, name, symbol, sort: (i + 1) * 10, status: 'enabled' })))
    .onConflictDoNothing();
  await tx
    .insert(paymentMethods)
    .values(PAYMENT_METHODS.map(([code, name], i) => ({ id: newId(), code, name, sort: (i + 1) * 10, status: 'enabled' })))
    .onConflictDoNothing();
  for (const [i, [code, name, category, direction]] of SUBJECTS.entries()) {
    const parentCode = SUBJECTS.map(([c]) => c).find((c) => c !== code && code.startsWith(c) && c.length === code.length - 2);
    const [parent] = parentCode ? await tx.select({ id: subjects.id, level: subjects.level }).from(subjects).where(eq(subjects.code, parentCode)) : [];
    await tx
      .insert(subjects)
      .values({
        id: newId(),
        code,
        name,
        category,
        direction,
        parent_id: parent?.id ?? null,
        level: parent ? Number(parent.level) + 1 : 1,
        sort: (i + 1) * 10,
        status: 'enabled',
      })
      .onConflictDoNothing();
  }
}

async function seedDemo(tx: Tx, today: string): Promise<void> {
  const currencyIds = new Map((await tx.select({ id: currencies.id, code: currencies.code }).from(currencies)).map((c) => [c.code, c.id]));
  const months = seededMonths(today);
  const rates = Object.entries(RATE_PATH).flatMap(([code, [start, step]]) => {
    const id = currencyIds.get(code);
    return id
      ? months.map((day, n) => ({
          id: newId(),
          currency_id: id,
          currency_code: code,
          rate: stepRate(start, step, n),
          effective_date: day,
          rate_key: rateKey(code, day),
        }))
      : [];
  });
  if (rates.length) await tx.insert(exchangeRates).values(rates).onConflictDoNothing();

  await tx
    .insert(banks)
    .values(BANKS.map(([code, name, swift_code, country]) => ({ id: newId(), code, name, swift_code, country, status: 'enabled' })))
    .onConflictDoNothing();
  const bankIds = new Map((await tx.select({ id: banks.id, code: banks.code }).from(banks)).map((b) => [b.code, b.id]));
  const [company] = await tx.select({ id: companyTable.id }).from(companyTable).orderBy(asc(companyTable.created_at)).limit(1);
  const accounts = ACCOUNTS.flatMap(([bankCode, account_name, account_no, branch, code, account_type]) => {
    const bank_id = bankIds.get(bankCode);
    const currency_id = currencyIds.get(code);
    if (!bank_id || !currency_id) return [];
    return [
      {
        id: newId(),
        bank_id,
        account_name,
        account_no,
        branch,
        currency_id,
        currency_code: code,
        account_type,
        company_id: company?.id ?? null,
        status: 'enabled',
      },
    ];
  });
  if (accounts.length) await tx.insert(bankAccounts).values(accounts).onConflictDoNothing();

  // The demo 财务 role (identity's seed) gets every finance code.
  const codes = [currency, exchangeRate, paymentMethod, subject, bank, bankAccount, inputInvoice, paymentRequest, refundOrder]
    .flatMap(permissionCodesOf)
    .map((p) => p.code);
  await tx
    .update(roleTable)
    .set({ permissions: sql`array(select distinct unnest(${roleTable.permissions} || ${sql.param(codes)}::text[]) order by 1)` })
    .where(inArray(roleTable.name, ['财务']));
}

/**
 * Finance master data on the first start: currencies (ISO 4217, CNY the base), payment methods and a small
 * chart of accounts always; with `demo`, four months of rates, banks, three company bank accounts and the
 * 财务 role's codes. Idempotent: unique keys and ON CONFLICT DO NOTHING, never overwriting edits.
 */
export async function seedFinance(database: Database, options: { demo: boolean; today?: string }): Promise<void> {
  await database.tx(async (tx) => {
    await seedBase(tx);
    if (options.demo) await seedDemo(tx, options.today ?? shanghaiToday());
  });
}
