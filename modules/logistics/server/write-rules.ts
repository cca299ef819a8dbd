// The logistics entities' write rules (the engine applies them to every write: routes and imports):
// the references a write names are checked, a record in use is not deleted, and each change publishes
// `logistics.<entity>.changed` in its transaction, so the event exists exactly when the change does.
import type { WriteAction, WriteRules } from '@entrepot/server-kit/entity';
import type { Outbox } from '@entrepot/server-kit/events';
import { logisticsEvents } from '../domain/events.ts';
import { checkChannel, companyInUse, countryInUse } from './checks.ts';
import type { LogisticsServices } from './services.ts';

/** What every `logistics.*.changed` event carries: enough for a cache to drop or reload one entry. */
export interface ChangedEvent {
  id: string;
  code: string;
  /** `create`, `update`, `delete`, `enable` or `disable`. */
  action: WriteAction;
}

/** Sets each logistics entity's rules on its service (once, where the module mounts its routes). */
export function applyWriteRules(services: LogisticsServices, outbox: Outbox): void {
  const announce =
    (event: string): WriteRules['onChange'] =>
    async (tx, action, row) => {
      await outbox.publish(tx, event, { id: String(row.id), code: String(row.code ?? ''), action } satisfies ChangedEvent);
    };
  services.country.withRules({ inUse: countryInUse, onChange: announce(logisticsEvents.countryChanged) });
  services.company.withRules({ inUse: companyInUse, onChange: announce(logisticsEvents.companyChanged) });
  services.channel.withRules({
    derive: async (exec, input, before) => {
      await checkChannel(exec, input, before);
      return {};
    },
    onChange: announce(logisticsEvents.channelChanged),
  });
}
