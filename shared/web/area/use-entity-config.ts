import type { EntityDecl } from '@entrepot/entity';
import { useMemo } from 'react';
import type { EntityConfig, EntityUrls } from '../entity/index.ts';
import { useArea } from './area-context.ts';
import { useCan } from './use-can.ts';

export type ConfigOptions = Partial<Pick<EntityConfig, 'extraFields' | 'initialFilters' | 'openFilters'>> & {
  /** Codes this page never offers whatever the user holds (e.g. a delete the server has no route for). */
  withhold?: readonly string[];
  /** Only these codes are offered (a read-only list passes its read code). */
  only?: readonly string[];
};

/**
 * The entity engine's config for one page of an area: the area's HTTP client, the user's codes, the hub's
 * toast and the area's lookups (reference target entity → options URL). `urls`, `lookups` and `options`
 * must keep their identity (module constants or memoised).
 */
export function useEntityConfig(entity: EntityDecl, urls: EntityUrls, lookups: Record<string, string>, options: ConfigOptions = {}): EntityConfig {
  const { bridge, http } = useArea();
  const userCan = useCan();
  const { extraFields, initialFilters, openFilters, withhold, only } = options;
  return useMemo(
    () => ({
      entity,
      http,
      urls,
      lookups,
      cachedLookup: bridge.lookup,
      can: (code: string) => !withhold?.includes(code) && (!only || only.includes(code)) && userCan(code),
      toast: (kind, text) => bridge.toast(kind, text),
      extraFields,
      initialFilters,
      openFilters,
    }),
    [entity, http, urls, lookups, userCan, bridge, extraFields, initialFilters, openFilters, withhold, only],
  );
}
