import { moduleSchema, tableOf } from '@entrepot/server-kit/entity';
import {
  attribute,
  attributeValue,
  collection,
  colourMapping,
  demand,
  material,
  packageSize,
  packageStandard,
  shootSchedule,
  skuMapping,
  skuTag,
  tag,
  tagType,
} from '../entities/index.ts';

/** Exported so drizzle-kit creates the schema (drizzle-kit names it once however many files export it). */
export const catalogue = moduleSchema('catalogue');

// Tables of the catalogue's reference data (attributes, tags, materials, colours, mappings, packages).
export const attributes = tableOf(attribute);
export const attributeValues = tableOf(attributeValue);
export const tagTypes = tableOf(tagType);
export const tags = tableOf(tag);
export const skuTags = tableOf(skuTag);
export const materials = tableOf(material);
export const colourMappings = tableOf(colourMapping);
export const skuMappings = tableOf(skuMapping);
export const packageStandards = tableOf(packageStandard);
export const packageSizes = tableOf(packageSize);
export const shootSchedules = tableOf(shootSchedule);
export const demands = tableOf(demand);
export const collections = tableOf(collection);
