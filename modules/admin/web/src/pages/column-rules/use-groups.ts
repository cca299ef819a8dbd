import type { PageAnswer } from '@entrepot/contract';
import { useArea } from '@entrepot/web/area';
import type { EntityRow } from '@entrepot/web/entity';
import { useCallback, useEffect, useState } from 'react';
import { groupUrls } from '../../entity/admin-urls.ts';

export interface GroupOption {
  id: string;
  name: string;
}

/** Every data-permission group, for the group select. */
export function useGroupOptions(): GroupOption[] {
  const { http } = useArea();
  const [groups, setGroups] = useState<GroupOption[]>([]);
  useEffect(() => {
    let current = true;
    http
      .get<PageAnswer<GroupOption>>(groupUrls.list, { params: { page: 1, per_page: 1000 } })
      .then((page) => current && setGroups(page.list))
      .catch(() => {});
    return () => {
      current = false;
    };
  }, [http]);
  return groups;
}

/** One group as stored (its rules and version), asked again by reload(). */
export function useGroup(id: string | undefined) {
  const { http } = useArea();
  const [row, setRow] = useState<EntityRow | null>(null);
  const [loading, setLoading] = useState(false);
  const [reloads, setReloads] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `reloads` asks again
  useEffect(() => {
    setRow(null);
    if (!id) return;
    let current = true;
    setLoading(true);
    http
      .get<EntityRow>(groupUrls.detail(id))
      .then((next) => current && setRow(next))
      .catch(() => {})
      .finally(() => current && setLoading(false));
    return () => {
      current = false;
    };
  }, [http, id, reloads]);
  return { row, loading, reload: useCallback(() => setReloads((n) => n + 1), []) };
}
