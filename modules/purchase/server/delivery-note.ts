// The delivery note of purchase orders (spec 001 §2, §3 "Delivery order"): what the supplier ships, printed
// with the order number's barcode that the warehouse scans to receive. One entry per order, in the order asked.

import { staff } from '@entrepot/hub-server/entities';
import { sku } from '@entrepot/module-catalogue';
import { warehouse } from '@entrepot/module-wms';
import type { Executor } from '@entrepot/server-kit/db';
import { currentFileDirectory, tableOf } from '@entrepot/server-kit/entity';
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import { purchaseTypes } from '../entities/index.ts';
import { orderLines, orders, suppliers } from './purchase.schema.ts';

/** The spec's print page of delivery notes, outside the shell (`?order_ids=`). */
export const DELIVERY_NOTE_SCREEN = '/purchase/order/deliveryNote';

const skus = tableOf(sku);
const staffTable = tableOf(staff);
const warehouses = tableOf(warehouse);

/** `[{dimension, value}]` as the spec's attributes `{attribute_name, attribute_value}`. */
function attributesOf(optionValues: unknown): { attribute_name: string; attribute_value: string }[] {
  if (!Array.isArray(optionValues)) return [];
  return optionValues.map((o: { dimension?: string; value?: string }) => ({
    attribute_name: o.dimension ?? '',
    attribute_value: o.value ?? '',
  }));
}

/** Where the supplier delivers: the order's warehouse, its address and who receives, in one line. */
export function receiveAddress(w: { warehouse: string | null; address: string | null; contact: string | null; phone: string | null }): string {
  return [w.warehouse, w.address, [w.contact, w.phone].filter(Boolean).join(' ')].filter(Boolean).join('，');
}

export async function deliveryNotes(exec: Executor, ids: string[], scope: SQL | undefined) {
  const heads = await exec
    .select({
      id: orders.id,
      code: orders.code,
      order_date: orders.order_date,
      purchase_type: orders.purchase_type,
      supplier_code: suppliers.code,
      supplier_name: suppliers.name,
      buyer: staffTable.name,
      warehouse: warehouses.name,
      address: warehouses.address,
      contact: warehouses.contact,
      phone: warehouses.phone,
    })
    .from(orders)
    .innerJoin(suppliers, eq(suppliers.id, orders.supplier_id))
    .leftJoin(staffTable, eq(staffTable.id, orders.buyer_id))
    .leftJoin(warehouses, eq(warehouses.id, orders.warehouse_id))
    .where(and(inArray(orders.id, ids), scope));
  const lines = await exec
    .select({
      id: orderLines.id,
      order_id: orderLines.order_id,
      quantity: orderLines.quantity,
      free_quantity: orderLines.free_quantity,
      remark: orderLines.remark,
      sku_code: skus.code,
      name: skus.name,
      option_values: skus.option_values,
      main_image: skus.main_image,
    })
    .from(orderLines)
    .innerJoin(skus, eq(skus.id, orderLines.sku_id))
    .where(
      inArray(
        orderLines.order_id,
        heads.map((h) => h.id),
      ),
    )
    .orderBy(asc(orderLines.created_at), asc(orderLines.id));
  const images = lines.map((l) => l.main_image).filter((v): v is string => !!v);
  const files = images.length ? ((await currentFileDirectory()?.describe(exec, images)) ?? new Map()) : new Map();
  const typeLabel = new Map<string, string>(purchaseTypes.map((t) => [t.value, t.label]));
  const byId = new Map(heads.map((h) => [h.id, h]));
  return ids
    .map((id) => byId.get(id))
    .filter((h): h is (typeof heads)[number] => !!h)
    .map((h) => ({
      id: h.id,
      purchase_order_no: h.code,
      buyer: h.buyer ?? '',
      order_date: h.order_date,
      supplier_code: h.supplier_code,
      supplier_name: h.supplier_name,
      purchase_type: typeLabel.get(String(h.purchase_type)) ?? h.purchase_type,
      receive_address: receiveAddress(h),
      order_sku_details: lines
        .filter((l) => l.order_id === h.id)
        .map((l) => ({
          id: l.id,
          sku: {
            img_url: l.main_image ? (files.get(l.main_image)?.url ?? '') : '',
            sku_code: l.sku_code,
            name: l.name,
            attributes: attributesOf(l.option_values),
          },
          order_num: l.quantity,
          free_num: l.free_quantity ?? 0,
          sku_used: l.remark ?? '',
        })),
    }));
}
