// The only file another module may import: the accounts area's declarations and the gateway path.

export type { EntityChanged } from '@entrepot/entity';
/** `<entity>.changed` with `{ids, action}` (`EntityChanged`) after every write of a platform, site, shop or sales account. */
export { accountsEvents } from './domain/events.ts';
export { accountStatus, mainAccount, platform, salesAccount, site } from './entities/index.ts';
export { GATEWAY as ACTMGR_GATEWAY } from './server/routes.ts';
export { seedAccounts } from './server/seed.ts';
