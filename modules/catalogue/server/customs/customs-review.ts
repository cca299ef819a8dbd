// The review of SKUs' customs data (报关审核): `customsskuaudit` (chosen SKUs) and `customsspuaudit/{id}`
// (an SPU's SKUs waiting). 待审核 → 已审核 / 驳回 (reason required), all or nothing; passing needs the data to
// name a declared name (报关品名: same HS code and 中文品名) whose value range and currency it keeps. Each
// review is written on the record (its operation log), in the review log (`auditlog`) and announced.
import { nextState, toScaled } from '@entrepot/entity';
import { conflict, invalid, newId, notFound, parse } from '@entrepot/server-kit';
import type { Executor, Tx } from '@entrepot/server-kit/db';
import type { Actor, StoredRow } from '@entrepot/server-kit/entity';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { catalogueEvents } from '../../domain/events.ts';
import { type CustomsReviewAction, customsAuditStatus, customsReviewActions, type skuCustoms } from '../../entities/index.ts';
import { skus, spus } from '../catalogue.schema.ts';
import type { Publisher } from '../services.ts';
import { skuCustomsTable } from '../sku-extras.schema.ts';
import { customsAuditLogs, customsGoodsTable } from './customs.schema.ts';
import type { CustomsServices } from './customs-services.ts';

/** Announced once per review: logistics may re-read the SKUs' declarations (`sku/custom_code?reviewed=1`). */
export const CUSTOMS_REVIEWED = catalogueEvents.customsReviewed;
export const MAX_REVIEW = 500;

/** The stored customs data a review reads (its required columns and its status are never null). */
type Stored = StoredRow<typeof skuCustoms> & {
  sku_id: string;
  audit_status: string;
  hs_code: string;
  declared_name: string;
  declared_value: string;
  currency: string;
};
type Goods = { name: string; hs_code: string; currency: string; min_value: string | null; max_value: string | null };
const str = (v: unknown) => String(v ?? '');
const actionLabel = (action: CustomsReviewAction) => customsReviewActions.find((a) => a.value === action)!.label;

const decision = {
  action: z.enum(['approve', 'reject'], '请选择审核结果'),
  remark: z.string().trim().max(200, '审核意见最多200个字符').optional(),
};
const needsReason = (v: { action: string; remark?: string }) => v.action !== 'reject' || Boolean(v.remark);
const REASON = { path: ['remark'], message: '请填写驳回原因' };
export const skuReviewInput = z
  .object({ sku_ids: z.array(z.uuid('SKU编号不正确'), '请选择SKU').min(1, '请选择SKU').max(MAX_REVIEW, `一次最多审核${MAX_REVIEW}个SKU`), ...decision })
  .refine(needsReason, REASON);
export const spuReviewInput = z.object(decision).refine(needsReason, REASON);

interface Target {
  sku: { id: string; code: string; spu_id: string };
  customs: Stored;
}

/** Why passing this data is refused: no declared name to hold it to, or a value outside its range. */
export function approvalProblem(customs: Pick<Stored, 'hs_code' | 'declared_name' | 'declared_value' | 'currency'>, goods: Goods | undefined): string | null {
  if (!goods) return `申报品名「${customs.declared_name}」（HS编码 ${customs.hs_code}）未在报关品名中维护`;
  const value = customs.declared_value;
  const ranged = goods.min_value != null || goods.max_value != null;
  if (ranged && goods.currency !== customs.currency) return `申报币种${customs.currency}与报关品名「${goods.name}」的币种${goods.currency}不一致`;
  if (goods.min_value != null && toScaled(value, 2) < toScaled(goods.min_value, 2))
    return `申报价值${value}低于报关品名「${goods.name}」的最低申报价值${goods.min_value}`;
  if (goods.max_value != null && toScaled(value, 2) > toScaled(goods.max_value, 2))
    return `申报价值${value}高于报关品名「${goods.name}」的最高申报价值${goods.max_value}`;
  return null;
}

const goodsKey = (hs: string, name: string) => `${hs}\u0000${name.toLowerCase()}`;

/** The declared names the targets name, by HS code and lower-cased name. */
async function goodsOf(exec: Executor, targets: Target[]): Promise<Map<string, Goods>> {
  const codes = [...new Set(targets.map((t) => t.customs.hs_code))];
  if (codes.length === 0) return new Map();
  const rows = await exec
    .select({
      name: customsGoodsTable.name,
      hs_code: customsGoodsTable.hs_code,
      currency: customsGoodsTable.currency,
      min_value: customsGoodsTable.min_value,
      max_value: customsGoodsTable.max_value,
    })
    .from(customsGoodsTable)
    .where(inArray(customsGoodsTable.hs_code, codes));
  return new Map<string, Goods>(rows.map((g) => [goodsKey(g.hs_code, g.name), g]));
}

/** All refusals in one message (the first five, then how many more). */
function refuseAll(problems: string[]): void {
  if (problems.length === 0) return;
  const shown = problems.slice(0, 5).join('；');
  throw conflict(problems.length > 5 ? `${shown}；等${problems.length}个SKU不能审核` : shown);
}

/** Reviews the SKUs' customs data in the caller's transaction; answers what was reviewed. */
export async function reviewSkus(
  tx: Tx,
  s: CustomsServices,
  input: { sku_ids: string[]; action: CustomsReviewAction; remark?: string },
  actor: Actor,
  publisher: Publisher | undefined,
  scope?: SQL,
) {
  const ids = [...new Set(input.sku_ids)];
  const found = await tx
    .select({ id: skus.id, code: skus.code, spu_id: skus.spu_id })
    .from(skus)
    .where(and(inArray(skus.id, ids), scope));
  if (found.length !== ids.length) throw notFound('SKU');
  const stored = (await tx
    .select()
    .from(skuCustomsTable)
    .where(inArray(skuCustomsTable.sku_id, ids))
    .orderBy(asc(skuCustomsTable.id))
    .for('update')) as Stored[];
  const bySku = new Map(stored.map((c) => [c.sku_id, c]));
  const problems: string[] = [];
  const targets: Target[] = [];
  for (const sku of found.sort((a, b) => a.code.localeCompare(b.code))) {
    const customs = bySku.get(sku.id);
    if (!customs) problems.push(`SKU ${sku.code} 没有报关信息`);
    else {
      const next = nextState(customsAuditStatus, customs.audit_status, input.action);
      if ('error' in next) problems.push(`SKU ${sku.code} 的报关信息${next.error}`);
      else targets.push({ sku: { id: sku.id, code: sku.code, spu_id: sku.spu_id }, customs });
    }
  }
  if (input.action === 'approve') {
    const goods = await goodsOf(tx, targets);
    for (const t of targets) {
      const why = approvalProblem(t.customs, goods.get(goodsKey(t.customs.hs_code, t.customs.declared_name)));
      if (why) problems.push(`SKU ${t.sku.code} ${why}`);
    }
  }
  refuseAll(problems);
  const to = customsAuditStatus.transitions[input.action].to;
  const remark = input.remark || null;
  const at = new Date();
  for (const t of targets) {
    await s.skuCustoms.update(tx, t.customs.id, {}, actor, { extra: { audit_status: to, audit_remark: remark, auditor: actor.name, audited_at: at } });
  }
  await tx.insert(customsAuditLogs).values(
    targets.map((t) => ({
      id: newId(),
      sku_id: t.sku.id,
      sku_code: t.sku.code,
      spu_id: t.sku.spu_id,
      action: input.action,
      remark,
      hs_code: t.customs.hs_code,
      declared_name: t.customs.declared_name,
      declared_value: t.customs.declared_value,
      currency: t.customs.currency,
      operator: actor.name.slice(0, 50),
      created_by: actor.id,
      updated_by: actor.id,
    })),
  );
  await publisher?.publish(tx, 'catalogue.skuCustoms.changed', { ids: targets.map((t) => t.customs.id), action: input.action });
  await publisher?.publish(tx, CUSTOMS_REVIEWED, {
    action: input.action,
    remark,
    skus: targets.map((t) => ({ id: t.sku.id, code: t.sku.code, customs_id: t.customs.id })),
  });
  return { action: input.action, action_label: actionLabel(input.action), reviewed: targets.length, skus: targets.map((t) => t.sku.code) };
}

/** The SPU a path names (id or code, any case) within the caller's SPU data rules. */
async function spuOf(exec: Executor, raw: unknown, scope?: SQL) {
  const key = str(raw).trim();
  if (!key) throw invalid('id', '请选择SPU');
  const by = z.uuid().safeParse(key).success ? eq(spus.id, key) : sql`lower(${spus.code}) = ${key.toLowerCase()}`;
  const [spu] = await exec.select({ id: spus.id, code: spus.code, name: spus.name }).from(spus).where(and(by, scope));
  if (!spu) throw notFound('SPU');
  return spu;
}

/** The SPU's SKUs with their customs data and review state (`none`: no data), by SKU code. */
async function spuSkus(exec: Executor, spuId: string) {
  return exec
    .select({
      id: skus.id,
      code: skus.code,
      name: skus.name,
      spec: skus.spec,
      customs_id: skuCustomsTable.id,
      hs_code: skuCustomsTable.hs_code,
      declared_name: skuCustomsTable.declared_name,
      declared_value: skuCustomsTable.declared_value,
      currency: skuCustomsTable.currency,
      audit_status: sql<string>`coalesce(${skuCustomsTable.audit_status}, 'none')`,
      audit_remark: skuCustomsTable.audit_remark,
    })
    .from(skus)
    .leftJoin(skuCustomsTable, eq(skuCustomsTable.sku_id, skus.id))
    .where(eq(skus.spu_id, spuId))
    .orderBy(asc(skus.code));
}

/** `GET customsspuaudit/{id}`: what a review of the SPU would cover (its SKUs, counts by review state). */
export async function spuReviewOverview(exec: Executor, raw: unknown, scope?: SQL) {
  const spu = await spuOf(exec, raw, scope);
  const list = await spuSkus(exec, spu.id);
  const counts: Record<string, number> = { pending: 0, approved: 0, rejected: 0, none: 0 };
  for (const s of list) counts[s.audit_status] = (counts[s.audit_status] ?? 0) + 1;
  return { spu, skus: list, counts };
}

/** `POST customsspuaudit/{id}`: reviews the SPU's SKUs whose data waits; SKUs without data are named, not refused. */
export async function reviewSpu(
  tx: Tx,
  s: CustomsServices,
  raw: unknown,
  body: unknown,
  actor: Actor,
  publisher: Publisher | undefined,
  scope: { spu?: SQL; sku?: SQL },
) {
  const input = parse(spuReviewInput, body ?? {});
  const spu = await spuOf(tx, raw, scope.spu);
  const list = await spuSkus(tx, spu.id);
  const waiting = list.filter((k) => k.audit_status === 'pending').map((k) => k.id);
  if (waiting.length === 0) throw conflict(`SPU ${spu.code} 没有待审核的报关信息`);
  const done = await reviewSkus(tx, s, { ...input, sku_ids: waiting }, actor, publisher, scope.sku);
  return { ...done, spu, missing: list.filter((k) => k.audit_status === 'none').map((k) => k.code) };
}
