import { financeResources } from '@entrepot/module-finance/entities';
import { ResourceListPage } from '@entrepot/web/area';
import { FINANCE_LOOKUPS } from '../../entity/finance-urls.ts';
import { RateOfDayPanel } from './rate-of-day.panel.tsx';

/** 财务资料 → 汇率 (`#/finance/information/exchange-rate`): the rates by effective date, and the rate of a chosen day. */
export function ExchangeRatePage() {
  return <ResourceListPage resource={financeResources.exchangeRate} lookups={FINANCE_LOOKUPS} className="finance-page" header={<RateOfDayPanel />} />;
}
