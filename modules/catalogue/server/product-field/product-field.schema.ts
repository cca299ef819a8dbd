import { tableOf } from '@entrepot/server-kit/entity';
import { productField, productFieldOption, productFieldValue } from '../../entities/index.ts';

// Tables of the custom product fields (README: Product fields): the definitions with their options, and the
// SPUs' values (one row per SPU and field).
export const productFields = tableOf(productField);
export const productFieldOptions = tableOf(productFieldOption);
export const productFieldValues = tableOf(productFieldValue);
