// The routes of one wms master-data entity: the engine's derived handlers, with the module's write rules
// (server-made columns from ../domain/master-data/derive.ts, refusals while in use) set on the service so
// imports and commands apply them too, and the spec's body-id verbs (`POST editArea {id, …}`).
import type { Database } from '@entrepot/server-kit/db';
import { type EntityService, entityRoutes, type HandlerOptions, type WriteRules, withBodyId } from '@entrepot/server-kit/entity';

export const OUT_OF_SCOPE = '无权操作该仓库的数据';

/** The handlers of one master-data entity; `routes.ts` binds each to its path, one line each. */
export function entityWrites(database: Database, service: EntityService, rules: WriteRules = {}, changes?: HandlerOptions['changes']) {
  service.withRules({ outOfScope: OUT_OF_SCOPE, ...rules });
  const $ = entityRoutes(service, database, { changes });
  const { label } = service.decl;
  return {
    ...$,
    service,
    logs: $.auditTrail,
    /** `POST edit<X> {id, version?, …}` */
    updateByBody: withBodyId($.update, label),
    /** `POST <x>Detail {id}` */
    detailByBody: withBodyId($.detail, label),
    /** `POST delete<X> {id}` */
    removeByBody: withBodyId($.remove, label),
  };
}

export type EntityWrites = ReturnType<typeof entityWrites>;
