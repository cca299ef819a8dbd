import { accountsResources, mainAccount } from '@entrepot/module-accounts/entities';
import { ResourceListPage } from '@entrepot/web/area';
import type { EntityListSlots } from '@entrepot/web/entity';
import { ACCOUNTS_LOOKUPS } from '../entity/accounts-urls.ts';
import { withoutFilters } from '../entity/without-filters.ts';
import { PlatformFilter } from '../filters/platform-filter.tsx';
import { FormPlatformProvider } from '../form/form-platform.tsx';
import { PlatformIdInput } from '../form/platform-id.input.tsx';
import { SiteInput } from '../form/site.input.tsx';

const entity = withoutFilters(mainAccount, ['platform_id', 'platform_code', 'site_ids']);
const slots: EntityListSlots = {
  filters: (list) => <PlatformFilter list={list} />,
  form: {
    inputs: {
      platform_id: (props) => <PlatformIdInput {...props} />,
      site_ids: (props) => <SiteInput {...props} />,
    },
  },
};

/** 账号管理 → 店铺 (`#/account/main-account`): shops (main accounts), their platform, sites and company. */
export function MainAccountPage() {
  return (
    <FormPlatformProvider>
      <ResourceListPage resource={accountsResources.mainAccount} entity={entity} lookups={ACCOUNTS_LOOKUPS} className="accounts-page" slots={slots} />
    </FormPlatformProvider>
  );
}
