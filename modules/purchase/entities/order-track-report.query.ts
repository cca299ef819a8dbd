import { date, decimal, defineQuery, enumOf, money, number, reference, text } from '@entrepot/entity';
import { purchaseTypes } from './order.entity.ts';

/** The screen's hash route (routes.tsv "purchase report: order track"). */
export const ORDER_TRACK_REPORT_SCREEN = '/purchase/report/orderTrack';

const count = (label: string) => number({ label, min: 0, max: 2_147_483_647, sortable: true });
const percent = (label: string) => decimal({ label, precision: 7, scale: 1, sortable: true });

/**
 * 采购跟踪报表 (`GET report/orderTrack`, export `report/orderTrack/export`): per supplier, how its orders of the
 * period (下单日期; 待到货, 部分到货, 已完成, 已关闭) were delivered — what was ordered and arrived, what fell due, what
 * arrived on time, what is overdue, how many days goods took — within the reader's data rules on orders
 * (README "Order track report"). The filters act on the orders before they are summed, so the source reads them
 * (server/order-track-report.ts); the hidden columns answer a value every summed order shares under a filter.
 */
export const orderTrackReport = defineQuery({
  name: 'purchase.orderTrackReport',
  label: '采购跟踪报表',
  permission: 'purchase.order.read',
  exportPermission: 'purchase.order.export',
  defaultSort: [{ field: 'amount', dir: 'desc' }],
  fields: {
    supplier: text({ label: '供应商', max: 100, sortable: true }),
    order_date: date({ label: '下单日期', filter: 'range', list: false }),
    supplier_id: reference({ label: '供应商', to: 'purchase.supplier', filter: 'equal', list: false }),
    buyer_id: reference({ label: '采购员', to: 'admin.staff', filter: 'equal', list: false }),
    purchase_type: enumOf({ label: '采购类型', options: purchaseTypes, filter: 'equal', list: false }),
    orders: count('采购单数'),
    lines: count('采购明细行'),
    quantity: count('采购数量'),
    arrived: count('已到货数量'),
    // closed lines' unreceived quantity: out of the rate's whole (arrived ÷ (ordered − closed)), shown beside it
    closed: count('已关闭数量'),
    arrival_rate: percent('到货率'),
    due_lines: count('已到期行'),
    on_time_lines: count('准时到货行'),
    on_time_rate: percent('准时率'),
    overdue_lines: count('逾期未到行'),
    avg_days: decimal({ label: '平均到货天数', precision: 9, scale: 1, sortable: true }),
    amount: money({ label: '采购金额', sortable: true }),
  },
});
