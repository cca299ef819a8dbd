import { tableOf } from '@entrepot/server-kit/entity';
import { priceCode, skuCustoms, skuLogisticsAttr, skuMerge, skuPrice, skuRelationship } from '../entities/index.ts';

// Tables of the SKU's extras (README: SKU merge, relationships, codes): merges, related SKUs, customs data,
// price codes and prices, logistics attributes.
export const skuMerges = tableOf(skuMerge);
export const skuRelationships = tableOf(skuRelationship);
export const skuCustomsTable = tableOf(skuCustoms);
export const priceCodes = tableOf(priceCode);
export const skuPrices = tableOf(skuPrice);
export const skuLogisticsAttrs = tableOf(skuLogisticsAttr);
