// The accounts entities' write rules (set on their services, so every write applies them: routes, imports, commands):
// codes copied from the referenced records (../domain/derive.ts), deletes refused while in use.
import type { Executor } from '@entrepot/server-kit/db';
import { type StoredRow, usedBy, type WriteRules } from '@entrepot/server-kit/entity';
import { arrayContains } from 'drizzle-orm';
import { mainAccountExtra, salesAccountExtra, siteExtra } from '../domain/derive.ts';
import type { mainAccount, platform, salesAccount, site } from '../entities/index.ts';
import { mainAccounts } from './accounts.schema.ts';

export const OUT_OF_SCOPE = '无权操作该平台或账号的数据';

/** The declared references refuse deleting a platform, site or shop in use; a shop's sites are a list (ours). */
const siteInUse = (exec: Executor, record: StoredRow<typeof site>) =>
  usedBy(exec, mainAccounts, arrayContains(mainAccounts.site_ids, [record.id]), '还有店铺开通了该站点，不能删除');

/** The rules of each accounts entity, by its key in the services. */
export const accountsRules: {
  platform: WriteRules<typeof platform>;
  site: WriteRules<typeof site>;
  mainAccount: WriteRules<typeof mainAccount>;
  salesAccount: WriteRules<typeof salesAccount>;
} = {
  platform: { outOfScope: OUT_OF_SCOPE },
  site: { outOfScope: OUT_OF_SCOPE, derive: siteExtra, inUse: siteInUse },
  mainAccount: { outOfScope: OUT_OF_SCOPE, derive: mainAccountExtra },
  salesAccount: { outOfScope: OUT_OF_SCOPE, derive: salesAccountExtra },
};
