import { installContract, ok } from '@entrepot/server-kit';
import type { Database } from '@entrepot/server-kit/db';
import Fastify, { type FastifyInstance } from 'fastify';
import type { ModuleManifest } from './module.ts';
import { mountModules } from './module-loader.ts';
import { serveBuiltApps } from './static.ts';

export interface AppOptions {
  database: Database;
  manifests: ModuleManifest[];
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
  app.get('/health', async () => ok({ status: 'up', uptime_s: Math.round((Date.now() - started) / 1000) }));
  await mountModules(app, options.manifests, { database: options.database }, options.modules);
  if (options.serveStatic !== false) await serveBuiltApps(app);
  return app;
}
