// 补货建议 (README "Replenishment"): the declared query `replenishment` over every SKU on sale — its sales (the
// order area's `skuSalesSource`), its stock (the warehouse's `stockBySkuSource`), what purchasing already has
// under way — and the planner's rows: 补货参数 per SKU, the warehouses as areas, 生成计划单 and 生成采购单 from
// the chosen suggestions, and whether an SPU needs buying.
import { ok } from '@entrepot/contract';
import { changedEvent, type EntityChanged } from '@entrepot/entity';
import type { ModuleContext } from '@entrepot/hub-server/module';
import { sku } from '@entrepot/module-catalogue';
import { skuSalesSource } from '@entrepot/module-oms';
import { stockBySkuSource, warehouse } from '@entrepot/module-wms';
import { conflict, newId, parse, requestUser } from '@entrepot/server-kit';
import type { Database } from '@entrepot/server-kit/db';
import { queryList, queryService, type Route, sourceColumns, tableOf } from '@entrepot/server-kit/entity';
import { queryExport } from '@entrepot/server-kit/file-tasks';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { groupSuggestions } from '../domain/replenish-rules.ts';
import { BASE, DEFAULT_LEAD_DAYS, order, planOrder, planSources, replenishment } from '../entities/index.ts';
import { moqs, replenishmentSettings, supplierSkus, suppliers } from './purchase.schema.ts';
import type { PurchaseServices } from './services.ts';
import { defaultSupplier, onOrder, planned, setting } from './under-way.ts';

const skus = tableOf(sku);
const warehouses = tableOf(warehouse);

const areaQuery = z.object({ warehouse_id: z.uuid('仓库不正确').optional() });
const days = (label: string) => z.int(`${label}须为0到365的整数`).min(0, `${label}须为0到365的整数`).max(365, `${label}须为0到365的整数`).nullable().optional();
const settingBody = z.object({
  sku_ids: z.array(z.uuid('SKU不正确'), '请选择SKU').min(1, '请选择SKU').max(500, '一次最多设置500个SKU'),
  safety_days: days('安全天数'),
  cover_days: days('备货天数'),
  adjusted: z.int('人工调整须为非负整数').min(0, '人工调整须为非负整数').max(999_999, '人工调整不能超过999999').nullable().optional(),
  remark: z.string().max(200, '备注最多200个字符').nullable().optional(),
});
const lineList = z
  .array(
    z.object({ sku_id: z.uuid('SKU不正确'), quantity: z.int('补货数量须为正整数').min(1, '补货数量须为正整数').max(999_999, '补货数量不能超过999999') }),
    '请选择补货建议',
  )
  .min(1, '请选择补货建议')
  .max(500, '一次最多500个SKU');
const planBody = z.object({
  warehouse_id: z.uuid('请选择收货仓库'),
  need_date: z.iso.date('需求日期不正确'),
  remark: z.string().max(500, '备注最多500个字符').nullable().optional(),
  lines: lineList,
});
const orderBody = z.object({ warehouse_id: z.uuid('请选择收货仓库'), lines: lineList });
const spuQuery = z.object({ spu_id: z.uuid('请选择SPU') });

/** The figures per SKU on sale, before the arithmetic (one row per SKU). */
function figures(warehouseId: string | undefined) {
  const sales = skuSalesSource();
  const stock = stockBySkuSource(warehouseId);
  const ds = defaultSupplier();
  const oo = onOrder();
  const pl = planned();
  const moqOf = (target: 'sku_id' | 'spu_id', value: unknown) =>
    sql`(select min(${moqs.min_quantity}) from ${moqs} where ${moqs.supplier_id} = ${ds.supplier_id} and ${moqs[target]} = ${value} and ${moqs.status} = 'enabled')`;
  return new QueryBuilder()
    .select({
      id: skus.id,
      sku_code: sql<string>`${skus.code}`.as('sku_code'),
      sku_name: sql<string>`${skus.name}`.as('sku_name'),
      supplier_id: sql`${ds.supplier_id}`.as('supplier_id'),
      supplier: sql<string | null>`${suppliers.name}`.as('supplier'),
      sales_7d: sql<number>`coalesce(${sales.days7}, 0)`.as('sales_7d'),
      sales_30d: sql<number>`coalesce(${sales.days30}, 0)`.as('sales_30d'),
      available: sql<number>`coalesce(${stock.available}, 0)`.as('available'),
      in_transit: sql<number>`coalesce(${stock.in_transit}, 0)`.as('in_transit'),
      on_order: sql<number>`coalesce(${oo.open}, 0)`.as('on_order'),
      planned: sql<number>`coalesce(${pl.qty}, 0)`.as('planned'),
      lead_days: sql<number>`coalesce(${suppliers.lead_days}, ${DEFAULT_LEAD_DAYS})`.as('lead_days'),
      safety_days: sql<number>`coalesce(${replenishmentSettings.safety_days}, ${setting('safety_days')})`.as('safety_days'),
      cover_days: sql<number>`coalesce(${replenishmentSettings.cover_days}, ${setting('cover_days')})`.as('cover_days'),
      moq: sql<number | null>`coalesce(${moqOf('sku_id', skus.id)}, ${moqOf('spu_id', skus.spu_id)})`.as('moq'),
      adjusted: sql<number | null>`${replenishmentSettings.adjusted}`.as('adjusted'),
      remark: sql<string | null>`${replenishmentSettings.remark}`.as('remark'),
    })
    .from(skus)
    .leftJoin(sales, eq(sales.sku_id, skus.id))
    .leftJoin(stock, eq(stock.sku_id, skus.code)) // the ledger keys stock by the SKU code
    .leftJoin(ds, eq(ds.sku_id, skus.id))
    .leftJoin(suppliers, eq(suppliers.id, ds.supplier_id))
    .leftJoin(oo, eq(oo.sku_id, skus.id))
    .leftJoin(pl, eq(pl.sku_id, skus.id))
    .leftJoin(replenishmentSettings, eq(replenishmentSettings.sku_id, skus.id))
    .where(eq(skus.status, 'on_sale'))
    .as('f');
}

/** The declared query's rows: the figures and what follows from them (the formula in the declaration). */
export function replenishmentSource(warehouseId: string | undefined) {
  const f = figures(warehouseId);
  const daily = sql`round((${f.sales_7d} / 7.0 + ${f.sales_30d} / 30.0) / 2, 2)`;
  const short = sql`greatest(ceil(${daily} * (${f.lead_days} + ${f.safety_days} + ${f.cover_days}))::int - ${f.available} - ${f.in_transit} - ${f.on_order} - ${f.planned}, 0)`;
  const suggested = sql`case when ${short} = 0 then 0 else greatest(${short}, coalesce(${f.moq}, 0)) end`;
  return new QueryBuilder()
    .select(
      sourceColumns({
        id: f.id,
        sku_code: f.sku_code,
        sku_name: f.sku_name,
        supplier_id: f.supplier_id,
        supplier: f.supplier,
        need: sql`case when coalesce(${f.adjusted}, ${suggested}) > 0 then 'yes' else 'no' end`,
        sales_7d: f.sales_7d,
        sales_30d: f.sales_30d,
        daily_sales: daily,
        available: f.available,
        in_transit: f.in_transit,
        on_order: f.on_order,
        planned: f.planned,
        days_of_stock: sql`case when ${daily} = 0 then null else floor(greatest(${f.available}, 0) / ${daily})::int end`,
        lead_days: f.lead_days,
        safety_days: f.safety_days,
        cover_days: f.cover_days,
        moq: f.moq,
        suggested,
        adjusted: f.adjusted,
        remark: f.remark,
      }),
    )
    .from(f)
    .as('q');
}

const areaOf = (request: FastifyRequest) => parse(areaQuery, request.query).warehouse_id;

/** The rows of some SKUs, as the list shows them (in the area asked). */
async function suggestionsOf(database: Database, skuIds: string[], warehouseId?: string) {
  const source = replenishmentSource(warehouseId);
  const r = await queryService(replenishment, source).list(database.db, {
    page: 1,
    perPage: skuIds.length,
    query: {},
    scope: inArray(sql`${source.id}`, skuIds),
  });
  return r.rows;
}

const actorOf = (r: FastifyRequest) => ({ id: requestUser(r).id, name: requestUser(r).name });

/** 生成计划单: one draft plan of the chosen SKUs and quantities (their default suppliers filled by the plan). */
export const planFromSuggestions = (ctx: ModuleContext, s: PurchaseServices, source: (typeof planSources)[number]['value']): Route => ({
  config: { permission: planOrder.permission('create') },
  handler: async (request) => {
    const label = planSources.find((p) => p.value === source)?.label ?? source;
    const body = parse(planBody, request.body);
    const made = await ctx.database.tx(async (tx) => {
      const plan = await s.planOrder.create(
        tx,
        {
          warehouse_id: body.warehouse_id,
          need_date: body.need_date,
          remark: body.remark ?? `由${label}生成`,
          lines: body.lines.map((l) => ({ sku_id: l.sku_id, quantity: l.quantity, remark: label })),
        },
        actorOf(request),
        { source },
      );
      await ctx.outbox.publish(tx, changedEvent(planOrder), { ids: [plan.id], action: 'create' } satisfies EntityChanged);
      return { id: plan.id, code: String(plan.code) };
    });
    return ok(made);
  },
});

/** 生成采购单: draft orders, one per default supplier, priced from the quotations in force by the order's rule. */
export const ordersFromSuggestions = (ctx: ModuleContext, s: PurchaseServices, source: string): Route => ({
  config: { permission: order.permission('create') },
  handler: async (request) => {
    const body = parse(orderBody, request.body);
    const rows = await ctx.database.db
      .select({
        sku_id: skus.id,
        sku_code: skus.code,
        supplier_id: supplierSkus.supplier_id,
        currency_id: suppliers.currency_id,
        buyer_id: suppliers.buyer_id,
      })
      .from(skus)
      .leftJoin(supplierSkus, and(eq(supplierSkus.sku_id, skus.id), eq(supplierSkus.is_default, true), eq(supplierSkus.status, 'enabled')))
      .leftJoin(suppliers, and(eq(suppliers.id, supplierSkus.supplier_id), eq(suppliers.status, 'active')))
      .where(
        inArray(
          skus.id,
          body.lines.map((l) => l.sku_id),
        ),
      );
    const plan = groupSuggestions(body.lines, rows);
    if (plan.problems.length) throw conflict(plan.problems.join('；'));
    const made = await ctx.database.tx(async (tx) => {
      const out: { id: string; code: string }[] = [];
      for (const group of plan.orders) {
        const created = await s.order.create(
          tx,
          {
            supplier_id: group.supplier_id,
            warehouse_id: body.warehouse_id,
            currency_id: group.currency_id,
            buyer_id: group.buyer_id ?? requestUser(request).id,
            purchase_type: 'stock',
            lines: group.lines.map((l) => ({ sku_id: l.sku_id, quantity: l.quantity, price: null, remark: source })),
          },
          actorOf(request),
        );
        await ctx.outbox.publish(tx, changedEvent(order), { ids: [created.id], action: 'create' } satisfies EntityChanged);
        out.push({ id: created.id, code: String(created.code) });
      }
      return out;
    });
    return ok(made);
  },
});

export function replenishmentRoutes(app: FastifyInstance, ctx: ModuleContext, s: PurchaseServices): void {
  const db = ctx.database;
  const route = (method: 'GET' | 'POST' | 'PUT', path: string, r: Route) => app.route({ method, url: `${BASE}/${path}`, ...r });
  const source = (r: FastifyRequest) => replenishmentSource(areaOf(r));

  route('GET', 'replenishments', queryList(replenishment, db, { source }));
  route('GET', 'replenishments/export', queryExport(replenishment, db, { source, file: '补货建议' }));
  /** 补货参数 of the chosen SKUs: the fields sent are set, `null` clears one (back to the default). */
  route('PUT', 'replenishments', {
    config: { permission: planOrder.permission('update') },
    handler: async (request) => {
      const { sku_ids, ...values } = parse(settingBody, request.body);
      const set = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined));
      if (Object.keys(set).length === 0) throw conflict('请填写要设置的补货参数');
      const who = actorOf(request).id;
      await db.tx(async (tx) => {
        for (const skuId of sku_ids)
          await tx
            .insert(replenishmentSettings)
            .values({ id: newId(), sku_id: skuId, ...set, created_by: who, updated_by: who })
            .onConflictDoUpdate({ target: replenishmentSettings.sku_id, set: { ...set, updated_by: who, updated_at: new Date() } });
      });
      return ok({ updated: sku_ids.length });
    },
  });
  /** The areas stock is counted in: the warehouses that are in use. */
  route('GET', 'replenishment/area/codes', {
    config: { permission: replenishment.permission('read') },
    handler: async () =>
      ok(
        await db.db
          .select({ id: warehouses.id, code: warehouses.code, name: warehouses.name })
          .from(warehouses)
          .where(eq(warehouses.status, 'enabled'))
          .orderBy(asc(warehouses.code)),
      ),
  });
  route('POST', 'replenishment/create/plan', planFromSuggestions(ctx, s, 'replenish'));
  route('POST', 'replenishment/create/order', ordersFromSuggestions(ctx, s, '补货建议'));
  /** `?spu_id=`: whether any SKU of the SPU on sale needs buying now, with each one's suggestion (none: no). */
  route('GET', 'spu/replenishment/judgment', {
    config: { permission: replenishment.permission('read') },
    handler: async (request) => {
      const { spu_id } = parse(spuQuery, request.query);
      const ids = (await db.db.select({ id: skus.id }).from(skus).where(eq(skus.spu_id, spu_id))).map((r) => r.id);
      const rows = ids.length ? await suggestionsOf(db, ids) : [];
      const skusOf = rows.map((r) => ({ sku_id: r.id, sku_code: r.sku_code, suggested: r.adjusted ?? r.suggested, days_of_stock: r.days_of_stock }));
      return ok({ need: skusOf.some((r) => Number(r.suggested) > 0), skus: skusOf });
    },
  });
}
