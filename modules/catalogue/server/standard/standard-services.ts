import { staff } from '@entrepot/hub-server/entities';
import { Entities, EntityService } from '@entrepot/server-kit/entity';
import { material, productStandard, productStandardItem, productStandardRevision, sku, spu, spuDescription } from '../../entities/index.ts';
import { skus, spus } from '../catalogue.schema.ts';
import { materials } from '../reference.schema.ts';
import { staffTable } from '../services.ts';
import { productStandardItems, productStandardRevisions, productStandards, spuDescriptions } from './standard.schema.ts';

/**
 * The derived services of product standards (with their inspection points and revisions) and of SPU
 * descriptions, with the SPUs, SKUs, materials and staff they name in one registry (answers carry codes and
 * names as titles).
 */
export function standardServices() {
  const registry = new Entities();
  const pairs = [
    [productStandard, productStandards],
    [productStandardItem, productStandardItems],
    [productStandardRevision, productStandardRevisions],
    [spuDescription, spuDescriptions],
    [spu, spus],
    [sku, skus],
    [material, materials],
    [staff, staffTable],
  ] as const;
  for (const [decl, table] of pairs) registry.add(decl, table);
  return {
    registry,
    standard: new EntityService(productStandard, productStandards, registry),
    revision: new EntityService(productStandardRevision, productStandardRevisions, registry),
    description: new EntityService(spuDescription, spuDescriptions, registry),
  };
}

export type StandardServices = ReturnType<typeof standardServices>;
