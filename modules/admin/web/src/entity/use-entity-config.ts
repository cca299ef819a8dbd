import type { EntityDecl } from '@entrepot/entity';
import { type ConfigOptions, useEntityConfig as useAreaEntityConfig } from '@entrepot/web/area';
import type { EntityConfig, EntityUrls } from '@entrepot/web/entity';
import { ADMIN_LOOKUPS } from './admin-urls.ts';

/** The entity engine's config for one admin page, with the admin lookups. */
export function useEntityConfig(entity: EntityDecl, urls: EntityUrls, options?: ConfigOptions): EntityConfig {
  return useAreaEntityConfig(entity, urls, ADMIN_LOOKUPS, options);
}
