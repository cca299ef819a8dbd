import { bankAccount } from '@entrepot/module-finance/entities';
import { API, bankAccountUrls } from '../entity/finance-urls.ts';
import { MasterDataPage } from './master-data.page.tsx';

/** 财务资料 → 银行账户 (`#/finance/information/bank-account`): the company's own accounts. */
export function BankAccountPage() {
  return <MasterDataPage entity={bankAccount} urls={bankAccountUrls} importBase={`${API}/bank/account`} />;
}
