import { platform } from '@entrepot/module-accounts/entities';
import { API, platformUrls } from '../entity/accounts-urls.ts';
import { AccountsListPage } from './accounts-list.page.tsx';

/** 账号管理 → 平台 (`#/account/platform`): the marketplaces sold on; a platform in use cannot be deleted. */
export function PlatformPage() {
  return <AccountsListPage entity={platform} urls={platformUrls} importBase={`${API}/platforms`} />;
}
