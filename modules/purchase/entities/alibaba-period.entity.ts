import { children, date, datetime, defineEntity, enumOf, money, reference, text } from '@entrepot/entity';

/** A 1688 credit period's state (README "1688 period"). */
export const periodStatuses = [
  { value: 'open', label: '未出账', color: 'blue' },
  { value: 'billed', label: '待还款', color: 'orange' },
  { value: 'paid', label: '已还款', color: 'green' },
  { value: 'overdue', label: '已逾期', color: 'red' },
] as const;

/** `2026-11`: a month as a period names it. */
export const monthProblem = (v: string): string | null => (/^\d{4}-(0[1-9]|1[0-2])$/.test(v) ? null : '账期月份格式应为 2026-11');

/** Where a period's figures came from: 1688 through the adapter, or a sheet. */
export const periodSources = [
  { value: 'sync', label: '1688同步' },
  { value: 'import', label: '表格导入' },
] as const;

/** 账期账单: a 1688 order charged to the period, and our purchase order that carries its number. */
export const alibabaPeriodBill = defineEntity({
  name: 'purchase.alibabaPeriodBill',
  table: 'purchase.alibaba_period_bills',
  label: '账期账单',
  titleField: 'order_no',
  fields: {
    period_id: reference({ label: '1688账期', to: 'purchase.alibabaPeriod', required: true, filter: 'equal' }),
    order_no: text({ label: '1688订单号', max: 20, required: true, filter: 'batch' }),
    order_date: date({ label: '下单日期', required: true }),
    amount: money({ label: '订单金额', required: true, min: '0' }),
    refund_amount: money({ label: '退款金额', min: '0' }),
    purchase_order_id: reference({ label: '采购单', to: 'purchase.order', readOnly: true, importable: false }),
  },
});

/**
 * 1688账期 (`/purchase/information/alibaba-period`): what a 1688 seller lent us for a month (先采后付) — the 1688
 * orders charged to it, the bill, what was repaid and by when — from 1688 through the adapter or from a sheet,
 * each period saying which and when. The figures are 1688's: read here, never edited by hand.
 */
export const alibabaPeriod = defineEntity({
  name: 'purchase.alibabaPeriod',
  table: 'purchase.alibaba_periods',
  label: '1688账期',
  titleField: 'period_no',
  naturalKey: ['period_no'],
  defaultSort: [{ field: 'month', dir: 'desc' }],
  counts: 'status',
  document: { lines: 'bills', sums: { bill_amount: 'amount' } },
  indexes: [['seller', 'month']],
  fields: {
    period_no: text({ label: '账期编号', max: 40, required: true, unique: true, filter: 'batch', sortable: true }),
    seller: text({ label: '1688卖家', max: 100, required: true, filter: 'like', sortable: true }),
    supplier_id: reference({ label: '供应商', to: 'purchase.supplier', readOnly: true, importable: false, filter: 'equal' }),
    month: text({ label: '账期月份', max: 7, required: true, check: monthProblem, filter: 'equal', sortable: true }),
    bill_date: date({ label: '出账日', required: true }),
    due_date: date({ label: '还款日', required: true, filter: 'range', sortable: true }),
    bill_amount: money({ label: '账单金额', readOnly: true, importable: false, sortable: true }),
    paid_amount: money({ label: '已还金额', min: '0' }),
    status: enumOf({ label: '状态', options: periodStatuses, required: true, filter: 'equal' }),
    source: enumOf({ label: '数据来源', options: periodSources, readOnly: true, importable: false, filter: 'equal' }),
    synced_at: datetime({ label: '数据时间', readOnly: true, importable: false, sortable: true }),
    bills: children({ label: '账期账单', entity: alibabaPeriodBill, foreignKey: 'period_id', max: 500, required: true }),
  },
});
