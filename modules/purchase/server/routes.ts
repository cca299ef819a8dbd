// The purchase rows of the spec that are not one entity's derived routes: the selects, the supplier's quick
// writes, the applying quotation, the spec's spellings of submit and withdraw, the revision of a quotation and
// the China city list. Each keeps the entity's permission and data rules (`$.access`).
import { ok } from '@entrepot/contract';
import { flowApprovers } from '@entrepot/hub-server/approvals/server';
import { type EntityRoutes, fieldOptions, type ModuleContext } from '@entrepot/hub-server/module';
import { conflict, parse, requestUser } from '@entrepot/server-kit';
import { type Route, withBodyId } from '@entrepot/server-kit/entity';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { CHINA_CITIES } from '../domain/china-cities.ts';
import { BASE, supplier } from '../entities/index.ts';
import { moqsOf } from './order-lines.ts';
import { quotationBreaks, quotations, suppliers } from './purchase.schema.ts';
import { validInput, validQuotations } from './quotation-valid.ts';
import type { PurchaseServices } from './services.ts';
import { capacityRoutes } from './supplier-capacity.ts';
import type { SupplierStockSource } from './supplier-stock-sync.ts';
import { askerOf, syncSupplierStock } from './supplier-stock-sync.ts';
import { stockTotalRoutes } from './supplier-stock-totals.ts';

const idParams = z.object({ id: z.uuid('记录编号不正确') });
const newFlag = z.object({ is_new: z.boolean('请选择是否新供应商') });
/** The fields 批量修改 may set on many suppliers at once. */
const batchFields = z
  .object({
    ids: z.array(z.uuid(), '请选择供应商').min(1, '请选择供应商').max(500, '一次最多修改500个供应商'),
    buyer_id: z.uuid('采购负责人不正确').nullable().optional(),
    type: z.string().optional(),
    payment_term: z.string().optional(),
    is_new: z.boolean().optional(),
  })
  .refine((b) => Object.keys(b).length > 1, '请选择要修改的字段');
const fastCreate = z.object({
  name: z.string('请填写供应商名称'),
  type: z.string().optional(),
  buyer_id: z.uuid().nullable().optional(),
  currency_id: z.uuid('请选择结算币种'),
});

type Handler = Route['handler'];

/** `{ids, field, value}` (the spec's one-field batch edit) as the batch edit's `{ids, [field]: value}`. */
const oneField = z.object({ ids: z.array(z.uuid()), field: z.string('请选择要修改的字段'), value: z.unknown() });
const withOneField = (handler: Handler): Handler =>
  function (this: FastifyInstance, request, reply) {
    const { ids, field, value } = parse(oneField, request.body);
    request.body = { ids, [field]: value };
    return handler.call(this, request, reply);
  };

/** `?id=` (the spec's `quotation/logs`) as the record's path parameter. */
const withQueryId = (handler: Handler): Handler =>
  function (this: FastifyInstance, request, reply) {
    (request as { params: unknown }).params = { id: (request.query as { id?: unknown }).id };
    return handler.call(this, request, reply);
  };

type Routes = Record<'supplier' | 'supplierSku' | 'supplierSpu' | 'moq' | 'quotation' | 'supplierStock', EntityRoutes>;

export function purchaseRoutes(
  app: FastifyInstance,
  ctx: ModuleContext,
  s: PurchaseServices,
  $: Routes,
  submit: Route | undefined,
  withdraw: Route | undefined,
  stockSource: SupplierStockSource,
): void {
  const db = ctx.database;
  const url = (path: string) => `${BASE}/${path}`;
  const actor = (request: Parameters<Route['handler']>[0]) => {
    const u = requestUser(request);
    return { id: u.id, name: u.name };
  };
  const route = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, r: Route) => app.route({ method, url: url(path), ...r });

  route('GET', 'chinacitylist/citys', { handler: async () => ok(CHINA_CITIES) });
  const capacity = capacityRoutes(db);
  route('GET', 'supplier/production', capacity.list);
  route('GET', 'supplier/exportProduction', capacity.export);
  route('GET', 'supplier/type', fieldOptions(supplier, 'type'));
  /** The suppliers a buyer may order from, for selects: 待审核 and 合作中, within his data rules (with their JST code: the grab's picker). */
  route('GET', 'supplier/lists', {
    handler: async (request) => {
      const { scope } = $.supplier.access(request);
      const rows = await db.db
        .select({ id: suppliers.id, code: suppliers.code, name: suppliers.name, status: suppliers.status, jst_code: suppliers.jst_code })
        .from(suppliers)
        .where(and(inArray(suppliers.status, ['pending', 'active']), scope))
        .orderBy(asc(suppliers.code));
      return ok(rows);
    },
  });
  route('GET', 'supplier/currency/:id', {
    config: { permission: supplier.permission('read') },
    handler: async (request) => {
      const row = await s.supplier.get(db.db, parse(idParams, request.params).id, $.supplier.access(request).scope);
      return ok({ currency_id: row.currency_id, currency_title: row.currency_id_title });
    },
  });
  route('PUT', 'supplier/updateNewSupplier/:id', {
    config: { permission: supplier.permission('update') },
    handler: async (request) => {
      const { scope, redact } = $.supplier.access(request);
      const { is_new } = parse(newFlag, request.body);
      const id = parse(idParams, request.params).id;
      return ok(redact(await db.tx((tx) => s.supplier.update(tx, id, { is_new }, actor(request), { scope }))));
    },
  });
  route('POST', 'supplier/fast/create', {
    config: { permission: supplier.permission('create') },
    handler: async (request) => {
      const { redact } = $.supplier.access(request);
      const input = parse(fastCreate, request.body);
      return ok(redact(await db.tx((tx) => s.supplier.create(tx, input, actor(request)))));
    },
  });
  route('POST', 'supplier/batchUpdateSupplierInfo', {
    config: { permission: supplier.permission('update') },
    handler: async (request) => {
      const { scope } = $.supplier.access(request);
      const { ids, ...fields } = parse(batchFields, request.body);
      const updated = await db.tx(async (tx) => {
        for (const id of ids) await s.supplier.update(tx, id, fields, actor(request), { scope });
        return ids.length;
      });
      return ok({ updated });
    },
  });
  route('DELETE', 'supplier/batch/delete', $.supplier.removeMany);

  // The spec's batch rows of what a supplier supplies, of MOQs and of quotations: the engine's batch routes.
  for (const key of ['supplierSku', 'supplierSpu'] as const) {
    const at = key === 'supplierSku' ? 'supplier/sku' : 'supplier/spu';
    route('DELETE', `${at}/batch/delete`, $[key].removeMany);
    route('PUT', `${at}/updateStatus`, $[key].setStatusMany);
    route('POST', `${at}/batchEditEnable`, $[key].setStatusMany);
  }
  route('PUT', 'moq/status', $.moq.setStatusMany);
  route('DELETE', 'moq/batch/delete', $.moq.removeMany);
  route('PUT', 'moq/batch/update', $.moq.updateMany(['min_quantity', 'remark']));
  const quotationBatch = $.quotation.updateMany(['lead_days', 'tax_included', 'valid_to', 'remark']);
  route('DELETE', 'quotation/batch/delete', $.quotation.removeMany);
  route('PUT', 'quotation/batch/update/fields', quotationBatch);
  route('PUT', 'quotation/batch/update/field', { ...quotationBatch, handler: withOneField(quotationBatch.handler) });
  route('POST', 'quotation/batchEditEnable', $.quotation.setStatusMany);
  route('PUT', 'quotation/enable/:id', $.quotation.setStatus);
  route('GET', 'quotation/logs', { ...$.quotation.auditTrail, handler: withQueryId($.quotation.auditTrail.handler) });
  route('GET', 'quotation/approve/users', {
    config: { permission: s.quotation.decl.permission('submit') },
    handler: async () => ok(await flowApprovers(db.db, 'purchase.quotation')),
  });

  // 供应商库存: the spec's list spelling and the JST sync (the local fake until a real client is configured).
  route('GET', 'supplierInventory/list', $.supplierStock.list);
  route('GET', 'supplierInventory/skuInfo', $.supplierStock.list); // ?sku_id=: the SKU's figure per supplier
  route('GET', 'supplierInventory/history', { ...$.supplierStock.auditTrail, handler: withQueryId($.supplierStock.auditTrail.handler) });
  const totals = stockTotalRoutes(db);
  route('GET', 'supplierInventory/skuList', totals.bySku);
  route('GET', 'supplierInventory/spuList', totals.bySpu);
  route('POST', 'supplierInventory/syncJstSpuSkuInfoAndInv', {
    config: { permission: s.supplierStock.decl.permission('import') },
    handler: async (request) => ok(await syncSupplierStock(db, s, stockSource, askerOf(request))),
  });

  route('POST', 'quotation/valid', {
    config: { permission: s.quotation.decl.permission('read') },
    handler: async (request) => {
      const input = parse(validInput, request.body);
      const supplierId = input.supplier_id;
      const scope = and($.quotation.access(request).scope, supplierId ? eq(quotations.supplier_id, supplierId) : undefined);
      const answers = await validQuotations(db.db, input, scope);
      if (!supplierId) return ok(answers);
      // One supplier asked (an order's form): each SKU's MOQ with it, what its quantity says before it is typed.
      const moqOf = await moqsOf(
        db.db,
        answers.map((a) => ({ supplier_id: supplierId, sku_id: a.sku_id })),
      );
      return ok(answers.map((a) => ({ ...a, moq: moqOf(supplierId, a.sku_id) })));
    },
  });
  if (submit) route('POST', 'quotation/submitApprove', withBodyId(submit, '报价'));
  if (withdraw) route('POST', 'quotation/endApprove', withBodyId(withdraw, '报价'));
  route('GET', 'quotation/annex/:id', {
    config: { permission: s.quotation.decl.permission('read') },
    handler: async (request) => ok((await s.quotation.get(db.db, parse(idParams, request.params).id, $.quotation.access(request).scope)).attachments ?? []),
  });
  /** A change to a quotation in force is a new draft that, once approved, ends it (README "Quotation lifecycle"). */
  route('POST', 'quotation/:id/revise', {
    config: { permission: s.quotation.decl.permission('create') },
    handler: async (request) => {
      const { scope, redact } = $.quotation.access(request);
      const id = parse(idParams, request.params).id;
      const copy = await db.tx(async (tx) => {
        const old = await s.quotation.get(tx, id, scope);
        if (old.status !== 'active') throw conflict('只有已生效的报价可以修订');
        const breaks = await tx.select().from(quotationBreaks).where(eq(quotationBreaks.quotation_id, id));
        const fields = ['supplier_id', 'sku_id', 'currency_id', 'tax_included', 'lead_days', 'valid_from', 'valid_to', 'remark'] as const;
        const input = Object.fromEntries(fields.map((f) => [f, old[f]]));
        return s.quotation.create(tx, { ...input, breaks: breaks.map((b) => ({ min_quantity: b.min_quantity, price: b.price })) }, actor(request), {
          supersedes_id: id,
        });
      });
      return ok(redact(copy));
    },
  });
}
