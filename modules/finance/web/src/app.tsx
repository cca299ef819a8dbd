import { invoiceResources, paymentResources, financeResources as R } from '@entrepot/module-finance/entities';
import { type AreaRoutes, screenRoute } from '@entrepot/web/area';
import { FINANCE_LOOKUPS } from './entity/finance-urls.ts';
import { ExchangeRatePage } from './pages/exchange-rate/exchange-rate.page.tsx';
import { PaymentApprovalPage, PaymentRequestPage } from './pages/payment-request/payment-request.page.tsx';
import './finance.css';

/** 财务资料's derived screens: the declared resource's list, filters, form, detail, log, import and export. */
const derived = { lookups: FINANCE_LOOKUPS, className: 'finance-page' };

// Hash path → page, at the screens the resources declare (entities/resources.ts; the menus name them too).
export const routes: AreaRoutes = [
  screenRoute(R.currency, derived),
  screenRoute(R.exchangeRate, ExchangeRatePage),
  screenRoute(R.paymentMethod, derived),
  screenRoute(R.subject, derived),
  screenRoute(R.bank, derived),
  screenRoute(R.bankAccount, derived),
  // 发票管理 → 进项发票: the document's list, form with its lines, 确认入账 / 作废 (and 批量), detail, log, 导出
  screenRoute(invoiceResources.inputInvoice, derived),
  // 付款管理 → 付款申请: the same, with 提交审批, 付款 / 批量付款, 作废 and the 审批 tab
  screenRoute(paymentResources.paymentRequest, PaymentRequestPage),
  // 付款管理 → 退款单: registered while 待到账, 确认到账 with the bank's serial number (批量 too)
  screenRoute(paymentResources.refundOrder, derived),
  // Outside the shell: the approval page an approver opens from a link (spec 000 §5 public whitelist).
  // routes.tsv's applyDetail: the requests with `?id=`'s detail open (where a link to one request lands).
  ['/finance/payment-voucher/applyDetail', PaymentRequestPage],
  ['/finance/payment-voucher/applyApproval', PaymentApprovalPage],
];
