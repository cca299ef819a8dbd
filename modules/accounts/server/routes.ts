// Routes of the accounts area: the IActMgrService gateway methods of api-catalogue.tsv (module `accounts`)
// that this module serves, and the CRUD of its screens under /api-accounts/api/v1 (our paths). One line each.
import { ok, parseList } from '@entrepot/contract';
import { type ModuleContext, mountResources } from '@entrepot/hub-server/module';
import { invalid, parse, requestUser } from '@entrepot/server-kit';
import { entityRoutes, fromGatewayData, gatewayAliased, gatewayData, type Route, withBodyId } from '@entrepot/server-kit/entity';
import { inArray, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { accountsResources as R } from '../entities/index.ts';
import { salesAccounts } from './accounts.schema.ts';
import * as lookup from './lookups.ts';
import type { AccountsServices } from './services.ts';

const accessOf = (r: FastifyRequest) => requestUser(r).access;
export const GATEWAY = '/actmgr/motan/service/api/IActMgrService';

/** `ids=a,b` on the sales-account list: the accounts the platform + account selector chose (else every row). */
function chosenAccounts(r: FastifyRequest) {
  const ids = parseList((r.query as { ids?: unknown }).ids);
  if (ids.some((id) => !z.uuid().safeParse(id).success)) throw invalid('ids', '记录编号不正确');
  return ids.length ? inArray(salesAccounts.id, ids) : sql`true`;
}

export function accountsRoutes(ctx: ModuleContext, services: AccountsServices) {
  const { database } = ctx;
  const db = database.db;
  const changes = ctx.outbox;
  const shop$ = entityRoutes(services.mainAccount, database, { changes });
  const account$ = entityRoutes(services.salesAccount, database, { changes });

  /** A lookup for any signed-in user; the caller's data rules still apply inside. */
  const lookupRoute = (run: (r: FastifyRequest) => Promise<unknown>): Route => ({ handler: async (r) => ok(await run(r)) });

  const accountSelect = lookupRoute((r) => lookup.accountsForSelect(db, accessOf(r), parse(lookup.accountSelectQuery, gatewayData(r))));
  const accountListAliases = { accountName: 'account_name', platformCode: 'platform_code', siteCode: 'site_code', mainAccountId: 'main_account_id' };

  return {
    /** `/motan-client`: IActMgrService methods, body {data, operator}. */
    gateway: (app: FastifyInstance) => {
      const m = (name: string) => `${GATEWAY}/${name}`;
      app.post(
        m('getBasePlatformAll'),
        lookupRoute((r) => lookup.platformsForSelect(db, accessOf(r))),
      );
      app.post(
        m('getBaseSiteAll'),
        lookupRoute((r) => lookup.sitesForSelect(db, accessOf(r), parse(lookup.siteQuery, gatewayData(r)))),
      );
      app.post(
        m('getAreaListByPlatformCode'),
        lookupRoute((r) => lookup.areasOfPlatform(db, accessOf(r), parse(lookup.areaQuery, gatewayData(r)))),
      );
      app.post(
        m('getMainAccountBySelect'),
        lookupRoute((r) => lookup.mainAccountsForSelect(db, accessOf(r), parse(lookup.mainAccountQuery, gatewayData(r)))),
      );
      app.post(m('getAccountBySelect'), accountSelect);
      app.post(m('getAccountInfoBySelect'), accountSelect);
      app.post(m('selectAccount'), accountSelect);
      app.post(m('getAccountInfoList'), gatewayAliased(account$.gatewayList, accountListAliases));
      app.post(m('getMainAccountInfoDetail'), fromGatewayData(withBodyId(shop$.detail, services.mainAccount.decl.label)));
      app.post(m('updateMainAccountInfo'), fromGatewayData(withBodyId(shop$.update, services.mainAccount.decl.label)));
    },

    /** `/api-accounts`: the screens' CRUD (the declared resources); the sales accounts narrowed by `ids`. */
    screens: (app: FastifyInstance) => {
      mountResources(app, ctx, services.registry, {
        salesAccount: { resource: R.salesAccount, service: services.salesAccount, list: ($) => $.scopedList(chosenAccounts) },
        mainAccount: { resource: R.mainAccount, service: services.mainAccount },
        site: { resource: R.site, service: services.site },
        platform: { resource: R.platform, service: services.platform },
      });
    },
  };
}
