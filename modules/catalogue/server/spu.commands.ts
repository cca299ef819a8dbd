// SPU commands beyond the derived CRUD: create with its SKU matrix, edit (new option values add SKUs),
// copy and batch state change, each one transaction (a delete is the engine's: deletableIn, the SKUs' cascade). Routes bind them (routes.ts).
import { hasAnyPermission, ok } from '@entrepot/contract';
import { own, type TransitionDecl } from '@entrepot/entity';
import { conflict, forbidden, invalid, notFound, parse, requestUser } from '@entrepot/server-kit';
import type { Database, Tx } from '@entrepot/server-kit/db';
import { type Actor, createSchema, type entityRoutes, httpUpdateSchema, type Route, type ServiceRow, type StoredRow } from '@entrepot/server-kit/entity';
import { eq, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { type OptionRow, orphanedSkuProblem } from '../domain/sku-matrix.ts';
import { type sku, type spu, spuCodePattern, spuStatus } from '../entities/index.ts';
import { skus, spus } from './catalogue.schema.ts';
import type { CatalogueServices, Publisher } from './services.ts';
import { cascadeToSkus, checkOptions, createMissingSkus, type SkuDefaults, skuDefaultsSchema } from './sku-matrix.commands.ts';

/** Fields as a request body or the engine's parse carries them (a bag, not one entity's row). */
type Fields = Record<string, unknown>;
/** The SPU as the service answers it after a read or write. */
type SpuRow = ServiceRow<typeof spu>;
type Handlers = ReturnType<typeof entityRoutes>;

const actorOf = (r: FastifyRequest): Actor => ({ id: requestUser(r).id, name: requestUser(r).name });
const idOf = (r: FastifyRequest) => parse(z.object({ id: z.uuid('记录编号不正确') }), r.params).id;
const bodyOf = (r: FastifyRequest): Fields => {
  const body = r.body ?? {};
  if (typeof body !== 'object' || Array.isArray(body)) throw invalid('(body)', '格式不正确');
  return body as Fields;
};
export const checkSpuCode = (code: unknown) => {
  if (typeof code === 'string' && code !== '' && !spuCodePattern.test(code)) throw invalid('code', 'SPU编码须以大写字母开头，由大写字母和数字组成');
};
const withoutUndefined = (row: Fields) => Object.fromEntries(Object.entries(row).filter(([, v]) => v !== undefined && v !== null && v !== ''));
const optionRows = (row: { options?: unknown }) => (row.options ?? []) as OptionRow[];

/**
 * One SPU transition carried down to its SKUs, in the caller's transaction: the routes below and the
 * approved state-change requests (state-request-apply.ts) both move SPUs through here.
 */
export async function moveSpu(tx: Tx, s: CatalogueServices, id: string, name: string, actor: Actor, publisher?: Publisher, scope?: SQL) {
  const spu = await s.spu.transition(tx, id, 'status', name, actor, scope);
  const skuCount = await cascadeToSkus(tx, s, spu.id, name, actor, publisher);
  return { spu, skuCount };
}

/**
 * Writes an SPU (input checked by the SPU's create schema) and its SKU matrix in the caller's transaction:
 * `POST spus`, and a sample turned into an SPU (`sample/tospu`, whose pictures come through `extra`).
 */
export async function createSpuWithSkus(
  tx: Tx,
  s: CatalogueServices,
  spu: { input: Fields; defaults: SkuDefaults; actor: Actor; extra?: Fields },
  publisher?: Publisher,
): Promise<SpuRow & { sku_count: number }> {
  const row = await s.spu.create(tx, spu.input, spu.actor, spu.extra);
  const created = await createMissingSkus(tx, s, row as { id: string; code: string; name: string }, optionRows(row), spu.defaults, spu.actor, publisher);
  return { ...row, sku_count: created.length };
}

export function spuCommands(database: Database, s: CatalogueServices, $: Handlers, publisher?: Publisher) {
  const creating = createSchema(s.spu.decl);
  const updating = httpUpdateSchema(s.spu.decl);
  const perm = (action: string) => ({ config: { permission: s.spu.decl.permission(action) } });

  /** Finds an SPU by id or code within the caller's data rules. */
  const findSpu = async (tx: Tx, idOrCode: string, scope: SQL | undefined) => {
    const isId = z.uuid().safeParse(idOrCode).success;
    const [row] = await tx
      .select({ id: spus.id })
      .from(spus)
      .where(isId ? eq(spus.id, idOrCode) : eq(spus.code, idOrCode));
    const found = row ? await s.spu.find(tx, row.id, scope) : undefined;
    if (!found) throw notFound('SPU');
    return s.spu.get(tx, found.id);
  };

  const create: Route = {
    ...perm('create'),
    handler: async (r) => {
      const a = $.access(r);
      const { sku_defaults, default_cost_price, default_sale_price, default_weight, ...rest } = a.body;
      // The SPU form sends the SKU defaults as its extra fields `default_*`; API callers may send `sku_defaults`.
      const flat = withoutUndefined({ cost_price: default_cost_price, sale_price: default_sale_price, weight: default_weight });
      const defaults = parse(skuDefaultsSchema, sku_defaults ?? flat);
      checkSpuCode(rest.code);
      const input = parse(creating, rest);
      checkOptions(input.options as OptionRow[] | undefined);
      const actor = actorOf(r);
      return ok(await database.tx((tx) => createSpuWithSkus(tx, s, { input, defaults, actor }, publisher)));
    },
  };

  /** Edits the SPU; option values added make their SKUs, values whose SKUs exist cannot be removed. */
  const update: Route = {
    ...perm('update'),
    handler: async (r) => {
      const a = $.access(r);
      const { sku_defaults, ...rest } = a.body;
      const defaults = parse(skuDefaultsSchema, sku_defaults);
      const input = parse(updating, rest);
      if (input.options) checkOptions(input.options as OptionRow[]);
      const actor = actorOf(r);
      return ok(
        await database.tx(async (tx) => {
          const spu = await s.spu.update(tx, idOf(r), input, actor, { scope: a.scope });
          if (input.category_id) await tx.update(skus).set({ category_id: spu.category_id }).where(eq(skus.spu_id, spu.id));
          if (input.options) await refuseOrphanSkus(tx, spu);
          const created = await createMissingSkus(tx, s, spu as { id: string; code: string; name: string }, optionRows(spu), defaults, actor, publisher);
          return { ...spu, sku_count_added: created.length };
        }),
      );
    },
  };

  /** SKUs whose option values were removed from the SPU would be orphaned: refused (../domain/sku-matrix.ts). */
  const refuseOrphanSkus = async (tx: Tx, spu: SpuRow) => {
    const rows = await tx.select({ code: skus.code, option_values: skus.option_values }).from(skus).where(eq(skus.spu_id, spu.id));
    // option_values is a json column: its shape is the field's check's (checkOptionValues)
    const problem = orphanedSkuProblem(optionRows(spu), rows as { code: string; option_values: OptionRow[] | null }[]);
    if (problem) throw conflict(problem);
  };

  /** `copy/{from}/{to}`: a new SPU coded `to` with `from`'s data, options and a fresh SKU matrix (开发中). */
  const copy: Route = {
    ...perm('create'),
    handler: async (r) => {
      const { from, to } = parse(z.object({ from: z.string().min(1), to: z.string().min(1) }), r.params);
      checkSpuCode(to);
      const a = $.access(r);
      const actor = actorOf(r);
      return ok(
        await database.tx(async (tx) => {
          const source = await findSpu(tx, from, a.scope);
          const [first] = await tx.select({ id: skus.id }).from(skus).where(eq(skus.spu_id, source.id)).limit(1);
          const [price] = (first ? await tx.select().from(skus).where(eq(skus.id, first.id)) : []) as StoredRow<typeof sku>[];
          const input = parse(creating, {
            code: to,
            name: source.name,
            name_en: source.name_en ?? undefined,
            brand_id: source.brand_id ?? undefined,
            category_id: source.category_id,
            developer_id: source.developer_id ?? undefined,
            season: source.season ?? undefined,
            images: source.images ?? undefined,
            description: source.description ?? undefined,
            options: optionRows(source).map(({ dimension, value, code }, position) => ({ dimension, value, code, position })),
          });
          const spu = await s.spu.create(tx, input, actor);
          const defaults = price
            ? { cost_price: price.cost_price ?? undefined, sale_price: price.sale_price ?? undefined, weight: price.weight ?? undefined }
            : {};
          const created = await createMissingSkus(tx, s, spu as { id: string; code: string; name: string }, optionRows(spu), defaults, actor, publisher);
          return { ...spu, sku_count: created.length };
        }),
      );
    },
  };

  /** `{ids, transition}`: one transition on many SPUs (all or nothing), carried down to their SKUs. */
  const batchState: Route = {
    handler: async (r) => {
      const body = parse(
        z.object({ ids: z.array(z.uuid('记录编号不正确')).min(1, '请选择SPU').max(500, '一次最多500条'), transition: z.string().min(1, '请选择操作') }),
        bodyOf(r),
      );
      const t: TransitionDecl | undefined = own(spuStatus.transitions, body.transition);
      if (!t) throw invalid('transition', `未知操作: ${body.transition}`);
      const user = requestUser(r);
      if (!hasAnyPermission(user.isAdmin, user.permissions, s.spu.decl.permission(t.permission ?? body.transition))) throw forbidden();
      const a = $.access(r);
      const actor = actorOf(r);
      return ok(
        await database.tx(async (tx) => {
          let skuCount = 0;
          for (const id of body.ids) skuCount += (await moveSpu(tx, s, id, body.transition, actor, publisher, a.scope)).skuCount;
          return { updated: body.ids.length, sku_updated: skuCount };
        }),
      );
    },
  };

  /** One SPU transition (our path `spu/{id}/{transition}`), carried down to the SKUs. */
  const transition = (name: keyof typeof spuStatus.transitions): Route => ({
    ...perm((spuStatus.transitions[name] as TransitionDecl).permission ?? name),
    handler: async (r) => {
      const a = $.access(r);
      const actor = actorOf(r);
      return ok(await database.tx(async (tx) => (await moveSpu(tx, s, idOf(r), name, actor, publisher, a.scope)).spu));
    },
  });

  return { create, update, copy, batchState, transition };
}
