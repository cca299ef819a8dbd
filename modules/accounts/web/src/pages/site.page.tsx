import { accountsResources, site } from '@entrepot/module-accounts/entities';
import { ResourceListPage } from '@entrepot/web/area';
import type { EntityListSlots } from '@entrepot/web/entity';
import { ACCOUNTS_LOOKUPS } from '../entity/accounts-urls.ts';
import { withoutFilters } from '../entity/without-filters.ts';
import { PlatformFilter } from '../filters/platform-filter.tsx';
import { FormPlatformProvider } from '../form/form-platform.tsx';
import { PlatformIdInput } from '../form/platform-id.input.tsx';

const entity = withoutFilters(site, ['platform_id', 'platform_code']);
const slots: EntityListSlots = {
  filters: (list) => <PlatformFilter list={list} />,
  form: { inputs: { platform_id: (props) => <PlatformIdInput {...props} /> } },
};

/** 账号管理 → 站点 (`#/account/site`): the sites of each platform with region and currency. */
export function SitePage() {
  return (
    <FormPlatformProvider>
      <ResourceListPage resource={accountsResources.site} entity={entity} lookups={ACCOUNTS_LOOKUPS} className="accounts-page" slots={slots} />
    </FormPlatformProvider>
  );
}
