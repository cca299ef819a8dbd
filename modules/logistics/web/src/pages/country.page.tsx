import { country } from '@entrepot/module-logistics/entities';
import { API, countryUrls } from '../entity/logistics-urls.ts';
import { MasterDataPage } from './master-data.page.tsx';

/** 物流管理 → 国家/地区 (`#/logistics/country`): the ISO 3166-1 list the country dropdowns read. */
export function CountryPage() {
  return <MasterDataPage entity={country} urls={countryUrls} importBase={`${API}/country`} />;
}
