import { tableOf } from '@entrepot/server-kit/entity';
import { productStandard, productStandardItem, productStandardRevision, spuDescription } from '../../entities/index.ts';

// Tables of the product standards (README: Product standards, descriptions, SPU tools): the standards with
// their inspection points and revisions, and the SPUs' generated descriptions.
export const productStandards = tableOf(productStandard);
export const productStandardItems = tableOf(productStandardItem);
export const productStandardRevisions = tableOf(productStandardRevision);
export const spuDescriptions = tableOf(spuDescription);
