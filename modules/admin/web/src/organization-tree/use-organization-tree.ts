import { useArea } from '@entrepot/web/area';
import { useCallback, useEffect, useState } from 'react';
import { API } from '../entity/admin-urls.ts';
import type { OrgNode } from './organization-tree.ts';

export const ORGANIZATIONS_URL = `${API}/organizations`;
/** The same tree for any signed-in user (selects outside 组织架构). */
export const OPEN_ORGANIZATIONS_URL = `${API}/open/organizations`;

export function useOrganizationTree(url: string = ORGANIZATIONS_URL) {
  const { http } = useArea();
  const [tree, setTree] = useState<OrgNode[]>([]);
  const [loading, setLoading] = useState(false);
  const [reloads, setReloads] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `reloads` asks again
  useEffect(() => {
    let current = true;
    setLoading(true);
    http
      .get<OrgNode[]>(url)
      .then((next) => current && setTree(next))
      .catch(() => {})
      .finally(() => current && setLoading(false));
    return () => {
      current = false;
    };
  }, [http, url, reloads]);
  return { tree, loading, reload: useCallback(() => setReloads((n) => n + 1), []) };
}
