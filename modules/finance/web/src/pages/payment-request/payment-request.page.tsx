import { Spin } from '@arco-design/web-react';
import { paymentRequest, paymentResources } from '@entrepot/module-finance/entities';
import { ApprovalLinkPage, ApprovalTab, ResourceListPage, useArea, useOpenedFromUrl } from '@entrepot/web/area';
import { type EntityRow, moneyColumn } from '@entrepot/web/entity';
import { useEffect, useState } from 'react';
import { useSearch } from 'wouter';
import { API, FINANCE_LOOKUPS, PAYMENT_REQUEST_API } from '../../entity/finance-urls.ts';

const text = (v: unknown, blank = '—') => (v == null || v === '' ? blank : String(v));
const slots = {
  detail: {
    tabs: (row: EntityRow) => [
      { key: 'approval', title: '审批', content: <ApprovalTab row={row} api={PAYMENT_REQUEST_API} submitPermission={paymentRequest.permission('submit')} /> },
    ],
  },
};

/**
 * 付款管理 → 付款申请 (`/finance/payment-voucher/apply`): the declared document's list, form with its lines, 提交审批,
 * 付款 (one or 批量付款) and 作废 asking what they need, detail with its 审批 tab (a link for an approver), log, print.
 * `?plan=` (purchasing's 付款计划 → 申请付款) opens a new request filled from that plan; `?id=` opens one's detail.
 */
export function PaymentRequestPage() {
  const { http } = useArea();
  const search = useSearch();
  const planId = new URLSearchParams(search).get('plan') ?? '';
  const { key, opened } = useOpenedFromUrl('detail');
  const [fromPlan, setFromPlan] = useState<Record<string, unknown> | null | undefined>(planId ? undefined : null);
  useEffect(() => {
    if (planId) http.get<Record<string, unknown>>(`${PAYMENT_REQUEST_API}/plan/${planId}`).then(setFromPlan, () => setFromPlan(null));
  }, [http, planId]);
  if (fromPlan === undefined) return <Spin loading style={{ display: 'block', margin: 48 }} />;
  return (
    <ResourceListPage
      key={key}
      resource={paymentResources.paymentRequest}
      lookups={FINANCE_LOOKUPS}
      className="finance-page"
      slots={slots}
      opened={fromPlan ? { create: true, values: fromPlan } : opened}
    />
  );
}

/** `#/finance/payment-voucher/applyApproval?token=`: a payment request approved from a link, without signing in. */
export function PaymentApprovalPage() {
  return (
    <ApprovalLinkPage
      noun="付款申请"
      api={`${API}/open/payment/request/approval`}
      header={(r) => [
        { label: '申请单号', value: text(r.code) },
        { label: '供应商', value: text(r.supplier_id_title, '') },
        { label: '申请金额', value: `${r.total_amount} ${r.currency_id_title ?? ''}` },
        { label: '付款方式', value: text(r.payment_method_id_title) },
        { label: '期望付款日', value: text(r.expected_date) },
        { label: '付款事由', value: text(r.reason) },
      ]}
      columns={[
        { title: '采购单号', dataIndex: 'order_code' },
        { title: 'SKU编码', dataIndex: 'sku_code' },
        { title: '应付金额', dataIndex: 'payable' },
        moneyColumn('申请金额', 'amount'),
        { title: '备注', render: (_: unknown, l: EntityRow) => text(l.remark) },
      ]}
    />
  );
}
