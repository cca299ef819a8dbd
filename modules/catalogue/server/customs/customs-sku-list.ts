// `skus/list`: SKUs with their customs data (报关信息) for the review screen, filterable by SKU, SPU, HS code,
// declared name and review state (未维护 = no customs data), ordered by SKU code; and its export (ours:
// `skus/list/export`, a file task, since the spec's `skus/export` is the SKU list's own export).
import type { ExportKind } from '@entrepot/hub-server/module';
import { pageAnswer, pageQueryWithFilters, parse, withoutEmpty } from '@entrepot/server-kit';
import type { Executor } from '@entrepot/server-kit/db';
import { rowScope } from '@entrepot/server-kit/entity';
import { shanghaiText, writeXlsx } from '@entrepot/server-kit/file-tasks';
import { and, asc, eq, gt, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { customsAuditStatus, sku, skuCustoms, skuStatus } from '../../entities/index.ts';
import { skus, spus } from '../catalogue.schema.ts';
import { pastedCodes } from '../lookups.ts';
import { materials } from '../reference.schema.ts';
import { skuCustomsTable as c } from '../sku-extras.schema.ts';
import { customsGoodsTable } from './customs.schema.ts';

const escapeLike = (s: string) => s.replace(/[\\%_]/g, '\\$&');
/** Review states a filter may name; `none`: the SKU has no customs data yet. */
const REVIEW_FILTERS = ['pending', 'approved', 'rejected', 'none'] as const;
const listOf = <T extends string>(raw: string | undefined, allowed: readonly T[]) =>
  (raw ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter((v): v is T => (allowed as readonly string[]).includes(v));

export const customsSkuQuery = pageQueryWithFilters.extend({
  /** SKU codes, pasted (comma, space or line separated). */
  code: z.string().max(40_000).optional(),
  /** SPU code (any case) or name, contained. */
  spu: z.string().trim().max(100).optional(),
  name: z.string().trim().max(100).optional(),
  hs_code: z.string().max(2_000).optional(),
  /** 申报品名 中文 or 英文, contained. */
  declared_name: z.string().trim().max(100).optional(),
  audit_status: z.string().max(100).optional(),
  sku_status: z.string().max(100).optional(),
});
type CustomsSkuQuery = z.infer<typeof customsSkuQuery>;

const goodsMatch = sql<
  string | null
>`(select ${customsGoodsTable.id} from ${customsGoodsTable} where ${customsGoodsTable.hs_code} = ${c.hs_code} and lower(${customsGoodsTable.name}) = lower(${c.declared_name}) limit 1)`;

const columns = {
  id: skus.id,
  code: skus.code,
  name: skus.name,
  spec: skus.spec,
  status: skus.status,
  spu_id: skus.spu_id,
  spu_code: spus.code,
  spu_name: spus.name,
  customs_id: c.id,
  customs_version: c.version,
  hs_code: c.hs_code,
  declared_name: c.declared_name,
  declared_name_en: c.declared_name_en,
  declared_value: c.declared_value,
  currency: c.currency,
  material_id: c.material_id,
  material_name: materials.name,
  usage: c.usage,
  audit_status: c.audit_status,
  audit_remark: c.audit_remark,
  auditor: c.auditor,
  audited_at: c.audited_at,
  goods_id: goodsMatch,
};

function conditions(q: CustomsSkuQuery, scope?: SQL): SQL | undefined {
  const codes = pastedCodes(q.code).map((v) => v.toLowerCase());
  const hsCodes = pastedCodes(q.hs_code);
  const review = listOf(q.audit_status, REVIEW_FILTERS);
  const states = listOf(q.sku_status, Object.keys(skuStatus.states));
  const like = (v: string) => `%${escapeLike(v)}%`;
  const stated = review.filter((r) => r !== 'none');
  return and(
    scope,
    codes.length ? inArray(sql`lower(${skus.code})`, codes) : undefined,
    q.spu ? or(sql`lower(${spus.code}) = ${q.spu.toLowerCase()}`, ilike(spus.name, like(q.spu))) : undefined,
    q.name ? ilike(skus.name, like(q.name)) : undefined,
    hsCodes.length ? inArray(c.hs_code, hsCodes) : undefined,
    q.declared_name ? or(ilike(c.declared_name, like(q.declared_name)), ilike(c.declared_name_en, like(q.declared_name))) : undefined,
    review.length ? or(stated.length ? inArray(c.audit_status, stated) : undefined, review.includes('none') ? isNull(c.id) : undefined) : undefined,
    states.length ? inArray(skus.status, states) : undefined,
  );
}

const base = (exec: Executor) =>
  exec
    .select(columns)
    .from(skus)
    .innerJoin(spus, eq(spus.id, skus.spu_id))
    .leftJoin(c, eq(c.sku_id, skus.id))
    .leftJoin(materials, eq(materials.id, c.material_id));

const countRows = async (exec: Executor, where: SQL | undefined) => {
  const [row] = await exec
    .select({ n: sql<number>`count(*)::int` })
    .from(skus)
    .innerJoin(spus, eq(spus.id, skus.spu_id))
    .leftJoin(c, eq(c.sku_id, skus.id))
    .where(where);
  return row?.n ?? 0;
};

const wire = (r: Awaited<ReturnType<ReturnType<typeof base>['execute']>>[number]) => ({ ...r, audited_at: r.audited_at?.toISOString() ?? null });

/** `skus/list?code&spu&name&hs_code&declared_name&audit_status=pending,none&sku_status&page&per_page`. */
export async function customsSkuPage(exec: Executor, query: unknown, scope?: SQL) {
  const q = parse(customsSkuQuery, withoutEmpty(query));
  const where = conditions(q, scope);
  const [rows, total] = await Promise.all([
    base(exec)
      .where(where)
      .orderBy(asc(skus.code), asc(skus.id))
      .limit(q.per_page)
      .offset((q.page - 1) * q.per_page),
    countRows(exec, where),
  ]);
  return pageAnswer(rows.map(wire), total, q);
}

const EXPORT_COLUMNS = [
  ['code', 'SKU编码'],
  ['name', 'SKU名称'],
  ['spec', '规格'],
  ['spu_code', 'SPU编码'],
  ['spu_name', 'SPU名称'],
  ['status', 'SKU状态'],
  ['hs_code', 'HS编码'],
  ['declared_name', '申报品名(中文)'],
  ['declared_name_en', '申报品名(英文)'],
  ['declared_value', '申报价值'],
  ['currency', '币种'],
  ['material_name', '材质'],
  ['usage', '用途'],
  ['audit_status', '审核状态'],
  ['audit_remark', '审核意见'],
  ['auditor', '审核人'],
  ['audited_at', '审核时间'],
  ['goods', '报关品名库'],
].map(([key, label]) => ({ key: key!, label: label! }));

const labelOf = (states: Record<string, { label: string }>, value: unknown) => states[String(value)]?.label ?? String(value);

/** A row as the export writes it: states and times in words, the review of a SKU without data 未维护. */
function exportRow(r: ReturnType<typeof wire>) {
  return {
    ...r,
    status: labelOf(skuStatus.states, r.status),
    audit_status: r.audit_status ? labelOf(customsAuditStatus.states, r.audit_status) : '未维护',
    audited_at: r.audited_at ? shanghaiText(r.audited_at) : null,
    goods: r.customs_id ? (r.goods_id ? '已维护' : '未维护') : null,
  };
}

/** The export of `skus/list` with the same filters, in SKU code order, 1,000 rows a batch (keyset). */
export function customsSkuExport(database: { db: Executor }): ExportKind {
  return {
    kind: 'catalogue.customs-skus',
    label: 'SKU报关信息',
    permission: skuCustoms.permission('export'),
    async write({ query, user, path, progress }) {
      const q = parse(customsSkuQuery, withoutEmpty(query));
      const where = conditions(q, rowScope(sku, skus, user.access));
      const total = await countRows(database.db, where);
      async function* batches() {
        let after: string | null = null;
        for (;;) {
          const rows = await base(database.db)
            .where(and(where, after === null ? undefined : gt(skus.code, after)))
            .orderBy(asc(skus.code))
            .limit(1000);
          if (rows.length === 0) return;
          yield rows.map((r) => exportRow(wire(r)));
          after = rows[rows.length - 1]!.code as string;
        }
      }
      return writeXlsx(path, EXPORT_COLUMNS, batches(), (done) => progress(done, total));
    },
  };
}
