// `spu/option/export`: the SPUs' variant rows (规格 / 规格值 / 规格编码 / 顺序, the SPU form's 规格 table, with how
// many SKUs use each value) as an xlsx answered at once (a blob), read in keyset batches of SPUs and streamed
// into the file, within the caller's SPU data rules. Filters: `ids` (SPU ids), `code` (SPU codes, pasted),
// `category_id`, `status` (one or several), `dimension` (one dimension, e.g. 颜色).
import { invalid, parse, requestUser, withoutEmpty } from '@entrepot/server-kit';
import type { Executor } from '@entrepot/server-kit/db';
import { type Route, rowScope } from '@entrepot/server-kit/entity';
import { sendXlsx } from '@entrepot/server-kit/file-tasks';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { spu, spuStatus } from '../../entities/index.ts';
import { skus, spuOptions, spus } from '../catalogue.schema.ts';
import { pastedCodes } from '../lookups.ts';
import { stateLabel } from '../state-request-rules.ts';

const COLUMNS = [
  { key: 'spu_code', label: 'SPU编码' },
  { key: 'spu_name', label: 'SPU名称' },
  { key: 'status', label: '状态' },
  { key: 'dimension', label: '规格' },
  { key: 'value', label: '规格值' },
  { key: 'code', label: '规格编码' },
  { key: 'position', label: '顺序' },
  { key: 'sku_count', label: 'SKU数' },
];
const BATCH = 500;

const list = (v: unknown) => (Array.isArray(v) ? v : String(v ?? '').split(',')).map((x) => String(x).trim()).filter(Boolean);
const filters = z.looseObject({
  ids: z
    .unknown()
    .transform(list)
    .pipe(z.array(z.uuid('SPU编号不正确')).max(1000, '最多1000个SPU'))
    .optional(),
  code: z.unknown().transform(pastedCodes).optional(),
  category_id: z.uuid('分类不正确').optional(),
  status: z
    .unknown()
    .transform(list)
    .pipe(z.array(z.enum(Object.keys(spuStatus.states) as [string, ...string[]], '状态不正确')))
    .optional(),
  dimension: z.string().trim().max(20, '规格最多20个字符').optional(),
});
type Filters = z.output<typeof filters>;

function spuWhere(f: Filters, scope?: SQL): SQL | undefined {
  return and(
    f.ids?.length ? inArray(spus.id, f.ids) : undefined,
    f.code?.length
      ? inArray(
          sql`lower(${spus.code})`,
          f.code.map((c) => c.toLowerCase()),
        )
      : undefined,
    f.category_id ? eq(spus.category_id, f.category_id) : undefined,
    f.status?.length ? inArray(spus.status, f.status) : undefined,
    scope,
  );
}

type Cell = string | number | null;
type SpuRow = { id: unknown; code: unknown; name: unknown; status: unknown };

/** The option rows of the filtered SPUs, batch by batch of SPUs (ordered by code, then id). */
async function* optionRows(exec: Executor, f: Filters, scope?: SQL): AsyncGenerator<Record<string, Cell>[]> {
  let after: { code: string; id: string } | null = null;
  for (;;) {
    const page: SpuRow[] = await exec
      .select({ id: spus.id, code: spus.code, name: spus.name, status: spus.status })
      .from(spus)
      .where(and(spuWhere(f, scope), after ? sql`(${spus.code} collate "C", ${spus.id}) > (${after.code}::text collate "C", ${after.id}::uuid)` : undefined))
      .orderBy(sql`${spus.code} collate "C"`, asc(spus.id))
      .limit(BATCH);
    if (page.length === 0) return;
    const ids = page.map((p) => String(p.id));
    const options = await exec
      .select()
      .from(spuOptions)
      .where(and(inArray(spuOptions.spu_id, ids), f.dimension ? eq(spuOptions.dimension, f.dimension) : undefined))
      .orderBy(asc(spuOptions.position), asc(spuOptions.id));
    const uses = await valueUses(exec, ids);
    const rows: Record<string, Cell>[] = [];
    for (const p of page)
      for (const o of options.filter((x) => x.spu_id === p.id))
        rows.push({
          spu_code: String(p.code),
          spu_name: String(p.name),
          status: stateLabel('spu', String(p.status)),
          dimension: o.dimension,
          value: o.value,
          code: o.code,
          position: Number(o.position ?? 0),
          sku_count: uses.get(`${p.id}\u0000${o.dimension}\u0000${o.code}`) ?? 0,
        });
    yield rows;
    const last = page.at(-1)!;
    after = { code: String(last.code), id: String(last.id) };
  }
}

/** How many SKUs of these SPUs use each value: `spu\0dimension\0code` → count. */
async function valueUses(exec: Executor, spuIds: string[]): Promise<Map<string, number>> {
  const result = await exec.execute<{ spu_id: string; dimension: string; code: string; n: number }>(sql`
    select s.spu_id, v->>'dimension' as dimension, v->>'code' as code, count(*)::int as n
    from ${skus} s cross join lateral jsonb_array_elements(coalesce(s.option_values, '[]'::jsonb)) v
    where s.spu_id in (${sql.join(
      spuIds.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})
    group by 1, 2, 3`);
  return new Map(result.rows.map((r) => [`${r.spu_id}\u0000${r.dimension}\u0000${r.code}`, r.n]));
}

export function optionExport(exec: Executor, permission: string): Route {
  return {
    config: { permission },
    handler: async (request, reply) => {
      const f = parse(filters, withoutEmpty(request.query));
      if (f.ids && f.ids.length === 0) throw invalid('ids', 'SPU编号不正确');
      const scope = rowScope(spu, spus, requestUser(request).access);
      return sendXlsx(reply, `SPU规格-${new Date().toISOString().slice(0, 10)}.xlsx`, COLUMNS, optionRows(exec, f, scope));
    },
  };
}
