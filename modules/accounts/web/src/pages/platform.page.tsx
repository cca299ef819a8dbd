import { accountsResources } from '@entrepot/module-accounts/entities';
import { ResourceListPage } from '@entrepot/web/area';
import { ACCOUNTS_LOOKUPS } from '../entity/accounts-urls.ts';
import { FormPlatformProvider } from '../form/form-platform.tsx';

/** 账号管理 → 平台 (`#/account/platform`): the marketplaces sold on; a platform in use cannot be deleted. */
export function PlatformPage() {
  return (
    <FormPlatformProvider>
      <ResourceListPage resource={accountsResources.platform} lookups={ACCOUNTS_LOOKUPS} className="accounts-page" />
    </FormPlatformProvider>
  );
}
