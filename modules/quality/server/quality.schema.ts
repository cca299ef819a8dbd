import { moduleSchema, tableOf } from '@entrepot/server-kit/entity';
import { inspection, inspectionItem, ratio } from '../entities/index.ts';

/** Exported so drizzle-kit creates the schema (`pnpm db:regenerate` writes the migration). */
export const quality = moduleSchema('quality');

export const inspections = tableOf(inspection);
export const inspectionItems = tableOf(inspectionItem);
export const ratios = tableOf(ratio);
