// Where a declared request (a change request, a transition request) is served and shown: the module's service
// prefix and base, the path of each of its actions under the base (Fastify style, `:id`), and its screen. The
// server mounts its handlers there, the menu takes the screen, the pages derive their URLs — no path written twice.

export interface RequestSurface<P extends string, O extends string = never> {
  /** The spec's service prefix, e.g. `/api-product`. */
  service: string;
  /** The module's base under the service, e.g. `/api/v1/product`. */
  base: string;
  /** Each action's path under the base (`spuskuchange/:id`); several for an action the spec serves at more than one. */
  paths: Record<P, string | readonly string[]> & Partial<Record<O, string>>;
}

export interface RequestScreen {
  /** Hash route of its list, e.g. `/commodity/information/approve`. */
  url: string;
  /** Its name in the menu (the declaration's label when absent). */
  menu?: string;
}

/** Any surface, read by action name. */
type AnySurface = { service: string; base: string; paths: object };

/** Every server path of an action, under the base (Fastify style). */
export const serverPaths = (surface: AnySurface, action: string): string[] => {
  const own = (surface.paths as Record<string, string | readonly string[] | undefined>)[action];
  return (own === undefined ? [] : typeof own === 'string' ? [own] : [...own]).map((p) => `${surface.base}/${p}`);
};

/** An action's URL for a page (its first path, with the service prefix; `:id` filled when given). */
export const requestUrl = (surface: AnySurface, action: string, id?: string): string => {
  const [path] = serverPaths(surface, action);
  if (!path) return '';
  const url = `${surface.service}${path}`;
  return id === undefined ? url : url.replace(':id', encodeURIComponent(id));
};

/**
 * A request waiting on a record (its line not yet decided): what a list of that record marks 审批中. `what` says
 * the request in a person's words (停售, 商品信息变更).
 */
export interface WaitingRequest {
  /** The record waited on. */
  id: string;
  request_id: string;
  code: string;
  what: string;
}
