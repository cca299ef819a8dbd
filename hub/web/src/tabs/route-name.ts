import type { MenuNode } from '../api/auth.api.ts';
import { findMenuByUrl } from '../menu/menu-tree.ts';
import { HUB_PAGES } from '../navigation/routes.ts';

/** The name a route's tab shows: the hub page's, the menu entry's, else the last path segment. */
export function routeName(path: string, menus: readonly MenuNode[]): string {
  return HUB_PAGES[path]?.name ?? findMenuByUrl(menus, path)?.name ?? path.split('/').filter(Boolean).pop() ?? path;
}
