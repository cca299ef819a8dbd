// SKU commands: the edit (`PUT sku/edit`, announcing price changes), status transitions one by one or in
// a batch (announcing status changes), each one transaction. The decisions are ../domain/add-sku.command.ts,
// ../domain/edit-sku.command.ts and ../domain/move-skus.command.ts; this file reads, writes and announces.

import { hasAnyPermission, ok } from '@entrepot/contract';
import { forbidden, invalid, parse, requestUser } from '@entrepot/server-kit';
import type { Database, Tx } from '@entrepot/server-kit/db';
import { type Actor, createSchema, type entityRoutes, httpUpdateSchema, type Route, type ServiceRow } from '@entrepot/server-kit/entity';
import { and, eq, inArray, ne, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { decideAddSku } from '../domain/add-sku.command.ts';
import { skuPriceChange } from '../domain/edit-sku.command.ts';
import { decideMoveSkus, type SkuTransition, sellsSkus, skuStatusChanged, skuTransition } from '../domain/move-skus.command.ts';
import type { sku } from '../entities/index.ts';
import { skus, spus } from './catalogue.schema.ts';
import { orRefuse } from './refusal.ts';
import type { CatalogueServices, Publisher } from './services.ts';
import { SKU_CREATED, SKU_PRICE_CHANGED, SKU_STATUS_CHANGED } from './sku-matrix.commands.ts';

type Handlers = ReturnType<typeof entityRoutes>;

export type { SkuTransition };

const actorOf = (r: FastifyRequest): Actor => ({ id: requestUser(r).id, name: requestUser(r).name });

/** The code of one of the SKUs whose SPU is not 在售, or null. */
async function notSelling(tx: Tx, skuIds: string[]): Promise<string | null> {
  const [blocked] = await tx
    .select({ code: skus.code })
    .from(skus)
    .innerJoin(spus, eq(spus.id, skus.spu_id))
    .where(and(inArray(skus.id, skuIds), ne(spus.status, 'on_sale')))
    .limit(1);
  return blocked ? blocked.code : null;
}

/**
 * SKU transitions in the caller's transaction, announced as one status change: the routes below and the
 * approved state-change requests (state-request-apply.ts) both move SKUs through here.
 */
export async function moveSkus(tx: Tx, s: CatalogueServices, ids: string[], name: SkuTransition, actor: Actor, publisher?: Publisher, scope?: SQL) {
  const { to } = orRefuse(decideMoveSkus({ blocked: sellsSkus(name) ? await notSelling(tx, ids) : null }, name));
  const moved: ServiceRow<typeof sku>[] = [];
  for (const id of ids) moved.push(await s.sku.transition(tx, id, 'status', name, actor, scope));
  await publisher?.publish(tx, SKU_STATUS_CHANGED, skuStatusChanged(moved, name, to));
  return moved;
}

export function skuCommands(database: Database, s: CatalogueServices, $: Handlers, publisher?: Publisher) {
  const updating = httpUpdateSchema(s.sku.decl);
  const creating = createSchema(s.sku.decl);

  /** One SKU added by hand (`POST skus`): its SPU must exist and its code start with the SPU's (TS001-…). */
  const create: Route = {
    config: { permission: s.sku.decl.permission('create') },
    handler: async (r) => {
      const a = $.access(r);
      const input = parse(creating, a.body);
      const actor = actorOf(r);
      return ok(
        await database.tx(async (tx) => {
          const spu = await s.spu.find(tx, String(input.spu_id));
          orRefuse(decideAddSku({ spu: spu ? { code: String(spu.code) } : null }, { code: input.code }));
          const created = await s.sku.create(tx, input, actor);
          await publisher?.publish(tx, SKU_CREATED, { spu_id: spu?.id, skus: [{ id: created.id, code: created.code }] });
          return a.redact(created);
        }),
      );
    },
  };

  /** `{id, version, ...fields}` (or the id in the path); a changed cost or sale price is announced with before and after. */
  const edit: Route = {
    config: { permission: s.sku.decl.permission('update') },
    handler: async (r) => {
      const a = $.access(r);
      const { id: bodyId, ...rest } = a.body;
      const id = (r.params as { id?: string }).id ?? bodyId; // `sku/edit` takes it in the body, our `skuinfo/{id}` in the path
      if (!z.uuid().safeParse(id).success) throw invalid('id', '记录编号不正确');
      const input = parse(updating, rest);
      const actor = actorOf(r);
      return ok(
        await database.tx(async (tx) => {
          const before = await s.sku.get(tx, String(id), a.scope);
          const after = await s.sku.update(tx, String(id), input, actor, { scope: a.scope });
          const change = skuPriceChange(before, after);
          if (change) await publisher?.publish(tx, SKU_PRICE_CHANGED, change);
          return a.redact(after);
        }),
      );
    },
  };

  const run = async (r: FastifyRequest, ids: string[], name: SkuTransition) =>
    database.tx((tx) => moveSkus(tx, s, ids, name, actorOf(r), publisher, $.access(r).scope));

  /** One SKU transition (our path `sku/{id}/{transition}`). */
  const transition = (name: SkuTransition): Route => ({
    config: { permission: s.sku.decl.permission(name) },
    handler: async (r) => {
      const id = parse(z.object({ id: z.uuid('记录编号不正确') }), r.params).id;
      return ok((await run(r, [id], name))[0]);
    },
  });

  /** `{ids, transition}` on many SKUs, all or nothing (our path `sku/batchstate`). */
  const batchState: Route = {
    handler: async (r) => {
      const body = parse(
        z.object({ ids: z.array(z.uuid('记录编号不正确')).min(1, '请选择SKU').max(1000, '一次最多1000条'), transition: z.string().min(1, '请选择操作') }),
        r.body ?? {},
      );
      const name = orRefuse(skuTransition(body.transition));
      const user = requestUser(r);
      if (!hasAnyPermission(user.isAdmin, user.permissions, s.sku.decl.permission(name))) throw forbidden();
      const moved = await run(r, body.ids, name);
      return ok({ updated: moved.length });
    },
  };

  return { create, edit, transition, batchState };
}
