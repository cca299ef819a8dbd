import type { Database } from '@entrepot/server-kit/db';
import type { FastifyInstance } from 'fastify';

export interface ModuleContext {
  database: Database;
}

export type ServicePlugin = (app: FastifyInstance, ctx: ModuleContext) => Promise<void> | void;

/** What a module gives the loader: its routes per service prefix of the spec (`/api-wms`, `/motan-client`…). */
export interface ModuleManifest {
  name: string;
  services: Record<string, ServicePlugin>;
}
