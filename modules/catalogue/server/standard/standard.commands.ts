// Writes of product standards: `spu/standard` and `sku/standard` save the standard of an SPU or of one SKU
// (created the first time, updated afterwards: one standard each), a SKU's standard may start as a copy of
// its SPU's, and a SKU's own standard can be dropped (the SPU's applies to it again). The SPU row is locked
// first, so two saves of one SPU's standards never race to create two.
import { hasAnyPermission } from '@entrepot/contract';
import { conflict, forbidden, invalid, notFound, parse, type RequestUser } from '@entrepot/server-kit';
import type { Tx } from '@entrepot/server-kit/db';
import { type Actor, createSchema, type StoredRow, updateSchema } from '@entrepot/server-kit/entity';
import { and, eq, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { productStandard } from '../../entities/index.ts';
import { skus, spus } from '../catalogue.schema.ts';
import { productStandards } from './standard.schema.ts';
import type { StandardServices } from './standard-services.ts';

type Row = Record<string, unknown>;

/** The SPU or SKU a standard is for. */
export interface StandardOwner {
  spu_id: string;
  sku_id: string | null;
  /** The SKU's id for a SKU's own standard, else the SPU's. */
  owner_id: string;
  owner_code: string;
}

const creating = createSchema(productStandard);
const updating = updateSchema(productStandard);
const uuid = (message: string) => z.uuid(message);
const asObject = (body: unknown): Row => {
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw invalid('(body)', '格式不正确');
  return body as Row;
};

/** The SPU (visible to the caller), locked for the save. */
export async function lockedSpu(tx: Tx, spuId: string, spuScope: SQL | undefined): Promise<{ id: string; code: string }> {
  const [row] = await tx
    .select({ id: spus.id, code: spus.code })
    .from(spus)
    .where(and(eq(spus.id, spuId), spuScope))
    .for('update');
  if (!row) throw notFound('SPU');
  return row as { id: string; code: string };
}

/** The SPU's own standard as owner. */
export async function spuOwner(tx: Tx, spuId: string, spuScope: SQL | undefined): Promise<StandardOwner> {
  const spu = await lockedSpu(tx, spuId, spuScope);
  return { spu_id: spu.id, sku_id: null, owner_id: spu.id, owner_code: spu.code };
}

/** A SKU's own standard as owner (its SPU visible to the caller and locked). */
export async function skuOwner(tx: Tx, skuId: string, spuScope: SQL | undefined): Promise<StandardOwner> {
  const [sku] = await tx.select({ id: skus.id, code: skus.code, spu_id: skus.spu_id }).from(skus).where(eq(skus.id, skuId));
  if (!sku) throw notFound('SKU');
  await lockedSpu(tx, String(sku.spu_id), spuScope);
  return { spu_id: String(sku.spu_id), sku_id: sku.id, owner_id: sku.id, owner_code: sku.code };
}

/** The stored standard of an owner, if any. */
export async function standardOf(tx: Tx, ownerId: string): Promise<StoredRow<typeof productStandard> | undefined> {
  const [row] = await tx.select().from(productStandards).where(eq(productStandards.owner_id, ownerId));
  return row as StoredRow<typeof productStandard> | undefined;
}

function mayWrite(user: RequestUser, action: 'create' | 'update'): void {
  if (!hasAnyPermission(user.isAdmin, user.permissions, productStandard.permission(action))) throw forbidden();
}

/** Creates the owner's standard or updates it (`version` checked when sent); answers the stored standard. */
export async function saveStandard(tx: Tx, s: StandardServices, owner: StandardOwner, fields: Row, user: RequestUser): Promise<string> {
  const actor: Actor = { id: user.id, name: user.name };
  const existing = await standardOf(tx, owner.owner_id);
  if (existing) {
    mayWrite(user, 'update');
    await s.standard.update(tx, existing.id, parse(updating, fields) as Row, actor);
    return existing.id;
  }
  mayWrite(user, 'create');
  const { version: _ignored, ...rest } = fields;
  const created = await s.standard.create(tx, parse(creating, rest) as Row, actor, { ...owner, revision: 0 });
  return created.id;
}

/** `POST spu/standard {spu_id, …fields}`: the SPU's standard, for every SKU without one of its own. */
export async function saveSpuStandard(tx: Tx, s: StandardServices, body: unknown, user: RequestUser, spuScope: SQL | undefined): Promise<string> {
  const { spu_id, ...fields } = asObject(body);
  const id = parse(z.object({ spu_id: uuid('请选择SPU') }), { spu_id }).spu_id;
  return saveStandard(tx, s, await spuOwner(tx, id, spuScope), fields, user);
}

/**
 * `POST sku/standard {sku_id, …fields}`: the SKU's own standard. `copy_spu: true` on a SKU without one starts
 * it as a copy of its SPU's standard (inspection points and pictures too), the fields sent applied on top.
 */
export async function saveSkuStandard(tx: Tx, s: StandardServices, body: unknown, user: RequestUser, spuScope: SQL | undefined): Promise<string> {
  const { sku_id, copy_spu, ...fields } = asObject(body);
  const input = parse(z.object({ sku_id: uuid('请选择SKU'), copy_spu: z.boolean('复制SPU标准应为是或否').optional() }), { sku_id, copy_spu });
  const owner = await skuOwner(tx, input.sku_id, spuScope);
  if (!input.copy_spu) return saveStandard(tx, s, owner, fields, user);
  if (await standardOf(tx, owner.owner_id)) throw conflict(`SKU ${owner.owner_code} 已有自己的商品标准，请直接修改`);
  const source = await standardOf(tx, owner.spu_id);
  if (!source) throw conflict('该SKU所属SPU还没有商品标准，不能复制');
  mayWrite(user, 'create');
  const copy = await s.standard.get(tx, source.id);
  const { id: _i, version: _v, created_at: _c, updated_at: _u, pictures, items, ...content } = copy;
  const base = Object.fromEntries(Object.entries(content).filter(([k]) => k in creating.shape && content[k] !== null));
  const points = (items ?? []).map(({ sort, name, method, requirement, defect_level }) => ({ sort, name, method, requirement, defect_level }));
  const input2 = parse(creating, { ...base, items: points, change_note: `复制自SPU ${copy.owner_code} 的标准（版本${copy.revision}）`, ...fields }) as Row;
  const pictureIds = (pictures ?? []).map((p) => p.id);
  const created = await s.standard.create(tx, input2, { id: user.id, name: user.name }, { ...owner, revision: 0, pictures: pictureIds });
  return created.id;
}

/** `DELETE sku/standards/{id}`: the SKU's own standard goes (its revisions stay); its SPU's applies again. */
export async function dropSkuStandard(tx: Tx, s: StandardServices, skuId: string, user: RequestUser, spuScope: SQL | undefined): Promise<{ deleted: number }> {
  const owner = await skuOwner(tx, skuId, spuScope);
  const own = await standardOf(tx, owner.owner_id);
  if (!own) throw notFound('SKU的商品标准');
  return { deleted: await s.standard.remove(tx, [own.id], { id: user.id, name: user.name }) };
}
