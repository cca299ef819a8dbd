// The gateway lookups every screen's selectors use: only a session is needed, but the caller's data rules
// (platforms, accounts) apply, so a user limited to some platforms sees only those.
import type { Executor } from '@entrepot/server-kit/db';
import { type DataAccess, likeFilter, rowScope } from '@entrepot/server-kit/entity';
import { and, asc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { mainAccount, platform, salesAccount, site } from '../entities/index.ts';
import { mainAccounts, platforms, salesAccounts, sites } from './accounts.schema.ts';

const all = (...parts: (SQL | undefined)[]) => and(...parts.filter((p): p is SQL => p !== undefined));

/** One code or several (`'amazon'`, `'amazon,walmart'`, `['amazon', 'walmart']`); empty → no filter. */
const codes = z
  .union([z.string().trim().max(500), z.array(z.string().trim().max(50)).max(100)])
  .optional()
  .transform((v) => (v === undefined ? [] : (Array.isArray(v) ? v : v.split(',')).map((s) => s.trim()).filter((s) => s !== '')));
const keyword = z.string().trim().max(100, '关键字最多100个字符').optional();
const paging = {
  pageNumber: z.coerce.number().int('页码必须是整数').min(1, '页码从1开始').default(1),
  pageSize: z.coerce.number().int('每页条数必须是整数').min(1, '每页至少1条').max(1000, '每页最多1000条').default(50),
};

export const platformQuery = z.looseObject({ enabled: z.boolean().optional() });
export const siteQuery = z.looseObject({ platformCode: codes });
export const areaQuery = z.looseObject({ platformCode: codes.refine((v) => v.length > 0, '请选择平台') });
export const mainAccountQuery = z.looseObject({ platformCode: codes, keyword, name: keyword, ...paging });
export const accountSelectQuery = z.looseObject({
  platformCode: codes.refine((v) => v.length > 0, '请选择平台'),
  accountName: keyword,
  ...paging,
});

export async function platformsForSelect(db: Executor, access: DataAccess | undefined) {
  return db
    .select({ code: platforms.code, name_en: platforms.name_en, name_cn: platforms.name_cn })
    .from(platforms)
    .where(all(eq(platforms.enabled, true), rowScope(platform, platforms, access)))
    .orderBy(sql`${platforms.sort} asc nulls last`, asc(platforms.code));
}

export async function sitesForSelect(db: Executor, access: DataAccess | undefined, q: z.infer<typeof siteQuery>) {
  return db
    .select({ id: sites.id, platform_code: sites.platform_code, code: sites.code, name: sites.name, area: sites.area, currency: sites.currency })
    .from(sites)
    .where(all(eq(sites.enabled, true), q.platformCode.length ? inArray(sites.platform_code, q.platformCode) : undefined, rowScope(site, sites, access)))
    .orderBy(asc(sites.platform_code), asc(sites.code));
}

/** The regions of a platform's sites (北美, 欧洲…), each with its site codes. */
export async function areasOfPlatform(db: Executor, access: DataAccess | undefined, q: z.infer<typeof areaQuery>) {
  const rows = await sitesForSelect(db, access, q);
  const byArea = new Map<string, string[]>();
  for (const r of rows) byArea.set(r.area, [...(byArea.get(r.area) ?? []), r.code]);
  return [...byArea].map(([area, site_codes]) => ({ area, site_codes })).sort((a, b) => a.area.localeCompare(b.area, 'zh'));
}

/** {list, total, pageNumber, pageSize}: the gateway's page answer. */
async function page<T>(q: { pageNumber: number; pageSize: number }, rows: (limit: number, offset: number) => Promise<T[]>, count: () => Promise<number>) {
  const [list, total] = await Promise.all([rows(q.pageSize, (q.pageNumber - 1) * q.pageSize), count()]);
  return { list, total, pageNumber: q.pageNumber, pageSize: q.pageSize };
}

export async function mainAccountsForSelect(db: Executor, access: DataAccess | undefined, q: z.infer<typeof mainAccountQuery>) {
  const kw = q.keyword ?? q.name;
  const where = all(
    eq(mainAccounts.status, 'enabled'),
    q.platformCode.length ? inArray(mainAccounts.platform_code, q.platformCode) : undefined,
    kw ? or(likeFilter(mainAccounts.name, kw), likeFilter(mainAccounts.code, kw)) : undefined,
    rowScope(mainAccount, mainAccounts, access),
  );
  return page(
    q,
    (limit, offset) =>
      db
        .select({ id: mainAccounts.id, code: mainAccounts.code, name: mainAccounts.name, platform_code: mainAccounts.platform_code })
        .from(mainAccounts)
        .where(where)
        .orderBy(asc(mainAccounts.name), asc(mainAccounts.id))
        .limit(limit)
        .offset(offset),
    async () => Number((await db.select({ n: sql<string>`count(*)` }).from(mainAccounts).where(where))[0]?.n ?? 0),
  );
}

/** The platform + account selector: enabled sales accounts of the chosen platform(s), name contains the keyword. */
export async function accountsForSelect(db: Executor, access: DataAccess | undefined, q: z.infer<typeof accountSelectQuery>) {
  const where = all(
    eq(salesAccounts.status, 'enabled'),
    inArray(salesAccounts.platform_code, q.platformCode),
    q.accountName ? likeFilter(salesAccounts.account_name, q.accountName) : undefined,
    rowScope(salesAccount, salesAccounts, access),
  );
  return page(
    q,
    (limit, offset) =>
      db
        .select({
          id: salesAccounts.id,
          account_name: salesAccounts.account_name,
          platform_code: salesAccounts.platform_code,
          site_code: salesAccounts.site_code,
          main_account_id: salesAccounts.main_account_id,
          main_account_name: mainAccounts.name,
          team: salesAccounts.team,
        })
        .from(salesAccounts)
        .innerJoin(mainAccounts, eq(mainAccounts.id, salesAccounts.main_account_id))
        .where(where)
        .orderBy(asc(salesAccounts.account_name), asc(salesAccounts.id))
        .limit(limit)
        .offset(offset),
    async () => Number((await db.select({ n: sql<string>`count(*)` }).from(salesAccounts).where(where))[0]?.n ?? 0),
  );
}
