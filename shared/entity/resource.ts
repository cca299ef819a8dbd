// A module's HTTP surface and screen for one entity, declared once as plain data: the server mounts its routes
// from it (@entrepot/hub-server/module `mountResources`), the web derives its client URLs (`resourceUrls`), the
// manifest its menu entry (`screenMenu`) and the area its route table. No path is written twice.
import { type EntityDecl, userTransitions } from './define-entity.ts';

/**
 * How the paths are spelled, after the spec's neighbours:
 * - `rest`: `GET seg`, `POST seg`, `GET|PUT|DELETE seg/{id}`, `POST seg/{id}/<transition>`, `GET seg/{id}/logs`,
 *   `GET seg/options`;
 * - `index` (the finance catalogue's): `seg/index`, `seg/create`, `seg/detail/{id}`, `seg/update/{id}`,
 *   `seg/delete/{id}`, `seg/<transition>/{id}`, `seg/logs/{id}`, `seg/options`;
 * - `verbs` (the spec's wms rows): `GET x`, `POST addX`, `POST editX {id}`, `POST xDetail {id}`,
 *   `POST deleteX {id}`, `POST xType`, `POST xStatus`, `GET xExport`, `GET xOptions`; with the `rest` forms beside them.
 * Every style serves a select's choices (`options`: enabled records, `?q=` searched, `?ids=` the current values).
 */
export type ResourceStyle = 'rest' | 'index' | 'verbs';

export type ResourceAction =
  | 'list'
  | 'detail'
  | 'create'
  | 'update'
  | 'remove'
  | 'transition'
  | 'transitionMany'
  | 'setStatus'
  | 'withdraw'
  | 'logs'
  | 'export'
  | 'select'
  | 'options'
  | 'lock';

export interface ResourceRoute {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Under the resource's service prefix, Fastify style (`/api/v1/wms/area/:id`). */
  path: string;
  action: ResourceAction;
  /** The transition's name (action `transition`), the select's field (action `select`), or the lease step (action `lock`: state, acquire, renew, release). */
  name?: string;
  /** The spec posts `{id, …}` instead of putting the id in the path. */
  idInBody?: boolean;
  /** A list posted with its filters in the body (`POST supplier/index`). */
  queryInBody?: boolean;
}

export interface ResourceScreen {
  /** Hash route, e.g. `/finance/information/currency`. */
  url: string;
  /** Its name in the menu and on its tab; the entity's label when absent. */
  menu?: string;
}

export interface ResourceOptions<D extends EntityDecl = EntityDecl> {
  entity: D;
  /** The spec's service prefix, e.g. `/api-finance`. */
  service: string;
  /** The module's base under the service, e.g. `/api/v1/finance`. */
  base: string;
  /** The entity's segment under the base: `currency`, `payment/method`; in the `verbs` style its verb stem (`storageLocation`). */
  segment: string;
  style: ResourceStyle;
  /** `rest`: the list's, export's and import's segment when it differs from a record's (`platforms` beside `platform/{id}`). */
  plural?: string;
  /** Records may be deleted (default true; a warehouse is only disabled). */
  remove?: boolean;
  /**
   * false: records are made and changed by the module's commands only (a receipt is opened by a scan, counted,
   * confirmed): no create, update, remove or import routes; list, detail, logs, options and export remain.
   * 'import': the same, but the import stays — records that come from outside (1688's periods: pulled by a
   * command, or imported from a sheet), never typed in.
   */
  writes?: boolean | 'import';
  /** The `status` field's transitions served (default: every one it declares). */
  transitions?: readonly string[];
  /** `verbs`: the `<x>Type` / `<x>Status` selects of these enum or status fields. */
  selects?: readonly ('type' | 'status')[];
  /** Export and import as file tasks (default true); `'export'`: the export only. */
  files?: boolean | 'export';
  /**
   * Where the spec names an action's path its own way, under `base` (`addtags`, `colormapping/logs/:id`);
   * `list`: the spec's posted list beside the style's (`POST getReturnGoodsSkuList`, filters in the body);
   * `status`: the status select's (`POST getReturnGoodsSkuStatus`) instead of `<x>Status`;
   * `import`: where `import` and `template` are served when the list's segment is not the place (`alibaba/map`).
   */
  paths?: { create?: string; logs?: string; export?: string; list?: string; status?: string; import?: string };
  /** The spec also posts the list's filters to the list path (`POST supplier/index` beside `GET`). */
  listPost?: boolean;
  /** The spec posts the export's filters to its path (`POST returnShelfListExport`) beside the `GET`. */
  exportPost?: boolean;
  /** `PUT <segment>/<setStatus>/{id}` `{status}`: reach that state by the one transition allowed (`updateStatus`). */
  setStatus?: string;
  /**
   * `POST <base>/<batch>` `{ids, transition, …input}`: one of the served transitions on every listed record, each
   * under that transition's own code, all or none (the list's 批量<操作>). A transition that takes values (its
   * `input`) takes them once for all the records. `true`: at the style's path (`<segment>/batch`, `batch<X>`).
   */
  batch?: true | string;
  screen?: ResourceScreen;
}

export interface Resource<D extends EntityDecl = EntityDecl> extends Required<Pick<ResourceOptions<D>, 'entity' | 'service' | 'base' | 'segment' | 'style'>> {
  screen?: ResourceScreen;
  /** Its export is served (a file task). */
  files: boolean;
  /** Its import and template are served (`importBase`). */
  imports: boolean;
  routes: ResourceRoute[];
  /** Where the import (`<importBase>/import`) and its template (`<importBase>/template`) are served, under the service. */
  importBase: string;
}

const cap = (s: string) => s[0]!.toUpperCase() + s.slice(1);

function transitionsOf(o: ResourceOptions): string[] {
  return o.transitions ? [...o.transitions] : userTransitions(o.entity);
}

function restRoutes(at: string, list: string, o: ResourceOptions): ResourceRoute[] {
  return [
    { method: 'GET', path: list, action: 'list' },
    { method: 'GET', path: `${at}/:id`, action: 'detail' },
    { method: 'PUT', path: `${at}/:id`, action: 'update' },
    ...(o.remove === false ? [] : [{ method: 'DELETE', path: `${at}/:id`, action: 'remove' } as const]),
    ...transitionsOf(o).map((name): ResourceRoute => ({ method: 'POST', path: `${at}/:id/${name}`, action: 'transition', name })),
    { method: 'GET', path: `${at}/:id/logs`, action: 'logs' },
  ];
}

function routesOf(o: ResourceOptions): { routes: ResourceRoute[]; importBase: string } {
  const at = `${o.base}/${o.segment}`;
  if (o.style === 'rest') {
    const list = `${o.base}/${o.plural ?? o.segment}`;
    const routes: ResourceRoute[] = [
      { method: 'POST', path: at, action: 'create' },
      { method: 'GET', path: `${list}/options`, action: 'options' },
      ...restRoutes(at, list, o),
    ];
    if (o.files !== false) routes.push({ method: 'GET', path: `${list}/export`, action: 'export' });
    return { routes, importBase: list };
  }
  if (o.style === 'index') {
    const routes: ResourceRoute[] = [
      { method: 'GET', path: `${at}/index`, action: 'list' },
      { method: 'GET', path: `${at}/detail/:id`, action: 'detail' },
      { method: 'POST', path: `${at}/create`, action: 'create' },
      { method: 'PUT', path: `${at}/update/:id`, action: 'update' },
      ...(o.remove === false ? [] : [{ method: 'DELETE', path: `${at}/delete/:id`, action: 'remove' } as const]),
      ...transitionsOf(o).map((name): ResourceRoute => ({ method: 'POST', path: `${at}/${name}/:id`, action: 'transition', name })),
      { method: 'GET', path: `${at}/logs/:id`, action: 'logs' },
      { method: 'GET', path: `${at}/options`, action: 'options' },
    ];
    if (o.files !== false) routes.push({ method: 'GET', path: `${at}/export`, action: 'export' });
    return { routes, importBase: at };
  }
  const X = cap(o.segment);
  const routes: ResourceRoute[] = [
    { method: 'POST', path: `${o.base}/add${X}`, action: 'create' },
    { method: 'POST', path: `${o.base}/edit${X}`, action: 'update', idInBody: true },
    { method: 'POST', path: `${o.base}/${o.segment}Detail`, action: 'detail', idInBody: true },
    ...(o.remove === false ? [] : [{ method: 'POST', path: `${o.base}/delete${X}`, action: 'remove', idInBody: true } as const]),
    ...(o.selects ?? []).map(
      (field): ResourceRoute => ({
        method: 'POST',
        path: `${o.base}/${(field === 'status' && o.paths?.status) || `${o.segment}${cap(field)}`}`,
        action: 'select',
        name: field,
      }),
    ),
    { method: 'GET', path: `${o.base}/${o.segment}Options`, action: 'options' },
    ...restRoutes(at, at, o),
  ];
  if (o.files !== false) routes.push({ method: 'GET', path: `${o.base}/${o.segment}Export`, action: 'export' });
  return { routes, importBase: at };
}

const WRITES: readonly ResourceAction[] = ['create', 'update', 'remove'];

/** Where a batch is posted: the path given, or the style's (`<segment>/batch`; `verbs`: `batch<X>`). */
const batchPath = (o: ResourceOptions): string =>
  typeof o.batch === 'string' ? o.batch : o.style === 'verbs' ? `batch${cap(o.segment)}` : `${o.segment}/batch`;

export function defineResource<D extends EntityDecl>(options: ResourceOptions<D>): Resource<D> {
  for (const field of options.selects ?? []) {
    const type = options.entity.fields[field]?.type;
    if (type !== 'enum' && type !== 'status') throw new Error(`${options.entity.name}: select ${field} must be an enum or status field`);
  }
  for (const name of options.transitions ?? []) {
    const status = options.entity.fields.status;
    if (status?.type !== 'status' || !Object.hasOwn(status.machine.transitions, name)) throw new Error(`${options.entity.name}: no status transition ${name}`);
  }
  const derived = routesOf(options);
  const importBase = options.paths?.import ? `${options.base}/${options.paths.import}` : derived.importBase;
  const list = derived.routes.find((r) => r.action === 'list');
  if (options.listPost && list) derived.routes.push({ method: 'POST', path: list.path, action: 'list', queryInBody: true });
  const exported = derived.routes.find((r) => r.action === 'export');
  if (options.exportPost && exported) derived.routes.push({ ...exported, method: 'POST', queryInBody: true });
  if (options.paths?.list) derived.routes.push({ method: 'POST', path: `${options.base}/${options.paths.list}`, action: 'list', queryInBody: true });
  const withdrawn = options.entity.approval?.onDecision.withdrawn;
  if (withdrawn) {
    const at = `${options.base}/${options.segment}`;
    derived.routes.push({ method: 'POST', path: options.style === 'index' ? `${at}/${withdrawn}/:id` : `${at}/:id/${withdrawn}`, action: 'withdraw' });
  }
  if (options.entity.document?.editLock) {
    const at = `${options.base}/${options.segment}`;
    derived.routes.push(
      { method: 'GET', path: `${at}/getLockBefor/:id`, action: 'lock', name: 'state' },
      { method: 'POST', path: `${at}/getLock/:id`, action: 'lock', name: 'acquire' },
      { method: 'POST', path: `${at}/heartbeat/:id`, action: 'lock', name: 'renew' },
      { method: 'POST', path: `${at}/unLock/:id`, action: 'lock', name: 'release' },
    );
  }
  if (options.batch) derived.routes.push({ method: 'POST', path: `${options.base}/${batchPath(options)}`, action: 'transitionMany' });
  if (options.setStatus) derived.routes.push({ method: 'PUT', path: `${options.base}/${options.segment}/${options.setStatus}/:id`, action: 'setStatus' });
  const written = options.writes === false || options.writes === 'import' ? derived.routes.filter((r) => !WRITES.includes(r.action)) : derived.routes;
  // The spec's own spelling of an action's path replaces the style's.
  const routes = written.map((r) => {
    const own = r.action === 'create' || r.action === 'logs' || r.action === 'export' ? options.paths?.[r.action] : undefined;
    return own && !r.idInBody ? { ...r, path: `${options.base}/${own}` } : r;
  });
  return {
    entity: options.entity,
    service: options.service,
    base: options.base,
    segment: options.segment,
    style: options.style,
    screen: options.screen,
    files: options.files !== false,
    imports: options.writes !== false && (options.files === undefined || options.files === true),
    routes,
    importBase,
  };
}

/** A record's routes as an entity page calls them (a declared resource's, or paths a page says itself). */
export interface EntityUrls {
  list: string;
  detail(id: string): string;
  create: string;
  update(id: string): string;
  remove(id: string): string;
  /** A status transition (POST); without it no transition is offered. */
  transition?(id: string, name: string): string;
  /**
   * The transitions the routes serve (absent: every one a person may run). Others are the server's own — a
   * purchase order's 部分到货 follows the warehouse's receipts, its 关闭 runs through `off` — and never a button.
   */
  transitions?: readonly string[];
  /** `{ids, transition, …input}`: a transition on many records at once (the list's 批量<操作>); absent: none. */
  transitionMany?: string;
  /** The operation log; default `/api-auth/api/v1/audit-log?entity=<name>&record_id=<id>`. */
  auditLog?(id: string): string;
  /** A document's edit lease (`document.editLock`): each step's URL for a record; the form holds it while open. */
  lock?: Record<'state' | 'acquire' | 'renew' | 'release', (id: string) => string>;
}

/** The URLs of a declared resource, with the service prefix: `EntityUrls` plus its options, export and import. */
export interface ResourceUrls extends EntityUrls {
  auditLog(id: string): string;
  /** A select's choices: `[{id, title, code?}]` of enabled records (`?q=`, `?ids=`, `?limit=`). */
  options: string;
  /** `GET` with the list's filters → `{task_id}`; absent without file tasks. */
  export?: string;
  /** `<importBase>/template`, `<importBase>/import`; absent without file tasks. */
  importBase?: string;
}

/** A route's URL for a page: the REST form of each action (a page sends ids in the path). */
export function resourceUrls(resource: Resource): ResourceUrls {
  const pathRoute = (action: ResourceAction) => resource.routes.find((r) => r.action === action && !r.idInBody);
  const url = (action: ResourceAction) => {
    const r = pathRoute(action);
    return r ? resource.service + r.path : '';
  };
  const withId = (action: ResourceAction) => (id: string) => url(action).replace(':id', encodeURIComponent(id));
  const transition = resource.routes.find((r) => r.action === 'transition');
  return {
    list: url('list'),
    detail: withId('detail'),
    create: url('create'),
    update: withId('update'),
    remove: withId('remove'),
    ...(transition
      ? {
          transition: (id: string, name: string) => {
            // Every transition route has the same shape: its name is one segment of the path.
            const parts = transition.path.split('/').map((part) => (part === ':id' ? encodeURIComponent(id) : part === transition.name ? name : part));
            return resource.service + parts.join('/');
          },
        }
      : {}),
    transitions: resource.routes.filter((r) => r.action === 'transition').map((r) => r.name ?? ''),
    ...(url('transitionMany') ? { transitionMany: url('transitionMany') } : {}),
    auditLog: withId('logs'),
    options: url('options'),
    ...(resource.files ? { export: url('export') } : {}),
    ...(resource.imports ? { importBase: resource.service + resource.importBase } : {}),
    ...(resource.entity.document?.editLock ? { lock: lockUrls(resource) } : {}),
  };
}

function lockUrls(resource: Resource): NonNullable<ResourceUrls['lock']> {
  const step = (name: string) => (id: string) => {
    const route = resource.routes.find((r) => r.action === 'lock' && r.name === name);
    return resource.service + (route?.path ?? '').replace(':id', encodeURIComponent(id));
  };
  return { state: step('state'), acquire: step('acquire'), renew: step('renew'), release: step('release') };
}

/** The resource's screen as a menu entry of `area`, guarded by the entity's read permission. */
export function screenMenu(resource: Resource, area: string): { name: string; url: string; area: string; permission: string } {
  if (!resource.screen) throw new Error(`${resource.entity.name}: no screen declared`);
  return { name: resource.screen.menu ?? resource.entity.label, url: resource.screen.url, area, permission: resource.entity.permission('read') };
}

/**
 * The declaration as the screen of a binding with `fixed` values shows it (a quality stage's, a kind of order
 * rule's): those fields are no filter, no column and no form field there — the server sets them. Call it once at
 * module level: the page config memoises on the result.
 */
export function withFixed<D extends EntityDecl>(decl: D, keys: readonly string[]): D {
  const fields = Object.fromEntries(
    Object.entries(decl.fields).map(([key, field]) => [key, keys.includes(key) ? { ...field, list: false, filter: undefined, readOnly: true } : field]),
  );
  return { ...decl, fields };
}
