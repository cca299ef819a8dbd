// A module's declared resources (@entrepot/entity `defineResource`) bound to routes: the engine's handlers at
// the declared paths, the write rules set on each entity's service (so imports and commands apply them too),
// exports and imports as file tasks, every write announced as `<entity>.changed`. One call per service prefix.
import { ok } from '@entrepot/contract';
import type { EntityDecl, Resource, ResourceRoute } from '@entrepot/entity';
import { type EntityRegistry, type EntityService, entityRoutes, type Route, type WriteRules, withBodyId } from '@entrepot/server-kit/entity';
import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from './module.ts';

export interface ResourceBinding {
  resource: Resource;
  service: EntityService;
  /** What the module adds to the entity's writes (server-made columns, refusals while in use…). */
  rules?: WriteRules;
  /** The list route when it narrows the derived one (a query condition of the route's own). */
  list?: (routes: EntityRoutes) => Route;
  /** Publish `<entity>.changed` `{ids, action}` after each write (default true; false when the rules announce their own). */
  announce?: boolean;
}

export type EntityRoutes = ReturnType<typeof entityRoutes>;

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

function handlerOf(route: ResourceRoute, $: EntityRoutes, binding: ResourceBinding, exportRoute: Route | undefined): Route | undefined {
  const { label } = binding.resource.entity;
  const byBody = (r: Route) => (route.idInBody ? withBodyId(r, label) : r);
  switch (route.action) {
    case 'list':
      return binding.list?.($) ?? $.list;
    case 'create':
      return $.create;
    case 'detail':
      return byBody($.detail);
    case 'update':
      return byBody($.update);
    case 'remove':
      return byBody($.remove);
    case 'transition':
      return $.transition('status', route.name ?? '');
    case 'logs':
      return $.auditTrail;
    case 'options':
      return $.options;
    case 'select':
      return fieldOptions(binding.resource.entity, route.name ?? '');
    case 'export':
      return exportRoute;
  }
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
      ctx.fileTasks.add({ service, registry, changes });
      exportRoute = ctx.fileTasks.routes(service.decl.name).export;
      if (resource.imports) ctx.fileTasks.mountImport(app, resource.importBase, service.decl.name);
    }
    for (const route of resource.routes) {
      const handler = handlerOf(route, $, binding, exportRoute);
      if (handler) app.route({ method: route.method, url: route.path, ...handler });
    }
    out[key] = $;
  }
  return out;
}
