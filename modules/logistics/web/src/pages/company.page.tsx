import { company } from '@entrepot/module-logistics/entities';
import { API, companyUrls } from '../entity/logistics-urls.ts';
import { MasterDataPage } from './master-data.page.tsx';

/** 物流管理 → 物流公司 (`#/logistics/company`). */
export function CompanyPage() {
  return <MasterDataPage entity={company} urls={companyUrls} importBase={`${API}/company`} />;
}
