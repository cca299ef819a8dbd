// 异常商品 (`GET spu/abnormal`, screen /commodity/information/abnormal-commodity): the SKUs whose master data
// is not complete enough to be bought, shipped, declared or listed — read from the data itself each time,
// never stored, so a SKU leaves the list as soon as its gap is filled. Retired SKUs are left out.
import { pageAnswer, pageQueryWithFilters, parse, withoutEmpty } from '@entrepot/server-kit';
import type { Executor } from '@entrepot/server-kit/db';
import { and, asc, ilike, ne, or, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { skus, spus } from '../catalogue.schema.ts';
import { packageSizes } from '../reference.schema.ts';
import { skuCustomsTable } from '../sku-extras.schema.ts';

/** Each kind of gap: its label and the condition on a SKU row. */
export const PROBLEMS = {
  no_main_image: { label: '缺主图', when: sql`${skus.main_image} is null` },
  no_sale_price: { label: '缺销售价', when: sql`${skus.sale_price} is null` },
  no_cost_price: { label: '缺成本价', when: sql`${skus.cost_price} is null` },
  no_package_size: { label: '缺包装尺寸', when: sql`not exists (select 1 from ${packageSizes} where ${packageSizes.sku_id} = ${skus.id})` },
  no_customs: { label: '缺报关信息', when: sql`not exists (select 1 from ${skuCustomsTable} where ${skuCustomsTable.sku_id} = ${skus.id})` },
  no_brand: { label: 'SPU缺品牌', when: sql`exists (select 1 from ${spus} where ${spus.id} = ${skus.spu_id} and ${spus.brand_id} is null)` },
} as const;
export type ProblemKind = keyof typeof PROBLEMS;
const KINDS = Object.keys(PROBLEMS) as ProblemKind[];

export const abnormalQuery = pageQueryWithFilters.extend({
  kind: z.enum(KINDS, '异常类型不正确').optional(),
  code: z.string().trim().max(100).optional(),
  status: z.enum(['developing', 'on_sale', 'suspended', 'clearance'], 'SKU状态不正确').optional(),
});

/** The filters' conditions: `base` (not retired, the caller's rules, code/name, status) and `gap` (the kind, or any). */
export function abnormalConditions(q: z.output<typeof abnormalQuery>, scope: SQL | undefined) {
  const base = and(
    ne(skus.status, 'retired'),
    scope,
    q.code ? or(ilike(skus.code, `%${q.code}%`), ilike(skus.name, `%${q.code}%`)) : undefined,
    q.status ? sql`${skus.status} = ${q.status}` : undefined,
  );
  const gap = q.kind
    ? PROBLEMS[q.kind].when
    : sql`(${sql.join(
        KINDS.map((k) => PROBLEMS[k].when),
        sql` or `,
      )})`;
  return { base, gap };
}

/** A SKU row of the list: its header and every gap it has (the kinds' keys). */
export const abnormalColumns = {
  id: skus.id,
  code: skus.code,
  name: skus.name,
  status: skus.status,
  spu_id: skus.spu_id,
  spu_code: sql<string>`(select ${spus.code} from ${spus} where ${spus.id} = ${skus.spu_id})`,
  problems: sql<ProblemKind[]>`array_remove(array[${sql.join(
    KINDS.map((k) => sql`case when ${PROBLEMS[k].when} then ${k} end`),
    sql`, `,
  )}]::text[], null)`,
};

/** The page of SKUs with a gap (of `kind`, or of any kind), each with all its gaps, and the count of each kind. */
export async function abnormalSkus(exec: Executor, rawQuery: unknown, scope: SQL | undefined) {
  const q = parse(abnormalQuery, withoutEmpty(rawQuery));
  const { base, gap } = abnormalConditions(q, scope);
  const counted = sql.join(
    KINDS.map((k) => sql`count(*) filter (where ${PROBLEMS[k].when})::int as ${sql.identifier(k)}`),
    sql`, `,
  );
  const [counts] = (await exec.execute<Record<string, number>>(sql`select count(*) filter (where ${gap})::int as total, ${counted} from ${skus} where ${base}`))
    .rows;
  const rows = await exec
    .select(abnormalColumns)
    .from(skus)
    .where(and(base, gap))
    .orderBy(asc(skus.code))
    .limit(q.per_page)
    .offset((q.page - 1) * q.per_page);
  const list = rows.map((r) => ({ ...r, problem_labels: r.problems.map((k) => PROBLEMS[k].label) }));
  return {
    ...pageAnswer(list, Number(counts?.total ?? 0), q),
    kinds: KINDS.map((k) => ({ kind: k, label: PROBLEMS[k].label, count: Number(counts?.[k] ?? 0) })),
  };
}
