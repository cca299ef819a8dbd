import { Entities, EntityService } from '@entrepot/server-kit/entity';
import { customsAuditLog, customsElement, customsGoods, material, sku, skuCustoms, spu } from '../../entities/index.ts';
import { skus, spus } from '../catalogue.schema.ts';
import { materials } from '../reference.schema.ts';
import { skuCustomsTable } from '../sku-extras.schema.ts';
import { customsAuditLogs, customsElements, customsGoodsTable } from './customs.schema.ts';

/**
 * The derived services of the customs master data and review, in one registry with the SKUs, SPUs and
 * materials they name (SKU codes as titles, imports finding SKUs and materials by code or name).
 */
export function customsServices() {
  const registry = new Entities();
  registry.add(customsElement, customsElements);
  registry.add(customsGoods, customsGoodsTable);
  registry.add(customsAuditLog, customsAuditLogs);
  registry.add(skuCustoms, skuCustomsTable);
  registry.add(sku, skus);
  registry.add(spu, spus);
  registry.add(material, materials);
  return {
    registry,
    element: new EntityService(customsElement, customsElements, registry),
    goods: new EntityService(customsGoods, customsGoodsTable, registry),
    auditLog: new EntityService(customsAuditLog, customsAuditLogs, registry),
    skuCustoms: new EntityService(skuCustoms, skuCustomsTable, registry),
  };
}

export type CustomsServices = ReturnType<typeof customsServices>;
