import { useArea } from '@entrepot/web/area';
import { useEffect, useMemo, useState } from 'react';
import { API } from '../entity/admin-urls.ts';
import { buildPermissionTree, type CatalogueCode, type MenuEntry, type PermissionNode, treeCodes } from './permission-tree.ts';

export interface PermissionCatalogue {
  tree: PermissionNode[];
  codes: Set<string>;
  loading: boolean;
}

/** The screens (GET /permission/menus) and every code (GET /allpermission), as the picker's tree. */
export function usePermissionCatalogue(): PermissionCatalogue {
  const { http } = useArea();
  const [answer, setAnswer] = useState<{ menus: MenuEntry[]; catalogue: CatalogueCode[] } | null>(null);
  useEffect(() => {
    let current = true;
    Promise.all([http.get<MenuEntry[]>(`${API}/permission/menus`), http.get<CatalogueCode[]>(`${API}/allpermission`)])
      .then(([menus, catalogue]) => current && setAnswer({ menus, catalogue }))
      .catch(() => {}); // the HTTP client already showed the error
    return () => {
      current = false;
    };
  }, [http]);
  return useMemo(() => {
    const tree = answer ? buildPermissionTree(answer.menus, answer.catalogue) : [];
    return { tree, codes: treeCodes(tree), loading: answer === null };
  }, [answer]);
}
