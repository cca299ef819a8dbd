// The catalogue's supplier SPU/SKU rows (spec 001 §7 "Supplier SPU/SKU", served under /api-product by this
// module, README "Supplier SPU/SKU in the catalogue"): what suppliers supply of one SPU, read and saved from
// the SPU's side, the supplier's words for its options, and the push of the links to the supplier's JST.
import { ok } from '@entrepot/contract';
import type { EntityRoutes } from '@entrepot/hub-server/module';
import { sku } from '@entrepot/module-catalogue';
import { conflict, invalid, parse, requestUser } from '@entrepot/server-kit';
import type { Database, Executor, Tx } from '@entrepot/server-kit/db';
import { queryList, type Route, rowScope, sourceColumns, tableOf } from '@entrepot/server-kit/entity';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { JstClient } from '../domain/jst.ts';
import { supplierSpec } from '../domain/supplier-rules.ts';
import { supplier, supplierSku, supplierSpuSku } from '../entities/index.ts';
import { supplierSkus, supplierSpus, suppliers } from './purchase.schema.ts';
import type { PurchaseServices } from './services.ts';

const skus = tableOf(sku);
const PRODUCT_BASE = '/api/v1/product';
const money = z.union([z.string(), z.number()]).nullable().optional();
const linkFields = {
  supplier_item_code: z.string().max(60, '供应商货号最多60个字符').nullable().optional(),
  supplier_item_name: z.string().max(200, '供应商品名最多200个字符').nullable().optional(),
  supplier_spec: z.string().max(200, '供应商规格最多200个字符').nullable().optional(),
  reference_price: money,
  is_default: z.boolean().optional(),
};
/** `PUT supplierspusku`: one supplier's links to the SPU's SKUs, saved together. */
const spuSave = z.object({
  spu_id: z.uuid('请选择SPU'),
  supplier_id: z.uuid('请选择供应商'),
  supplier_item_code: z.string().max(60, '供应商款号最多60个字符').nullable().optional(),
  items: z
    .array(z.object({ sku_id: z.uuid('SKU不正确'), ...linkFields }), '请选择SKU')
    .min(1, '请选择SKU')
    .max(500, '一次最多保存500个SKU'),
});
/** `POST supplierspusku/batch`: one supplier linked to many SKUs at once; links that exist are left as they are. */
const batchLink = z.object({
  supplier_id: z.uuid('请选择供应商'),
  sku_ids: z.array(z.uuid('SKU不正确'), '请选择SKU').min(1, '请选择SKU').max(1000, '一次最多关联1000个SKU'),
  reference_price: money,
  is_default: z.boolean().optional(),
});
/** `attribute/batchskuattr/{spu}`: our option values in the supplier's words, applied to every SKU of the SPU. */
const specMap = z.object({
  supplier_id: z.uuid('请选择供应商'),
  values: z
    .array(
      z.object({
        dimension: z.string().min(1, '请选择规格'),
        value: z.string().min(1, '请选择规格值'),
        supplier_value: z.string().max(60, '供应商叫法最多60个字符'),
      }),
      '请填写供应商叫法',
    )
    .min(1, '请填写供应商叫法'),
});
const toErp = z.object({ spu_id: z.uuid('请选择SPU'), supplier_id: z.uuid('请选择供应商').optional() });

/** The SKUs of one SPU: id, code and options. */
export const skusOfSpu = (exec: Executor, spuId: string) =>
  exec.select({ id: skus.id, code: skus.code, option_values: skus.option_values }).from(skus).where(eq(skus.spu_id, spuId));

function spuSkuSource(request: FastifyRequest) {
  return new QueryBuilder()
    .select(
      sourceColumns({
        id: supplierSkus.id,
        spu_id: sql`${skus.spu_id}::text`,
        spu_code: sql`split_part(${skus.code}, '-', 1)`,
        sku_code: skus.code,
        spec: skus.spec,
        supplier_code: suppliers.code,
        supplier_name: suppliers.name,
        supplier_item_code: supplierSkus.supplier_item_code,
        supplier_spec: supplierSkus.supplier_spec,
        reference_price: supplierSkus.reference_price,
        is_default: supplierSkus.is_default,
        status: supplierSkus.status,
        jst_bound_at: supplierSkus.jst_bound_at,
      }),
    )
    .from(supplierSkus)
    .innerJoin(skus, eq(skus.id, supplierSkus.sku_id))
    .innerJoin(suppliers, eq(suppliers.id, supplierSkus.supplier_id))
    .where(rowScope(supplier, suppliers, requestUser(request).access))
    .as('q');
}

/** The SPU's supplier SKU links with whether their supplier is on JST and whether each was pushed (`toerp`). */
export async function jstBinding(exec: Executor, spuId: string, scope: SQL | undefined) {
  const skuIds = (await skusOfSpu(exec, spuId)).map((k) => k.id);
  const links = skuIds.length
    ? await exec
        .select({ jst_code: suppliers.jst_code, jst_bound_at: supplierSkus.jst_bound_at })
        .from(supplierSkus)
        .innerJoin(suppliers, eq(suppliers.id, supplierSkus.supplier_id))
        .where(and(inArray(supplierSkus.sku_id, skuIds), scope))
    : [];
  const onJst = links.filter((l) => l.jst_code);
  const bound = onJst.filter((l) => l.jst_bound_at).length;
  return { spu_id: spuId, links: links.length, on_jst: onJst.length, bound, is_bind: onJst.length > 0 && bound === onJst.length };
}

export function supplierLinkRoutes(
  app: FastifyInstance,
  database: Database,
  s: PurchaseServices,
  $: { supplier: EntityRoutes; supplierSku: EntityRoutes },
  jst: JstClient,
) {
  const url = (path: string) => `${PRODUCT_BASE}/${path}`;
  const route = (method: 'GET' | 'POST' | 'PUT', path: string, r: Route) => app.route({ method, url: url(path), ...r });
  const perm = (action: string) => ({ config: { permission: supplierSku.permission(action) } });
  const actorOf = (request: FastifyRequest) => ({ id: requestUser(request).id, name: requestUser(request).name });

  /** The supplier within the reader's rules (a supplier he may not see is 不存在). */
  const visibleSupplier = (tx: Tx, id: string, request: FastifyRequest) => s.supplier.get(tx, id, $.supplier.access(request).scope);
  const linksOf = async (tx: Tx, supplierId: string, skuIds: string[]) =>
    new Map(
      (
        await tx
          .select({ id: supplierSkus.id, sku_id: supplierSkus.sku_id })
          .from(supplierSkus)
          .where(and(eq(supplierSkus.supplier_id, supplierId), inArray(supplierSkus.sku_id, skuIds)))
      ).map((l) => [l.sku_id, l.id]),
    );

  route('GET', 'supplierspusku', queryList(supplierSpuSku, database, { source: spuSkuSource }));
  route('GET', 'supplierspusku/:id', $.supplierSku.detail);
  route('PUT', 'supplierspusku/:id', $.supplierSku.update);

  route('PUT', 'supplierspusku', {
    ...perm('update'),
    handler: async (request) => {
      const body = parse(spuSave, request.body);
      const actor = actorOf(request);
      return ok(
        await database.tx(async (tx) => {
          await visibleSupplier(tx, body.supplier_id, request);
          const own = new Set((await skusOfSpu(tx, body.spu_id)).map((k) => k.id));
          const stranger = body.items.findIndex((i) => !own.has(i.sku_id));
          if (stranger >= 0) throw invalid(`items.${stranger}.sku_id`, `第${stranger + 1}行的SKU不属于该SPU`);
          const held = await linksOf(
            tx,
            body.supplier_id,
            body.items.map((i) => i.sku_id),
          );
          let created = 0;
          let updated = 0;
          for (const { sku_id, ...fields } of body.items) {
            const id = held.get(sku_id);
            if (id) {
              await s.supplierSku.update(tx, id, fields, actor);
              updated++;
            } else {
              await s.supplierSku.create(tx, { supplier_id: body.supplier_id, sku_id, ...fields }, actor);
              created++;
            }
          }
          // The SPU-level link (款号) follows: one per supplier and SPU.
          const [spuLink] = await tx
            .select({ id: supplierSpus.id })
            .from(supplierSpus)
            .where(and(eq(supplierSpus.supplier_id, body.supplier_id), eq(supplierSpus.spu_id, body.spu_id)));
          const spuFields = body.supplier_item_code === undefined ? {} : { supplier_item_code: body.supplier_item_code };
          if (spuLink) await s.supplierSpu.update(tx, spuLink.id, spuFields, actor);
          else await s.supplierSpu.create(tx, { supplier_id: body.supplier_id, spu_id: body.spu_id, ...spuFields }, actor);
          return { created, updated };
        }),
      );
    },
  });

  route('POST', 'supplierspusku/batch', {
    ...perm('create'),
    handler: async (request) => {
      const { supplier_id, sku_ids, ...fields } = parse(batchLink, request.body);
      const actor = actorOf(request);
      return ok(
        await database.tx(async (tx) => {
          await visibleSupplier(tx, supplier_id, request);
          const wanted = [...new Set(sku_ids)];
          const found = await tx.select({ id: skus.id }).from(skus).where(inArray(skus.id, wanted));
          if (found.length < wanted.length) throw invalid('sku_ids', `有 ${wanted.length - found.length} 个SKU不存在`);
          const held = await linksOf(tx, supplier_id, wanted);
          const fresh = wanted.filter((id) => !held.has(id));
          for (const sku_id of fresh) await s.supplierSku.create(tx, { supplier_id, sku_id, ...fields }, actor);
          return { created: fresh.length, skipped: held.size };
        }),
      );
    },
  });

  route('POST', 'attribute/batchskuattr/:id', {
    ...perm('update'),
    handler: async (request) => {
      const spuId = parse(z.object({ id: z.uuid('请选择SPU') }), request.params).id;
      const { supplier_id, values } = parse(specMap, request.body);
      const actor = actorOf(request);
      return ok(
        await database.tx(async (tx) => {
          await visibleSupplier(tx, supplier_id, request);
          const family = await skusOfSpu(tx, spuId);
          const held = await linksOf(
            tx,
            supplier_id,
            family.map((k) => k.id),
          );
          if (held.size === 0) throw conflict('该供应商还没有关联这个SPU的SKU，请先关联');
          let updated = 0;
          for (const k of family) {
            const id = held.get(k.id);
            if (!id) continue;
            await s.supplierSku.update(tx, id, { supplier_spec: supplierSpec(k.option_values, values) }, actor);
            updated++;
          }
          return { updated };
        }),
      );
    },
  });

  /** `toerp {spu_id, supplier_id?}`: tells each linked supplier's JST which of its SKU codes are our SKUs. */
  route('POST', 'toerp', {
    ...perm('update'),
    handler: async (request) => {
      const body = parse(toErp, request.body);
      const { scope } = $.supplier.access(request);
      const family = await skusOfSpu(database.db, body.spu_id);
      if (family.length === 0) throw invalid('spu_id', 'SPU不存在或没有SKU');
      const codeOf = new Map(family.map((k) => [k.id, k.code]));
      const links = await database.db
        .select({ id: supplierSkus.id, sku_id: supplierSkus.sku_id, item: supplierSkus.supplier_item_code, name: suppliers.name, jst_code: suppliers.jst_code })
        .from(supplierSkus)
        .innerJoin(suppliers, eq(suppliers.id, supplierSkus.supplier_id))
        .where(
          and(
            inArray(
              supplierSkus.sku_id,
              family.map((k) => k.id),
            ),
            eq(supplierSkus.status, 'enabled'),
            body.supplier_id ? eq(supplierSkus.supplier_id, body.supplier_id) : undefined,
            scope,
          ),
        );
      const onJst = links.filter((l) => l.jst_code);
      if (onJst.length === 0) throw conflict('该SPU没有关联聚水潭的供应商，无法推送');
      const missing = onJst.find((l) => !l.item);
      if (missing) throw conflict(`供应商 ${missing.name} 的SKU ${codeOf.get(missing.sku_id)} 没有供应商货号，无法推送`);
      const pushed: { supplier: string; accepted: number }[] = [];
      const bySupplier = new Map<string, typeof onJst>();
      for (const l of onJst) bySupplier.set(String(l.jst_code), [...(bySupplier.get(String(l.jst_code)) ?? []), l]);
      for (const [jstCode, group] of bySupplier) {
        const accepted = await jst.bind(
          jstCode,
          group.map((l) => ({ supplier_sku_code: String(l.item), our_sku_code: String(codeOf.get(l.sku_id)) })),
        );
        if (accepted > 0)
          await database.tx(async (tx) => {
            for (const l of group) await s.supplierSku.update(tx, l.id, {}, actorOf(request), { extra: { jst_bound_at: new Date() } });
          });
        pushed.push({ supplier: group[0]!.name, accepted });
      }
      return ok({ pushed, ...(await jstBinding(database.db, body.spu_id, scope)) });
    },
  });
}
