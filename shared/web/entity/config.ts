import type { EntityDecl, EntityUrls, Fields } from '@entrepot/entity';

/** A record as the derived routes answer it: the declared fields by key plus the bookkeeping columns. */
export interface EntityRow {
  id: string;
  version: number;
  /** ISO UTC */
  created_at: string;
  updated_at: string;
  [key: string]: unknown;
}

/** The record's routes (declared with its resource, `resourceUrls`, or said by a page). */
export type { EntityUrls } from '@entrepot/entity';

/** Options of a call, as the shared HTTP client (`@entrepot/web/http`) takes them. */
export interface EntityRequestOptions {
  params?: Record<string, unknown>;
  data?: unknown;
  /** no error toast: the caller shows its own message */
  silent?: boolean;
}

/**
 * The part of the shared HTTP client the entity pages use (its `HttpClient` fits; tests pass a fake).
 * Declared here structurally so this folder type-checks without the client's own compiler settings.
 */
export interface EntityHttp {
  get<T>(url: string, options?: EntityRequestOptions): Promise<T>;
  post<T>(url: string, body?: unknown, options?: EntityRequestOptions): Promise<T>;
  put<T>(url: string, body?: unknown, options?: EntityRequestOptions): Promise<T>;
  delete<T>(url: string, options?: EntityRequestOptions): Promise<T>;
}

export type ToastKind = 'success' | 'info';

export interface EntityConfig {
  entity: EntityDecl;
  http: EntityHttp;
  urls: EntityUrls;
  /**
   * Options of reference fields, by target entity name: a URL answering [{id, name}] or a page {list}, or
   * `cache:<name>` for one of the hub's cached lookup lists (read through `cachedLookup`).
   */
  lookups?: Record<string, string>;
  /** The hub's cached lookup lists (an area passes its bridge's `lookup`). */
  cachedLookup?(name: string): Promise<unknown[]>;
  /** Whether the user holds a permission code (the server decides; hiding a button is a courtesy). */
  can(code: string): boolean;
  /** Success toasts; an area passes its bridge's toast so the hub shows them. Default: Arco Message. */
  toast?(kind: ToastKind, text: string): void;
  /** Fields asked on create only and never shown again, e.g. an initial password (declare them writeOnly). */
  extraFields?: Fields;
  /** Filters applied on the first query and restored by 重置. */
  initialFilters?: FilterValues;
  /** Filters the list opens with (beside the initial ones) that 重置 clears: a review list opening on 待审核. */
  openFilters?: FilterValues;
}

export const AUDIT_LOG_URL = '/api-auth/api/v1/audit-log';

export function auditLogUrl(config: Pick<EntityConfig, 'entity' | 'urls'>, id: string): string {
  if (config.urls.auditLog) return config.urls.auditLog(id);
  return `${AUDIT_LOG_URL}?${new URLSearchParams({ entity: config.entity.name, record_id: id })}`;
}

/** A range filter's bounds: numbers, or ISO UTC times for datetime fields. */
export interface RangeValue {
  from?: number | string | null;
  to?: number | string | null;
}

/** like/equal: a string (booleans 'true'/'false'); in: an array; batch: the comma list; range: bounds. */
export type FilterValue = string | number | string[] | RangeValue | null | undefined;
export type FilterValues = Record<string, FilterValue>;

export interface Option {
  value: string;
  label: string;
}
