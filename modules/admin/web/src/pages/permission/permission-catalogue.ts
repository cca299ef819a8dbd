// 权限管理 lists the whole catalogue (GET /allpermission answers an array): filtered and grouped here.

export interface PermissionRow {
  id: string;
  code: string;
  name: string;
  system: string;
  source: 'declared' | 'custom';
  version: number;
  created_at: string;
  updated_at: string;
  [key: string]: unknown;
}

export interface PermissionFilters {
  code: string;
  name: string;
  /** '' = every system */
  system: string;
}

export const EMPTY_PERMISSION_FILTERS: PermissionFilters = { code: '', name: '', system: '' };

export interface SystemGroup {
  /** `system:<code>`, so a group row never shares a key with a permission's id */
  id: string;
  system: string;
  count: number;
  children: PermissionRow[];
}

const contains = (text: string, part: string) => text.toLowerCase().includes(part.trim().toLowerCase());

export function filterPermissions(rows: readonly PermissionRow[], filters: PermissionFilters): PermissionRow[] {
  return rows.filter((r) => contains(r.code, filters.code) && contains(r.name, filters.name) && (filters.system === '' || r.system === filters.system));
}

/** One group per system, systems and codes in alphabetical order. */
export function groupBySystem(rows: readonly PermissionRow[]): SystemGroup[] {
  const groups = new Map<string, PermissionRow[]>();
  for (const r of rows) groups.set(r.system, [...(groups.get(r.system) ?? []), r]);
  return [...groups]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([system, children]) => ({
      id: `system:${system}`,
      system,
      count: children.length,
      children: [...children].sort((a, b) => a.code.localeCompare(b.code)),
    }));
}

/** Declared codes belong to their modules: only custom ones may be edited or deleted. */
export const isEditable = (row: Pick<PermissionRow, 'source'>) => row.source === 'custom';
