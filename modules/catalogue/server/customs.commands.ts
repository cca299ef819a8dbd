// A SKU's customs declaration data (报关信息): the write rules every writer applies (customs/add|edit, the
// imports, the review), and the `sku/custom_code` lookup logistics uses to declare parcels (`reviewed=1`:
// only data a reviewer passed).
import { invalid, parse } from '@entrepot/server-kit';
import type { Executor } from '@entrepot/server-kit/db';
import type { WriteRules } from '@entrepot/server-kit/entity';
import { and, asc, eq, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { skus } from './catalogue.schema.ts';
import { sameValue } from './import-env.ts';
import { pastedCodes } from './lookups.ts';
import { materials } from './reference.schema.ts';
import { skuCustomsTable } from './sku-extras.schema.ts';
import type { SkuExtrasServices } from './sku-extras-services.ts';

const str = (v: unknown) => String(v ?? '');

/** The declared values a review passes: changing one sends the data back to 待审核. */
const REVIEWED_FIELDS = ['hs_code', 'declared_name', 'declared_name_en', 'declared_value', 'currency', 'material_id', 'usage'] as const;

/**
 * The SKU exists and has no other declaration; a material, when named, is one in use (启用). Reviewed or
 * rejected data whose declared values change waits for a new review.
 */
export const customsRules: WriteRules = {
  derive: async (_exec, input, before) => {
    if (!before || before.audit_status === 'pending') return {};
    const changed = REVIEWED_FIELDS.some((k) => k in input && !sameValue(before[k], input[k]));
    return changed ? { audit_status: 'pending', audit_remark: null, auditor: null, audited_at: null } : {};
  },
  check: async (exec, after, before) => {
    const [sku] = await exec
      .select({ code: skus.code })
      .from(skus)
      .where(eq(skus.id, str(after.sku_id)));
    if (!sku) return 'SKU不存在';
    const [other] = await exec
      .select({ id: skuCustomsTable.id })
      .from(skuCustomsTable)
      .where(and(eq(skuCustomsTable.sku_id, str(after.sku_id)), before ? ne(skuCustomsTable.id, str(before.id)) : undefined))
      .limit(1);
    if (other) return `SKU ${sku.code} 已有报关信息，请编辑`;
    const materialId = after.material_id;
    if (materialId == null || materialId === before?.material_id) return null;
    const [material] = await exec
      .select({ status: materials.status })
      .from(materials)
      .where(eq(materials.id, str(materialId)));
    if (!material) return '材质不存在';
    return material.status === 'enabled' ? null : '材质已停用';
  },
};

const lookupQuery = z.looseObject({
  sku_id: z.string().optional(),
  /** SKU codes, comma- or line-separated (a shipment's SKUs at once). */
  codes: z.string().optional(),
  code: z.string().optional(),
  /** `1`: only data a reviewer passed (已审核), what a declaration may use. */
  reviewed: z.enum(['0', '1']).optional(),
});

/**
 * `sku/custom_code?sku_id=` or `?codes=A,B`: the declaration data of those SKUs (HS code, names, value,
 * material and its English name, 审核状态), one row per SKU that has some; SKUs without any are absent.
 */
export async function customsOfSkus(exec: Executor, extras: SkuExtrasServices, query: unknown, scope?: SQL) {
  const q = parse(lookupQuery, query ?? {});
  const ids = pastedCodes(q.sku_id).filter((v) => z.uuid().safeParse(v).success);
  const codes = pastedCodes(q.codes ?? q.code).map((c) => c.toLowerCase());
  if (ids.length === 0 && codes.length === 0) throw invalid('sku_id', '请选择SKU');
  const bySku = or(ids.length ? inArray(skus.id, ids) : undefined, codes.length ? inArray(sql`lower(${skus.code})`, codes) : undefined);
  const rows = await exec
    .select({ row: skuCustomsTable, code: skus.code, name: skus.name })
    .from(skuCustomsTable)
    .innerJoin(skus, eq(skus.id, skuCustomsTable.sku_id))
    .where(and(bySku, q.reviewed === '1' ? eq(skuCustomsTable.audit_status, 'approved') : undefined, scope))
    .orderBy(asc(skus.code));
  const wire = await extras.customs.expand(
    exec,
    rows.map((r) => extras.customs.toWire(r.row)),
  );
  const english = await materialNames(
    exec,
    wire.map((w) => w.material_id),
  );
  return wire.map((w, i) => ({ ...w, sku_code: rows[i]!.code, sku_name: rows[i]!.name, material_en: english.get(str(w.material_id)) ?? null }));
}

/** The materials' English names (declarations are in English too). */
async function materialNames(exec: Executor, ids: unknown[]): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((v) => v != null).map(str))];
  if (wanted.length === 0) return new Map();
  const rows = await exec.select({ id: materials.id, en: materials.name_en }).from(materials).where(inArray(materials.id, wanted));
  return new Map(rows.map((r) => [str(r.id), str(r.en)]));
}
