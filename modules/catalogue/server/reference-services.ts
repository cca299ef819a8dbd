import type { EntityDecl } from '@entrepot/entity';
import { staff } from '@entrepot/hub-server/entities';
import { Entities, EntityService, type EntityTable } from '@entrepot/server-kit/entity';
import {
  attribute,
  attributeValue,
  category,
  collection,
  colourMapping,
  demand,
  material,
  packageSize,
  packageStandard,
  shootSchedule,
  sku,
  skuMapping,
  skuTag,
  spu,
  tag,
  tagType,
} from '../entities/index.ts';
import { categories, skus, spus } from './catalogue.schema.ts';
import {
  attributes,
  attributeValues,
  collections,
  colourMappings,
  demands,
  materials,
  packageSizes,
  packageStandards,
  shootSchedules,
  skuMappings,
  skuTags,
  tags,
  tagTypes,
} from './reference.schema.ts';
import { staffTable } from './services.ts';

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
    [shootSchedule, shootSchedules],
    [demand, demands],
    [collection, collections],
    [sku, skus],
    [spu, spus], // a shoot schedule's SPU: its title, the reference check and the reader's data rules
    [staff, staffTable], // a photographer's name
    [category, categories], // a demand's category
  ] as const;
  for (const [decl, table] of pairs) registry.add(decl, table);
  const service = <D extends EntityDecl>(decl: D, table: EntityTable) => new EntityService(decl, table, registry);
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
    shootSchedule: service(shootSchedule, shootSchedules),
    demand: service(demand, demands),
    collection: service(collection, collections),
  };
}

export type ReferenceServices = ReturnType<typeof referenceServices>;
