import type { EntityDecl } from '@entrepot/entity';
import type { EntityConfig, EntityUrls } from '@entrepot/web/entity';
import { useMemo } from 'react';
import { useArea } from '../area/area-context.ts';
import { ADMIN_LOOKUPS } from './admin-urls.ts';
import { useCan } from './use-can.ts';

export type ConfigOptions = Partial<Pick<EntityConfig, 'extraFields' | 'initialFilters'>> & {
  /** Codes this page never offers whatever the user holds (e.g. a delete the server has no route for). */
  withhold?: readonly string[];
  /** Only these codes are offered (a read-only list passes its read code). */
  only?: readonly string[];
};

/**
 * The entity engine's config for one admin page: the area's HTTP client, the user's codes, the hub's toast
 * and the admin lookups. `urls` and `options` must keep their identity (module constants or memoised).
 */
export function useEntityConfig(entity: EntityDecl, urls: EntityUrls, options: ConfigOptions = {}): EntityConfig {
  const { bridge, http } = useArea();
  const userCan = useCan();
  const { extraFields, initialFilters, withhold, only } = options;
  return useMemo(
    () => ({
      entity,
      http,
      urls,
      lookups: ADMIN_LOOKUPS,
      can: (code: string) => !withhold?.includes(code) && (!only || only.includes(code)) && userCan(code),
      toast: (kind, text) => bridge.toast(kind, text),
      extraFields,
      initialFilters,
    }),
    [entity, http, urls, userCan, bridge, extraFields, initialFilters, withhold, only],
  );
}
