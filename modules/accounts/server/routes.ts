// Routes of the accounts area: the IActMgrService gateway methods of api-catalogue.tsv (module `accounts`)
// that this module serves, and the CRUD of its screens under /api-accounts/api/v1 (our paths). One line each.
import { ok, parseList } from '@entrepot/contract';
import type { ModuleFileTasks } from '@entrepot/hub-server/module';
import { conflict, forbidden, invalid, notFound, parse, requestUser } from '@entrepot/server-kit';
import type { Database, Executor, Tx } from '@entrepot/server-kit/db';
import {
  type Actor,
  createSchema,
  type EntityService,
  entityRoutes,
  type HandlerOptions,
  hiddenFields,
  type Route,
  updateSchema,
} from '@entrepot/server-kit/entity';
import { arrayContains, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { mainAccountExtra, salesAccountExtra, siteExtra } from '../domain/derive.ts';
import { mainAccounts, salesAccounts, sites } from './accounts.schema.ts';
import * as lookup from './lookups.ts';
import type { AccountsServices } from './services.ts';

type Row = Record<string, unknown>;
/** Server-made columns of a write (copied codes, unique keys), after checking the references. */
type Derive = (exec: Executor, input: Row, before: Row | null) => Promise<Row>;

const idOf = (r: FastifyRequest) => parse(z.object({ id: z.uuid('记录编号不正确') }), r.params).id;
const actorOf = (r: FastifyRequest): Actor => ({ id: requestUser(r).id, name: requestUser(r).name });
const accessOf = (r: FastifyRequest) => requestUser(r).access;
/** A gateway body is `{data, operator}`; the operator is the session's, whatever the body says. */
const dataOf = (r: FastifyRequest): Row => {
  const body = (r.body ?? {}) as { data?: unknown };
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw invalid('(body)', '格式不正确');
  if (body.data === undefined || body.data === null) return {};
  if (typeof body.data !== 'object' || Array.isArray(body.data)) throw invalid('data', '格式不正确');
  return body.data as Row;
};
const noDerive: Derive = async () => ({});
type Changes = NonNullable<HandlerOptions['changes']>;

export const GATEWAY = '/actmgr/motan/service/api/IActMgrService';

/** `ids=a,b` on the sales-account list: the accounts the platform + account selector chose (else every row). */
function chosenAccounts(r: FastifyRequest) {
  const ids = parseList((r.query as { ids?: unknown }).ids);
  if (ids.some((id) => !z.uuid().safeParse(id).success)) throw invalid('ids', '记录编号不正确');
  return ids.length ? inArray(salesAccounts.id, ids) : sql`true`;
}

export function accountsRoutes(database: Database, services: AccountsServices, context: { fileTasks?: ModuleFileTasks; changes?: Changes } = {}) {
  const { fileTasks, changes } = context;
  const db = database.db;
  const platform$ = entityRoutes(services.platform, database, { changes });
  const site$ = entityRoutes(services.site, database, { changes });
  const shop$ = entityRoutes(services.mainAccount, database, { changes });
  const account$ = entityRoutes(services.salesAccount, database, { changes });
  /** `<entity>.changed` in the write's transaction, as the derived writes announce theirs. */
  const announce = (tx: Tx, service: EntityService, id: string, action: string) => changes?.publish(tx, `${service.decl.name}.changed`, { ids: [id], action });
  type Handlers = ReturnType<typeof entityRoutes>;

  /** After a write the record must still be within the caller's data rules (no writing outside them). */
  const mustStayVisible = async (tx: Tx, service: EntityService, id: string, scope: ReturnType<Handlers['access']>['scope']) => {
    if (scope && !(await service.find(tx, id, scope))) throw forbidden('无权操作该平台或账号的数据');
  };

  const create = (service: EntityService, $: Handlers, derive: Derive): Route => {
    const schema = createSchema(service.decl);
    return {
      config: { permission: service.decl.permission('create') },
      handler: async (r) => {
        const a = $.access(r);
        const input = parse(schema, a.body);
        const row = await database.tx(async (tx) => {
          const created = await service.create(tx, input, actorOf(r), await derive(tx, input, null));
          await mustStayVisible(tx, service, created.id as string, a.scope);
          await announce(tx, service, created.id as string, 'create');
          return created;
        });
        return ok(a.redact(row));
      },
    };
  };

  /** The update of one record: `id` from the path, or (gateway) from `data.id`. */
  const updater = (service: EntityService, derive: Derive) => {
    const schema = updateSchema(service.decl);
    return async (tx: Tx, r: FastifyRequest, id: string, body: Row, scope: ReturnType<Handlers['access']>['scope']) => {
      const input = parse(schema, body);
      const before = (await service.find(tx, id, scope)) as Row | undefined;
      if (!before) throw notFound(service.decl.label);
      const row = await service.update(tx, id, input, actorOf(r), { scope, extra: await derive(tx, input, before) });
      await mustStayVisible(tx, service, id, scope);
      await announce(tx, service, id, 'update');
      return row;
    };
  };
  const update = (service: EntityService, $: Handlers, derive: Derive): Route => {
    const run = updater(service, derive);
    return {
      config: { permission: service.decl.permission('update') },
      handler: async (r) => {
        const id = idOf(r);
        const a = $.access(r);
        return ok(a.redact(await database.tx((tx) => run(tx, r, id, a.body as Row, a.scope))));
      },
    };
  };

  /** Delete, refused while other records still use this one (disable it instead). */
  const remove = (service: EntityService, $: Handlers, inUse: (exec: Executor, id: string) => Promise<string | null>): Route => ({
    config: { permission: service.decl.permission('delete') },
    handler: async (r) => {
      const id = idOf(r);
      const a = $.access(r);
      await database.tx(async (tx) => {
        if (!(await service.find(tx, id, a.scope))) throw notFound(service.decl.label);
        const why = await inUse(tx, id);
        if (why) throw conflict(why);
        await service.remove(tx, [id], actorOf(r), a.scope);
        await announce(tx, service, id, 'delete');
      });
      return ok(null);
    },
  });
  const used = async (query: Promise<unknown[]>, message: string) => ((await query).length ? message : null);
  const platformInUse = async (exec: Executor, id: string) =>
    (await used(exec.select({ id: sites.id }).from(sites).where(eq(sites.platform_id, id)).limit(1), '该平台下还有站点，不能删除')) ??
    used(exec.select({ id: mainAccounts.id }).from(mainAccounts).where(eq(mainAccounts.platform_id, id)).limit(1), '该平台下还有店铺，不能删除');
  const siteInUse = async (exec: Executor, id: string) =>
    (await used(exec.select({ id: salesAccounts.id }).from(salesAccounts).where(eq(salesAccounts.site_id, id)).limit(1), '该站点下还有销售账号，不能删除')) ??
    used(
      exec
        .select({ id: mainAccounts.id })
        .from(mainAccounts)
        .where(arrayContains(mainAccounts.site_ids, [id]))
        .limit(1),
      '还有店铺开通了该站点，不能删除',
    );
  const shopInUse = (exec: Executor, id: string) =>
    used(exec.select({ id: salesAccounts.id }).from(salesAccounts).where(eq(salesAccounts.main_account_id, id)).limit(1), '该店铺下还有销售账号，不能删除');
  const free = async () => null;

  /** Gateway list over a derived one: the gateway's camelCase filters mapped to field keys. */
  const aliased = (route: Route, aliases: Record<string, string>): Route => ({
    ...route,
    handler: async function (this: FastifyInstance, request, reply) {
      const data = dataOf(request);
      const mapped = Object.fromEntries(Object.entries(data).map(([k, v]) => [aliases[k] ?? k, v]));
      request.body = { data: mapped };
      return route.handler.call(this, request, reply);
    },
  });
  /** A lookup for any signed-in user; the caller's data rules still apply inside. */
  const lookupRoute = (run: (r: FastifyRequest) => Promise<unknown>): Route => ({ handler: async (r) => ok(await run(r)) });
  const updateShop = updater(services.mainAccount, mainAccountExtra);
  const gatewayId = z.looseObject({ id: z.uuid('记录编号不正确') });

  const accountSelect = lookupRoute((r) => lookup.accountsForSelect(db, accessOf(r), parse(lookup.accountSelectQuery, dataOf(r))));
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
        lookupRoute((r) => lookup.sitesForSelect(db, accessOf(r), parse(lookup.siteQuery, dataOf(r)))),
      );
      app.post(
        m('getAreaListByPlatformCode'),
        lookupRoute((r) => lookup.areasOfPlatform(db, accessOf(r), parse(lookup.areaQuery, dataOf(r)))),
      );
      app.post(
        m('getMainAccountBySelect'),
        lookupRoute((r) => lookup.mainAccountsForSelect(db, accessOf(r), parse(lookup.mainAccountQuery, dataOf(r)))),
      );
      app.post(m('getAccountBySelect'), accountSelect);
      app.post(m('getAccountInfoBySelect'), accountSelect);
      app.post(m('selectAccount'), accountSelect);
      app.post(m('getAccountInfoList'), aliased(account$.gatewayList, accountListAliases));
      app.post(m('getMainAccountInfoDetail'), {
        config: { permission: services.mainAccount.decl.permission('read') },
        handler: async (r) => {
          const { id } = parse(gatewayId, dataOf(r));
          const a = shop$.access(r);
          return ok(a.redact(await services.mainAccount.get(db, id, a.scope)));
        },
      });
      app.post(m('updateMainAccountInfo'), {
        config: { permission: services.mainAccount.decl.permission('update') },
        handler: async (r) => {
          const { id, ...changes } = parse(gatewayId, dataOf(r));
          const a = shop$.access(r);
          const hidden = hiddenFields(services.mainAccount.decl, accessOf(r));
          const blocked = Object.keys(changes).find((k) => hidden.has(k));
          if (blocked) throw forbidden(`无权修改字段: ${services.mainAccount.decl.fields[blocked]?.label ?? blocked}`);
          return ok(a.redact(await database.tx((tx) => updateShop(tx, r, id, changes, a.scope))));
        },
      });
    },

    /** `/api-accounts`: the screens' CRUD (our paths). */
    screens: (app: FastifyInstance) => {
      const v1 = '/api/v1';
      // Exports as file tasks (the user downloads them from 文件任务); a server without identity has none.
      if (fileTasks) {
        for (const service of [services.platform, services.site, services.mainAccount, services.salesAccount]) {
          fileTasks.add({ service, registry: services.registry, changes });
        }
        // Platforms import (no rule beyond the declaration's); sites, shops and accounts derive codes on write.
        fileTasks.mountImport(app, `${v1}/platforms`, services.platform.decl.name);
        app.get(`${v1}/platforms/export`, fileTasks.routes(services.platform.decl.name).export);
        app.get(`${v1}/sites/export`, fileTasks.routes(services.site.decl.name).export);
        app.get(`${v1}/main-accounts/export`, fileTasks.routes(services.mainAccount.decl.name).export);
        app.get(`${v1}/sales-accounts/export`, fileTasks.routes(services.salesAccount.decl.name).export);
      }
      // Platforms
      app.get(`${v1}/platforms`, platform$.list);
      app.get(`${v1}/platform/:id`, platform$.detail);
      app.post(`${v1}/platform`, create(services.platform, platform$, noDerive));
      app.put(`${v1}/platform/:id`, update(services.platform, platform$, noDerive));
      app.delete(`${v1}/platform/:id`, remove(services.platform, platform$, platformInUse));
      app.get(`${v1}/platform/:id/logs`, platform$.auditTrail);
      // Sites
      app.get(`${v1}/sites`, site$.list);
      app.get(`${v1}/site/:id`, site$.detail);
      app.post(`${v1}/site`, create(services.site, site$, siteExtra));
      app.put(`${v1}/site/:id`, update(services.site, site$, siteExtra));
      app.delete(`${v1}/site/:id`, remove(services.site, site$, siteInUse));
      app.get(`${v1}/site/:id/logs`, site$.auditTrail);
      // Main accounts (shops)
      app.get(`${v1}/main-accounts`, shop$.list);
      app.get(`${v1}/main-account/:id`, shop$.detail);
      app.post(`${v1}/main-account`, create(services.mainAccount, shop$, mainAccountExtra));
      app.put(`${v1}/main-account/:id`, update(services.mainAccount, shop$, mainAccountExtra));
      app.delete(`${v1}/main-account/:id`, remove(services.mainAccount, shop$, shopInUse));
      app.post(`${v1}/main-account/:id/enable`, shop$.transition('status', 'enable'));
      app.post(`${v1}/main-account/:id/disable`, shop$.transition('status', 'disable'));
      app.get(`${v1}/main-account/:id/logs`, shop$.auditTrail);
      // Sales accounts
      app.get(`${v1}/sales-accounts`, account$.scopedList(chosenAccounts));
      app.get(`${v1}/sales-account/:id`, account$.detail);
      app.post(`${v1}/sales-account`, create(services.salesAccount, account$, salesAccountExtra));
      app.put(`${v1}/sales-account/:id`, update(services.salesAccount, account$, salesAccountExtra));
      app.delete(`${v1}/sales-account/:id`, remove(services.salesAccount, account$, free));
      app.post(`${v1}/sales-account/:id/enable`, account$.transition('status', 'enable'));
      app.post(`${v1}/sales-account/:id/disable`, account$.transition('status', 'disable'));
      app.get(`${v1}/sales-account/:id/logs`, account$.auditTrail);
    },
  };
}
