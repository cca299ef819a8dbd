// Advertising (README "Advertising"): 同步广告账户 finds each Amazon sales account's advertising profile, 授权 records
// the seller's consent, 同步报表 reads the SP report of each day into `oms.ad_reports` (a day read again replaces
// its rows). The views over them are in ads-views.ts.
import { newId } from '@entrepot/server-kit';
import type { Database, Tx } from '@entrepot/server-kit/db';
import type { Actor } from '@entrepot/server-kit/entity';
import { and, eq, inArray } from 'drizzle-orm';
import type { AdSeller, AdsAdapter } from '../domain/ads.ts';
import { adAccounts, adReports } from './oms.schema.ts';
import { foreign, type OmsServices } from './services.ts';

const sellers = () => {
  const a = foreign.salesAccounts;
  return { a, columns: { id: a.id, account_name: a.account_name, site_code: a.site_code } };
};
const sellerOf = (r: { id: unknown; account_name: unknown; site_code: unknown }): AdSeller => ({
  id: String(r.id),
  account_name: String(r.account_name),
  site_code: String(r.site_code ?? ''),
});
const failure = (e: unknown) => `广告接口调用失败：${e instanceof Error ? e.message : String(e)}`.slice(0, 300);

/**
 * 同步广告账户: every enabled Amazon sales account with a profile gets its 广告账户, once (all of them, whoever asks:
 * the code allows it, and each reader's data rules still narrow what the lists show).
 */
export async function syncAdAccounts(tx: Tx, s: OmsServices, adapter: AdsAdapter, actor: Actor) {
  const { a, columns } = sellers();
  const accounts = await tx
    .select(columns)
    .from(a)
    .where(and(eq(a.platform_code, 'amazon'), eq(a.status, 'enabled')));
  const known = new Map(
    (await tx.select({ id: adAccounts.id, account_id: adAccounts.account_id, profile_id: adAccounts.profile_id }).from(adAccounts)).map((k) => [
      k.account_id,
      k,
    ]),
  );
  const outcome = { found: 0, created: 0 };
  for (const row of accounts) {
    const [profile] = await adapter.profiles(sellerOf(row));
    if (!profile) continue;
    outcome.found++;
    const extra = { profile_id: profile.profile_id, country: profile.country, currency: profile.currency };
    const had = known.get(row.id);
    if (!had) {
      await s.adAccount.create(tx, { account_id: row.id }, actor, extra);
      outcome.created++;
    } else if (had.profile_id !== profile.profile_id) await s.adAccount.update(tx, had.id, {}, actor, { extra });
  }
  return outcome;
}

/** 授权: the seller's consent for each chosen 广告账户; answers how many and the consent pages a person would open. */
export async function authorizeAdAccounts(tx: Tx, s: OmsServices, adapter: AdsAdapter, ids: readonly string[], actor: Actor) {
  const { a, columns } = sellers();
  const rows = await tx
    .select({ ad: adAccounts.id, ...columns })
    .from(adAccounts)
    .innerJoin(a, eq(a.id, adAccounts.account_id))
    .where(inArray(adAccounts.id, [...ids]));
  const urls: string[] = [];
  for (const r of rows) {
    const grant = await adapter.authorize(sellerOf(r));
    urls.push(grant.url);
    const extra = { auth_status: 'authorised', authorised_at: new Date(), token_expires_at: new Date(grant.expires_at), sync_error: null };
    await s.adAccount.update(tx, r.ad, {}, actor, { extra });
  }
  return { authorised: rows.length, urls };
}

/** The marketplace days to read: the `days` before today (UTC), oldest first. */
export function reportDays(days: number, now = new Date()): string[] {
  const today = Date.parse(now.toISOString().slice(0, 10));
  return Array.from({ length: days }, (_, i) => new Date(today - (days - i) * 86400_000).toISOString().slice(0, 10));
}

/**
 * 同步报表: for each chosen authorised 广告账户 (all of them without ids), the SP report of the last `days` days —
 * each day's rows replaced in one transaction per account. An expired grant is marked 授权已过期 and skipped; an
 * API failure is kept as 同步失败原因. Answers the counts.
 */
export async function syncAdReports(database: Database, s: OmsServices, adapter: AdsAdapter, o: { ids?: readonly string[]; days: number }, actor: Actor) {
  const chosen = await database.db
    .select()
    .from(adAccounts)
    .where(o.ids ? inArray(adAccounts.id, [...o.ids]) : undefined);
  const outcome = { accounts: 0, rows: 0, failed: 0, unauthorised: 0 };
  const days = reportDays(o.days);
  for (const ad of chosen) {
    const expired = ad.token_expires_at !== null && new Date(String(ad.token_expires_at)) < new Date();
    if (ad.auth_status !== 'authorised' || expired) {
      outcome.unauthorised++;
      if (expired && ad.auth_status === 'authorised')
        await database.tx((tx) => s.adAccount.update(tx, ad.id, {}, actor, { extra: { auth_status: 'expired', sync_error: '授权已过期，请重新授权' } }));
      continue;
    }
    const profile = { profile_id: String(ad.profile_id), country: String(ad.country), currency: String(ad.currency) };
    try {
      const read = await Promise.all(days.map(async (day) => ({ day, lines: await adapter.spReport(profile, day) })));
      await database.tx(async (tx) => {
        for (const { day, lines } of read) {
          await tx.delete(adReports).where(and(eq(adReports.ad_account_id, ad.id), eq(adReports.report_date, day)));
          if (lines.length)
            await tx
              .insert(adReports)
              .values(lines.map((l) => ({ id: newId(), ad_account_id: ad.id, account_id: ad.account_id, report_date: day, currency: profile.currency, ...l })));
          outcome.rows += lines.length;
        }
        const through = read.filter((r) => r.lines.length).at(-1)?.day ?? ad.synced_through;
        await s.adAccount.update(tx, ad.id, {}, actor, { extra: { synced_at: new Date(), synced_through: through, sync_error: null } });
      });
      outcome.accounts++;
    } catch (e) {
      outcome.failed++;
      await database.tx((tx) => s.adAccount.update(tx, ad.id, {}, actor, { extra: { sync_error: failure(e) } }));
    }
  }
  return outcome;
}
