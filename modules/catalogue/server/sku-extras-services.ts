import type { EntityDecl } from '@entrepot/entity';
import { Entities, EntityService, type EntityTable } from '@entrepot/server-kit/entity';
import {
  material,
  packageSize,
  priceCode,
  sku,
  skuCustoms,
  skuLogisticsAttr,
  skuMapping,
  skuMerge,
  skuPrice,
  skuRelationship,
  skuTag,
  spu,
} from '../entities/index.ts';
import { skus, spus } from './catalogue.schema.ts';
import { materials, packageSizes, skuMappings, skuTags } from './reference.schema.ts';
import { priceCodes, skuCustomsTable, skuLogisticsAttrs, skuMerges, skuPrices, skuRelationships } from './sku-extras.schema.ts';

/**
 * The derived services of the SKU's extras, with the SKUs, SPUs and materials they name in one registry (so
 * answers carry SKU codes as titles and imports find SKUs by code), and the SKU mappings, tags and package
 * sizes a merge moves (each move audited on the row).
 */
export function skuExtrasServices() {
  const registry = new Entities();
  const pairs = [
    [skuMerge, skuMerges],
    [skuRelationship, skuRelationships],
    [skuCustoms, skuCustomsTable],
    [priceCode, priceCodes],
    [skuPrice, skuPrices],
    [skuLogisticsAttr, skuLogisticsAttrs],
    [skuMapping, skuMappings],
    [skuTag, skuTags],
    [packageSize, packageSizes],
    [sku, skus],
    [spu, spus],
    [material, materials],
  ] as const;
  for (const [decl, table] of pairs) registry.add(decl, table);
  const service = <D extends EntityDecl>(decl: D, table: EntityTable) => new EntityService(decl, table, registry);
  return {
    registry,
    merge: service(skuMerge, skuMerges),
    relationship: service(skuRelationship, skuRelationships),
    customs: service(skuCustoms, skuCustomsTable),
    priceCode: service(priceCode, priceCodes),
    price: service(skuPrice, skuPrices),
    logisticsAttr: service(skuLogisticsAttr, skuLogisticsAttrs),
    skuMapping: service(skuMapping, skuMappings),
    skuTag: service(skuTag, skuTags),
    packageSize: service(packageSize, packageSizes),
  };
}

export type SkuExtrasServices = ReturnType<typeof skuExtrasServices>;
