// The accounts entities' write rules (the engine applies them to every write: routes, imports, commands):
// codes copied from the referenced records (../domain/derive.ts), deletes refused while in use.
import type { Executor } from '@entrepot/server-kit/db';
import { usedBy, type WriteRules } from '@entrepot/server-kit/entity';
import { arrayContains, eq } from 'drizzle-orm';
import { mainAccountExtra, salesAccountExtra, siteExtra } from '../domain/derive.ts';
import { mainAccounts, salesAccounts, sites } from './accounts.schema.ts';
import type { AccountsServices } from './services.ts';

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

/** Sets each accounts entity's rules on its service (once, where the module mounts its routes). */
export function applyWriteRules(services: AccountsServices): void {
  const rules: [keyof AccountsServices, WriteRules][] = [
    ['platform', { inUse: platformInUse }],
    ['site', { derive: siteExtra, inUse: siteInUse }],
    ['mainAccount', { derive: mainAccountExtra, inUse: shopInUse }],
    ['salesAccount', { derive: salesAccountExtra }],
  ];
  for (const [key, rule] of rules) (services[key] as AccountsServices['platform']).withRules({ outOfScope: OUT_OF_SCOPE, ...rule });
}
