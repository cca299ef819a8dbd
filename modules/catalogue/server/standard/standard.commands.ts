// Writes of product standards: `spu/standard` and `sku/standard` save the standard of an SPU or of one SKU
// (created the first time, updated afterwards: one standard each), a SKU's standard may start as a copy of
// its SPU's, and a SKU's own standard can be dropped (the SPU's applies to it again). The SPU row is locked
// first, so two saves of one SPU's standards never race to create two.
import { hasAnyPermission } from '@entrepot/contract';
import { forbidden, invalid, notFound, parse, type RequestUser } from '@entrepot/server-kit';
import type { Tx } from '@entrepot/server-kit/db';
import { type Actor, createSchema, type StoredRow, updateSchema } from '@entrepot/server-kit/entity';
import { and, eq, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { copiedStandard, decideCopySpuStandard } from '../../domain/copy-spu-standard.command.ts';
import { productStandard } from '../../entities/index.ts';
import { skus, spus } from '../catalogue.schema.ts';
import { orRefuse } from '../refusal.ts';
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
/** The fields a create takes: what a copy keeps of the SPU's standard. */
const creatable: ReadonlySet<string> = new Set(Object.keys(creating.shape));
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
  await lockedSpu(tx, sku.spu_id, spuScope);
  return { spu_id: sku.spu_id, sku_id: sku.id, owner_id: sku.id, owner_code: sku.code };
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
 * it as a copy of its SPU's standard (inspection points and pictures too), the fields sent applied on top
 * (../../domain/copy-spu-standard.command.ts decides and builds the copy).
 */
export async function saveSkuStandard(tx: Tx, s: StandardServices, body: unknown, user: RequestUser, spuScope: SQL | undefined): Promise<string> {
  const { sku_id, copy_spu, ...fields } = asObject(body);
  const input = parse(z.object({ sku_id: uuid('请选择SKU'), copy_spu: z.boolean('复制SPU标准应为是或否').optional() }), { sku_id, copy_spu });
  const owner = await skuOwner(tx, input.sku_id, spuScope);
  if (!input.copy_spu) return saveStandard(tx, s, owner, fields, user);
  const own = (await standardOf(tx, owner.owner_id)) != null;
  // The SPU's standard is read only for a SKU without its own, as it always was.
  const source = own ? undefined : ((await standardOf(tx, owner.spu_id)) ?? null);
  const { copy } = orRefuse(decideCopySpuStandard({ sku_code: owner.owner_code, own, source }));
  mayWrite(user, 'create');
  const { values, pictures } = copiedStandard(await s.standard.get(tx, copy), creatable, fields);
  const created = await s.standard.create(tx, parse(creating, values) as Row, { id: user.id, name: user.name }, { ...owner, revision: 0, pictures });
  return created.id;
}

/** `DELETE sku/standards/{id}`: the SKU's own standard goes (its revisions stay); its SPU's applies again. */
export async function dropSkuStandard(tx: Tx, s: StandardServices, skuId: string, user: RequestUser, spuScope: SQL | undefined): Promise<{ deleted: number }> {
  const owner = await skuOwner(tx, skuId, spuScope);
  const own = await standardOf(tx, owner.owner_id);
  if (!own) throw notFound('SKU的商品标准');
  return { deleted: await s.standard.remove(tx, [own.id], { id: user.id, name: user.name }) };
}
