import { site } from '@entrepot/module-accounts/entities';
import type { EntityListSlots } from '@entrepot/web/entity';
import { API, siteUrls } from '../entity/accounts-urls.ts';
import { withoutFilters } from '../entity/without-filters.ts';
import { PlatformFilter } from '../filters/platform-filter.tsx';
import { PlatformIdInput } from '../form/platform-id.input.tsx';
import { AccountsListPage } from './accounts-list.page.tsx';

const entity = withoutFilters(site, ['platform_id', 'platform_code']);
const slots: EntityListSlots = {
  filters: (list) => <PlatformFilter list={list} />,
  form: { inputs: { platform_id: (props) => <PlatformIdInput {...props} /> } },
};

/** 账号管理 → 站点 (`#/account/site`): the sites of each platform with region and currency. */
export function SitePage() {
  return <AccountsListPage entity={entity} urls={siteUrls} slots={slots} importBase={`${API}/sites`} />;
}
