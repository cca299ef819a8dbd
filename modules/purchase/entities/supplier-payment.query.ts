import { defineQuery, enumOf, money, text } from '@entrepot/entity';
import { paymentTerms } from './supplier.entity.ts';

/** The screen's hash route (routes.tsv). */
export const SUPPLIER_PAYMENT_SCREEN = '/purchase/information/supplier-payment';

/**
 * 供应商付款 (`GET supplier/payment`, export `supplier/payment/export`, screen supplier-payment): per supplier and
 * currency, what we bought, what arrived (到货金额: received − returned, at the order's price), what was paid and
 * deducted, what payment plans still wait, and 应付余额 = 到货金额 − 已付款 − 已扣款 (below 0: paid ahead) —
 * within the reader's data rules on suppliers.
 */
export const supplierPayment = defineQuery({
  name: 'purchase.supplierPayment',
  label: '供应商付款',
  permission: 'purchase.paymentPlan.read',
  defaultSort: [{ field: 'payable', dir: 'desc' }],
  fields: {
    supplier_code: text({ label: '供应商编码', max: 30, filter: 'like', sortable: true }),
    supplier_name: text({ label: '供应商名称', max: 100, filter: 'like' }),
    payment_term: enumOf({ label: '结算方式', options: paymentTerms, filter: 'equal' }),
    currency: text({ label: '币种', max: 30, filter: 'equal' }),
    ordered: money({ label: '采购金额', sortable: true }),
    received: money({ label: '到货金额', sortable: true }),
    paid: money({ label: '已付款', sortable: true }),
    deducted: money({ label: '已扣款' }),
    planned: money({ label: '待付款计划' }),
    payable: money({ label: '应付余额', sortable: true }),
    unplanned: money({ label: '未安排付款', sortable: true }),
  },
});
