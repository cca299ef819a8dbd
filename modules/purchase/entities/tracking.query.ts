import { date, defineQuery, enumOf, money, number, quantity, text } from '@entrepot/entity';
import { orderLifecycle, purchaseTypes, RECEIVING_STATES } from './order.entity.ts';

const receivingStates = RECEIVING_STATES.map((value) => ({ value, ...orderLifecycle.states[value] }));

/** The screen's hash route (routes.tsv). */
export const TRACKING_SCREEN = '/purchase/management/tracking';
/** 导入导出记录 (routes.tsv `excel/excelLog`): the purchasing area's own import and export file tasks. */
export const EXCEL_LOG_SCREEN = '/purchase/excel/excelLog';

/**
 * 采购跟踪 (`track`, export `tracks/export`, screen tracking): every line of an order still receiving — what was
 * ordered, arrived, returned, closed and is still open, when it was expected and how many days it is late —
 * within the reader's data rules on orders. 逾期 = the line's planned day (else the order's) has passed with
 * goods still open.
 */
export const orderTracking = defineQuery({
  name: 'purchase.orderTracking',
  label: '采购跟踪',
  permission: 'purchase.order.read',
  defaultSort: [{ field: 'days_late', dir: 'desc' }],
  fields: {
    order_code: text({ label: '采购单号', max: 20, filter: 'like', sortable: true }),
    supplier: text({ label: '供应商', max: 100, filter: 'like' }),
    purchase_type: enumOf({ label: '采购类型', options: purchaseTypes, filter: 'equal' }),
    // Only orders still receiving are tracked: 待到货 and 部分到货.
    status: enumOf({ label: '采购单状态', options: receivingStates, filter: 'equal' }),
    buyer: text({ label: '采购员', max: 50, filter: 'like' }),
    sku_code: text({ label: 'SKU', max: 40, filter: 'like', sortable: true }),
    quantity: quantity({ label: '采购数量' }),
    received_quantity: quantity({ label: '已到货' }),
    returned_quantity: quantity({ label: '已退货' }),
    closed_quantity: quantity({ label: '已关闭' }),
    open_quantity: quantity({ label: '未到货', sortable: true }),
    price: money({ label: '单价' }),
    open_amount: money({ label: '未到货金额', sortable: true }),
    order_date: date({ label: '下单日期', filter: 'range', sortable: true }),
    plan_date: date({ label: '预计到货', filter: 'range', sortable: true }),
    days_late: number({ label: '逾期天数', min: -9999, max: 9999, filter: 'range', sortable: true }),
  },
});
