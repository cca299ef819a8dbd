import type { MenuNode, User } from '../api/auth.api.ts';
import { canOpen } from '../guard/route-guard.ts';
import { menuScreens, normalizeMenus } from '../menu/menu-tree.ts';
import { HOME_PATH, HUB_PAGES } from '../navigation/routes.ts';

export interface ScreenItem {
  id: string;
  title: string;
  path: string;
  keywords: string[];
}

/** The screens the user may open: the workbench and every menu screen the guard lets through. */
export function screenItems(menus: readonly MenuNode[], user: User | null): ScreenItem[] {
  const ctx = { hasSession: true, user };
  const home: ScreenItem = { id: HOME_PATH, title: HUB_PAGES[HOME_PATH]?.name ?? HOME_PATH, path: HOME_PATH, keywords: [] };
  const screens = menuScreens(normalizeMenus(menus))
    .filter(({ node }) => canOpen(node.url, ctx))
    .map(({ node, trail }) => ({ id: node.url, title: node.name, path: node.url, keywords: [...trail, node.url] }));
  return [home, ...screens.filter((s, i, all) => all.findIndex((t) => t.id === s.id) === i)];
}
