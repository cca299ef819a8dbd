// The change requests' kit (the engine's declared change request, hub `change-requests/`): the request's service in
// the product master data's registry (answers carry the SPU's, the SKUs' and the requester's titles) beside the SPU
// and SKU services the approved lines are written through — a SKU's through its own write, which announces a price.
import type { ChangeKitOptions } from '@entrepot/hub-server/change-requests';
import { EntityService } from '@entrepot/server-kit/entity';
import type { Outbox } from '@entrepot/server-kit/events';
import { infoChange, infoChangeLine, infoChangeRequest } from '../../entities/index.ts';
import { updateSkuValues } from '../import-sku-info.ts';
import { catalogueServices } from '../services.ts';
import { infoChangeLines, infoChanges } from './info-change.schema.ts';

export function infoChangeKit(): ChangeKitOptions {
  const catalogue = catalogueServices();
  catalogue.registry.add(infoChange, infoChanges);
  catalogue.registry.add(infoChangeLine, infoChangeLines);
  return {
    decl: infoChangeRequest,
    service: new EntityService(infoChange, infoChanges, catalogue.registry),
    services: { spu: catalogue.spu, sku: catalogue.sku },
    apply: {
      sku: (tx, id, changes, actor, outbox: Outbox) => updateSkuValues(tx, { s: catalogue, actor, access: undefined, publisher: outbox }, id, changes),
    },
  };
}
