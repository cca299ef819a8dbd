// What each finance entity's writes check and add beyond its declaration; routes.ts binds them to the resources.
import { invalid } from '@entrepot/server-kit';
import type { Executor } from '@entrepot/server-kit/db';
import { usedBy, type WriteRules } from '@entrepot/server-kit/entity';
import type { Outbox } from '@entrepot/server-kit/events';
import { eq } from 'drizzle-orm';
import { type ExchangeRateChanged, financeEvents } from '../domain/events.ts';
import { BASE_CURRENCY } from '../domain/rate-on-day.ts';
import { checkSubjectPlace, levelUnder } from '../domain/subject-tree.ts';
import { type bankAccount, type currency, type exchangeRate, type subject, subjectCategories } from '../entities/index.ts';
import { bankAccounts, currencies, exchangeRates, subjects } from './finance.schema.ts';

type Row = Record<string, unknown>;

const first = async <T>(rows: Promise<T[]>): Promise<T | undefined> => (await rows)[0];

async function currencyOf(exec: Executor, id: unknown, purpose: string) {
  const found = await first(
    exec
      .select({ code: currencies.code, status: currencies.status })
      .from(currencies)
      .where(eq(currencies.id, String(id))),
  );
  if (!found) throw invalid('currency_id', '币种不存在');
  if (found.status !== 'enabled') throw invalid('currency_id', `币种 ${found.code} 已停用，不能${purpose}`);
  return found.code;
}

/** A currency's writes (its changes the engine announces as `finance.currency.changed` {ids, action}). */
export function currencyRules(): WriteRules<typeof currency> {
  return {
    inUse: async (exec, currency) => {
      const id = currency.id;
      if (currency.code === BASE_CURRENCY) return '人民币是本位币，不能删除';
      return (
        (await usedBy(exec, exchangeRates, eq(exchangeRates.currency_id, id), '该币种已有汇率，不能删除，请停用')) ??
        usedBy(exec, bankAccounts, eq(bankAccounts.currency_id, id), '该币种已有银行账户使用，不能删除，请停用')
      );
    },
  };
}

export const rateKey = (code: string, day: string) => `${code}:${day}`;

export function exchangeRateRules(outbox: Outbox): WriteRules<typeof exchangeRate> {
  return {
    // Currency and effective date are fixed once written: the copied code and the key are made on create.
    derive: async (tx, input, before) => {
      if (before) return {};
      const code = await currencyOf(tx, input.currency_id, '新增汇率');
      if (code === BASE_CURRENCY) throw invalid('currency_id', '人民币是本位币，汇率恒为1，无需维护');
      return { currency_code: code, rate_key: rateKey(code, String(input.effective_date)) };
    },
    onChange: async (tx, action, row) => {
      // The one change shape {ids, action}, with what a cache of rates needs to update without reading.
      await outbox.publish(tx, financeEvents.exchangeRateChanged, {
        ids: [row.id],
        action,
        currency_code: row.currency_code,
        effective_date: row.effective_date,
        rate: action === 'delete' ? null : row.rate,
      } satisfies ExchangeRateChanged);
    },
  };
}

const categoryLabel = (c: string) => subjectCategories.find((o) => o.value === c)?.label ?? c;

export const subjectRules: WriteRules<typeof subject> = {
  // Code, parent and category are immutable: the place in the tree is checked once, on create.
  derive: async (tx: Executor, input: Row, before: Row | null) => {
    if (before) return {};
    const parent = input.parent_id
      ? await first(
          tx
            .select({ code: subjects.code, category: subjects.category, level: subjects.level })
            .from(subjects)
            .where(eq(subjects.id, String(input.parent_id))),
        )
      : null;
    if (input.parent_id && !parent) throw invalid('parent_id', '上级科目不存在');
    const node = parent ? { code: parent.code, category: parent.category, level: Number(parent.level) } : null;
    const why = checkSubjectPlace(node, { code: String(input.code), category: String(input.category) }, categoryLabel);
    if (why) throw invalid(why.field, why.message);
    return { level: levelUnder(node) };
  },
};

export const bankAccountRules: WriteRules<typeof bankAccount> = {
  // the company must exist: the declaration's reference (`mustExist`)
  derive: async (tx, input) => (input.currency_id ? { currency_code: await currencyOf(tx, input.currency_id, '用于银行账户') } : {}),
};
