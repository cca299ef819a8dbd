// Events the catalogue publishes through the outbox (README "Events between modules"), in the transaction of
// the change. Another module subscribes by these names (through public.ts) and reads these payloads.

import { changedEvent, type EntityChanged } from '@entrepot/entity';

/** Every engine write of an entity, and the catalogue's bulk commands on it (`import`, `synchro`, `off`…). */
export type Changed = EntityChanged;

export interface SkuRef {
  id: string;
  code: string;
}

/** `{from, to}` of a value that changed. */
export interface Move<T = string | null> {
  from: T;
  to: T;
}

export const catalogueEvents = {
  /** `Changed`, for SPUs, SKUs, brands, attributes, samples, 1688 mappings, SKU customs data and mappings… */
  changed: changedEvent,
  /** `SkuCreated`: the SKUs an SPU gained (created, copied, imported). */
  skuCreated: 'catalogue.sku.created',
  /** `SkuStatusChanged`: SKUs that took a transition (停售, 清仓, 恢复在售…). */
  skuStatusChanged: 'catalogue.sku.status-changed',
  /** `SkuPriceChanged`: a SKU's own prices (cost, sale…) or its prices per price code. */
  skuPriceChanged: 'catalogue.sku.price-changed',
  /** `SkuLogisticsChanged`: a SKU's logistics attributes were replaced. */
  skuLogisticsChanged: 'catalogue.sku.logistics-changed',
  /** `SkuMerged`: one SKU merged into another (its references moved). */
  skuMerged: 'catalogue.sku.merged',
  /** `CustomsReviewed`: SKUs' customs data approved or rejected. */
  customsReviewed: 'catalogue.sku.customs-reviewed',
} as const;

export interface SkuCreated {
  spu_id: string;
  skus: SkuRef[];
}

export interface SkuStatusChanged {
  skus: SkuRef[];
  transition: string;
  to: string;
}

/** The SKU's own price fields that changed (`sale_price: {from, to}`…), or `prices` by price code. */
export type SkuPriceChanged = SkuRef & { prices?: Record<string, Move> } & { [field: string]: Move | unknown };

export interface SkuLogisticsChanged extends SkuRef {
  attrs: unknown[];
}

export type SkuMerged = {
  merge_id: string;
  from: SkuRef;
  to: SkuRef;
  /** How many rows of each kind moved to the target (mappings, tags, relations…). */
  moved: object;
};

export interface CustomsReviewed {
  action: 'approve' | 'reject';
  remark: string | null;
  skus: (SkuRef & { customs_id: string })[];
}
