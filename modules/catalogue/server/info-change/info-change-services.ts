// The change requests' service in the product master data's registry (answers carry the SPU's, the SKUs'
// and the requester's titles) beside the SPU and SKU services the approved lines are written through.
import { EntityService } from '@entrepot/server-kit/entity';
import { infoChange, infoChangeLine } from '../../entities/index.ts';
import { catalogueServices } from '../services.ts';
import { infoChangeLines, infoChanges } from './info-change.schema.ts';

/** The approval engine's document type: flows for these requests are configured under this name. */
export const INFO_CHANGE_DOCUMENT = 'catalogue.info-change';

export function infoChangeServices() {
  const catalogue = catalogueServices();
  catalogue.registry.add(infoChange, infoChanges);
  catalogue.registry.add(infoChangeLine, infoChangeLines);
  return { catalogue, infoChange: new EntityService(infoChange, infoChanges, catalogue.registry) };
}

export type InfoChangeServices = ReturnType<typeof infoChangeServices>;
