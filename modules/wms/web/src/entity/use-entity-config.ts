import type { EntityDecl } from '@entrepot/entity';
import { type ConfigOptions, useEntityConfig as useAreaEntityConfig } from '@entrepot/web/area';
import type { EntityConfig, EntityUrls } from '@entrepot/web/entity';
import { WMS_LOOKUPS } from './wms-urls.ts';

/** The entity engine's config for one wms page, with the wms lookups. */
export function useEntityConfig(entity: EntityDecl, urls: EntityUrls, options?: ConfigOptions): EntityConfig {
  return useAreaEntityConfig(entity, urls, WMS_LOOKUPS, options);
}
