import { installContract, ok } from '@entrepot/server-kit';
import type { Database } from '@entrepot/server-kit/db';
import Fastify, { type FastifyInstance } from 'fastify';
import { installAuth } from './identity/auth-hook.ts';
import type { Identity } from './identity/index.ts';
import type { ModuleManifest } from './module.ts';
import { mountModules } from './module-loader.ts';
import { serveBuiltApps } from './static.ts';

export interface AppOptions {
  database: Database;
  manifests: ModuleManifest[];
  /** Sessions and permissions on every route; absent only in tests of the bare contract. */
  identity?: Identity;
  modules?: string[];
  logger?: boolean | object;
  serveStatic?: boolean;
}

export const REQUEST_TIMEOUT_MS = 180_000;

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    requestTimeout: REQUEST_TIMEOUT_MS,
    bodyLimit: 10 * 1024 * 1024,
    genReqId: () => crypto.randomUUID(),
  });
  installContract(app);
  const started = Date.now();
  // Answers without touching the database: load balancers and the benchmark poll it.
  app.get('/health', { config: { public: true } }, async () => ok({ status: 'up', uptime_s: Math.round((Date.now() - started) / 1000) }));
  const manifests = options.identity ? [options.identity.manifest, ...options.manifests] : options.manifests;
  if (options.identity) {
    installAuth(app, options.identity.sessions, options.database);
    options.identity.bind(manifests);
  }
  await mountModules(app, manifests, { database: options.database }, options.modules);
  if (options.serveStatic !== false) await serveBuiltApps(app);
  return app;
}
