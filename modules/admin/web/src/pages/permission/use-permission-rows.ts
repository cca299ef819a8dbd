import { useArea } from '@entrepot/web/area';
import { useCallback, useEffect, useState } from 'react';
import { API } from '../../entity/admin-urls.ts';
import type { PermissionRow } from './permission-catalogue.ts';

export interface SystemCount {
  code: string;
  count: number;
}

/** The whole catalogue (GET /allpermission) and its systems (GET /systems), asked again by reload(). */
export function usePermissionCatalogue() {
  const { http } = useArea();
  const [rows, setRows] = useState<PermissionRow[]>([]);
  const [systems, setSystems] = useState<SystemCount[]>([]);
  const [loading, setLoading] = useState(false);
  const [reloads, setReloads] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `reloads` asks again
  useEffect(() => {
    let current = true;
    setLoading(true);
    Promise.all([http.get<PermissionRow[]>(`${API}/allpermission`), http.get<SystemCount[]>(`${API}/systems`)])
      .then(([nextRows, nextSystems]) => {
        if (!current) return;
        setRows(nextRows);
        setSystems(nextSystems);
      })
      .catch(() => {})
      .finally(() => current && setLoading(false));
    return () => {
      current = false;
    };
  }, [http, reloads]);
  return { rows, systems, loading, reload: useCallback(() => setReloads((n) => n + 1), []) };
}
