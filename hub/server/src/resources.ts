// A module's declared resources (@entrepot/entity `defineResource`) bound to routes: the engine's handlers at
// the declared paths, the write rules set on each entity's service (so imports and commands apply them too),
// exports and imports as file tasks, every write announced as `<entity>.changed`. One call per service prefix.
import { ok } from '@entrepot/contract';
import { type ApprovalOption, changedEvent, type EntityChanged, type EntityDecl, type Resource, type ResourceRoute } from '@entrepot/entity';
import { conflict, parse, requestUser } from '@entrepot/server-kit';
import type { Tx } from '@entrepot/server-kit/db';
import {
  columnOf,
  type EntityRegistry,
  type EntityService,
  entityRoutes,
  type Route,
  type WriteRules,
  withBodyId,
  withBodyQuery,
} from '@entrepot/server-kit/entity';
import type { ImportSpec } from '@entrepot/server-kit/file-tasks';
import { and, eq, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { attempt, subscribeDecisions } from './approvals/decisions.ts';
import { nameDocumentType } from './approvals/document-types.ts';
import { findRequest, pendingRequestOf } from './approvals/request-store.ts';
import { execute as submitApproval } from './approvals/submit-request.command.ts';
import { execute as withdrawApproval } from './approvals/withdraw-request.command.ts';
import { documentImportKind } from './file-tasks/document-import.ts';
import type { ModuleContext } from './module.ts';

const idParams = z.object({ id: z.uuid('记录编号不正确') });

export interface ResourceBinding {
  resource: Resource;
  service: EntityService;
  /** What the module adds to the entity's writes (server-made columns, refusals while in use…). */
  rules?: WriteRules;
  /** The list route when it narrows the derived one (a query condition of the route's own). */
  list?: (routes: EntityRoutes) => Route;
  /**
   * The resource serves the records with these values only (a quality stage's segment over all inspections):
   * its list is narrowed to them and a record created through it gets them, whatever the body says.
   */
  fixed?: Record<string, string>;
  /** Publish `<entity>.changed` `{ids, action}` after each write (default true; false when the rules announce their own). */
  announce?: boolean;
  /** What its import adds to each row (columns of the server's own: a figure's source and time). */
  import?: ImportSpec;
  /** Set by mountResources for an entity declared with `approval`: its submit route. */
  submit?: Route;
  /** Set with `submit`: the same submit inside a command's own transaction (create and submit at once). */
  submitIn?: SubmitIn;
  /** Set by mountResources for an entity whose approval may be withdrawn: the submitter's withdraw route. */
  withdraw?: Route;
}

export type EntityRoutes = ReturnType<typeof entityRoutes>;
/** Submits a record for approval in the caller's transaction: the submit transition, the request, the event. */
export type SubmitIn = (tx: Tx, id: string, actor: { id: string; name: string }, scope?: SQL) => Promise<Record<string, unknown>>;

/** The choices of an enum or status field, for the spec's `…Type` / `…Status` selects. */
export function fieldOptions(decl: EntityDecl, field: string): Route {
  return {
    handler: async () => {
      const f = decl.fields[field];
      if (f?.type === 'enum') return ok(f.options);
      if (f?.type === 'status') return ok(Object.entries(f.machine.states).map(([value, s]) => ({ value, label: s.label })));
      return ok([]);
    },
  };
}

/**
 * The submit transition of an entity approved through the engine: the transition, then the approval request
 * (document = the record's id, titled by its title field, with the amount and organization that choose the flow),
 * in one transaction; a record no flow applies to is approved at once by the engine's decision.
 */
function submitter(ctx: ModuleContext, service: EntityService, approval: ApprovalOption): SubmitIn {
  const { decl } = service;
  return async (tx, id, actor, scope) => {
    const moved = await service.transition(tx, id, 'status', approval.submit, actor, scope);
    const at = (key?: string) => (key && moved[key] != null ? String(moved[key]) : null);
    await submitApproval(
      tx,
      ctx.outbox,
      {
        document_type: approval.documentType,
        document_id: id,
        title: `${decl.label} ${at(decl.titleField) ?? id}`,
        amount: at(approval.amount),
        type: null,
        organization_id: at(approval.organization),
      },
      actor,
    );
    await ctx.outbox.publish(tx, changedEvent(decl), { ids: [id], action: approval.submit } satisfies EntityChanged);
    return moved;
  };
}

function submitRoute(ctx: ModuleContext, service: EntityService, $: EntityRoutes, submitIn: SubmitIn): Route {
  return {
    config: { permission: service.decl.permission(service.decl.approval!.submit) },
    handler: async (request) => {
      const { scope, redact } = $.access(request);
      const user = requestUser(request);
      const id = parse(idParams, request.params).id;
      const row = await ctx.database.tx((tx) => submitIn(tx, id, { id: user.id, name: user.name }, scope));
      return ok(redact(row));
    },
  };
}

/**
 * The submitter takes the record back while its approval is pending: the engine's withdraw of the pending
 * request, whose decision then runs the declared `withdrawn` transition (审批中 → 草稿).
 */
function withdrawRoute(ctx: ModuleContext, service: EntityService, $: EntityRoutes, approval: ApprovalOption): Route {
  return {
    config: { permission: service.decl.permission(approval.submit) },
    handler: async (request) => {
      const { scope } = $.access(request);
      const id = parse(idParams, request.params).id;
      const user = requestUser(request);
      const answer = await ctx.database.tx(async (tx) => {
        await service.get(tx, id, scope); // a record out of reach stays out of reach
        const pending = await pendingRequestOf(tx, approval.documentType, id);
        if (!pending) throw conflict(`该${service.decl.label}没有审批中的申请`);
        return withdrawApproval(tx, ctx.outbox, pending.id, {}, { id: user.id, name: user.name });
      });
      return ok(answer);
    },
  };
}

const DECIDED = { approved: '通过', rejected: '驳回', withdrawn: '撤回' } as const;

/** Each decision of the engine on one of these records runs the transition the declaration names for it. */
function followDecisions(ctx: ModuleContext, service: EntityService, approval: ApprovalOption): void {
  nameDocumentType(approval.documentType, service.decl.label);
  subscribeDecisions(ctx.outbox, approval.documentType, `${service.decl.name}.approval`, async (tx, event, decision) => {
    const transition = approval.onDecision[decision];
    if (!transition) return;
    const request = await findRequest(tx, event.request_id);
    const actor = { id: request.submittedBy, name: `${request.submitterName}（审批${DECIDED[decision]}）` };
    // A record changed meanwhile (deleted, moved on) is left as it is; the request keeps the decision.
    await attempt(tx, async (sp) => {
      await service.transition(sp, event.document_id, 'status', transition, actor);
      await ctx.outbox.publish(sp, changedEvent(service.decl), { ids: [event.document_id], action: transition } satisfies EntityChanged);
    });
  });
}

function handlerOf(route: ResourceRoute, $: EntityRoutes, binding: ResourceBinding, exportRoute: Route | undefined): Route | undefined {
  const { label } = binding.resource.entity;
  const byBody = (r: Route) => (route.idInBody ? withBodyId(r, label) : r);
  switch (route.action) {
    case 'list': {
      const list = binding.list?.($) ?? (binding.fixed ? $.scopedList(() => fixedWhere(binding)) : $.list);
      return route.queryInBody ? withBodyQuery(list) : list;
    }
    case 'setStatus':
      return $.setStatus;
    case 'transitionMany':
      return $.transitionMany(batchTransitions(binding.resource));
    case 'withdraw':
      return binding.withdraw;
    case 'create':
      return binding.fixed ? withFixed($.create, binding.fixed) : $.create;
    case 'detail':
      return byBody($.detail);
    case 'update':
      return byBody($.update);
    case 'remove':
      return byBody($.remove);
    case 'transition':
      return route.name === binding.resource.entity.approval?.submit && binding.submit ? binding.submit : $.transition('status', route.name ?? '');
    case 'logs':
      return $.auditTrail;
    case 'options':
      return $.options;
    case 'select':
      return fieldOptions(binding.resource.entity, route.name ?? '');
    case 'export':
      return route.queryInBody && exportRoute ? withBodyQuery(exportRoute) : exportRoute;
    case 'lock':
      return $.lock[route.name as keyof EntityRoutes['lock']];
  }
}

/** What a batch may run: the served transitions but an approval's submit (each record is its own request). */
const batchTransitions = (resource: ResourceBinding['resource']) =>
  resource.routes.filter((r) => r.action === 'transition' && r.name !== resource.entity.approval?.submit).map((r) => r.name ?? '');

const fixedWhere = ({ service, fixed }: ResourceBinding) =>
  and(...Object.entries(fixed ?? {}).map(([field, value]) => eq(columnOf(service.table, field), value)))!;

/** A create whose body is given the binding's fixed values before the engine's handler reads it. */
function withFixed(route: Route, fixed: Record<string, string>): Route {
  return {
    ...route,
    handler: function (this: FastifyInstance, request, reply) {
      request.body = { ...(request.body && typeof request.body === 'object' ? request.body : {}), ...fixed };
      return route.handler.call(this, request, reply);
    },
  };
}

/**
 * Mounts every binding's routes on `app` (the module's plugin scope of that service prefix) and answers the
 * engine's handlers per key, for the module's hand-written routes beside them (`$.access(request)`).
 */
export function mountResources<K extends string>(
  app: FastifyInstance,
  ctx: ModuleContext,
  registry: EntityRegistry,
  bindings: Record<K, ResourceBinding>,
): Record<K, EntityRoutes> {
  const out = {} as Record<K, EntityRoutes>;
  for (const key of Object.keys(bindings) as K[]) {
    const binding = bindings[key];
    const { resource, service } = binding;
    if (service.decl !== resource.entity) throw new Error(`${resource.entity.name}: bound to the service of ${service.decl.name}`);
    if (binding.rules) service.withRules(binding.rules);
    const changes = binding.announce === false ? undefined : ctx.outbox;
    const $ = entityRoutes(service, ctx.database, { changes });
    let exportRoute: Route | undefined;
    if (resource.files && ctx.fileTasks) {
      ctx.fileTasks.add({ service, registry, changes, import: binding.import });
      exportRoute = ctx.fileTasks.routes(service.decl.name).export;
      // A document's rows are its lines, grouped by 单据序号 into one document each (file-tasks/document-import.ts).
      if (resource.imports && resource.entity.document?.lines) {
        const kind = documentImportKind({
          kind: `${service.decl.name}.document`,
          service,
          registry,
          database: ctx.database,
          outbox: ctx.outbox,
          prepare: binding.import?.prepare,
        });
        ctx.fileTasks.mountImportKind(app, `${resource.importBase}/import`, kind, `${resource.importBase}/template`);
      } else if (resource.imports) ctx.fileTasks.mountImport(app, resource.importBase, service.decl.name);
    }
    const approval = resource.entity.approval;
    if (approval) {
      binding.submitIn = submitter(ctx, service, approval);
      binding.submit = submitRoute(ctx, service, $, binding.submitIn);
      if (approval.onDecision.withdrawn) binding.withdraw = withdrawRoute(ctx, service, $, approval);
      followDecisions(ctx, service, approval);
    }
    for (const route of resource.routes) {
      const handler = handlerOf(route, $, binding, exportRoute);
      if (handler) app.route({ method: route.method, url: route.path, ...handler });
    }
    out[key] = $;
  }
  return out;
}
