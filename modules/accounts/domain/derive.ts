// What the server adds to a write: the codes copied from referenced records (the gateway and the data
// rules speak platform and site codes) and the per-platform unique keys; and the checks that the
// references exist and fit together (a site of the shop's platform; a company or a person named must exist: the
// declarations' `mustExist`).
import { invalid } from '@entrepot/server-kit';
import type { Executor } from '@entrepot/server-kit/db';
import type { StoredRow, WriteInput } from '@entrepot/server-kit/entity';
import { and, eq, inArray } from 'drizzle-orm';
import type { mainAccount, salesAccount, site } from '../entities/index.ts';
import { mainAccounts, platforms, sites } from '../server/accounts.schema.ts';

type Row = Record<string, unknown>;

export const siteKey = (platformCode: string, siteCode: string) => `${platformCode}:${siteCode}`;
export const accountKey = (platformCode: string, accountName: string) => `${platformCode}:${accountName.trim().toLowerCase()}`;

async function platformOf(exec: Executor, id: string) {
  const [row] = await exec.select({ code: platforms.code }).from(platforms).where(eq(platforms.id, id));
  if (!row) throw invalid('platform_id', '平台不存在');
  return row;
}

async function siteOf(exec: Executor, id: string, platformCode: string, field = 'site_id') {
  const [row] = await exec.select({ code: sites.code, platform_code: sites.platform_code }).from(sites).where(eq(sites.id, id));
  if (!row) throw invalid(field, '站点不存在');
  if (row.platform_code !== platformCode) throw invalid(field, '站点不属于该平台');
  return row as { code: string };
}

export async function siteExtra(exec: Executor, input: WriteInput<typeof site>, before: StoredRow<typeof site> | null): Promise<Row> {
  if (before) return {}; // platform and code are immutable
  const p = await platformOf(exec, input.platform_id as string);
  return { platform_code: p.code, site_key: siteKey(p.code, input.code as string) };
}

export async function mainAccountExtra(exec: Executor, input: WriteInput<typeof mainAccount>, before: StoredRow<typeof mainAccount> | null): Promise<Row> {
  const platformCode = before ? (before.platform_code as string) : (await platformOf(exec, input.platform_id as string)).code;
  const siteIds = input.site_ids as string[] | undefined;
  if (siteIds?.length) {
    const found = await exec
      .select({ id: sites.id })
      .from(sites)
      .where(and(inArray(sites.id, siteIds), eq(sites.platform_code, platformCode)));
    if (found.length !== new Set(siteIds).size) throw invalid('site_ids', '站点不存在或不属于该平台');
  }
  return before ? {} : { platform_code: platformCode };
}

export async function salesAccountExtra(exec: Executor, input: WriteInput<typeof salesAccount>, before: StoredRow<typeof salesAccount> | null): Promise<Row> {
  let platformCode = before?.platform_code as string | undefined;
  if (!before) {
    const [shop] = await exec
      .select({ platform_code: mainAccounts.platform_code })
      .from(mainAccounts)
      .where(eq(mainAccounts.id, input.main_account_id as string));
    if (!shop) throw invalid('main_account_id', '店铺不存在');
    platformCode = shop.platform_code as string;
  }
  const extra: Row = before ? {} : { platform_code: platformCode };
  if (input.site_id !== undefined) extra.site_code = (await siteOf(exec, input.site_id as string, platformCode!)).code;
  if (input.account_name !== undefined) extra.account_key = accountKey(platformCode!, input.account_name as string);
  return extra;
}
