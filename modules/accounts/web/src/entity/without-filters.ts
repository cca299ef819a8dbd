import type { EntityDecl } from '@entrepot/entity';

/**
 * The declaration as a list page shows it, without the filter-bar controls of `keys` (the page offers its
 * own control for them, e.g. one 平台 select for platform_id and platform_code). The server still takes
 * those filters; call it once at module level, the page config memoises on the result.
 */
export function withoutFilters<D extends EntityDecl>(decl: D, keys: readonly string[]): D {
  const fields = Object.fromEntries(Object.entries(decl.fields).map(([key, field]) => [key, keys.includes(key) ? { ...field, filter: undefined } : field]));
  return { ...decl, fields };
}
