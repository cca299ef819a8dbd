import { accountsResources, salesAccount } from '@entrepot/module-accounts/entities';
import { ResourceListPage } from '@entrepot/web/area';
import type { EntityListSlots } from '@entrepot/web/entity';
import { ACCOUNTS_LOOKUPS } from '../entity/accounts-urls.ts';
import { withoutFilters } from '../entity/without-filters.ts';
import { PlatformAccountFilter } from '../filters/platform-account-filter.tsx';
import { FormPlatformProvider } from '../form/form-platform.tsx';
import { ShopInput } from '../form/shop.input.tsx';
import { SiteInput } from '../form/site.input.tsx';

const entity = withoutFilters(salesAccount, ['platform_code', 'site_id']);
const slots: EntityListSlots = {
  filters: (list) => <PlatformAccountFilter list={list} />,
  form: {
    inputs: {
      main_account_id: (props) => <ShopInput {...props} />,
      site_id: (props) => <SiteInput {...props} />,
    },
  },
};

/** 账号管理 → 销售账号 (`#/account/sales-account`): filtered by platform + account; the form picks platform, shop, site. */
export function SalesAccountPage() {
  return (
    <FormPlatformProvider>
      <ResourceListPage resource={accountsResources.salesAccount} entity={entity} lookups={ACCOUNTS_LOOKUPS} className="accounts-page" slots={slots} />
    </FormPlatformProvider>
  );
}
