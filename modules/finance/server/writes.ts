// The finance entities' routes: the derived ones, with the entity's write rules (rules.ts) set on its
// service, so imports and commands apply them as the routes do.
import type { Database } from '@entrepot/server-kit/db';
import { type EntityService, entityRoutes, type HandlerOptions, type WriteAction, type WriteRules } from '@entrepot/server-kit/entity';
import type { ChangeAction } from '../domain/events.ts';

export type Row = Record<string, unknown>;

const CHANGE_OF: Record<string, ChangeAction> = { create: 'created', update: 'updated', delete: 'deleted', enable: 'enabled', disable: 'disabled' };
/** The finance events' word for an engine write. */
export const changeOf = (action: WriteAction): ChangeAction => CHANGE_OF[action] ?? 'updated';

/** The derived handlers of one entity, its writes under `rules`; transitions of its `status` field by name. */
export function financeRoutes(service: EntityService, database: Database, rules: WriteRules = {}, changes?: HandlerOptions['changes']) {
  service.withRules(rules);
  const $ = entityRoutes(service, database, { changes });
  return { ...$, transition: (name: string) => $.transition('status', name) };
}
