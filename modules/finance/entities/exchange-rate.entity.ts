import { date, decimal, defineEntity, reference, text } from '@entrepot/entity';

/**
 * An exchange rate (汇率): one unit of the currency in CNY, from its effective date on. The rate of a day
 * is the latest whose effective date is on or before it (domain/rate-on-day.ts).
 */
export const exchangeRate = defineEntity({
  name: 'finance.exchangeRate',
  table: 'finance.exchange_rates',
  label: '汇率',
  titleField: 'currency_code',
  naturalKey: ['currency_code', 'effective_date'],
  defaultSort: [
    { field: 'effective_date', dir: 'desc' },
    { field: 'currency_code', dir: 'asc' },
  ],
  indexes: [['currency_code', '-effective_date']],
  fields: {
    currency_id: reference({ label: '币种', to: 'finance.currency', required: true, immutable: true, filter: 'equal' }),
    /** Copied from the currency by the server: rates are read by code (`rateOn(exec, 'USD', day)`). */
    currency_code: text({ label: '币种代码', max: 3, readOnly: true, filter: 'batch', sortable: true }),
    rate: decimal({ label: '汇率（兑人民币）', precision: 18, scale: 6, min: '0.000001', required: true, sortable: true }),
    effective_date: date({ label: '生效日期', required: true, immutable: true, filter: 'range', sortable: true }),
    remark: text({ label: '备注', max: 200, list: false }),
    /** `<currency>:<day>`, server-made: one rate per currency and effective date (a unique index). Never on the wire. */
    rate_key: text({ label: '同币种同生效日期的汇率', max: 20, unique: true, readOnly: true, writeOnly: true, list: false, audited: false }),
  },
});
