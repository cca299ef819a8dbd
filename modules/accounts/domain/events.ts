// Events the accounts area publishes through the outbox: the engine's `<entity>.changed` with `{ids, action}`
// (`EntityChanged` of @entrepot/entity) after every write, in its transaction (the hub's platform list refreshes).
import { changedEvent } from '@entrepot/entity';
import { mainAccount, platform, salesAccount, site } from '../entities/index.ts';

export const accountsEvents = {
  platformChanged: changedEvent(platform),
  siteChanged: changedEvent(site),
  mainAccountChanged: changedEvent(mainAccount),
  salesAccountChanged: changedEvent(salesAccount),
} as const;
