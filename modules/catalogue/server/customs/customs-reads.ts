// The customs lookups (001 §7 Customs): the HS codes maintained (`customscodelist`), what one means
// (`code/{code}`: its elements and declared names), the HS codes of a declared name (`codeforoutletname/
// {name}`), the declared names of an HS code (`names/{id}`) and one SKU's customs detail (`customsdetail/{id}`).
import { invalid, notFound, pageAnswer, pageQueryWithFilters, parse, withoutEmpty } from '@entrepot/server-kit';
import type { Executor } from '@entrepot/server-kit/db';
import { escapeLike, likeFilter, type ServiceRow, type StoredRow } from '@entrepot/server-kit/entity';
import { and, asc, desc, eq, exists, inArray, or, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { checkHsCode, ELEMENT_SEPARATOR, type skuCustoms } from '../../entities/index.ts';
import { skus, spus } from '../catalogue.schema.ts';
import { skuCustomsTable } from '../sku-extras.schema.ts';
import { customsAuditLogs, customsElements, customsGoodsTable } from './customs.schema.ts';
import { elementsOf } from './customs-rules.ts';
import type { CustomsServices } from './customs-services.ts';

const str = (v: unknown) => String(v ?? '');
const isUuid = (v: string) => z.uuid().safeParse(v).success;

/** An HS code from a path or query, checked as the entities check it (10422 otherwise). */
export function hsCodeOf(raw: unknown, field = 'code'): string {
  const code = str(raw).trim();
  const problem = checkHsCode(code);
  if (problem) throw invalid(field, problem);
  return code;
}

/** The declared-name fields an answer shows (the elements as they are stored: values joined by `|`). */
const goodsColumns = {
  id: customsGoodsTable.id,
  name: customsGoodsTable.name,
  name_en: customsGoodsTable.name_en,
  hs_code: customsGoodsTable.hs_code,
  unit: customsGoodsTable.unit,
  currency: customsGoodsTable.currency,
  min_value: customsGoodsTable.min_value,
  max_value: customsGoodsTable.max_value,
  tax_rebate_rate: customsGoodsTable.tax_rebate_rate,
  elements: customsGoodsTable.elements,
};

/** The elements of an HS code, each with the declared name's value at its position. */
export function pairElements(elements: { name: string; mandatory: boolean | null; hint: string | null }[], values: unknown) {
  const parts = str(values) === '' ? [] : str(values).split(ELEMENT_SEPARATOR);
  return elements.map((e, i) => ({ name: e.name, mandatory: e.mandatory !== false, hint: e.hint, value: parts[i]?.trim() ?? '' }));
}

const codeListQuery = pageQueryWithFilters.extend({ keyword: z.string().trim().max(100).optional() });

/** `customscodelist?keyword&page&per_page`: the HS codes with elements or declared names, by code. */
export async function customsCodeList(exec: Executor, query: unknown) {
  const q = parse(codeListQuery, withoutEmpty(query));
  const codes = exec
    .select({ hs_code: customsElements.hs_code })
    .from(customsElements)
    .union(exec.select({ hs_code: customsGoodsTable.hs_code }).from(customsGoodsTable))
    .as('codes');
  // Qualified by hand: inside the correlated subqueries an unqualified hs_code would be their own table's.
  const code = sql.raw('"codes"."hs_code"');
  const named = (condition: SQL) =>
    exists(
      exec
        .select({ one: sql`1` })
        .from(customsGoodsTable)
        .where(and(sql`${customsGoodsTable.hs_code} = ${code}`, condition)),
    );
  const where = q.keyword
    ? or(
        sql`${code} like ${`${escapeLike(q.keyword!)}%`}`,
        named(or(likeFilter(customsGoodsTable.name, q.keyword), likeFilter(customsGoodsTable.name_en, q.keyword))!),
      )
    : undefined;
  const [rows, [total]] = await Promise.all([
    exec
      .select({
        hs_code: codes.hs_code,
        element_count: sql<number>`(select count(*) from ${customsElements} where ${customsElements.hs_code} = ${code})::int`,
        goods_count: sql<number>`(select count(*) from ${customsGoodsTable} where ${customsGoodsTable.hs_code} = ${code})::int`,
        elements: sql<string>`coalesce((select string_agg(${customsElements.name}, ${ELEMENT_SEPARATOR} order by ${customsElements.sort}) from ${customsElements} where ${customsElements.hs_code} = ${code}), '')`,
        names: sql<string>`coalesce((select string_agg(${customsGoodsTable.name}, '、' order by ${customsGoodsTable.name}) from ${customsGoodsTable} where ${customsGoodsTable.hs_code} = ${code}), '')`,
      })
      .from(codes)
      .where(where)
      .orderBy(asc(codes.hs_code))
      .limit(q.per_page)
      .offset((q.page - 1) * q.per_page),
    exec.select({ n: sql<number>`count(*)::int` }).from(codes).where(where),
  ]);
  return pageAnswer(rows, total?.n ?? 0, q);
}

/** `code/{code}`: what an HS code means here: its elements in order and its declared names with their values. */
export async function hsCodeMeaning(exec: Executor, raw: unknown) {
  const hs = hsCodeOf(raw);
  const [elements, goods] = await Promise.all([
    elementsOf(exec, hs),
    exec.select(goodsColumns).from(customsGoodsTable).where(eq(customsGoodsTable.hs_code, hs)).orderBy(asc(customsGoodsTable.name)),
  ]);
  if (elements.length === 0 && goods.length === 0) throw notFound(`HS编码 ${hs}`);
  return {
    hs_code: hs,
    elements: elements.map((e) => ({ sort: e.sort, name: e.name, mandatory: e.mandatory !== false, hint: e.hint })),
    goods: goods.map((g) => ({ ...g, element_values: pairElements(elements, g.elements) })),
  };
}

/**
 * `codeforoutletname/{name}`: the HS codes a declared name (中文 or 英文, any case) is declared under: the
 * declared names (报关品名) first; when none has it, the HS codes reviewed SKUs declare it under, counting only the
 * SKUs the reader may see (`skuScope`, the SKU data rules).
 */
export async function codesForName(exec: Executor, raw: unknown, skuScope?: SQL) {
  const name = str(raw).trim();
  if (!name) throw invalid('name', '请输入申报品名');
  const lower = name.toLowerCase();
  const goods = await exec
    .select(goodsColumns)
    .from(customsGoodsTable)
    .where(or(sql`lower(${customsGoodsTable.name}) = ${lower}`, sql`lower(${customsGoodsTable.name_en}) = ${lower}`))
    .orderBy(asc(customsGoodsTable.hs_code));
  if (goods.length) return goods.map((g) => ({ hs_code: g.hs_code, source: 'goods' as const, goods: g, sku_count: null }));
  const declared = await exec
    .select({ hs_code: skuCustomsTable.hs_code, n: sql<number>`count(*)::int` })
    .from(skuCustomsTable)
    .where(
      and(
        eq(skuCustomsTable.audit_status, 'approved'),
        or(sql`lower(${skuCustomsTable.declared_name}) = ${lower}`, sql`lower(${skuCustomsTable.declared_name_en}) = ${lower}`),
        skuScope ? inArray(skuCustomsTable.sku_id, exec.select({ id: skus.id }).from(skus).where(skuScope)) : undefined,
      ),
    )
    .groupBy(skuCustomsTable.hs_code)
    .orderBy(desc(sql`count(*)`), asc(skuCustomsTable.hs_code));
  return declared.map((d) => ({ hs_code: d.hs_code, source: 'sku' as const, goods: null, sku_count: d.n }));
}

/** `names/{id}`: the declared names kept for an HS code (`id` the code, or a declared name's id: its code's names). */
export async function namesOf(exec: Executor, raw: unknown) {
  const id = str(raw).trim();
  let hs = id;
  if (isUuid(id)) {
    const [goods] = await exec.select({ hs: customsGoodsTable.hs_code }).from(customsGoodsTable).where(eq(customsGoodsTable.id, id));
    if (!goods) throw notFound('报关品名');
    hs = goods.hs;
  } else hs = hsCodeOf(id, 'id');
  return exec
    .select({
      id: customsGoodsTable.id,
      name: customsGoodsTable.name,
      name_en: customsGoodsTable.name_en,
      unit: customsGoodsTable.unit,
      hs_code: customsGoodsTable.hs_code,
    })
    .from(customsGoodsTable)
    .where(eq(customsGoodsTable.hs_code, hs))
    .orderBy(asc(customsGoodsTable.name));
}

/** The declared name a SKU's customs data names (same HS code, same Chinese name in any case), or null. */
export async function goodsOfDeclaration(exec: Executor, hsCode: unknown, declaredName: unknown) {
  const [goods] = await exec
    .select(goodsColumns)
    .from(customsGoodsTable)
    .where(and(eq(customsGoodsTable.hs_code, str(hsCode)), sql`lower(${customsGoodsTable.name}) = lower(${str(declaredName)})`))
    .limit(1);
  return goods ?? null;
}

/** The SKU a path names: its id or its code (any case), within the caller's data rules. */
export async function skuOf(exec: Executor, raw: unknown, scope?: SQL) {
  const key = str(raw).trim();
  const by = isUuid(key) ? eq(skus.id, key) : sql`lower(${skus.code}) = ${key.toLowerCase()}`;
  const [row] = await exec
    .select({
      id: skus.id,
      code: skus.code,
      name: skus.name,
      spec: skus.spec,
      status: skus.status,
      spu_id: skus.spu_id,
      spu_code: spus.code,
      spu_name: spus.name,
    })
    .from(skus)
    .innerJoin(spus, eq(spus.id, skus.spu_id))
    .where(and(by, scope));
  if (!row) throw notFound('SKU');
  return row;
}

/**
 * `customsdetail/{id}` (SKU id or code): the SKU, its customs data (null when none), the declared name it
 * names with the elements' values, and its last 20 reviews.
 */
export async function customsDetail(exec: Executor, s: CustomsServices, raw: unknown, scope?: SQL) {
  const sku = await skuOf(exec, raw, scope);
  const [stored] = (await exec.select().from(skuCustomsTable).where(eq(skuCustomsTable.sku_id, sku.id))) as StoredRow<typeof skuCustoms>[];
  const customs = stored ? (((await s.skuCustoms.expand(exec, [s.skuCustoms.toWire(stored)]))[0] as ServiceRow<typeof skuCustoms> | undefined) ?? null) : null;
  const goods = customs ? await goodsOfDeclaration(exec, customs.hs_code, customs.declared_name) : null;
  const elements = customs ? await elementsOf(exec, customs.hs_code) : [];
  const reviews = await exec
    .select({
      id: customsAuditLogs.id,
      action: customsAuditLogs.action,
      remark: customsAuditLogs.remark,
      hs_code: customsAuditLogs.hs_code,
      declared_name: customsAuditLogs.declared_name,
      declared_value: customsAuditLogs.declared_value,
      currency: customsAuditLogs.currency,
      operator: customsAuditLogs.operator,
      created_at: customsAuditLogs.created_at,
    })
    .from(customsAuditLogs)
    .where(eq(customsAuditLogs.sku_id, sku.id))
    .orderBy(desc(customsAuditLogs.created_at), desc(customsAuditLogs.id))
    .limit(20);
  return {
    sku,
    customs,
    goods: goods && { ...goods, element_values: pairElements(elements, goods.elements) },
    elements: elements.map((e) => ({ sort: e.sort, name: e.name, mandatory: e.mandatory !== false, hint: e.hint })),
    reviews: reviews.map((r) => ({ ...r, created_at: r.created_at.toISOString() })),
  };
}
