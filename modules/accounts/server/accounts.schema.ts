import { moduleSchema, tableOf } from '@entrepot/server-kit/entity';
import { mainAccount, platform, salesAccount, site } from '../entities/index.ts';

/** Exported so drizzle-kit creates the schema. */
export const accounts = moduleSchema('accounts');

// Tables derived from the declarations (../entities).
export const platforms = tableOf(platform);
export const sites = tableOf(site);
export const mainAccounts = tableOf(mainAccount);
export const salesAccounts = tableOf(salesAccount);
