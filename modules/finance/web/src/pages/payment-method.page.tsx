import { paymentMethod } from '@entrepot/module-finance/entities';
import { API, paymentMethodUrls } from '../entity/finance-urls.ts';
import { MasterDataPage } from './master-data.page.tsx';

/** 财务资料 → 付款方式 (`#/finance/information/payment-method`). */
export function PaymentMethodPage() {
  return <MasterDataPage entity={paymentMethod} urls={paymentMethodUrls} importBase={`${API}/payment/method`} />;
}
