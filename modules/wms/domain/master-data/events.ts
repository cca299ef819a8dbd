// Events of the warehouse settings: the engine's `<entity>.changed` with `{ids, action}` (`EntityChanged` of
// @entrepot/entity) after every write, in its transaction (the hub's warehouse list refreshes on the first).
import { changedEvent } from '@entrepot/entity';
import { wmsResources } from '../../entities/index.ts';

export const wmsSettingEvents = Object.fromEntries(Object.entries(wmsResources).map(([key, r]) => [`${key}Changed`, changedEvent(r.entity)])) as Record<
  `${keyof typeof wmsResources}Changed`,
  string
>;
