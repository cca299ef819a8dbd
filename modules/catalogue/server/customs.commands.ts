// A SKU's customs declaration data (报关信息): the write rules every writer applies (customs/add|edit, the
// imports, the review), and the `sku/custom_code` lookup logistics uses to declare parcels (`reviewed=1`:
// only data a reviewer passed).
import { invalid, parse } from '@entrepot/server-kit';
import type { Executor } from '@entrepot/server-kit/db';
import type { WriteRules } from '@entrepot/server-kit/entity';
import { and, asc, eq, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { isRefusal } from '../domain/refusal.ts';
import { decideCustomsReview, decideSaveSkuCustoms, newMaterial } from '../domain/save-sku-customs.command.ts';
import type { skuCustoms } from '../entities/index.ts';
import { skus } from './catalogue.schema.ts';
import { pastedCodes } from './lookups.ts';
import { materials } from './reference.schema.ts';
import { refusalError } from './refusal.ts';
import { skuCustomsTable } from './sku-extras.schema.ts';
import type { SkuExtrasServices } from './sku-extras-services.ts';

const str = (v: unknown) => String(v ?? '');

/**
 * The write rules of every save (customs/add|edit, the imports, the review), decided by
 * ../domain/save-sku-customs.command.ts: the review columns a change of declared values resets, and whether the
 * SKU, its other declarations and the material named allow the record — read here.
 */
export const customsRules: WriteRules<typeof skuCustoms> = {
  derive: async (_exec, input, before) => decideCustomsReview(before, input),
  check: async (exec, after, before) => {
    const [sku] = await exec
      .select({ code: skus.code })
      .from(skus)
      .where(eq(skus.id, str(after.sku_id)));
    const [other] = await exec
      .select({ id: skuCustomsTable.id })
      .from(skuCustomsTable)
      .where(and(eq(skuCustomsTable.sku_id, str(after.sku_id)), before ? ne(skuCustomsTable.id, before.id) : undefined))
      .limit(1);
    const materialId = newMaterial(after, before);
    const [material] = materialId ? await exec.select({ status: materials.status }).from(materials).where(eq(materials.id, materialId)) : [];
    const decision = decideSaveSkuCustoms(
      { sku: sku ? { code: sku.code } : null, otherDeclaration: other !== undefined, material: material ? { status: material.status } : null },
      after,
      before,
    );
    return isRefusal(decision) ? refusalError(decision).message : null;
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
  return new Map(rows.map((r) => [r.id, r.en]));
}
