import { defineEntity, defineMachine, enabledLifecycle, number, status, text } from '@entrepot/entity';
import { BASE_CURRENCY } from '../domain/rate-on-day.ts';

/** Currencies are switched on and off like any master data, except the base currency. */
export const currencyStatus = defineMachine({
  ...enabledLifecycle,
  transitions: {
    ...enabledLifecycle.transitions,
    disable: { ...enabledLifecycle.transitions.disable, guard: (r) => (r.code === BASE_CURRENCY ? '人民币是本位币，不能停用' : null) },
  },
});

/** A currency (币种) the company pays or is paid in, by its ISO 4217 code; CNY is the base of every rate. */
export const currency = defineEntity({
  name: 'finance.currency',
  table: 'finance.currencies',
  label: '币种',
  titleField: 'name',
  naturalKey: ['code'],
  defaultSort: [
    { field: 'sort', dir: 'asc' },
    { field: 'code', dir: 'asc' },
  ],
  fields: {
    code: text({
      label: '币种代码',
      max: 3,
      required: true,
      unique: true,
      immutable: true,
      filter: 'batch',
      sortable: true,
      check: (v) => (/^[A-Z]{3}$/.test(v) ? null : '币种代码须为3位大写字母（ISO 4217），如 USD'),
    }),
    name: text({ label: '中文名称', max: 30, required: true, unique: true, filter: 'like', sortable: true }),
    symbol: text({ label: '符号', max: 5 }),
    sort: number({ label: '排序', min: 0, max: 9999, sortable: true }),
    status: status({ label: '状态', machine: currencyStatus, filter: 'equal' }),
    remark: text({ label: '备注', max: 200, multiline: true, list: false }),
  },
});
