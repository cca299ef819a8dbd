// The advertising routes (README "Advertising"): REST under /api-oms (`ads/...`) and the spec's gateway
// `/motan-client/pls/motan/service/api/IPlsFacadeService/<method>` (body `{data, operator}`) over the same
// commands and views.
import type { EntityRoutes } from '@entrepot/hub-server/module';
import { parse, requestUser } from '@entrepot/server-kit';
import type { Database, Executor } from '@entrepot/server-kit/db';
import {
  commandRoute,
  fromGatewayData,
  gatewayData,
  queryGatewayList,
  queryList,
  type Route,
  readRoute,
  requestActor,
  rowScope,
} from '@entrepot/server-kit/entity';
import { queryExport } from '@entrepot/server-kit/file-tasks';
import { and, inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AdsAdapter } from '../domain/ads.ts';
import { adAccount, adReport, BASE, OMS_CODES, spReport, storePerformance } from '../entities/index.ts';
import { authorizeAdAccounts, syncAdAccounts, syncAdReports } from './ads.ts';
import { adDaily, adOverview, performanceSource, spSource } from './ads-views.ts';
import { adAccounts, adReports } from './oms.schema.ts';
import type { OmsServices } from './services.ts';

export const ADS_GATEWAY = '/pls/motan/service/api/IPlsFacadeService';

const ids = z.array(z.uuid('记录编号不正确'), '请选择广告账户').max(200, '一次最多200个广告账户');
const someAccounts = z.object({ ids: ids.min(1, '请选择广告账户') });
const reportSync = z.object({
  ids: ids.optional(),
  days: z.coerce.number('请填写天数').int('天数须为整数').min(1, '至少同步1天').max(60, '一次最多同步60天').default(7),
});
/** The gateway's filter names → the views' fields. */
const ALIASES = { startDate: 'report_date_from', endDate: 'report_date_to', accountId: 'account_id', campaignName: 'campaign', sku: 'sku_code' };
const PERFORMANCE_ALIASES = { ...ALIASES, startDate: 'day_from', endDate: 'day_to' };

export interface AdsRoutes {
  syncAccounts: Route;
  authorize: Route;
  syncReports: Route;
  overview: Route;
  daily: Route;
}

export function adsRoutes(app: FastifyInstance, database: Database, s: OmsServices, adapter: AdsAdapter, $: EntityRoutes): AdsRoutes {
  const at = (path: string) => `${BASE}/ads/${path}`;
  const sp = { source: spSource, registry: s.registry };
  const performance = { source: performanceSource, registry: s.registry };
  app.get(at('sp'), queryList(spReport, database, sp));
  app.get(at('sp/export'), queryExport(spReport, database, { ...sp, file: 'SP广告报表' }));
  app.get(at('performance'), queryList(storePerformance, database, performance));
  app.get(at('performance/export'), queryExport(storePerformance, database, { ...performance, file: '店铺业绩' }));

  /** The chosen 广告账户 the reader may see (all of them when none is chosen). */
  const visible = async (exec: Executor, request: FastifyRequest, chosen?: string[]) =>
    (
      await exec
        .select({ id: adAccounts.id })
        .from(adAccounts)
        .where(and(chosen ? inArray(adAccounts.id, chosen) : undefined, $.access(request).scope))
    ).map((r) => r.id);
  const read = adAccount.permission('read');
  const routes: AdsRoutes = {
    overview: readRoute((r) => adOverview(database.db, r.query as Record<string, unknown>, r), read),
    daily: readRoute((r) => adDaily(database.db, r.query as Record<string, unknown>, rowScope(adReport, adReports, requestUser(r).access)), read),
    syncAccounts: commandRoute(database, (r, tx) => syncAdAccounts(tx, s, adapter, requestActor(r)), OMS_CODES.adsSync),
    authorize: commandRoute(
      database,
      async (r, tx) => authorizeAdAccounts(tx, s, adapter, await visible(tx, r, parse(someAccounts, r.body).ids), requestActor(r)),
      OMS_CODES.adsAuthorize,
    ),
    // Each account's days in a transaction of its own: a slow API never holds the others.
    syncReports: readRoute(async (r) => {
      const o = parse(reportSync, r.body ?? {});
      return syncAdReports(database, s, adapter, { ids: await visible(database.db, r, o.ids), days: o.days }, requestActor(r));
    }, OMS_CODES.adsSync),
  };
  app.get(at('overview'), routes.overview);
  app.get(at('daily'), routes.daily);
  app.post(at('accounts/sync'), routes.syncAccounts);
  app.post(at('accounts/authorize'), routes.authorize);
  app.post(at('reports/sync'), routes.syncReports);
  return routes;
}

/** The gateway: each method over the REST routes (lists in the gateway's paging, `data` as the body or query). */
export function adsGateway(app: FastifyInstance, database: Database, s: OmsServices, routes: AdsRoutes, $: EntityRoutes) {
  const m = (name: string) => `${ADS_GATEWAY}/${name}`;
  /** A GET route fed the gateway's `data` as its query. */
  const asQuery = (route: Route): Route => ({
    ...route,
    handler: function (this: FastifyInstance, request, reply) {
      (request as { query: unknown }).query = gatewayData(request);
      return route.handler.call(this, request, reply);
    },
  });
  app.post(m('getThePerformance'), queryGatewayList(storePerformance, database, { source: performanceSource, registry: s.registry }, PERFORMANCE_ALIASES));
  app.post(m('getAdReportList'), queryGatewayList(spReport, database, { source: spSource, registry: s.registry }, ALIASES));
  app.post(m('getAccountTokenList'), $.gatewayList);
  app.post(m('syncAmazonAdAccount'), routes.syncAccounts);
  // `{id}` or `{ids}`: the profiles to authorise.
  app.post(m('advertisingOauth'), {
    ...routes.authorize,
    handler: function (this: FastifyInstance, request, reply) {
      const data = gatewayData(request);
      request.body = { data: { ids: Array.isArray(data.ids) ? data.ids : data.id ? [data.id] : [] } };
      return fromGatewayData(routes.authorize).handler.call(this, request, reply);
    },
  });
  app.post(m('getThegeneralSituation'), asQuery(routes.overview));
  app.post(m('getReleaseDataStatistics'), asQuery(routes.daily));
}
