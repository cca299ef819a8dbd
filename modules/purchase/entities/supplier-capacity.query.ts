import { defineQuery, enumOf, number, quantity, status, text } from '@entrepot/entity';
import { supplierLifecycle, supplierTypes } from './supplier.entity.ts';

/** The screen's hash route (routes.tsv). */
export const CAPACITY_SCREEN = '/purchase/information/supplier-capacity';

/** Working days in a month, for the monthly capacity a buyer plans with (README "Production capacity"). */
export const WORKING_DAYS = 26;

/**
 * 供应商产能 (`supplier/production`, export `supplier/exportProduction`, screen supplier-capacity): what each
 * supplier can make and what it supplies — daily and monthly capacity, default lead time, the SKUs it supplies
 * and its quotations in force — within the reader's data rules on suppliers.
 */
export const supplierCapacity = defineQuery({
  name: 'purchase.supplierCapacity',
  label: '供应商产能',
  permission: 'purchase.supplier.read',
  defaultSort: [{ field: 'code', dir: 'asc' }],
  fields: {
    code: text({ label: '供应商编码', max: 30, filter: 'like', sortable: true }),
    name: text({ label: '供应商名称', max: 100, filter: 'like' }),
    type: enumOf({ label: '供应商类型', options: supplierTypes, filter: 'equal' }),
    status: status({ label: '合作状态', machine: supplierLifecycle, filter: 'equal' }),
    city: text({ label: '城市', max: 30, filter: 'equal' }),
    buyer: text({ label: '采购负责人', max: 50 }),
    daily_capacity: quantity({ label: '日产能(件)', sortable: true }),
    monthly_capacity: quantity({ label: `月产能(件,${WORKING_DAYS}天)`, max: 99_999_999, sortable: true }),
    lead_days: quantity({ label: '默认交期(天)', sortable: true }),
    sku_count: number({ label: '供货SKU数', min: 0, max: 999_999, sortable: true }),
    quotation_count: number({ label: '生效报价数', min: 0, max: 999_999, sortable: true }),
  },
});
