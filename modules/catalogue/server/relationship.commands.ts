// Related SKUs (关联SKU: 配件, 替代品, 组合, 相似款) of a SKU: the write rules every writer applies (the
// routes and the import), and the commands behind relationships/add|get|delete (sort: domain/sort-relationships.command.ts).
import { notFound, parse } from '@entrepot/server-kit';
import type { Executor, Tx } from '@entrepot/server-kit/db';
import type { Actor, EntityService, ServiceRow, WriteRules } from '@entrepot/server-kit/entity';
import { and, asc, eq, inArray, max, ne, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { relationRefusal } from '../domain/relate-skus.ts';
import { type skuRelationship, skuRelationshipTypes } from '../entities/index.ts';
import { skus } from './catalogue.schema.ts';
import { skuRelationships } from './sku-extras.schema.ts';

const str = (v: unknown) => String(v ?? '');

const skuOf = async (exec: Executor, id: unknown) =>
  (
    await exec
      .select({ id: skus.id, code: skus.code, status: skus.status })
      .from(skus)
      .where(eq(skus.id, str(id)))
  )[0];

/** The SKU and the related SKU exist and differ; a retired SKU is not offered anew; one relation per pair (domain/relate-skus.ts). */
export const relationshipRules: WriteRules<typeof skuRelationship> = {
  derive: async (exec, input, before) => {
    if (before || input.sort != null) return {};
    const [last] = await exec
      .select({ n: max(skuRelationships.sort) })
      .from(skuRelationships)
      .where(eq(skuRelationships.sku_id, str(input.sku_id)));
    return { sort: (last?.n ?? 0) + 1 };
  },
  check: async (exec, after, before) => {
    const related = await skuOf(exec, after.related_sku_id);
    const same = and(
      eq(skuRelationships.sku_id, str(after.sku_id)),
      eq(skuRelationships.related_sku_id, str(after.related_sku_id)),
      before ? ne(skuRelationships.id, before.id) : undefined,
    );
    const [dup] = await exec.select({ id: skuRelationships.id }).from(skuRelationships).where(same).limit(1);
    return relationRefusal({
      sku: await skuOf(exec, after.sku_id),
      related: related && { code: related.code, status: related.status },
      self: after.sku_id === after.related_sku_id,
      creating: !before,
      duplicate: !!dup,
    });
  },
};

const type = z.enum(skuRelationshipTypes.map((t) => t.value) as [string, ...string[]], '请选择关联类型');
export const addInput = z.object({
  sku_id: z.uuid('请选择SKU'),
  related_sku_ids: z.array(z.uuid('请选择关联SKU')).min(1, '请选择关联SKU').max(100, '一次最多关联100个SKU'),
  type,
  remark: z.string().trim().max(200).optional(),
});

/** The SKU row locked while its relations change (two adds of the same pair cannot both pass the check). */
export async function lockSku(tx: Tx, skuId: string, scope: SQL | undefined): Promise<{ id: string; code: string }> {
  const [row] = await tx
    .select({ id: skus.id, code: skus.code })
    .from(skus)
    .where(and(eq(skus.id, skuId), scope))
    .for('update');
  if (!row) throw notFound('SKU');
  return { id: row.id, code: row.code };
}

/** `{sku_id, related_sku_ids, type, remark?}`: each related SKU added after the SKU's last one. */
export async function addRelationships(tx: Tx, service: EntityService, body: unknown, actor: Actor, scope?: SQL) {
  const input = parse(addInput, body);
  await lockSku(tx, input.sku_id, scope);
  const created: ServiceRow[] = [];
  for (const related of new Set(input.related_sku_ids)) {
    created.push(await service.create(tx, { sku_id: input.sku_id, related_sku_id: related, type: input.type, remark: input.remark ?? null }, actor));
  }
  return created;
}

/** `{ids}` (or `{id}`): relations removed, all or nothing. */
export async function deleteRelationships(tx: Tx, service: EntityService, body: unknown, actor: Actor, scope?: SQL) {
  const raw = (body ?? {}) as { ids?: unknown; id?: unknown };
  const { ids } = parse(z.object({ ids: z.array(z.uuid('记录编号不正确')).min(1, '请选择要删除的关联SKU').max(1000) }), {
    ids: raw.ids ?? (raw.id ? [raw.id] : undefined),
  });
  const visible = await tx
    .select({ id: skuRelationships.id })
    .from(skuRelationships)
    .innerJoin(skus, eq(skus.id, skuRelationships.sku_id))
    .where(and(inArray(skuRelationships.id, ids), scope));
  if (visible.length !== new Set(ids).size) throw notFound('关联SKU');
  return { deleted: await service.remove(tx, ids, actor) };
}

/** `relationships/get?sku_id=`: the SKU's related SKUs in its order, with their code, name, spec and status. */
export async function relationshipsOf(exec: Executor, query: unknown, scope?: SQL) {
  const { sku_id } = parse(z.looseObject({ sku_id: z.uuid('请选择SKU') }), query ?? {});
  const [owner] = await exec
    .select({ id: skus.id })
    .from(skus)
    .where(and(eq(skus.id, sku_id), scope));
  if (!owner) throw notFound('SKU');
  return exec
    .select({
      id: skuRelationships.id,
      version: skuRelationships.version,
      sku_id: skuRelationships.sku_id,
      related_sku_id: skuRelationships.related_sku_id,
      type: skuRelationships.type,
      sort: skuRelationships.sort,
      remark: skuRelationships.remark,
      related_code: skus.code,
      related_name: skus.name,
      related_spec: skus.spec,
      related_status: skus.status,
    })
    .from(skuRelationships)
    .innerJoin(skus, eq(skus.id, skuRelationships.related_sku_id))
    .where(eq(skuRelationships.sku_id, sku_id))
    .orderBy(asc(skuRelationships.sort), asc(skuRelationships.id));
}
