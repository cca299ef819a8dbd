import { exchangeRate } from '@entrepot/module-finance/entities';
import { API, exchangeRateUrls } from '../../entity/finance-urls.ts';
import { MasterDataPage } from '../master-data.page.tsx';
import { RateOfDayPanel } from './rate-of-day.panel.tsx';

/** 财务资料 → 汇率 (`#/finance/information/exchange-rate`): the rates by effective date, and the rate of a chosen day. */
export function ExchangeRatePage() {
  return <MasterDataPage entity={exchangeRate} urls={exchangeRateUrls} importBase={`${API}/exchange`} header={<RateOfDayPanel />} />;
}
