// The selects' and checks' reads of the product screens: brands, seasons, developers, the SPU name and
// SKU code checks, the SKU search. Each answers plain data; routes.ts guards them.
import { hasAnyPermission } from '@entrepot/contract';
import { searchByNumber } from '@entrepot/hub-server/module';
import { TransitionKit } from '@entrepot/hub-server/transition-requests';
import { invalid, type RequestUser } from '@entrepot/server-kit';
import type { Database, Executor } from '@entrepot/server-kit/db';
import { escapeLike, likeFilter, rowScope } from '@entrepot/server-kit/entity';
import { and, asc, eq, ilike, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { collection, demand, infoChange, referenceResources, SAMPLE_SCREEN, sample, seasons, sku, spu, stateRequest } from '../entities/index.ts';
import { brands, skus, spus } from './catalogue.schema.ts';
import { infoChanges } from './info-change/info-change.schema.ts';
import { collections, demands, shootSchedules, tags } from './reference.schema.ts';
import { samples } from './sample/sample.schema.ts';
import { staffTable } from './services.ts';
import { stateRequests } from './state-request.schema.ts';
import { stateRequestKit } from './state-request-apply.ts';

// Codes are unique case-insensitively (the engine's unique index is on lower(code)): compared the same way,
// so the index answers instead of a scan of every SKU.
const codeIs = (column: AnyPgColumn, code: string) => sql`lower(${column}) = ${code.toLowerCase()}`;
const codeIn = (column: AnyPgColumn, codes: string[]) =>
  inArray(
    sql`lower(${column})`,
    codes.map((c) => c.toLowerCase()),
  );
/** Codes pasted one a line, or separated by commas, spaces or semicolons. */
export const pastedCodes = (raw: unknown) =>
  [
    ...new Set(
      String(raw ?? '')
        .split(/[\s,;，；]+/)
        .map((c) => c.trim())
        .filter(Boolean),
    ),
  ].slice(0, 1000);

/** Enabled brands for the SPU form's select. */
export const enabledBrands = (exec: Executor) =>
  exec
    .select({ id: brands.id, code: brands.code, name: brands.name, name_en: brands.name_en })
    .from(brands)
    .where(eq(brands.status, 'enabled'))
    .orderBy(asc(brands.code));

/** Every tag with its type, for the lists' 标签 filter (a SKU reader need not hold the tags' own read code). */
export const tagOptions = (exec: Executor) =>
  exec.select({ id: tags.id, name: tags.name, colour: tags.colour, tag_type_id: tags.tag_type_id }).from(tags).orderBy(asc(tags.name)).limit(2000);

export const seasonOptions = () => seasons.map((s) => ({ value: s.value, label: s.label }));

/** Staff who can be an SPU's developer (id and name). */
export const developers = (exec: Executor) =>
  exec.select({ id: staffTable.id, name: staffTable.name, login_name: staffTable.login_name }).from(staffTable).orderBy(asc(staffTable.name)).limit(1000);

/** `uniquename?name=&id=`: whether no other SPU has this Chinese name. */
export async function spuNameUnique(exec: Executor, name: unknown, id: unknown): Promise<{ unique: boolean }> {
  const n = String(name ?? '').trim();
  if (!n) throw invalid('name', '请输入中文名称');
  const others = typeof id === 'string' && id ? ne(spus.id, id) : undefined;
  const [row] = await exec
    .select({ id: spus.id })
    .from(spus)
    .where(others ? and(eq(spus.name, n), others) : eq(spus.name, n))
    .limit(1);
  return { unique: !row };
}

/** `common/sku/check?codes=`: which of the codes are already SKUs (or SPUs), for the create form. */
export async function existingCodes(exec: Executor, raw: unknown): Promise<{ exists: string[] }> {
  const codes = pastedCodes(raw);
  if (codes.length === 0) return { exists: [] };
  const [a, b] = await Promise.all([
    exec.select({ code: skus.code }).from(skus).where(codeIn(skus.code, codes)),
    exec.select({ code: spus.code }).from(spus).where(codeIn(spus.code, codes)),
  ]);
  return { exists: [...new Set([...a, ...b].map((r) => r.code as string))] };
}

/** `sku/search?keyword=`: up to 20 SKUs whose code or name contains the keyword (the selects' search). */
export async function searchSkus(exec: Executor, keyword: unknown, scope?: SQL) {
  const text = String(keyword ?? '').trim();
  const where = or(likeFilter(skus.code, text), likeFilter(skus.name, text));
  return exec
    .select({ id: skus.id, code: skus.code, name: skus.name, spec: skus.spec, status: skus.status })
    .from(skus)
    .where(scope ? and(where, scope) : where)
    .orderBy(asc(skus.code))
    .limit(20);
}

let stateKit: TransitionKit | undefined;
/** The state-change requests' kit, built once (the palette asks it as a person types). */
const stateRequests$ = () => {
  stateKit ??= new TransitionKit(stateRequestKit());
  return stateKit;
};

/** The catalogue's numbered documents the palette finds by the start of their number (XQ…, CJ…, BG…, ZT…, YP…, PS…). */
const NUMBERED = [
  { decl: demand, table: demands, kind: '商品需求', url: '/commodity/information/demand/detail', limit: 5 },
  { decl: sample, table: samples, kind: '样品', url: SAMPLE_SCREEN, limit: 5 },
  { decl: referenceResources.shootSchedule.entity, table: shootSchedules, kind: '拍摄排期', url: referenceResources.shootSchedule.screen!.url, limit: 5 },
  { decl: collection, table: collections, kind: '数据采集', url: '/commodity/information/data-collection/detail', limit: 5 },
  { decl: infoChange, table: infoChanges, kind: '商品信息变更', url: '/commodity/information/commodity-info-change/detail', limit: 5 },
  {
    decl: stateRequest.request,
    table: stateRequests,
    kind: '状态变更申请',
    url: '/commodity/information/approve',
    limit: 5,
    // a request none of whose SPUs and SKUs the reader may see is not found, as on its screen
    visible: (user: RequestUser) => stateRequests$().visibleRequests(stateRequests$().scopes(user.access)),
  },
];

/**
 * The palette: an exact (case-insensitive) SKU or SPU code opens its detail, and a demand, a collected link or a
 * change request is found by its number as it is typed; within the caller's rights and rules.
 */
export async function searchCatalogue(database: Database, q: string, user: RequestUser) {
  return [...(await searchCodes(database.db, q, user)), ...(await searchByNumber(database, user, q, NUMBERED))];
}

/** An exact (case-insensitive) SKU or SPU code: the record the reader may read, as a palette hit. */
export async function searchCodes(exec: Executor, q: string, user: RequestUser) {
  const code = q.trim().toUpperCase();
  if (code.length < 2 || code.length > 40) return [];
  const kinds = [
    { kind: 'SKU', decl: sku, table: skus, page: 'sku' },
    { kind: 'SPU', decl: spu, table: spus, page: 'spu' },
  ] as const;
  const hits: { kind: string; code: string; title: string; url: string }[] = [];
  for (const { kind, decl, table, page } of kinds) {
    if (!hasAnyPermission(user.isAdmin, user.permissions, decl.permission('read'))) continue;
    const rows = await exec
      .select({ id: table.id, code: table.code, name: table.name })
      .from(table)
      .where(and(codeIs(table.code, code), rowScope(decl, table, user.access)))
      .limit(1);
    hits.push(...rows.map((r) => ({ kind, code: r.code as string, title: r.name, url: `/commodity/information/${page}/detail?id=${r.id}` })));
  }
  return hits;
}

/** `spu_code?prefix=TS`: the next free SPU code of the prefix (TS021 after TS020), 3 digits at least. */
export async function nextSpuCode(exec: Executor, rawPrefix: unknown): Promise<{ code: string }> {
  const prefix = String(rawPrefix ?? '')
    .trim()
    .toUpperCase();
  if (!/^[A-Z][A-Z0-9]{0,9}$/.test(prefix) || /\d$/.test(prefix)) throw invalid('prefix', '前缀须以大写字母开头、以字母结尾，如 TS');
  const rows = await exec
    .select({ code: spus.code })
    .from(spus)
    .where(ilike(spus.code, `${escapeLike(prefix)}%`));
  const numbers = rows
    .map((r) => String(r.code).slice(prefix.length))
    .filter((tail) => /^\d+$/.test(tail))
    .map(Number);
  const next = (numbers.length ? Math.max(...numbers) : 0) + 1;
  return { code: `${prefix}${String(next).padStart(3, '0')}` };
}
