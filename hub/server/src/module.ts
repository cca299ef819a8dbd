import type { RequestUser } from '@entrepot/server-kit';
import type { Database, Executor, Tx } from '@entrepot/server-kit/db';
import type { Route } from '@entrepot/server-kit/entity';
import type { Outbox } from '@entrepot/server-kit/events';
import type { ImportError, SheetRow } from '@entrepot/server-kit/file-tasks';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { entityFileRoutes } from './file-tasks/entity-file-routes.ts';
import type { FileTaskEntity } from './file-tasks/file-tasks.ts';
import type { StoredFile as StoredUpload, IncomingFile as UploadedFile } from './files/files.service.ts';

export interface ModuleContext {
  database: Database;
  /** Publish events in a command's transaction; subscribe to other modules' events. */
  outbox: Outbox;
  /** Exports and imports of a module's entities as file tasks (absent in a server without identity). */
  fileTasks?: ModuleFileTasks;
  /** Files a module keeps itself (a receipt's photos): uploads checked and stored, signed URLs (absent without identity). */
  files?: ModuleFiles;
}

/** A file as uploaded (multipart) and as stored: the platform's files (`identity.files`), under a signed URL. */
export type { IncomingFile as UploadedFile, StoredFile as StoredUpload } from './files/files.service.ts';

export interface ModuleFiles {
  /** Serves `POST <url>` (multipart `files[]` / `file`, up to 10 files of 20 MB, and text fields) in a scope of its own. */
  mountUpload(
    app: FastifyInstance,
    url: string,
    route: { public?: boolean; permission?: string },
    handle: (request: FastifyRequest, files: UploadedFile[], fields: Record<string, string>) => Promise<unknown>,
  ): void;
  /** Checks each file's bytes against its type (pictures only when asked) and stores them, in the caller's transaction. */
  store(tx: Tx, files: UploadedFile[], opts: { purpose: string; imagesOnly: boolean; ownerId: string | null }): Promise<StoredUpload[]>;
  /** The signed, expiring address of a stored file. */
  url(key: string): string;
}

/** The file-task runner, for a module's entities: register one, then bind its routes (one line each). */
export interface ModuleFileTasks {
  add(entity: FileTaskEntity): void;
  /** export (`{task_id}`), template (xlsx) and import (multipart: the module registers @fastify/multipart). */
  routes(entity: string): ReturnType<typeof entityFileRoutes>;
  /**
   * The import of a registered entity at `<base>/import` (multipart, in a scope of its own) and its template
   * at `<base>/template`: `fileTasks?.mountImport(app, '/api/v1/…/country', 'logistics.country')`.
   */
  mountImport(app: FastifyInstance, base: string, entity: string): void;
  /** An export the module writes itself (not an entity list): registers it, answers the route that queues it. */
  exportKind(kind: ExportKind): Route;
  /**
   * An import the module plans and writes itself: registers it, serves `POST <url>` (multipart `file`) and
   * `GET <template>` (default `<url>/template`).
   */
  mountImportKind(app: FastifyInstance, url: string, kind: ImportKind, template?: string): void;
  /** The signed download address of a task's file (an export, an error report). */
  downloadUrl(fileKey: string): string;
}

/**
 * A module's own import, when rows are not one record each (the rows of one SPU make it and its SKUs): a
 * file task with the engine's contract — the whole file checked first and every refusal in the downloadable
 * error report (nothing written), then the units written in transactions of about 500 rows, with progress,
 * cancel and retry, under its creator's current permissions and data rules.
 */
// biome-ignore lint/suspicious/noExplicitAny: each kind plans and writes units of its own shape
export interface ImportKind<U = any> {
  /** Unique in the app: `<module>.<what>`, e.g. `catalogue.sku.clothing`. */
  kind: string;
  /** The task's title, e.g. `服装SKU`. */
  label: string;
  permission: string;
  /** The template's headers, in order; a `required` one missing from the file refuses it as a whole. */
  columns: { label: string; required?: boolean }[];
  /** Most rows a file may hold (pass 1 keeps them in memory); default 50,000. */
  maxRows?: number;
  /** Pass 1: every row checked, together where they belong together; nothing written. */
  plan(rows: SheetRow[], user: RequestUser): Promise<{ errors: ImportError[]; units: U[] }>;
  /** Pass 2: one unit in its batch's transaction; a unit already written is left as it is (a repeated file). */
  write(tx: Tx, unit: U, user: RequestUser, counts: Record<string, number>): Promise<void>;
  /** The file rows a unit stands for (batch size and progress). */
  rows(unit: U): number;
}

/** A module's own export (a stock list, a report), run as a file task with its creator's data rules. */
export interface ExportKind {
  /** Unique in the app: `<module>.<what>`, e.g. `wms.stock`. */
  kind: string;
  /** The task's and the file's title, e.g. `库存`. */
  label: string;
  permission: string;
  /** Writes the xlsx at `path` (the query is the route's query string or JSON body); answers the row count. */
  write(job: { query: Record<string, unknown>; user: RequestUser; path: string; progress(done: number, total: number): Promise<void> }): Promise<number>;
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
  /** A screen opened from another (a detail, a print page): the guard lets a holder of its code open it; the menu never lists it. */
  hidden?: boolean;
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

/**
 * A cached lookup list (spec 000 §3: warehouses, main bodies, platforms, countries, currencies…): the hub
 * reads it once from the owning module's route with the user's session, shares it with the areas over the
 * bridge, and reads it again when one of `events` is published.
 */
export interface LookupDecl {
  /** e.g. `warehouses`; what areas ask the bridge for. */
  name: string;
  label: string;
  method?: 'GET' | 'POST';
  url: string;
  body?: Record<string, unknown>;
  /** Outbox events after which the list is read again, e.g. `wms.warehouse.changed`. */
  events: string[];
}

/** Files a seed stores (demo pictures), as an administrator's upload would: the id a file field holds. */
export interface SeedFiles {
  store(exec: Executor, file: { name: string; bytes: Buffer; contentType: string }): Promise<string>;
}

/** A module's start-up data: reference data whenever it is missing, demo data on the first start. */
export interface ModuleSeed {
  /** Modules whose seeds this one reads (the catalogue's SKUs name the wms demo codes): they come earlier in `position`. */
  after?: string[];
  /**
   * `firstStart`: the database was just created; `demo`: SEED_DEMO (demo people and records wanted); `files`: the
   * server's file store (absent where none is, e.g. a bare test database). Idempotent.
   */
  run(database: Database, options: { demo: boolean; firstStart: boolean; files?: SeedFiles }): Promise<void>;
  /**
   * Runs once every module's `run` has: data that reads modules later in `position` (finance's demo documents
   * against purchasing's demo orders, where purchasing itself reads finance's currencies). Same options.
   */
  late?(database: Database, options: { demo: boolean; firstStart: boolean; files?: SeedFiles }): Promise<void>;
}

/**
 * What a module gives the loader: its routes per service prefix of the spec (`/api-wms`, `/motan-client`…). The
 * hub finds it through the `./manifest` entry of the module's package.json.
 */
export interface ModuleManifest {
  name: string;
  /** Where its menus sit among the modules' (ascending, default 1000; also the order of mounting and seeding). */
  position?: number;
  seed?: ModuleSeed;
  /**
   * The codes each demo role gets on the first start with SEED_DEMO (`{ 采购员: [...] }`, by role name), so each
   * demo user can do the work of the role in this module's screens.
   */
  demoGrants?: Record<string, string[]>;
  services: Record<string, ServicePlugin>;
  menus?: MenuDecl[];
  permissions?: PermissionDecl[];
  search?: SearchProvider;
  /** The lookup lists this module owns, cached by the hub. */
  lookups?: LookupDecl[];
  /** Called once at start: the module subscribes to the events it reacts to. */
  subscribe?: (outbox: Outbox, ctx: ModuleContext) => void;
}
export { type NumberedDocument, searchByNumber } from './number-search.ts';
export { type EntityRoutes, fieldOptions, mountResources, type ResourceBinding, type SubmitIn } from './resources.ts';
export { mountSettings } from './settings.ts';
export { tableSettingsRoutes } from './table-settings/table-settings.ts';
