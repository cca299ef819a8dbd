import { staff } from '@entrepot/hub-server/entities';
import { category, sku } from '@entrepot/module-catalogue';
import { order, supplier } from '@entrepot/module-purchase';
import { servicesOf, tableOf } from '@entrepot/server-kit/entity';
import { inspection, inspectionItem, ratio } from '../entities/index.ts';
import { inspectionItems, inspections, ratios } from './quality.schema.ts';

// Other modules' records the quality entities name, addressed only for their titles: built here from their public
// declarations, outside any *.schema.ts, so no migration sees them.
const titlesOnly = () => [order, supplier, staff, sku, category].map((decl) => [decl, tableOf(decl)] as const);

/** The derived services of the quality entities, sharing one registry so references show titles. */
export function qualityServices() {
  return servicesOf({ inspection: [inspection, inspections], inspectionItem: [inspectionItem, inspectionItems], ratio: [ratio, ratios] }, titlesOnly());
}

export type QualityServices = ReturnType<typeof qualityServices>;
