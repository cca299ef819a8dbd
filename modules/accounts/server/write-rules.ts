// The accounts entities' write rules (set on their services, so every write applies them: routes, imports, commands):
// codes copied from the referenced records (../domain/derive.ts), deletes refused while in use.
import type { Executor } from '@entrepot/server-kit/db';
import { usedBy, type WriteRules } from '@entrepot/server-kit/entity';
import { arrayContains } from 'drizzle-orm';
import { mainAccountExtra, salesAccountExtra, siteExtra } from '../domain/derive.ts';
import { mainAccounts } from './accounts.schema.ts';

export const OUT_OF_SCOPE = '无权操作该平台或账号的数据';

const idOf = (record: Record<string, unknown>) => String(record.id);

/** The declared references refuse deleting a platform, site or shop in use; a shop's sites are a list (ours). */
const siteInUse = (exec: Executor, site: Record<string, unknown>) =>
  usedBy(exec, mainAccounts, arrayContains(mainAccounts.site_ids, [idOf(site)]), '还有店铺开通了该站点，不能删除');

/** The rules of each accounts entity, by its key in the services. */
export const accountsRules: Record<'platform' | 'site' | 'mainAccount' | 'salesAccount', WriteRules> = {
  platform: { outOfScope: OUT_OF_SCOPE },
  site: { outOfScope: OUT_OF_SCOPE, derive: siteExtra, inUse: siteInUse },
  mainAccount: { outOfScope: OUT_OF_SCOPE, derive: mainAccountExtra },
  salesAccount: { outOfScope: OUT_OF_SCOPE, derive: salesAccountExtra },
};
