import type { RequestUser } from '@entrepot/server-kit';
import type { Database } from '@entrepot/server-kit/db';
import type { Outbox } from '@entrepot/server-kit/events';
import type { FastifyInstance } from 'fastify';

export interface ModuleContext {
  database: Database;
  /** Publish events in a command's transaction; subscribe to other modules' events. */
  outbox: Outbox;
}

export type ServicePlugin = (app: FastifyInstance, ctx: ModuleContext) => Promise<void> | void;

/** A screen or a group of screens in the left menu; `permission` guards a screen (url). */
export interface MenuDecl {
  name: string;
  icon?: string;
  /** Hash route of the screen, e.g. `/user/role`; absent for a group. */
  url?: string;
  /** Area (modules/<area>/web) whose app renders the screen. */
  area?: string;
  permission?: string;
  /** 2 = button-level entry: when a screen has these, its other children are dropped from the menu. */
  type?: 1 | 2;
  children?: MenuDecl[];
}

export interface PermissionDecl {
  code: string;
  name: string;
}

export interface SearchHit {
  kind: string;
  code: string;
  title: string;
  url: string;
}

/** Finds records by code for the palette; must apply the caller's permissions and data rules itself. */
export type SearchProvider = (q: string, user: RequestUser, ctx: ModuleContext) => Promise<SearchHit[]>;

/** What a module gives the loader: its routes per service prefix of the spec (`/api-wms`, `/motan-client`…). */
export interface ModuleManifest {
  name: string;
  services: Record<string, ServicePlugin>;
  menus?: MenuDecl[];
  permissions?: PermissionDecl[];
  search?: SearchProvider;
  /** Called once at start: the module subscribes to the events it reacts to. */
  subscribe?: (outbox: Outbox, ctx: ModuleContext) => void;
}
