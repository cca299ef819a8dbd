// The routes of one catalogue reference entity: the engine's derived handlers, with the module's write
// rules (a check before create and update for duplicates the declaration cannot express and references that
// must exist, refusals while in use) set on the service so imports apply them too; and the spec's body-id
// verbs (`PUT material {id, …}`, `DELETE skumapping/delete {ids}`) beside the REST forms.
import type { Database } from '@entrepot/server-kit/db';
import { type EntityService, entityRoutes, type HandlerOptions, type WriteRules, withBodyId } from '@entrepot/server-kit/entity';

/** The message that refuses a write (the record as it will be, and as it was), or null. */
export type WriteCheck = NonNullable<WriteRules['check']>;
/** Why the record cannot be deleted now, or null. */
export type InUse = NonNullable<WriteRules['inUse']>;

/** The handlers of one reference entity; `reference-routes.ts` binds each to its path, one line each. */
export function referenceWrites(
  database: Database,
  service: EntityService,
  options: { check?: WriteCheck; inUse?: InUse; changes?: HandlerOptions['changes'] } = {},
) {
  const { check, inUse, changes } = options;
  service.withRules({ check, inUse });
  const $ = entityRoutes(service, database, { changes });
  return {
    ...$,
    transition: (name: string) => $.transition('status', name),
    logs: $.auditTrail,
    /** `PUT <x> {id, version, …}` */
    updateByBody: withBodyId($.update, service.decl.label),
  };
}

export type ReferenceWrites = ReturnType<typeof referenceWrites>;
