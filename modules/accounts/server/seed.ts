import { newId } from '@entrepot/server-kit';
import type { Database } from '@entrepot/server-kit/db';
import { asc, eq, inArray } from 'drizzle-orm';
import { accountKey, siteKey } from '../domain/derive.ts';
import { mainAccounts, platforms, salesAccounts, sites } from './accounts.schema.ts';
import { companyTable, staffTable } from './services.ts';

const PLATFORMS = [
  ['amazon', 'Amazon', '亚马逊'],
  ['walmart', 'Walmart', '沃尔玛'],
  ['temu', 'Temu', '拼多多跨境(Temu)'],
  ['shein', 'SHEIN', '希音'],
  ['ebay', 'eBay', '易贝'],
  ['standalone', 'Standalone', '独立站'],
] as const;

// platform, code, name, area, currency
const SITES = [
  ['amazon', 'US', '美国站', '北美', 'USD'],
  ['amazon', 'CA', '加拿大站', '北美', 'CAD'],
  ['amazon', 'MX', '墨西哥站', '北美', 'MXN'],
  ['amazon', 'UK', '英国站', '欧洲', 'GBP'],
  ['amazon', 'DE', '德国站', '欧洲', 'EUR'],
  ['amazon', 'FR', '法国站', '欧洲', 'EUR'],
  ['amazon', 'JP', '日本站', '亚太', 'JPY'],
  ['walmart', 'US', '美国站', '北美', 'USD'],
  ['walmart', 'CA', '加拿大站', '北美', 'CAD'],
  ['temu', 'US', '美国站', '北美', 'USD'],
  ['temu', 'UK', '英国站', '欧洲', 'GBP'],
  ['shein', 'US', '美国站', '北美', 'USD'],
  ['ebay', 'US', '美国站', '北美', 'USD'],
  ['standalone', 'US', '美国站', '北美', 'USD'],
] as const;

// code, name, platform, sites
const SHOPS = [
  ['AMZ-NA01', 'Amazon 北美一店', 'amazon', ['US', 'CA', 'MX']],
  ['AMZ-EU01', 'Amazon 欧洲一店', 'amazon', ['UK', 'DE', 'FR']],
  ['AMZ-JP01', 'Amazon 日本店', 'amazon', ['JP']],
  ['WMT-01', 'Walmart 旗舰店', 'walmart', ['US', 'CA']],
  ['TEMU-01', 'Temu 全托管店', 'temu', ['US', 'UK']],
  ['SHEIN-01', 'SHEIN 自营店', 'shein', ['US']],
  ['SITE-01', 'HomeLife 独立站', 'standalone', ['US']],
] as const;

// account name, shop, site, team
const ACCOUNTS = [
  ['amz-us-home', 'AMZ-NA01', 'US', '家居一组'],
  ['amz-us-outdoor', 'AMZ-NA01', 'US', '户外组'],
  ['amz-ca-home', 'AMZ-NA01', 'CA', '家居一组'],
  ['amz-mx-home', 'AMZ-NA01', 'MX', '家居一组'],
  ['amz-uk-home', 'AMZ-EU01', 'UK', '欧洲组'],
  ['amz-de-home', 'AMZ-EU01', 'DE', '欧洲组'],
  ['amz-fr-home', 'AMZ-EU01', 'FR', '欧洲组'],
  ['amz-jp-home', 'AMZ-JP01', 'JP', '日本组'],
  ['walmart-us-main', 'WMT-01', 'US', '沃尔玛组'],
  ['walmart-ca-main', 'WMT-01', 'CA', '沃尔玛组'],
  ['temu-us-main', 'TEMU-01', 'US', 'Temu组'],
  ['temu-uk-main', 'TEMU-01', 'UK', 'Temu组'],
  ['shein-us-main', 'SHEIN-01', 'US', 'SHEIN组'],
  ['site-hl-us', 'SITE-01', 'US', '独立站组'],
] as const;

/**
 * Demo platforms, sites, shops and sales accounts (only when SEED_DEMO is on: the caller decides).
 * Idempotent: every row has a unique key and is inserted with ON CONFLICT DO NOTHING, so running it at
 * every start (or twice at once) adds nothing the second time and never overwrites a user's edits.
 */
export async function seedAccounts(database: Database): Promise<void> {
  await database.tx(async (tx) => {
    await tx
      .insert(platforms)
      .values(PLATFORMS.map(([code, name_en, name_cn], i) => ({ id: newId(), code, name_en, name_cn, sort: (i + 1) * 10, enabled: true })))
      .onConflictDoNothing();
    const platformIds = new Map((await tx.select({ id: platforms.id, code: platforms.code }).from(platforms)).map((p) => [p.code, p.id]));
    const siteRows = SITES.filter(([p]) => platformIds.has(p)).map(([p, code, name, area, currency]) => ({
      id: newId(),
      platform_id: platformIds.get(p)!,
      platform_code: p,
      code,
      name,
      area,
      currency,
      enabled: true,
      site_key: siteKey(p, code),
    }));
    if (siteRows.length) await tx.insert(sites).values(siteRows).onConflictDoNothing();
    const siteIds = new Map(
      (
        await tx
          .select({ id: sites.id, key: sites.site_key })
          .from(sites)
          .where(
            inArray(
              sites.site_key,
              SITES.map(([p, c]) => siteKey(p, c)),
            ),
          )
      ).map((s) => [s.key as string, s.id]),
    );
    const [company] = await tx.select({ id: companyTable.id }).from(companyTable).orderBy(asc(companyTable.created_at)).limit(1);
    await tx
      .insert(mainAccounts)
      .values(
        SHOPS.filter(([, , p]) => platformIds.has(p)).map(([code, name, p, siteCodes]) => ({
          id: newId(),
          code,
          name,
          platform_id: platformIds.get(p)!,
          platform_code: p,
          site_ids: siteCodes.map((c) => siteIds.get(siteKey(p, c))).filter((id): id is string => id !== undefined),
          company_id: company?.id ?? null,
          status: 'enabled',
        })),
      )
      .onConflictDoNothing();
    const shops = new Map(
      (
        await tx
          .select({ id: mainAccounts.id, code: mainAccounts.code, platform_code: mainAccounts.platform_code })
          .from(mainAccounts)
          .where(
            inArray(
              mainAccounts.code,
              SHOPS.map(([c]) => c),
            ),
          )
      ).map((s) => [s.code, { id: s.id, platform: s.platform_code as string }]),
    );
    const [ops] = await tx.select({ id: staffTable.id }).from(staffTable).where(eq(staffTable.login_name, 'ops01'));
    const accountRows = ACCOUNTS.flatMap(([name, shopCode, siteCode, team]) => {
      const shop = shops.get(shopCode);
      const siteId = shop && siteIds.get(siteKey(shop.platform, siteCode));
      if (!shop || !siteId) return [];
      return [
        {
          id: newId(),
          account_name: name,
          main_account_id: shop.id,
          platform_code: shop.platform,
          site_id: siteId,
          site_code: siteCode,
          team,
          responsible_staff_id: ops?.id ?? null,
          status: 'enabled',
          account_key: accountKey(shop.platform, name),
        },
      ];
    });
    if (accountRows.length) await tx.insert(salesAccounts).values(accountRows).onConflictDoNothing();
  });
}
