import { Button, DatePicker, Modal } from '@arco-design/web-react';
import { BASE, deductionPlan, order, purchaseResources as R, RECEIVING_STATES, SERVICE, SETTLEABLE_STATES } from '@entrepot/module-purchase/entities';
import { ResourceListPage, saveDownload, useArea, useCan } from '@entrepot/web/area';
import type { EntityList, EntityListSlots, EntityRow, OpenedOnArrival } from '@entrepot/web/entity';
import type { MenuAction } from '@entrepot/web/widgets';
import { PURCHASE_LOOKUPS } from '../purchase-lookups.ts';
import { AlibabaImportButton, OrderAlibabaTab, payOnAlibaba } from './order-alibaba.tsx';
import { useQuotedPrices } from './order-quoted-prices.ts';
import { OrderApprovalTab, OrderArrivalsTab, OrderLinesTab } from './order-tabs.tsx';

const API = `${SERVICE}${BASE}/order`;

/** The delivery notes of these orders on a page of their own (outside the shell), ready to print. */
export const openDeliveryNotes = (ids: string[]) => window.open(`${window.location.origin}/#/purchase/order/deliveryNote?order_ids=${ids.join(',')}`, '_blank');

const among = (states: readonly string[]) => (row: EntityRow) => states.includes(String(row.status));
const receiving = among(RECEIVING_STATES);
/** Money is planned against an approved order that is not 作废 (the server refuses the others, README). */
const settleable = among(SETTLEABLE_STATES);

/**
 * 采购管理 → 采购单 (`#/purchase/management/order`): the declared list (filters, status counts, export), the form
 * with its lines under the edit lease, submit / end approval / invalidate from the row, closing what has not
 * arrived (whole order, or by SKU in the detail), planned dates, the delivery note, the PDF for the supplier, and
 * the approval with its link.
 */
export function OrderPage({ opened }: { opened?: OpenedOnArrival }) {
  const { http, bridge } = useArea();
  const can = useCan();
  const done = (list: EntityList, text: string) => () => {
    bridge.toast('success', text);
    list.refresh();
  };
  /** 关闭: what would close is shown first (`off/valid`), then closed on confirm. */
  const closeOrders = async (ids: string[], list: EntityList) => {
    const checks = await http.get<{ code: string; closable: boolean; reason: string | null; open_quantity: number }[]>(`${API}/off/valid`, {
      params: { ids: ids.join(',') },
    });
    const refused = checks.filter((c) => !c.closable);
    if (refused.length) return Modal.warning({ title: '不能关闭', content: refused.map((c) => c.reason).join('；') });
    Modal.confirm({
      title: '关闭采购单',
      content: `将关闭 ${checks.map((c) => `${c.code}（未到货 ${c.open_quantity} 件）`).join('、')} 的未到货数量，关闭后不再等待这些货物。确定关闭吗？`,
      onOk: () => http.post(`${API}/off`, { ids }).then(done(list, '已关闭')),
    });
  };
  const editPlanDates = (ids: string[], list: EntityList) => {
    let day = '';
    Modal.confirm({
      title: `修改预计到货日期（${ids.length} 个采购单）`,
      content: <DatePicker style={{ width: '100%' }} onChange={(v) => (day = v)} />,
      onOk: () => (day ? http.put(`${API}/batchEditPlanDate`, { ids, plan_date: day }).then(done(list, '预计到货日期已修改')) : Promise.reject()),
    });
  };
  /** The order as a PDF for its supplier (number, barcode, lines with prices, totals), saved as a file. */
  const downloadPdf = async (list: EntityList) => {
    for (const row of list.rows.filter((r) => list.selectedKeys.includes(r.id))) {
      const answer = await http.download(`${API}/pdf/${row.id}`).catch(() => null);
      if (!answer) return; // the HTTP client already showed why
      saveDownload(answer.blob, answer.filename ?? `采购单-${row.code}.pdf`);
    }
  };
  const slots: EntityListSlots = {
    rowActions: (row, list) => (
      <>
        {/* The supplier ships against an approved order: only then is there a delivery note to print. */}
        {receiving(row) && (
          <Button type="text" size="mini" onClick={() => openDeliveryNotes([String(row.id)])}>
            送货单
          </Button>
        )}
        {settleable(row) && can(deductionPlan.permission('create')) && (
          <Button
            type="text"
            size="mini"
            onClick={() => bridge.openTab('/purchase/paymentProcessing/deductionsPlan/add', { search: `order_id=${row.id}`, title: `扣款 ${row.code}` })}
          >
            生成扣款计划
          </Button>
        )}
        {receiving(row) && can(order.permission('off')) && (
          <Button type="text" size="mini" onClick={() => void closeOrders([String(row.id)], list).catch(() => {})}>
            关闭
          </Button>
        )}
      </>
    ),
    batchActions: (list): MenuAction[] => {
      const ids = list.selectedKeys;
      return [
        { key: 'notes', label: '打印送货单', onClick: () => openDeliveryNotes(ids) },
        { key: 'pdf', label: '下载PDF（发给供应商）', onClick: () => void downloadPdf(list) },
        { key: 'pay', label: '1688付款链接', onClick: () => void payOnAlibaba(http, ids) },
        ...(can(order.permission('invalid'))
          ? [
              {
                key: 'invalid',
                label: '批量作废',
                onClick: () =>
                  Modal.confirm({
                    title: '批量作废',
                    content: `确定作废选中的 ${ids.length} 个采购单吗？作废后不能恢复。`,
                    onOk: () => http.post(`${API}/batchInvalid`, { ids }).then(done(list, '已作废')),
                  }),
              },
            ]
          : []),
        ...(can(order.permission('off')) ? [{ key: 'off', label: '批量关闭', onClick: () => void closeOrders(ids, list).catch(() => {}) }] : []),
        ...(can(order.permission('update')) ? [{ key: 'plan', label: '修改预计到货', onClick: () => editPlanDates(ids, list) }] : []),
      ];
    },
    // An empty 单价 says the quotation's price the line will take.
    form: { useLineHints: useQuotedPrices },
    detail: {
      tabs: (row) => [
        { key: 'lines', title: '采购明细', content: <OrderLinesTab row={row} /> },
        { key: 'arrivals', title: '到货记录', content: <OrderArrivalsTab row={row} /> },
        { key: 'approval', title: '审批', content: <OrderApprovalTab row={row} /> },
        { key: 'alibaba', title: '1688订单', content: <OrderAlibabaTab row={row} /> },
      ],
    },
  };
  return <ResourceListPage resource={R.order} lookups={PURCHASE_LOOKUPS} slots={slots} opened={opened} tools={() => <AlibabaImportButton />} />;
}
