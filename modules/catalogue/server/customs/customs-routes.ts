// `/api-product` routes of the customs family (001 §7 Customs; README: Customs), one line per path:
// declaration elements and declared names (list, add, del, detail, import, export; ours: PUT and logs), the
// HS code lookups, a SKU's customs detail, the SKU list with customs data and its export, the review of
// SKUs and of an SPU's SKUs, and the review log. The codes they check and the two screens' menu lines.
import { type EntityDecl, permissionCodesOf } from '@entrepot/entity';
import type { MenuDecl, ModuleContext, PermissionDecl } from '@entrepot/hub-server/module';
import { parse, requestUser } from '@entrepot/server-kit';
import { commandRoute, entityRoutes, queryList, type Route, readRoute, rowScope } from '@entrepot/server-kit/entity';
import { and, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { customsElement, customsGoods, customsSkuList, sku, skuCustoms, spu } from '../../entities/index.ts';
import { skus, spus } from '../catalogue.schema.ts';
import { customsRules } from '../customs.commands.ts';
import { dayBounds } from '../state-request-rules.ts';
import { customsAuditLogs } from './customs.schema.ts';
import { codesForName, customsCodeList, customsDetail, hsCodeMeaning, namesOf } from './customs-reads.ts';
import { reviewSkus, reviewSpu, skuReviewInput, spuReviewOverview } from './customs-review.ts';
import { elementRules, goodsRules } from './customs-rules.ts';
import { customsServices } from './customs-services.ts';
import { customsSkuExport, customsSkuListed } from './customs-sku-list.ts';

export const CUSTOMS_REVIEW = skuCustoms.permission('review');
const CUSTOMS_READ = skuCustoms.permission('read');
/** The HS code lookups serve the master data screens and the review alike. */
const LOOKUP_CODES = [customsGoods.permission('read'), customsElement.permission('read'), CUSTOMS_READ];

export const customsPermissions: PermissionDecl[] = [
  ...permissionCodesOf(customsElement),
  ...permissionCodesOf(customsGoods),
  { code: CUSTOMS_REVIEW, name: `${skuCustoms.label}-审核` },
];

/** 商品资料 → 报关资料 and 报关审核 (ours: routes.tsv names no customs screen). */
export const customsMenus: MenuDecl[] = [
  { name: '报关资料', url: '/commodity/information/customs', area: 'catalogue', permission: customsGoods.permission('read') },
  { name: '报关审核', url: '/commodity/information/customs-review', area: 'catalogue', permission: CUSTOMS_READ },
];

const param = (r: FastifyRequest, key: string) => (r.params as Record<string, string>)[key];
const actorOf = (r: FastifyRequest) => ({ id: requestUser(r).id, name: requestUser(r).name });
/** A read any holder of one of the lookup codes may make. */
const lookupRoute = (run: (r: FastifyRequest) => Promise<unknown>): Route => ({ ...readRoute(run), config: { permission: LOOKUP_CODES } });
const skuScope = (r: FastifyRequest) => rowScope(sku, skus, requestUser(r).access);
const spuScope = (r: FastifyRequest) => rowScope(spu, spus, requestUser(r).access);

/** The derived detail where the spec reads `?id=` (`customs/element/detail?id=`). */
function withQueryId(route: Route, label: string): Route {
  const idInQuery = z.looseObject({ id: z.uuid(`请选择${label}`) });
  return {
    ...route,
    handler: function (this: FastifyInstance, request, reply) {
      (request as FastifyRequest & { params: unknown }).params = { id: parse(idInQuery, request.query).id };
      return route.handler.call(this, request, reply);
    },
  };
}

const day = z.iso.date('日期格式应为 YYYY-MM-DD').optional();
/** `created_from` / `created_to` (business days, Asia/Shanghai) on the review log. */
function reviewedWithin(r: FastifyRequest): SQL {
  const q = parse(z.looseObject({ created_from: day, created_to: day }), r.query ?? {});
  const { from, before } = dayBounds(q.created_from, q.created_to);
  return and(from ? gte(customsAuditLogs.created_at, from) : undefined, before ? lt(customsAuditLogs.created_at, before) : undefined) ?? sql`true`;
}

export function customsRoutes(ctx: Pick<ModuleContext, 'database' | 'fileTasks' | 'outbox'>) {
  const { database, fileTasks, outbox } = ctx;
  const db = database.db;
  const s = customsServices();
  s.element.withRules(elementRules);
  s.goods.withRules(goodsRules);
  s.skuCustoms.withRules(customsRules);
  for (const service of [s.element, s.goods]) fileTasks?.add({ service, registry: s.registry, changes: outbox });
  const log$ = entityRoutes(s.auditLog, database);
  const skuExport = fileTasks?.exportKind(customsSkuExport(database));

  return (app: FastifyInstance) => {
    const v = (path: string) => `/api/v1/product/${path}`;
    /** The spec's six calls of a master list, and ours beside them (the form's PUT and DELETE, the record's log). */
    const masterData = (base: string, decl: EntityDecl, $: ReturnType<typeof entityRoutes>) => {
      app.get(v(`${base}/list`), $.list);
      app.post(v(`${base}/add`), $.create);
      app.post(v(`${base}/del`), $.removeMany);
      app.get(v(`${base}/detail`), withQueryId($.detail, decl.label));
      const exported = fileTasks?.routes(decl.name).export;
      if (exported) app.get(v(`${base}/export`), exported);
      fileTasks?.mountImport(app, v(base), decl.name); // <base>/import, <base>/template
      app.put(v(`${base}/:id`), $.update);
      app.delete(v(`${base}/:id`), $.remove);
      app.get(v(`${base}/:id/logs`), $.auditTrail);
    };
    masterData('customs/element', customsElement, entityRoutes(s.element, database, { changes: outbox }));
    masterData('customs/goods', customsGoods, entityRoutes(s.goods, database, { changes: outbox }));

    // HS code lookups
    app.get(
      v('customscodelist'),
      lookupRoute((r) => customsCodeList(db, r.query)),
    );
    app.get(
      v('code/:code'),
      lookupRoute((r) => hsCodeMeaning(db, param(r, 'code'))),
    );
    app.get(
      v('codeforoutletname/:name'),
      lookupRoute((r) => codesForName(db, param(r, 'name'), skuScope(r))),
    );
    app.get(
      v('names/:id'),
      lookupRoute((r) => namesOf(db, param(r, 'id'))),
    );

    // SKUs' customs data and its review
    app.get(
      v('customsdetail/:id'),
      readRoute((r) => customsDetail(db, s, param(r, 'id'), skuScope(r)), CUSTOMS_READ),
    );
    app.get(v('skus/list'), queryList(customsSkuList, database, customsSkuListed));
    if (skuExport) app.get(v('skus/list/export'), skuExport);
    app.post(
      v('customsskuaudit'),
      commandRoute(database, (r, tx) => reviewSkus(tx, s, parse(skuReviewInput, r.body ?? {}), actorOf(r), outbox, skuScope(r)), CUSTOMS_REVIEW),
    );
    app.get(
      v('customsspuaudit/:id'),
      readRoute((r) => spuReviewOverview(db, param(r, 'id'), spuScope(r)), CUSTOMS_READ),
    );
    app.post(
      v('customsspuaudit/:id'),
      commandRoute(database, (r, tx) => reviewSpu(tx, s, param(r, 'id'), r.body, actorOf(r), outbox, { spu: spuScope(r), sku: skuScope(r) }), CUSTOMS_REVIEW),
    );
    app.get(v('auditlog'), log$.scopedList(reviewedWithin, CUSTOMS_READ));
  };
}
