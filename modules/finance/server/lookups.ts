// The open lookups of the finance area: enabled records for every selector, to any signed-in user.
import type { Executor } from '@entrepot/server-kit/db';
import { and, asc, eq } from 'drizzle-orm';
import { bankAccounts, banks, currencies, paymentMethods, subjects } from './finance.schema.ts';
import { companyTable } from './services.ts';

const enabled = 'enabled';

export const currenciesForSelect = (db: Executor) =>
  db
    .select({ id: currencies.id, code: currencies.code, name: currencies.name, symbol: currencies.symbol })
    .from(currencies)
    .where(eq(currencies.status, enabled))
    .orderBy(asc(currencies.sort), asc(currencies.code));

export const paymentMethodsForSelect = (db: Executor) =>
  db
    .select({ id: paymentMethods.id, code: paymentMethods.code, name: paymentMethods.name })
    .from(paymentMethods)
    .where(eq(paymentMethods.status, enabled))
    .orderBy(asc(paymentMethods.sort), asc(paymentMethods.code));

/** Flat, by code (a child follows its parent); `parent_id` and `level` give the tree. */
export const subjectsForSelect = (db: Executor) =>
  db
    .select({
      id: subjects.id,
      code: subjects.code,
      name: subjects.name,
      parent_id: subjects.parent_id,
      level: subjects.level,
      category: subjects.category,
      direction: subjects.direction,
    })
    .from(subjects)
    .where(eq(subjects.status, enabled))
    .orderBy(asc(subjects.code));

export const banksForSelect = (db: Executor) =>
  db
    .select({ id: banks.id, code: banks.code, name: banks.name, swift_code: banks.swift_code, country: banks.country })
    .from(banks)
    .where(eq(banks.status, enabled))
    .orderBy(asc(banks.code));

/** Enabled accounts of enabled banks; `name` reads「银行 户名 尾号1234 (币种)」for selects. `currency` narrows. */
/**
 * Enabled accounts for a select, named by bank, holder and the number's last four digits: never the whole
 * number (a select needs the label), and no field the caller's column rules hide (the holder then leaves the label).
 */
export async function bankAccountsForSelect(db: Executor, currency: string | undefined, hidden: ReadonlySet<string>) {
  const rows = await db
    .select({
      id: bankAccounts.id,
      account_name: bankAccounts.account_name,
      account_no: bankAccounts.account_no,
      bank_id: bankAccounts.bank_id,
      bank_name: banks.name,
      currency_code: bankAccounts.currency_code,
      company_id: bankAccounts.company_id,
    })
    .from(bankAccounts)
    .innerJoin(banks, eq(banks.id, bankAccounts.bank_id))
    .where(and(eq(bankAccounts.status, enabled), eq(banks.status, enabled), currency ? eq(bankAccounts.currency_code, currency) : undefined))
    .orderBy(asc(banks.code), asc(bankAccounts.account_no));
  return rows.map(({ account_no, ...r }) => {
    const tail = hidden.has('account_no') ? '' : ` 尾号${account_no.replace(/\s/g, '').slice(-4)}`;
    const holder = hidden.has('account_name') ? '' : ` ${r.account_name}`;
    const visible = Object.fromEntries(Object.entries(r).filter(([key]) => !hidden.has(key)));
    return { ...visible, name: `${r.bank_name}${holder}${tail} (${r.currency_code})` };
  });
}

/** The company's legal entities (主体) for the bank-account form: identity's table, read only. */
export const companiesForSelect = (db: Executor) =>
  db.select({ id: companyTable.id, code: companyTable.code, name: companyTable.name }).from(companyTable).orderBy(asc(companyTable.code));
