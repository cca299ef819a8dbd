import { bank } from '@entrepot/module-finance/entities';
import { API, bankUrls } from '../entity/finance-urls.ts';
import { MasterDataPage } from './master-data.page.tsx';

/** 财务资料 → 银行 (`#/finance/information/bank`). */
export function BankPage() {
  return <MasterDataPage entity={bank} urls={bankUrls} importBase={`${API}/bank`} />;
}
