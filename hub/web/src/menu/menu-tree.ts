import type { MenuNode } from '../api/auth.api.ts';

const BUTTON_LEVEL = 2;

/**
 * Spec 000 §2: an entry of type 2 is a button-level permission item; when a node has any, its children
 * are dropped from the menu (the node becomes a screen of its own).
 */
export function normalizeMenus(nodes: readonly MenuNode[]): MenuNode[] {
  return nodes
    .filter((n) => n.type !== BUTTON_LEVEL)
    .map((n) => {
      const children = n.children ?? [];
      return { ...n, children: children.some((c) => c.type === BUTTON_LEVEL) ? [] : normalizeMenus(children) };
    });
}

/** Every screen of the menu: nodes with a url and no children shown under them. */
export function menuScreens(nodes: readonly MenuNode[], trail: string[] = []): { node: MenuNode; trail: string[] }[] {
  return nodes.flatMap((n) => {
    const here = [...trail, n.name];
    const own = n.url && n.children.length === 0 ? [{ node: n, trail: here }] : [];
    return [...own, ...menuScreens(n.children, here)];
  });
}

export function findMenuByUrl(nodes: readonly MenuNode[], url: string): MenuNode | null {
  for (const n of nodes) {
    if (n.url === url) return n;
    const below = findMenuByUrl(n.children ?? [], url);
    if (below) return below;
  }
  return null;
}

/** The top-level entry a url lives under, to highlight it in the side menu. */
export function topLevelOf(nodes: readonly MenuNode[], url: string): MenuNode | null {
  return nodes.find((n) => n.url === url || findMenuByUrl(n.children, url) !== null) ?? null;
}

/** `[url, area]` for every entry that names its area. */
export function menuAreaEntries(nodes: readonly MenuNode[]): [string, string][] {
  return nodes.flatMap((n) => [...(n.url && n.area ? [[n.url, n.area] as [string, string]] : []), ...menuAreaEntries(n.children ?? [])]);
}

/**
 * A group path of the spec (`/logistics`, `/finance/information`) lands on its first screen the user's menu
 * holds (the menu is already filtered by their permissions); null when the path is a screen, or holds none.
 */
export function groupLanding(nodes: readonly MenuNode[], path: string): string | null {
  const node = findMenuByUrl(nodes, path);
  if (node && node.children.length === 0) return null;
  const under = node ? menuScreens(node.children) : menuScreens(nodes).filter((s) => s.node.url?.startsWith(`${path}/`));
  return under[0]?.node.url ?? null;
}
