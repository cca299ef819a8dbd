// The only file another module may import: the accounts area's declarations and the gateway path.
export { accountStatus, mainAccount, platform, salesAccount, site } from './entities/index.ts';
export { GATEWAY as ACTMGR_GATEWAY } from './server/routes.ts';
export { seedAccounts } from './server/seed.ts';
