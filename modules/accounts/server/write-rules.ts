// The accounts entities' write rules (set on their services, so every write applies them: routes, imports, commands):
// codes copied from the referenced records (../domain/derive.ts), deletes refused while in use.
import type { Executor } from '@entrepot/server-kit/db';
import { usedBy, type WriteRules } from '@entrepot/server-kit/entity';
import { arrayContains, eq } from 'drizzle-orm';
import { mainAccountExtra, salesAccountExtra, siteExtra } from '../domain/derive.ts';
import { mainAccounts, salesAccounts, sites } from './accounts.schema.ts';

export const OUT_OF_SCOPE = '无权操作该平台或账号的数据';

const idOf = (record: Record<string, unknown>) => String(record.id);

const platformInUse = async (exec: Executor, platform: Record<string, unknown>) =>
  (await usedBy(exec, sites, eq(sites.platform_id, idOf(platform)), '该平台下还有站点，不能删除')) ??
  usedBy(exec, mainAccounts, eq(mainAccounts.platform_id, idOf(platform)), '该平台下还有店铺，不能删除');

const siteInUse = async (exec: Executor, site: Record<string, unknown>) =>
  (await usedBy(exec, salesAccounts, eq(salesAccounts.site_id, idOf(site)), '该站点下还有销售账号，不能删除')) ??
  usedBy(exec, mainAccounts, arrayContains(mainAccounts.site_ids, [idOf(site)]), '还有店铺开通了该站点，不能删除');

const shopInUse = (exec: Executor, shop: Record<string, unknown>) =>
  usedBy(exec, salesAccounts, eq(salesAccounts.main_account_id, idOf(shop)), '该店铺下还有销售账号，不能删除');

/** The rules of each accounts entity, by its key in the services. */
export const accountsRules: Record<'platform' | 'site' | 'mainAccount' | 'salesAccount', WriteRules> = {
  platform: { outOfScope: OUT_OF_SCOPE, inUse: platformInUse },
  site: { outOfScope: OUT_OF_SCOPE, derive: siteExtra, inUse: siteInUse },
  mainAccount: { outOfScope: OUT_OF_SCOPE, derive: mainAccountExtra, inUse: shopInUse },
  salesAccount: { outOfScope: OUT_OF_SCOPE, derive: salesAccountExtra },
};
