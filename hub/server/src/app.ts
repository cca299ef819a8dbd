import { installContract, ok } from '@entrepot/server-kit';
import type { Database } from '@entrepot/server-kit/db';
import { Outbox } from '@entrepot/server-kit/events';
import Fastify, { type FastifyInstance } from 'fastify';
import { syncDeclaredPermissions } from './admin/permission-catalogue.ts';
import { compressResponses } from './compress-responses.ts';
import { intranetDownloads } from './downloads.ts';
import { entityFileRoutes } from './file-tasks/entity-file-routes.ts';
import { exportKindRoute } from './file-tasks/export-kind-route.ts';
import { mountImportKind } from './file-tasks/import-kind-routes.ts';
import { mountImport } from './file-tasks/import-scope.ts';
import { moduleFiles } from './files/files.routes.ts';
import { installAuth } from './identity/auth-hook.ts';
import type { Identity } from './identity/index.ts';
import { installLookups } from './lookups/lookup-versions.ts';
import type { ModuleContext, ModuleManifest } from './module.ts';
import { mountModules } from './module-loader.ts';
import { RequestLog } from './request-log.ts';
import { serveBuiltApps } from './static.ts';
import { tableSettingsRoutes } from './table-settings/table-settings.ts';

export interface AppOptions {
  database: Database;
  /** The transactional outbox (created here when not given; the server process starts its dispatcher). */
  outbox?: Outbox;
  manifests: ModuleManifest[];
  /** Sessions and permissions on every route; absent only in tests of the bare contract. */
  identity?: Identity;
  modules?: string[];
  logger?: boolean | object;
  serveStatic?: boolean;
  /** 连接内网服务's installer file (config `intranetInstaller`). */
  intranetInstaller?: string;
}

export const REQUEST_TIMEOUT_MS = 180_000;

/** Not an API, an area's build, a stored file or a file name: a path a person typed for a screen. */
const isScreenPath = (path: string) =>
  !/^\/(api(-[\w-]+)?|modules|files|upload-service|motan-client|oms|service|health)(\/|$)/.test(path) && !/\.\w+$/.test(path);

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    requestTimeout: REQUEST_TIMEOUT_MS,
    bodyLimit: 10 * 1024 * 1024,
    genReqId: () => crypto.randomUUID(),
    logController: new RequestLog(), // one line per request at most
  });
  installContract(app, { isScreenPath });
  // Areas are framed by the hub of the same origin only; nothing is sniffed; no URL leaks to other sites.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('X-Frame-Options', 'SAMEORIGIN').header('X-Content-Type-Options', 'nosniff').header('Referrer-Policy', 'same-origin');
  });
  compressResponses(app);
  const routes = recordRoutes(app);
  const started = Date.now();
  // Answers without touching the database: load balancers and the benchmark poll it.
  app.get('/health', { config: { public: true } }, async () => ok({ status: 'up', uptime_s: Math.round((Date.now() - started) / 1000) }));
  const manifests = options.identity ? [options.identity.manifest, ...options.manifests] : options.manifests;
  const { identity } = options;
  const ctx: ModuleContext = {
    database: options.database,
    outbox: options.outbox ?? new Outbox(options.database),
    ...(identity && {
      fileTasks: {
        add: (entity) => identity.tasks.add(entity),
        routes: (entity) => entityFileRoutes(entity, { database: options.database, tasks: identity.tasks, files: identity.files }),
        exportKind: (kind) => exportKindRoute(kind, identity.tasks),
        mountImport: (app, base, entity) => {
          const file = entityFileRoutes(entity, { database: options.database, tasks: identity.tasks, files: identity.files });
          app.get(`${base}/template`, file.template);
          mountImport(app, `${base}/import`, file.import);
        },
        downloadUrl: (key) => identity.files.signer.url(key),
        mountImportKind: (app, url, kind, template) =>
          mountImportKind(app, url, kind, { database: options.database, tasks: identity.tasks, files: identity.files }, template),
      },
      files: moduleFiles(identity.files),
    }),
  };
  if (options.identity) {
    installAuth(app, options.identity.sessions, options.database);
    const catalogue = options.identity.bind(manifests, ctx);
    await syncDeclaredPermissions(options.database, catalogue.permissions);
  }
  for (const m of manifests) m.subscribe?.(ctx.outbox, ctx);
  if (options.identity) installLookups(app, manifests, ctx);
  if (options.identity) tableSettingsRoutes(app, options.database, '/api-auth/api/v1');
  await mountModules(app, manifests, ctx, options.modules);
  intranetDownloads(app, options.intranetInstaller);
  if (options.serveStatic !== false) await serveBuiltApps(app);
  app.decorate('routeTable', routes);
  return app;
}

export interface RouteEntry {
  method: string;
  url: string;
  public: boolean;
  permission?: string | string[];
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route with its access rule: the permission matrix test walks it. */
    routeTable: RouteEntry[];
  }
}

function recordRoutes(app: FastifyInstance): RouteEntry[] {
  const routes: RouteEntry[] = [];
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      routes.push({ method, url: route.url, public: route.config?.public === true, permission: route.config?.permission });
    }
  });
  return routes;
}
