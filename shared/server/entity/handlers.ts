import { Code, ok, parseList } from '@entrepot/contract';
import { changedEvent, type EntityChanged, type EntityDecl, own, userTransitions } from '@entrepot/entity';
import { and, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod, RouteShorthandOptions } from 'fastify';
import { z } from 'zod';
import type { Database, Tx } from '../db/database.ts';
import { assertLockHeld } from '../edit-lock.ts';
import { AppError, forbidden, invalid, notFound } from '../errors.ts';
import { parse } from '../http.ts';
import { once } from '../lazy.ts';
import { pageAnswer, pageQueryWithFilters, withoutEmpty, withRowsJson } from '../paging.ts';
import { requestUser } from '../request-user.ts';
import { hiddenFields, rowScope } from './data-scope.ts';
import { lockRoutes, lockTokenOf, withoutLockToken } from './lock-routes.ts';
import { maskerOf, masksOwn } from './mask.ts';
import { createSchema, httpUpdateSchema, updateSchema } from './schemas.ts';
import type { EntityService } from './service.ts';

export type Route = RouteShorthandOptions & { handler: RouteHandlerMethod };

const idParams = z.object({ id: z.uuid('记录编号不正确') });
const isUuid = (value: string) => z.uuid().safeParse(value).success;
const optionsQuery = z.object({
  q: z.string().trim().max(100, '搜索内容最多100个字符').optional(),
  ids: z
    .string()
    .optional()
    .transform((v) => (v ? v.split(',').filter(Boolean) : []))
    .refine((ids) => ids.every(isUuid), '记录编号不正确')
    .refine((ids) => ids.length <= 200, '最多200个'),
  limit: z.coerce.number().int().min(1).max(1000, '最多1000条').default(50),
});
/** A gateway list's paging (`pageNumber`, `pageSize`) beside its filters. */
export const gatewayPageWithFilters = z.looseObject({
  pageNumber: z.coerce.number().int().min(1, '页码从1开始').default(1),
  pageSize: z.coerce.number().int().min(1).max(1000, '每页最多1000条').default(20),
});

export interface HandlerOptions {
  /** Rows the caller may see (data permissions, a parent record); applied to every read and write. */
  scope?: (request: FastifyRequest) => SQL | undefined;
  /**
   * Every write also publishes `<entity>.changed` `{ids, action}` in its transaction (the hub's lookup cache
   * and other modules react to it): pass the module context's outbox.
   */
  changes?: { publish(tx: Tx, name: string, payload: Record<string, unknown>): Promise<unknown> };
}

/** A copy without the given keys, nor the reference titles derived from them. */
function withoutKeys(record: Record<string, unknown>, keys: Set<string>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(record).filter(([k]) => !keys.has(k) && !keys.has(k.replace(/_titles?$/, '')) && !keys.has(k.replace(/_(from|to)$/, ''))),
  );
}

const actorOf = (request: FastifyRequest) => {
  const user = requestUser(request);
  return { id: user.id, name: user.name };
};

/** Route handlers derived from an entity; a module's routes.ts binds each to its contract path. */
export function entityRoutes(service: EntityService, database: Database, options: HandlerOptions = {}) {
  const { decl } = service;
  // Data permissions apply to every read and write by id, through the same scope.
  const scope = (r: FastifyRequest) => {
    const parts = [options.scope?.(r), rowScope(decl, service.table, requestUser(r).access)].filter((p): p is SQL => p !== undefined);
    return parts.length > 1 ? and(...parts) : parts[0];
  };
  const hidden = (r: FastifyRequest) => hiddenFields(decl, requestUser(r).access);
  /** One write in its transaction, announced as `<entity>.changed` when the module asked for it. */
  const write = <T>(action: string, run: (tx: Tx) => Promise<T>, idsOf: (result: T) => string[]) =>
    database.tx(async (tx) => {
      const result = await run(tx);
      await options.changes?.publish(tx, changedEvent(decl), { ids: idsOf(result), action } satisfies EntityChanged);
      return result;
    });
  const recordId = (row: Record<string, unknown>) => [String(row['id'])];
  /** A write must leave the record within the writer's data rules (no creating in someone else's warehouse). */
  const staysVisible = async (tx: Tx, row: Record<string, unknown>, own: SQL | undefined) => {
    if (own && !(await service.find(tx, String(row['id']), own))) throw forbidden(service.rules.outOfScope ?? '无权操作该数据');
    return row;
  };
  /** Hidden columns never appear, nor can they be filtered or sorted on (that would reveal them). */
  const redact = (r: FastifyRequest) => {
    const h = hidden(r);
    const mask = maskerOf(decl, requestUser(r));
    return (row: Record<string, unknown>) => mask(h.size === 0 ? row : withoutKeys(row, h));
  };
  const visibleQuery = (r: FastifyRequest) => {
    const query = withoutEmpty(r.query);
    const h = hidden(r);
    if (typeof query.sort === 'string' && query.sort.split(',').some((s) => h.has(s.replace(/^[-+]/, '')))) delete query.sort;
    return withoutKeys(query, h);
  };
  /** Writing a hidden column is refused, never silently applied. */
  const writable = (r: FastifyRequest) => {
    const h = hidden(r);
    const body = (r.body ?? {}) as Record<string, unknown>;
    if (typeof body !== 'object' || body === null) return body;
    const blocked = Object.keys(body).find((k) => h.has(k));
    if (blocked) throw new AppError(Code.FORBIDDEN, `无权修改字段: ${decl.fields[blocked]?.label ?? blocked}`);
    return body;
  };
  // Built on a route's first write, not at start: a server mounts hundreds of entities, most never written to by
  // one process's day, and each schema is a tree of closures (README "Settings the server reads": memory at rest).
  const creating = once(() => createSchema(decl));
  const updating = once(() => httpUpdateSchema(decl)); // an HTTP update carries the version it read
  const batchUpdating = once(() => updateSchema(decl)); // …but a batch edit sets the same values whatever each record holds
  const guard = (action: string) => ({ config: { permission: decl.permission(action) } });
  /** The one transition from `current` to `target`, refused without that transition's own code. */
  const allowedTransition = (request: FastifyRequest, current: string, target: string) => {
    const name = transitionTo(decl, current, target);
    const user = requestUser(request);
    if (!user.isAdmin && !user.permissions.has(decl.permission(transitionPermission(decl, name)))) throw forbidden();
    return name;
  };
  const id = (r: FastifyRequest) => parse(idParams, r.params).id;
  /** A detail's record: its id, or its number (`PO20261126-0001`) from a link that knows only that. */
  const detailId = async (r: FastifyRequest) => {
    const raw = (r.params as { id?: unknown }).id;
    const byKey = typeof raw === 'string' && raw.length <= 200 && !isUuid(raw) ? await service.idByKey(database.db, raw) : undefined;
    if (byKey === null) throw notFound(decl.label);
    return byKey ?? id(r);
  };
  /** A batch's refusal of one record says which (`仓库 深圳仓：当前状态为「停用」，不能停用`). */
  const naming = async <T>(tx: Tx, recordId: string, run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (e) {
      if (!(e instanceof AppError) || e.code !== Code.CONFLICT) throw e;
      const found = await service.find(tx, recordId).catch(() => undefined); // an aborted transaction reads nothing
      throw found ? new AppError(e.code, `${decl.label} ${String(found[decl.titleField] ?? '')}：${e.message}`, e.data) : e;
    }
  };

  /** The select list that has the database write the page's rows as JSON for this reader (wire-json.ts), if it can. */
  const wireFor = (request: FastifyRequest) => (masksOwn(decl, requestUser(request)) ? undefined : service.wireSelect(hidden(request)));
  /** The answer around a page: its rows as the database wrote them (spliced in as text), or redacted here. */
  const answered = (request: FastifyRequest, reply: FastifyReply, r: { rows: Record<string, unknown>[]; json?: string }, data: (list: unknown[]) => object) =>
    withRowsJson(reply, ok(data(r.json === undefined ? r.rows.map(redact(request)) : [])), r.json);

  const pagedList = async (request: FastifyRequest, reply: FastifyReply, narrow?: SQL) => {
    const query = visibleQuery(request);
    const q = parse(pageQueryWithFilters, query);
    const own = scope(request);
    const listed = { page: q.page, perPage: q.per_page, query, scope: own && narrow ? and(own, narrow) : (own ?? narrow) };
    const r = await service.list(database.db, { ...listed, wire: wireFor(request) });
    return answered(request, reply, r, (list) => pageAnswer(list, r.total, q, r.estimated, r.counts));
  };

  return {
    /** The same data rules for a hand-written command: its row scope, the body check, the answer's redaction. */
    access: (request: FastifyRequest) => ({ scope: scope(request), body: writable(request), redact: redact(request) }),
    /** `?page&per_page&<filters>&sort` → {list, total, page, per_page} */
    list: { ...guard('read'), handler: (request, reply) => pagedList(request, reply) } satisfies Route,
    /** Gateway form: `pageNumber/pageSize` → {list, total, pageNumber, pageSize} */
    gatewayList: {
      ...guard('read'),
      handler: async (request, reply) => {
        const body = (request.body as { data?: Record<string, unknown> } | undefined)?.data ?? (request.query as Record<string, unknown>);
        const query = withoutKeys(withoutEmpty(body), hidden(request));
        const q = parse(gatewayPageWithFilters, query);
        const r = await service.list(database.db, { page: q.pageNumber, perPage: q.pageSize, query, scope: scope(request), wire: wireFor(request) });
        const page = { total: r.total, pageNumber: q.pageNumber, pageSize: q.pageSize, ...(r.estimated ? { total_estimated: true } : {}) };
        return answered(request, reply, r, (list) => ({ list, ...page }));
      },
    } satisfies Route,
    /** The list narrowed by a condition of the route (a role's holders, an organization's members). */
    scopedList: (narrow: (request: FastifyRequest) => SQL, permission = decl.permission('read')): Route => ({
      config: { permission },
      handler: (request, reply) => pagedList(request, reply, narrow(request)),
    }),
    detail: {
      ...guard('read'),
      handler: async (request) => ok(redact(request)(await service.get(database.db, await detailId(request), scope(request)))),
    } satisfies Route,
    create: {
      ...guard('create'),
      handler: async (request) =>
        ok(
          redact(request)(
            await write(
              'create',
              async (tx) => staysVisible(tx, await service.create(tx, parse(creating(), writable(request)), actorOf(request)), scope(request)),
              recordId,
            ),
          ),
        ),
    } satisfies Route,
    update: {
      ...guard('update'),
      handler: async (request) =>
        ok(
          redact(request)(
            await write(
              'update',
              async (tx) => {
                const own = scope(request);
                if (decl.document?.editLock) await assertLockHeld(tx, decl.name, id(request), lockTokenOf(request), decl.label);
                return staysVisible(
                  tx,
                  await service.update(tx, id(request), parse(updating(), withoutLockToken(writable(request))), actorOf(request), { scope: own }),
                  own,
                );
              },
              recordId,
            ),
          ),
        ),
    } satisfies Route,
    remove: {
      ...guard('delete'),
      handler: async (request) => {
        await write(
          'delete',
          (tx) => service.remove(tx, [id(request)], actorOf(request), scope(request)),
          () => [id(request)],
        );
        return ok(null);
      },
    } satisfies Route,
    /** `ids=1,2`, `{ids: [...]}` or `{id}`: all of them or none. */
    removeMany: {
      ...guard('delete'),
      handler: async (request) => {
        const body = (request.body ?? {}) as { ids?: unknown; id?: unknown };
        const ids = parseList(body.ids ?? body.id ?? (request.query as { ids?: unknown }).ids);
        if (ids.length === 0 || ids.some((v) => !z.uuid().safeParse(v).success)) throw invalid('ids', '请选择要删除的记录');
        const n = await write(
          'delete',
          (tx) => service.remove(tx, ids, actorOf(request), scope(request)),
          () => ids,
        );
        return ok({ deleted: n });
      },
    } satisfies Route,
    /** A declared status transition, guarded by its own permission code. */
    transition: (statusField: string, name: string, permission = name): Route => ({
      ...guard(permission),
      handler: async (request) =>
        ok(
          redact(request)(
            await write(name, (tx) => service.transition(tx, id(request), statusField, name, actorOf(request), scope(request), request.body), recordId),
          ),
        ),
    }),
    /**
     * The spec's `PUT …/updateStatus/{id}` `{status}`: the one transition a person may run from the record's state
     * to the asked one, under that transition's own permission code.
     */
    setStatus: {
      config: { permission: userTransitions(decl).map((name) => decl.permission(transitionPermission(decl, name))) },
      handler: async (request) => {
        const target = parse(statusBody, request.body).status;
        const current = String((await service.get(database.db, id(request), scope(request))).status);
        const name = allowedTransition(request, current, target);
        return ok(redact(request)(await write(name, (tx) => service.transition(tx, id(request), 'status', name, actorOf(request), scope(request)), recordId)));
      },
    } satisfies Route,
    /**
     * The spec's batch status change (`PUT moq/status`, `POST …/batchEditEnable`): `{ids, status}` (or `{ids,
     * enable}` for 启用/停用), each record by the one transition to that state, all or none.
     */
    setStatusMany: {
      config: { permission: userTransitions(decl).map((name) => decl.permission(transitionPermission(decl, name))) },
      handler: async (request) => {
        const body = parse(statusManyBody, request.body);
        const target = body.status ?? (body.enable === undefined ? '' : body.enable ? 'enabled' : 'disabled');
        const updated = await write(
          'status',
          async (tx) => {
            for (const id of body.ids) {
              const current = String((await service.get(tx, id, scope(request))).status);
              if (current === target) continue;
              await service.transition(tx, id, 'status', allowedTransition(request, current, target), actorOf(request), scope(request));
            }
            return body.ids;
          },
          (ids) => ids,
        );
        return ok({ updated: updated.length });
      },
    } satisfies Route,
    /**
     * `{ids, transition, …input}`: one of `served` on every listed record, under that transition's own code, all or
     * none; the values a transition takes (its `input`) are given once for all. A record that refuses names itself.
     */
    transitionMany: (served: readonly string[]): Route => ({
      config: { permission: served.map((name) => decl.permission(transitionPermission(decl, name))) },
      handler: async (request) => {
        const { ids, transition, ...input } = parse(transitionManyBody, request.body);
        if (!served.includes(transition)) throw invalid('transition', `未知操作: ${transition}`);
        const user = requestUser(request);
        if (!user.isAdmin && !user.permissions.has(decl.permission(transitionPermission(decl, transition)))) throw forbidden();
        const unique = [...new Set(ids)];
        const moved = await write(
          transition,
          async (tx) => {
            for (const id of unique) await naming(tx, id, () => service.transition(tx, id, 'status', transition, actorOf(request), scope(request), input));
            return unique;
          },
          (done) => done,
        );
        return ok({ updated: moved.length });
      },
    }),
    /**
     * The spec's batch edit of some fields (`PUT moq/batch/update`): `{ids, …values}` with only these fields,
     * each record through the service (its rules, audit and data rules), all or none.
     */
    updateMany: (fields: readonly string[]): Route => ({
      ...guard('update'),
      handler: async (request) => {
        const { ids, ...values } = parse(idsBody, writable(request));
        const unknown = Object.keys(values).find((k) => !fields.includes(k));
        if (unknown) throw invalid(unknown, `不能批量修改${decl.fields[unknown]?.label ?? unknown}`);
        if (Object.keys(values).length === 0) throw invalid('fields', '请选择要修改的字段');
        const input = parse(batchUpdating(), values);
        const own = scope(request);
        await write(
          'update',
          async (tx) => {
            for (const id of ids) await service.update(tx, id, input, actorOf(request), { scope: own });
          },
          () => ids,
        );
        return ok({ updated: ids.length });
      },
    }),
    /**
     * A select's choices (`?q=` search-as-you-type, `?ids=` the current values, `?limit=` default 50): any
     * signed-in user, within the data rules, only id, title and code.
     */
    options: {
      handler: async (request) => {
        const q = parse(optionsQuery, withoutEmpty(request.query));
        return ok(await service.options(database.db, { search: q.q, ids: q.ids, limit: q.limit, scope: scope(request) }));
      },
    } satisfies Route,
    /** A document's edit lease (`document.editLock`): its state, take, renew, give back. */
    lock: lockRoutes(service, database, scope, id),
    /** The record's operation log. */
    auditTrail: {
      ...guard('read'),
      handler: async (request) => {
        await service.get(database.db, id(request), scope(request)); // hidden records stay hidden
        return ok(await service.auditTrail(database.db, id(request), hidden(request)));
      },
    } satisfies Route,
  };
}

const statusBody = z.object({ status: z.string('请选择状态').min(1, '请选择状态') });
const someIds = z.array(z.uuid('记录编号不正确'), '请选择记录').min(1, '请选择记录').max(1000, '一次最多处理1000条');
const statusManyBody = z
  .object({ ids: someIds, status: z.string().min(1).optional(), enable: z.boolean().optional() })
  .refine((b) => b.status !== undefined || b.enable !== undefined, '请选择状态');
const idsBody = z.looseObject({ ids: someIds });
const transitionManyBody = z.looseObject({ ids: someIds, transition: z.string('请选择操作').min(1, '请选择操作') });

const transitionPermission = (decl: EntityDecl, name: string): string => {
  const f = decl.fields.status;
  return (f?.type === 'status' && own(f.machine.transitions, name)?.permission) || name;
};

/** The transition a person may run from `current` to `target`, or the refusal in the states' words. */
function transitionTo(decl: EntityDecl, current: string, target: string): string {
  const f = decl.fields.status;
  const machine = f?.type === 'status' ? f.machine : undefined;
  const name = userTransitions(decl).find((n) => {
    const t = machine?.transitions[n];
    return t?.to === target && t.from.includes(current);
  });
  if (name) return name;
  const label = (state: string) => (machine ? own(machine.states, state)?.label : undefined) ?? state;
  if (!machine || !own(machine.states, target)) throw invalid('status', '状态不正确');
  throw invalid('status', `当前状态为「${label(current)}」，不能改为「${label(target)}」`);
}

/** The same list route where the spec posts its filters (`POST supplier/index`): the body read as the query. */
export function withBodyQuery(route: Route): Route {
  return {
    ...route,
    handler: function (this: FastifyInstance, request, reply) {
      const body = request.body && typeof request.body === 'object' ? (request.body as Record<string, unknown>) : {};
      (request as FastifyRequest & { query: unknown }).query = { ...(request.query as object), ...body };
      return route.handler.call(this, request, reply);
    },
  };
}

/** The same route where the spec posts `{id, …}` instead of putting the id in the path (`POST editArea`). */
export function withBodyId(route: Route, label: string): Route {
  const idInBody = z.looseObject({ id: z.uuid(`请选择${label}`) });
  return {
    ...route,
    handler: function (this: FastifyInstance, request, reply) {
      const { id, ...rest } = parse(idInBody, request.body);
      (request as FastifyRequest & { params: unknown }).params = { id };
      request.body = rest;
      return route.handler.call(this, request, reply);
    },
  };
}

/** The batch status change where the spec posts its ids to a path naming the state (`batchInvalid`, `stopSale`). */
export function toStatus(route: Route, status: string, idsOf: (request: FastifyRequest) => string[]): Route {
  return {
    ...route,
    handler: function (this: FastifyInstance, request, reply) {
      request.body = { ids: idsOf(request), status };
      return route.handler.call(this, request, reply);
    },
  };
}

/** A batch of one transition where the spec posts `{ids}` to a path naming it (`batch/confirm`): `transitionMany`'s body. */
export function withTransition(route: Route, transition: string): Route {
  return {
    ...route,
    handler: function (this: FastifyInstance, request, reply) {
      request.body = { ...(request.body && typeof request.body === 'object' ? request.body : {}), transition };
      return route.handler.call(this, request, reply);
    },
  };
}

/** A hand-written command behind a route: one transaction, guarded by a permission code when given. */
export function commandRoute(database: Database, run: (request: FastifyRequest, tx: Tx) => Promise<unknown>, permission?: string | string[]): Route {
  return { ...(permission ? { config: { permission } } : {}), handler: async (request) => ok(await database.tx((tx) => run(request, tx))) };
}

/** A read behind a route, guarded by a permission code (or any of several) when given (else any signed-in user). */
export function readRoute(run: (request: FastifyRequest) => Promise<unknown>, permission?: string | string[]): Route {
  return { ...(permission ? { config: { permission } } : {}), handler: async (request) => ok(await run(request)) };
}
