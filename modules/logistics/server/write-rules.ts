// The logistics entities' write rules (the engine applies them to every write: routes and imports):
// the references a write names are checked, a record in use is not deleted, and each change publishes
// `logistics.<entity>.changed` in its transaction, so the event exists exactly when the change does.
import type { WriteAction, WriteRules } from '@entrepot/server-kit/entity';
import type { Outbox } from '@entrepot/server-kit/events';
import { logisticsEvents } from '../domain/events.ts';
import { checkChannel, countryInUse } from './checks.ts';

/** What every `logistics.*.changed` event carries: enough for a cache to drop or reload one entry. */
export interface ChangedEvent {
  id: string;
  code: string;
  /** `create`, `update`, `delete`, `enable` or `disable`. */
  action: WriteAction;
}

/** The rules of each logistics entity; routes.ts sets them on the services as it mounts the resources. */
export function writeRules(outbox: Outbox): Record<'country' | 'company' | 'channel', WriteRules> {
  const announce =
    (event: string): WriteRules['onChange'] =>
    async (tx, action, row) => {
      await outbox.publish(tx, event, { id: String(row.id), code: String(row.code ?? ''), action } satisfies ChangedEvent);
    };
  return {
    country: { inUse: countryInUse, onChange: announce(logisticsEvents.countryChanged) },
    company: { onChange: announce(logisticsEvents.companyChanged) },
    channel: {
      derive: async (exec, input, before) => {
        await checkChannel(exec, input, before);
        return {};
      },
      onChange: announce(logisticsEvents.channelChanged),
    },
  };
}
