import { brand, category, sku } from '@entrepot/module-catalogue';
import { order, supplier } from '@entrepot/module-purchase';
import { servicesOf, tableOf } from '@entrepot/server-kit/entity';
import {
  area,
  goodsReturn,
  putaway,
  receipt,
  receiptLine,
  receivingException,
  reservoir,
  returnGoodsSku,
  returnShelf,
  storageLocation,
  storageSpec,
  warehouse,
  warehouseGroup,
} from '../entities/index.ts';
import { areas, reservoirs, storageLocations, storageSpecs, warehouseGroups } from './master-data.schema.ts';
import { putaways, receiptLines, receipts, receivingExceptions } from './receiving/receiving.schema.ts';
import { goodsReturns, returnGoodsSkus, returnShelves } from './returns/returns.schema.ts';
import { warehouses } from './warehouse.schema.ts';

// Other modules' records the receipts name, addressed only for their titles (SKU, supplier, order number): built
// here from their public declarations, outside any *.schema.ts, so no migration sees them.
const titlesOnly = () => [sku, brand, category, supplier, order].map((decl) => [decl, tableOf(decl)] as const);

/** The derived services of the wms master data, sharing one registry so references show titles. */
export function wmsServices() {
  return servicesOf(
    {
      warehouse: [warehouse, warehouses],
      area: [area, areas],
      reservoir: [reservoir, reservoirs],
      storageSpec: [storageSpec, storageSpecs],
      storageLocation: [storageLocation, storageLocations],
      warehouseGroup: [warehouseGroup, warehouseGroups],
      receipt: [receipt, receipts],
      receiptLine: [receiptLine, receiptLines],
      putaway: [putaway, putaways],
      receivingException: [receivingException, receivingExceptions],
      goodsReturn: [goodsReturn, goodsReturns],
      returnGoodsSku: [returnGoodsSku, returnGoodsSkus],
      returnShelf: [returnShelf, returnShelves],
    },
    titlesOnly(),
  );
}

export type WmsServices = ReturnType<typeof wmsServices>;
