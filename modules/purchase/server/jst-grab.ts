// 供应商抓取 (README "Supplier grab"): a supplier's items read from its JST (聚水潭) into `purchase.jstGrabItem`,
// turned by a buyer into our SPU, SKUs and supplier links (`generateSpu`). The rows of the spec's supplier
// inventory family that reach JST: jstGrabSupplier, jstGrabSpu, addJstGrabSpu, jst/all/{type}, generateSpu,
// checkSpuIsBindJst and inventory. Each keeps the suppliers' data rules.
import { ok } from '@entrepot/contract';
import type { RowOf } from '@entrepot/entity';
import type { EntityRoutes, ModuleContext } from '@entrepot/hub-server/module';
import { createSpuFor } from '@entrepot/module-catalogue';
import { conflict, invalid, notFound, parse, requestUser } from '@entrepot/server-kit';
import type { Executor, Tx } from '@entrepot/server-kit/db';
import type { Actor, Route } from '@entrepot/server-kit/entity';
import { and, eq, isNotNull, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { type JstClient, type JstItem, optionsOf, sameName } from '../domain/jst.ts';
import { BASE, jstGrabItem, type jstGrabSku, supplier } from '../entities/index.ts';
import { jstGrabItems, jstGrabSkus, suppliers } from './purchase.schema.ts';
import type { PurchaseServices } from './services.ts';
import { jstBinding } from './supplier-links.ts';
import { askerOf, syncSupplierStock } from './supplier-stock-sync.ts';

/** A grabbed item's variant as its detail carries it (`skus`, its parent's key left out). */
type GrabSkuRow = Omit<RowOf<typeof jstGrabSku>, 'item_id' | 'item_id_title'>;
const supplierBody = z.object({ supplier_id: z.uuid('请选择供应商') });
const itemBody = z.object({
  supplier_id: z.uuid('请选择供应商'),
  item_code: z.string('请填写供应商款号').trim().min(1, '请填写供应商款号').max(60, '供应商款号最多60个字符'),
});
const generateBody = z.object({
  id: z.uuid('请选择抓取商品'),
  category_id: z.uuid('请选择分类'),
  /** Blank: the next SPU code. */
  code: z.string().trim().max(16, 'SPU编码最多16个字符').optional(),
  /** Blank: the item's name. */
  name: z.string().trim().max(100, '中文名称最多100个字符').optional(),
});
const allType = z.object({ type: z.enum(['supplier', 'spu', 'inventory'], '抓取类型只能是 supplier、spu 或 inventory') });

const minPrice = (item: JstItem) =>
  item.skus.length ? item.skus.map((s) => s.price).reduce((a, b) => (Number.parseFloat(b) < Number.parseFloat(a) ? b : a)) : null;

/** Writes one grabbed item: new, or its figures refreshed (a generated item keeps its variants' links). */
export async function keepGrabbed(tx: Tx, s: PurchaseServices, supplierId: string, item: JstItem, actor: Actor): Promise<'created' | 'refreshed'> {
  const [held] = await tx
    .select({ id: jstGrabItems.id, status: jstGrabItems.status })
    .from(jstGrabItems)
    .where(and(eq(jstGrabItems.supplier_id, supplierId), eq(jstGrabItems.item_code, item.item_code)));
  const header = {
    name: item.name.slice(0, 200),
    min_price: minPrice(item),
    sku_count: item.skus.length,
    total_quantity: item.skus.reduce((n, k) => n + k.quantity, 0),
  };
  const extra = { grabbed_at: new Date() };
  if (!held) {
    await s.jstGrabItem.create(tx, { supplier_id: supplierId, item_code: item.item_code, ...header, skus: item.skus }, actor, extra);
    return 'created';
  }
  const before = await tx.select({ id: jstGrabSkus.id, sku_code: jstGrabSkus.sku_code }).from(jstGrabSkus).where(eq(jstGrabSkus.item_id, held.id));
  const idOf = new Map(before.map((b) => [b.sku_code, b.id]));
  const fresh = new Map(item.skus.map((k) => [k.sku_code, k]));
  // A generated item's variants stay as they were linked (one JST dropped kept, one it added not taken in);
  // only their figures follow JST. An item not generated takes JST's variants as they are now.
  const skus =
    held.status === 'generated'
      ? before.map((b) => ({ id: b.id, ...(fresh.has(b.sku_code) ? fresh.get(b.sku_code) : {}) }))
      : item.skus.map((k) => (idOf.has(k.sku_code) ? { id: idOf.get(k.sku_code), ...k } : k));
  await s.jstGrabItem.update(tx, held.id, { ...header, skus }, actor, { extra });
  return 'refreshed';
}

/** The demo's JST (SEED_DEMO): our suppliers JST knows by name get its code, and their items are grabbed. */
export async function seedGrabs(tx: Tx, s: PurchaseServices, jst: JstClient, actor: Actor) {
  const ours = await tx.select({ id: suppliers.id, name: suppliers.name }).from(suppliers);
  for (const t of await jst.suppliers()) {
    const match = ours.find((o) => sameName(o.name, t.name));
    if (!match) continue;
    await s.supplier.update(tx, match.id, { jst_code: t.code }, actor);
    for (const item of await jst.items(t.code)) await keepGrabbed(tx, s, match.id, item, actor);
  }
}

export function jstGrabRoutes(
  app: FastifyInstance,
  ctx: ModuleContext,
  s: PurchaseServices,
  $: { supplier: EntityRoutes; grab: EntityRoutes },
  jst: JstClient,
) {
  const db = ctx.database;
  const url = (path: string) => `${BASE}/${path}`;
  const perm = (action: string) => ({ config: { permission: jstGrabItem.permission(action) } });
  const route = (method: 'GET' | 'POST', path: string, r: Route) => app.route({ method, url: url(path), ...r });
  const actorOf = (request: FastifyRequest) => ({ id: requestUser(request).id, name: requestUser(request).name });

  /** The supplier (within the reader's rules) and its JST code; a supplier not linked to JST is refused. */
  const linkedSupplier = async (tx: Executor, id: string, scope: SQL | undefined) => {
    const row = await s.supplier.get(tx, id, scope);
    if (!row.jst_code) throw conflict(`供应商 ${row.name} 未关联聚水潭，请先抓取供应商或在供应商资料中填写聚水潭编码`);
    return { id: row.id, name: row.name, jst_code: row.jst_code };
  };

  const grabSupplierItems = async (request: FastifyRequest, supplierId: string) => {
    const { scope } = $.supplier.access(request);
    const linked = await linkedSupplier(db.db, supplierId, scope);
    const items = await jst.items(linked.jst_code);
    const counts = { created: 0, refreshed: 0 };
    await db.tx(async (tx) => {
      for (const item of items) counts[await keepGrabbed(tx, s, linked.id, item, actorOf(request))]++;
    });
    return { supplier: linked.name, items: items.length, ...counts };
  };

  /** Matches JST's suppliers to ours by name and records their JST codes; answers who matched whom. */
  const grabSuppliers = async (request: FastifyRequest) => {
    const { scope } = $.supplier.access(request);
    const theirs = await jst.suppliers();
    const ours = await db.db
      .select({ id: suppliers.id, code: suppliers.code, name: suppliers.name, jst_code: suppliers.jst_code })
      .from(suppliers)
      .where(scope);
    return db.tx(async (tx) => {
      const rows = [];
      for (const t of theirs) {
        const match = ours.find((o) => o.jst_code === t.code) ?? ours.find((o) => !o.jst_code && sameName(o.name, t.name));
        if (match && match.jst_code !== t.code) await s.supplier.update(tx, match.id, { jst_code: t.code }, actorOf(request), { scope });
        rows.push({
          jst_code: t.code,
          jst_name: t.name,
          supplier_id: match?.id ?? null,
          supplier_code: match?.code ?? null,
          supplier_name: match?.name ?? null,
        });
      }
      return { suppliers: rows, matched: rows.filter((r) => r.supplier_id).length };
    });
  };

  route('POST', 'supplierInventory/jstGrabSupplier', { ...perm('create'), handler: async (request) => ok(await grabSuppliers(request)) });
  route('POST', 'supplierInventory/jstGrabSpu', {
    ...perm('create'),
    handler: async (request) => ok(await grabSupplierItems(request, parse(supplierBody, request.body).supplier_id)),
  });
  route('POST', 'supplierInventory/addJstGrabSpu', {
    ...perm('create'),
    handler: async (request) => {
      const { supplier_id, item_code } = parse(itemBody, request.body);
      const linked = await linkedSupplier(db.db, supplier_id, $.supplier.access(request).scope);
      const item = await jst.item(linked.jst_code, item_code);
      if (!item) throw invalid('item_code', `聚水潭中供应商 ${linked.name} 没有款号 ${item_code}`);
      const done = await db.tx((tx) => keepGrabbed(tx, s, linked.id, item, actorOf(request)));
      return ok({ item_code, [done]: 1 });
    },
  });
  /** `jst/all/{type}`: supplier — match every JST supplier; spu — grab every linked supplier's items; inventory — the stock sync. */
  app.route({
    method: 'POST',
    url: url('jst/all/:type'),
    ...perm('create'),
    handler: async (request) => {
      const { type } = parse(allType, request.params);
      if (type === 'supplier') return ok(await grabSuppliers(request));
      if (type === 'inventory') return ok(await syncSupplierStock(db, s, jst, askerOf(request)));
      const { scope } = $.supplier.access(request);
      const linked = await db.db
        .select({ id: suppliers.id })
        .from(suppliers)
        .where(and(isNotNull(suppliers.jst_code), scope));
      const done = [];
      for (const l of linked) done.push(await grabSupplierItems(request, l.id));
      return ok({ suppliers: done.length, items: done.reduce((n, d) => n + d.items, 0), results: done });
    },
  });

  /** `generateSpu {id, category_id, code?, name?}`: the item becomes our SPU (颜色 × 尺码), its variants our SKUs and the supplier's links. */
  route('POST', 'supplierInventory/generateSpu', {
    ...perm('generate'),
    handler: async (request) => {
      const body = parse(generateBody, request.body);
      const { scope } = $.grab.access(request);
      const actor = actorOf(request);
      return ok(
        await db.tx(async (tx) => {
          const [locked] = await tx.select({ id: jstGrabItems.id }).from(jstGrabItems).where(eq(jstGrabItems.id, body.id)).for('update');
          if (!locked) throw notFound('抓取商品');
          const item = await s.jstGrabItem.get(tx, body.id, scope);
          if (item.status !== 'new') throw conflict(`款号 ${item.item_code} 已${item.status === 'generated' ? '生成SPU' : '忽略'}，不能再生成`);
          const variants = (item.skus ?? []) as GrabSkuRow[];
          const options = optionsOf(variants);
          const made = await createSpuFor(
            tx,
            {
              code: body.code,
              name: body.name || item.name.slice(0, 100),
              category_id: body.category_id,
              options,
              cost_price: item.min_price || undefined,
            },
            requestUser(request),
            ctx.outbox,
          );
          // Each variant's SKU: the one whose options are the variant's colour and size.
          const codeOf = new Map(options.map((o) => [`${o.dimension}\u0000${o.value}`, o.code]));
          const linked: string[] = [];
          for (const v of variants) {
            const want = [v.colour ? codeOf.get(`颜色\u0000${v.colour.trim()}`) : null, v.size ? codeOf.get(`尺码\u0000${v.size.trim()}`) : null].filter(
              Boolean,
            );
            const ours = made.skus.find((k) => k.option_values.length === want.length && k.option_values.every((o) => want.includes(o.code)));
            if (!ours) continue;
            await tx.update(jstGrabSkus).set({ sku_id: ours.id }).where(eq(jstGrabSkus.id, v.id));
            await s.supplierSku.create(
              tx,
              {
                supplier_id: item.supplier_id,
                sku_id: ours.id,
                supplier_item_code: String(v.sku_code),
                supplier_item_name: item.name.slice(0, 200),
                supplier_spec: [v.colour, v.size].filter(Boolean).join(' / ') || null,
                reference_price: v.price ?? null,
                is_default: true,
              },
              actor,
            );
            linked.push(ours.code);
          }
          await s.supplierSpu.create(
            tx,
            { supplier_id: item.supplier_id, spu_id: made.id, supplier_item_code: item.item_code, supplier_item_name: item.name },
            actor,
          );
          await s.jstGrabItem.update(tx, body.id, {}, actor, { scope, extra: { spu_id: made.id } });
          await s.jstGrabItem.transition(tx, body.id, 'status', 'generate', actor, scope);
          return { spu_id: made.id, spu_code: made.code, sku_count: made.skus.length, linked };
        }),
      );
    },
  });

  /** `checkSpuIsBindJst?spu_id=`: which of the SPU's supplier links reach a supplier's JST, and which were pushed (`toerp`). */
  route('GET', 'supplierInventory/checkSpuIsBindJst', {
    config: { permission: supplier.permission('read') },
    handler: async (request) =>
      ok(await jstBinding(db.db, parse(z.object({ spu_id: z.uuid('请选择SPU') }), request.query).spu_id, $.supplier.access(request).scope)),
  });

  /** `inventory?id=` (a grabbed item): its variants' stock as JST says now, beside what was grabbed. */
  route('GET', 'supplierInventory/inventory', {
    ...perm('read'),
    handler: async (request) => {
      const { id } = parse(z.object({ id: z.uuid('请选择抓取商品') }), request.query);
      const item = await s.jstGrabItem.get(db.db, id, $.grab.access(request).scope);
      const [owner] = await db.db.select({ code: suppliers.code, jst_code: suppliers.jst_code }).from(suppliers).where(eq(suppliers.id, item.supplier_id));
      const now = owner?.jst_code ? await jst.item(owner.jst_code, item.item_code) : null;
      const live = new Map((now?.skus ?? []).map((k) => [k.sku_code, k.quantity]));
      const rows = ((item.skus ?? []) as GrabSkuRow[]).map((k) => ({
        sku_code: k.sku_code,
        colour: k.colour,
        size: k.size,
        sku_id: k.sku_id ?? null,
        sku_id_title: k.sku_id_title ?? null,
        grabbed_quantity: k.quantity,
        quantity: live.get(String(k.sku_code)) ?? null,
      }));
      return ok({ item_code: item.item_code, source: jst.source, read_at: new Date().toISOString(), found: !!now, rows });
    },
  });
}
