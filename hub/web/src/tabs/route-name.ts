import type { MenuNode } from '../api/auth.api.ts';
import { findMenuByUrl, menuScreens } from '../menu/menu-tree.ts';
import { HUB_PAGES } from '../navigation/routes.ts';

/** The screens under a list that have no menu entry of their own, named after the list's entry. */
const SUB_SCREENS: Record<string, (name: string) => string> = {
  detail: (name) => `${name}详情`,
  create: (name) => `新增${name}`,
  add: (name) => `新增${name}`,
  edit: (name) => `编辑${name}`,
};

/**
 * The name a route's tab shows: the hub page's or the menu entry's; a screen without one (a detail, a create
 * form) is named after the nearest entry above it — `/…/sku/detail` under SKU管理 reads SKU详情 — and one no
 * entry is above after its area (`/warehouse/…` under 仓储管理), never after a path segment.
 */
export function routeName(path: string, menus: readonly MenuNode[]): string {
  const own = HUB_PAGES[path]?.name ?? findMenuByUrl(menus, path)?.name;
  if (own) return own;
  const parts = path.split('/').filter(Boolean);
  const last = parts.at(-1) ?? path;
  for (let n = parts.length - 1; n > 0; n--) {
    const above = findMenuByUrl(menus, `/${parts.slice(0, n).join('/')}`);
    if (!above) continue;
    const name = above.name.replace(/管理$/, '') || above.name;
    return SUB_SCREENS[last]?.(name) ?? above.name;
  }
  const area = menus.find((top) => menuScreens([top]).some(({ node }) => node.url.startsWith(`/${parts[0]}/`)));
  return area?.name ?? UNKNOWN;
}

/** A screen no menu entry and no area knows. */
const UNKNOWN = '未知页面';
