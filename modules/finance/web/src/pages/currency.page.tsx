import { currency } from '@entrepot/module-finance/entities';
import { API, currencyUrls } from '../entity/finance-urls.ts';
import { MasterDataPage } from './master-data.page.tsx';

/** 财务资料 → 币种 (`#/finance/information/currency`). */
export function CurrencyPage() {
  return <MasterDataPage entity={currency} urls={currencyUrls} importBase={`${API}/currency`} />;
}
