// Reads of the change requests: the SKUs of an SPU, the targets waiting in a request, the create form's
// data (spuskuchange/create), a request with its approval's steps (spuskuchange/{id}) and the Amazon
// listings of SKUs (spuskuchange/isamazon, read from the SKU mappings with platform_code `amazon`).

import { findRequest, requestView, stepsOf } from '@entrepot/hub-server/approvals/server';
import { notFound } from '@entrepot/server-kit';
import type { Executor } from '@entrepot/server-kit/db';
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { infoChangeFields, seasons, skuStatus, spuStatus } from '../../entities/index.ts';
import { skus, spus } from '../catalogue.schema.ts';
import { enabledBrands } from '../lookups.ts';
import { skuMappings } from '../reference.schema.ts';
import { infoChangeLines, infoChanges } from './info-change.schema.ts';
import { brandsOf, currentOf, displayOf } from './info-change-fields.ts';
import type { InfoChangeServices } from './info-change-services.ts';

type Row = Record<string, unknown>;

export const skusOfSpu = (exec: Executor, spuId: string): Promise<Row[]> =>
  exec.select().from(skus).where(eq(skus.spu_id, spuId)).orderBy(asc(skus.code)) as Promise<Row[]>;

/** The request code waiting on the SPU's own fields, and on each of its SKUs. */
export async function pendingTargets(exec: Executor, spuId: string): Promise<{ spu: string | null; skus: Map<string, string> }> {
  const rows = await exec
    .select({ target: infoChangeLines.target, sku_id: infoChangeLines.sku_id, code: infoChanges.code })
    .from(infoChangeLines)
    .innerJoin(infoChanges, eq(infoChanges.id, infoChangeLines.request_id))
    .where(and(eq(infoChanges.spu_id, spuId), eq(infoChanges.status, 'pending')));
  const skuCodes = new Map<string, string>();
  let spu: string | null = null;
  for (const r of rows) {
    if (r.target === 'spu') spu = String(r.code);
    else if (r.sku_id) skuCodes.set(String(r.sku_id), String(r.code));
  }
  return { spu, skus: skuCodes };
}

/** The current value of every field of a target, as `{<field key>: {value, text}}`. */
function valuesOf(target: 'spu' | 'sku', row: Row, names: Map<string, string>) {
  return Object.fromEntries(
    infoChangeFields
      .filter((f) => f.target === target)
      .map((f) => {
        const value = currentOf(f, row);
        return [f.key, { value, text: displayOf(f, value, names) }];
      }),
  );
}

/** `spuskuchange/create?spu_id=`: the SPU and its SKUs with the current values, the field list and its choices. */
export async function createForm(exec: Executor, spuId: string, spuScope: SQL | undefined) {
  const [spu] = (await exec
    .select()
    .from(spus)
    .where(and(eq(spus.id, spuId), spuScope))) as Row[];
  if (!spu) throw notFound('SPU');
  const [skuRows, pending, brandRows] = await Promise.all([skusOfSpu(exec, spuId), pendingTargets(exec, spuId), enabledBrands(exec)]);
  const names = new Map([...(await brandsOf(exec, spu.brand_id ? [String(spu.brand_id)] : []))].map(([id, b]) => [id, b.name]));
  const options: Record<string, { value: string; label: string }[]> = {
    'spu.brand_id': brandRows.map((b) => ({ value: String(b.id), label: String(b.name) })),
    'spu.season': seasons.map((s) => ({ value: s.value, label: s.label })),
  };
  return {
    spu: {
      id: spu.id,
      code: spu.code,
      name: spu.name,
      status: spu.status,
      status_label: (spuStatus.states as Record<string, { label: string }>)[String(spu.status)]?.label ?? spu.status,
      pending_code: pending.spu,
      values: valuesOf('spu', spu, names),
    },
    skus: skuRows.map((r) => ({
      id: r.id,
      code: r.code,
      name: r.name,
      spec: r.spec,
      status_label: (skuStatus.states as Record<string, { label: string }>)[String(r.status)]?.label ?? r.status,
      pending_code: pending.skus.get(String(r.id)) ?? null,
      values: valuesOf('sku', r, names),
    })),
    fields: infoChangeFields.map((f) => ({ ...f, ...(options[f.key] ? { options: options[f.key] } : {}) })),
  };
}

/** A request with its lines and attachments (the entity's detail) and its approval: levels and steps. */
export async function requestDetail(exec: Executor, s: InfoChangeServices, id: string, scope: SQL | undefined) {
  const request = await s.infoChange.get(exec, id, scope);
  const approvalId = request.approval_request_id ? String(request.approval_request_id) : null;
  const approval = approvalId ? { ...requestView(await findRequest(exec, approvalId)), steps: await stepsOf(exec, approvalId) } : null;
  return { ...request, approval };
}

export const isAmazonInput = z
  .strictObject({
    spu_id: z.uuid('请选择SPU').optional(),
    sku_ids: z.array(z.uuid('SKU编号不正确')).max(1000, '一次最多1000个SKU').optional(),
  })
  .refine((v) => v.spu_id || v.sku_ids?.length, { message: '请选择SPU或SKU', path: ['sku_ids'] });

/** Per SKU (of the SPU, or the given ones the caller sees): whether it is listed on Amazon, and under which seller SKUs. */
export async function amazonListings(exec: Executor, input: z.output<typeof isAmazonInput>, spuScope: SQL | undefined) {
  const rows = await exec
    .select({ id: skus.id, code: skus.code, name: skus.name })
    .from(skus)
    .innerJoin(spus, eq(spus.id, skus.spu_id))
    .where(and(input.spu_id ? eq(skus.spu_id, input.spu_id) : inArray(skus.id, input.sku_ids!), spuScope))
    .orderBy(asc(skus.code));
  const ids = rows.map((r) => String(r.id));
  const maps = ids.length
    ? await exec
        .select({ sku_id: skuMappings.sku_id, platform_sku: skuMappings.platform_sku, account: skuMappings.account })
        .from(skuMappings)
        .where(and(inArray(skuMappings.sku_id, ids), eq(skuMappings.platform_code, 'amazon')))
        .orderBy(asc(skuMappings.platform_sku))
    : [];
  return rows.map((r) => {
    const listings = maps.filter((m) => m.sku_id === r.id).map((m) => ({ platform_sku: m.platform_sku, account: m.account }));
    return { sku_id: r.id, code: r.code, name: r.name, is_amazon: listings.length > 0, amazon_skus: listings };
  });
}
