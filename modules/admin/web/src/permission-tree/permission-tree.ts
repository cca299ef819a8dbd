// The permission picker's tree: the screens of the menu (each with its codes), then every other code of the
// catalogue by system. Leaves are codes; group keys carry a prefix so they never pass for a code.

export interface MenuEntry {
  id: string;
  name: string;
  url?: string;
  permission?: string;
  children?: MenuEntry[];
}

export interface CatalogueCode {
  code: string;
  name: string;
  system: string;
}

export interface PermissionNode {
  key: string;
  title: string;
  children?: PermissionNode[];
}

export const MENU_KEY = 'menu:';
export const SCREEN_KEY = 'screen:';
export const SYSTEM_KEY = 'system:';
export const OTHER_TITLE = '其他权限';

/** `admin.notice.read` → `admin.notice.`: the codes of one object share it. */
export function objectPrefix(code: string): string {
  const at = code.lastIndexOf('.');
  return at < 0 ? code : code.slice(0, at + 1);
}

const leaf = (c: CatalogueCode): PermissionNode => ({ key: c.code, title: `${c.name}（${c.code}）` });

/** The screen's own code first, then the other codes of its object, in catalogue order. */
function screenCodes(code: string, catalogue: readonly CatalogueCode[], placed: Set<string>): CatalogueCode[] {
  const own = catalogue.find((c) => c.code === code) ?? { code, name: '查看', system: '' };
  const prefix = objectPrefix(code);
  const siblings = catalogue.filter((c) => c.code !== code && c.code.startsWith(prefix) && !placed.has(c.code));
  return [own, ...siblings];
}

function menuNodes(
  entries: readonly MenuEntry[],
  catalogue: readonly CatalogueCode[],
  placed: Set<string>,
  screens: Map<string, PermissionNode>,
): PermissionNode[] {
  return entries.flatMap((entry): PermissionNode[] => {
    const code = entry.permission;
    if (entry.url && code) {
      const first = screens.get(code);
      if (first) {
        // Two screens behind one code (数据权限 and 列权限): one node naming both.
        first.title = `${first.title} / ${entry.name}`;
        return [];
      }
      const codes = screenCodes(code, catalogue, placed);
      for (const c of codes) placed.add(c.code);
      const node = { key: `${SCREEN_KEY}${entry.id}`, title: entry.name, children: codes.map(leaf) };
      screens.set(code, node);
      return [node];
    }
    const children = menuNodes(entry.children ?? [], catalogue, placed, screens);
    return children.length ? [{ key: `${MENU_KEY}${entry.id}`, title: entry.name, children }] : [];
  });
}

/** The whole picker tree; a code appears once (under the first screen that claims it, else its system). */
export function buildPermissionTree(menus: readonly MenuEntry[], catalogue: readonly CatalogueCode[]): PermissionNode[] {
  const placed = new Set<string>();
  const tree = menuNodes(menus, catalogue, placed, new Map());
  const bySystem = new Map<string, CatalogueCode[]>();
  for (const c of catalogue) {
    if (placed.has(c.code)) continue;
    placed.add(c.code);
    bySystem.set(c.system, [...(bySystem.get(c.system) ?? []), c]);
  }
  if (bySystem.size === 0) return tree;
  const systems = [...bySystem].map(([system, codes]) => ({ key: `${SYSTEM_KEY}${system}`, title: system || '未分组', children: codes.map(leaf) }));
  return [...tree, { key: `${SYSTEM_KEY}*`, title: OTHER_TITLE, children: systems }];
}

/** The codes among a tree's checked keys (group nodes dropped), sorted, once each. */
export function checkedCodes(keys: readonly string[], known: ReadonlySet<string>): string[] {
  return [...new Set(keys.filter((k) => known.has(k)))].sort();
}

/** Every code of the tree, to tell leaves from groups. */
export function treeCodes(tree: readonly PermissionNode[]): Set<string> {
  const codes = new Set<string>();
  const walk = (nodes: readonly PermissionNode[]) => {
    for (const n of nodes) {
      if (n.children) walk(n.children);
      else codes.add(n.key);
    }
  };
  walk(tree);
  return codes;
}

/** Nodes whose title (or a descendant's) contains the keyword, for the picker's search box. */
export function filterTree(tree: readonly PermissionNode[], keyword: string): PermissionNode[] {
  const k = keyword.trim().toLowerCase();
  if (!k) return [...tree];
  return tree.flatMap((n): PermissionNode[] => {
    if (n.title.toLowerCase().includes(k)) return [n];
    const children = n.children ? filterTree(n.children, k) : [];
    return children.length ? [{ ...n, children }] : [];
  });
}

/** Keys of the group nodes (not codes), to expand a searched tree. */
export function groupKeys(tree: readonly PermissionNode[]): string[] {
  return tree.flatMap((n) => (n.children ? [n.key, ...groupKeys(n.children)] : []));
}
