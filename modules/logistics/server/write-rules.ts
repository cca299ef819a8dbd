// The logistics entities' write rules (the engine applies them to every write: routes and imports): the
// references a write names are checked and a record in use is not deleted. Each change is announced by the
// engine as `logistics.<entity>.changed` {ids, action} in its transaction (mountResources), like every entity's.
import type { RulesOf } from '@entrepot/server-kit/entity';
import { checkChannel, countryInUse } from './checks.ts';
import type { LogisticsServices } from './services.ts';

/** The rules of each logistics entity; routes.ts sets them on the services as it mounts the resources. */
export function writeRules(): Required<RulesOf<Omit<LogisticsServices, 'registry'>>> {
  return {
    country: { inUse: countryInUse },
    company: {},
    channel: {
      derive: async (exec, input, before) => {
        await checkChannel(exec, input, before);
        return {};
      },
    },
  };
}
