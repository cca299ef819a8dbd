import { Entities, EntityService } from '@entrepot/server-kit/entity';
import { attribute, attributeValue, colourMapping, material, packageSize, packageStandard, sku, skuMapping, skuTag, tag, tagType } from '../entities/index.ts';
import { skus } from './catalogue.schema.ts';
import {
  attributes,
  attributeValues,
  colourMappings,
  materials,
  packageSizes,
  packageStandards,
  skuMappings,
  skuTags,
  tags,
  tagTypes,
} from './reference.schema.ts';

/** The derived services of the reference data, sharing one registry so references show titles (SKU codes…). */
export function referenceServices() {
  const registry = new Entities();
  const pairs = [
    [attribute, attributes],
    [attributeValue, attributeValues],
    [tagType, tagTypes],
    [tag, tags],
    [skuTag, skuTags],
    [material, materials],
    [colourMapping, colourMappings],
    [skuMapping, skuMappings],
    [packageStandard, packageStandards],
    [packageSize, packageSizes],
    [sku, skus],
  ] as const;
  for (const [decl, table] of pairs) registry.add(decl, table);
  const service = (decl: (typeof pairs)[number][0], table: (typeof pairs)[number][1]) => new EntityService(decl, table, registry);
  return {
    registry,
    attribute: service(attribute, attributes),
    attributeValue: service(attributeValue, attributeValues),
    tagType: service(tagType, tagTypes),
    tag: service(tag, tags),
    skuTag: service(skuTag, skuTags),
    material: service(material, materials),
    colourMapping: service(colourMapping, colourMappings),
    skuMapping: service(skuMapping, skuMappings),
    packageStandard: service(packageStandard, packageStandards),
    packageSize: service(packageSize, packageSizes),
  };
}

export type ReferenceServices = ReturnType<typeof referenceServices>;
