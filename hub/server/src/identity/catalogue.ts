import { ok } from '@entrepot/contract';
import type { ModuleContext, ModuleManifest, PermissionDecl, SearchHit } from '../module.ts';
import { buildMenuTree, type MenuNode, menusFor, permittedRoutes, shownMenus } from './menus.ts';
import type { SessionUser } from './sessions.ts';

const MAX_HITS = 20;

/** What every module declares, gathered once: the menu tree, the permission catalogue, search providers. */
export class Catalogue {
  readonly menuTree: MenuNode[];
  readonly permissions: PermissionDecl[];
  private readonly manifests: ModuleManifest[];
  private readonly ctx: ModuleContext;

  constructor(manifests: ModuleManifest[], ctx: ModuleContext) {
    this.manifests = manifests;
    this.ctx = ctx;
    this.menuTree = buildMenuTree(manifests.flatMap((m) => m.menus ?? []));
    this.permissions = manifests.flatMap((m) => m.permissions ?? []);
  }

  menusOf(user: SessionUser): MenuNode[] {
    return shownMenus(menusFor(this.menuTree, user));
  }

  userInfo(user: SessionUser) {
    return ok({
      id: user.id,
      login_name: user.loginName,
      name: user.name,
      mobile: user.mobile,
      is_admin: user.isAdmin,
      permissions: user.isAdmin ? this.permissions.map((p) => p.code) : [...user.permissions].sort(),
      routes: permittedRoutes(this.menuTree, user),
    });
  }

  /**
   * Records by code from every module that joined the palette; each provider filters by permission. The record
   * whose code is the text typed (any case) comes first, whichever module found it.
   */
  async search(q: string, user: SessionUser): Promise<SearchHit[]> {
    if (q.length < 2) return [];
    const providers = this.manifests.flatMap((m) => (m.search ? [m.search] : []));
    const results = await Promise.all(providers.map((p) => p(q, user, this.ctx)));
    const typed = q.toLowerCase();
    const exact = (hit: SearchHit) => (hit.code.toLowerCase() === typed ? 0 : 1);
    return results
      .flat()
      .sort((a, b) => exact(a) - exact(b)) // stable: each provider's own order otherwise
      .slice(0, MAX_HITS);
  }
}
