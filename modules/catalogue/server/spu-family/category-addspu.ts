// `category/addspu/list`: the categories an SPU is filed under when it is added: the leaves of the tree
// (categories without children), each with its path from the top (服装 / 上衣 / T恤) and how many SPUs the
// caller sees in it; in the tree's order (each level by 排序, then code), paged, `keyword` matching the
// code or any name on the path.
import { type PageQuery, pageAnswer, pageQuery, parse, withoutEmpty } from '@entrepot/server-kit';
import type { Executor } from '@entrepot/server-kit/db';
import { escapeLike } from '@entrepot/server-kit/entity';
import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { categories, spus } from '../catalogue.schema.ts';

const listQuery = pageQuery.extend({ keyword: z.string().trim().max(50, '关键词最多50个字符').optional() }).loose();

interface LeafRow extends Record<string, unknown> {
  id: string;
  parent_id: string | null;
  code: string;
  name: string;
  name_en: string | null;
  level: number;
  path: string;
  spu_count: number;
}

/** The leaves with their path and tree order (`ord`: each level's 排序 and code), matching `like` when given. */
const leaves = (like: string | null) => sql`
  with recursive tree as (
    select c.id, c.parent_id, c.code, c.name, c.name_en, c.level, c.name::text as path,
           lpad(coalesce(c.sort, 0)::text, 4, '0') || c.code as ord
    from ${categories} c where c.parent_id is null
    union all
    select c.id, c.parent_id, c.code, c.name, c.name_en, c.level, t.path || ' / ' || c.name,
           t.ord || '/' || lpad(coalesce(c.sort, 0)::text, 4, '0') || c.code
    from ${categories} c join tree t on c.parent_id = t.id
  )
  select * from tree t
  where not exists (select 1 from ${categories} k where k.parent_id = t.id)
    and (${like}::text is null or t.path ilike ${like} or t.code ilike ${like})`;

export async function addSpuCategories(exec: Executor, query: unknown, spuScope?: SQL) {
  const q = parse(listQuery, withoutEmpty(query));
  const like = q.keyword ? `%${escapeLike(q.keyword)}%` : null;
  const [total, page] = [
    await exec.execute<{ n: number }>(sql`select count(*)::int as n from (${leaves(like)}) l`),
    await exec.execute<LeafRow>(sql`
      select l.id, l.parent_id, l.code, l.name, l.name_en, l.level, l.path,
             (select count(*) from ${spus} where ${spus.category_id} = l.id and ${spuScope ?? sql`true`})::int as spu_count
      from (${leaves(like)}) l
      order by l.ord collate "C"
      limit ${q.per_page} offset ${(q.page - 1) * q.per_page}`),
  ];
  return pageAnswer(page.rows, total.rows[0]?.n ?? 0, q as PageQuery);
}
