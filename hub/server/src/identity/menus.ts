import { hasAnyPermission, type MenuNode } from '@entrepot/contract';
import type { MenuDecl } from '../module.ts';

export type { MenuNode };

interface Viewer {
  isAdmin: boolean;
  permissions: ReadonlySet<string>;
}

function toNode(decl: MenuDecl, parentId: string, index: number): MenuNode {
  const id = `${parentId}${parentId ? '.' : ''}${index + 1}`;
  return {
    id,
    name: decl.name,
    url: decl.url ?? '',
    icon: decl.icon ?? '',
    type: decl.type ?? 1,
    area: decl.area,
    permission: decl.permission,
    ...(decl.hidden ? { hidden: true } : {}),
    children: (decl.children ?? []).map((c, i) => toNode(c, id, i)),
  };
}

/** The whole menu tree from every module's declarations, with stable ids. */
export function buildMenuTree(decls: MenuDecl[]): MenuNode[] {
  return decls.map((d, i) => toNode(d, '', i));
}

/** What one user sees: screens they may open, groups left empty removed. */
export function menusFor(tree: MenuNode[], viewer: Viewer): MenuNode[] {
  return tree.flatMap((node) => {
    if (node.permission && !hasAnyPermission(viewer.isAdmin, viewer.permissions, node.permission)) return [];
    const children = menusFor(node.children, viewer);
    if (!node.url && children.length === 0) return [];
    return [{ ...node, children }];
  });
}

/** The menu as shown: without the screens only opened from others. */
export function shownMenus(tree: MenuNode[]): MenuNode[] {
  return tree.filter((node) => !node.hidden).map((node) => ({ ...node, children: shownMenus(node.children) }));
}

/** Routes (screen urls) the user may open: the guard's permitted-routes list. */
export function permittedRoutes(tree: MenuNode[], viewer: Viewer): string[] {
  return menusFor(tree, viewer).flatMap(function walk(node): string[] {
    return [...(node.url && node.type !== 2 ? [node.url] : []), ...node.children.flatMap(walk)];
  });
}
