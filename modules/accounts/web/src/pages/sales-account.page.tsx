import { salesAccount } from '@entrepot/module-accounts/entities';
import type { EntityListSlots } from '@entrepot/web/entity';
import { API, salesAccountUrls } from '../entity/accounts-urls.ts';
import { withoutFilters } from '../entity/without-filters.ts';
import { PlatformAccountFilter } from '../filters/platform-account-filter.tsx';
import { ShopInput } from '../form/shop.input.tsx';
import { SiteInput } from '../form/site.input.tsx';
import { AccountsListPage } from './accounts-list.page.tsx';

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
  return <AccountsListPage entity={entity} urls={salesAccountUrls} slots={slots} importBase={`${API}/sales-accounts`} />;
}
