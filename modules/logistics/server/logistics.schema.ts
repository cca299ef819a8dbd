import { moduleSchema, tableOf } from '@entrepot/server-kit/entity';
import { channel, company, country } from '../entities/index.ts';

/** Exported so drizzle-kit creates the schema. */
export const logistics = moduleSchema('logistics');

// Tables derived from the declarations (../entities).
export const countries = tableOf(country);
export const companies = tableOf(company);
export const channels = tableOf(channel);
