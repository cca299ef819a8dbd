import { tableOf } from '@entrepot/server-kit/entity';
import { brand, category, sku, spu, spuOption } from '../entities/index.ts';

export const brands = tableOf(brand);
export const categories = tableOf(category);
export const spus = tableOf(spu);
export const spuOptions = tableOf(spuOption);
export const skus = tableOf(sku);

/** The columns that name a SKU in a list's source (a declared query's `id`, `code`, `name`). */
export const skuNamed = { id: skus.id, code: skus.code, name: skus.name };
