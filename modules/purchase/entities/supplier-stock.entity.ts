import { datetime, defineEntity, defineQuery, enumOf, number, quantity, reference, text } from '@entrepot/entity';
import { supplier } from './supplier.entity.ts';

/** Where a supplier's stock figure came from (README "Supplier inventory"). */
export const stockSources = [
  { value: 'jst', label: '聚水潭同步' },
  { value: 'import', label: '表格导入' },
  { value: 'manual', label: '手工录入' },
] as const;

/**
 * 供应商库存 (`supplierInventory/*`, screen supplier-stock): how many of a SKU a supplier says it holds, with the
 * source of the figure and when it was read — synced from the supplier's JST (聚水潭) through an adapter, or
 * imported from a sheet where no JST is connected. One record per supplier and SKU; each change kept in the log.
 */
export const supplierStock = defineEntity({
  name: 'purchase.supplierStock',
  table: 'purchase.supplier_stocks',
  label: '供应商库存',
  titleField: 'supplier_item_code',
  naturalKey: ['supplier_id', 'sku_id'],
  scopeThrough: { field: 'supplier_id', parent: supplier },
  defaultSort: [{ field: 'synced_at', dir: 'desc' }],
  indexes: [['supplier_id', 'sku_id']],
  fields: {
    supplier_id: reference({ label: '供应商', to: 'purchase.supplier', required: true, immutable: true, filter: 'equal', onDelete: 'restrict' }),
    sku_id: reference({ label: 'SKU', to: 'catalogue.sku', required: true, immutable: true, filter: 'equal' }),
    supplier_item_code: text({ label: '供应商货号', max: 60, filter: 'like' }),
    quantity: quantity({ label: '供应商库存', required: true, sortable: true }),
    source: enumOf({ label: '数据来源', options: stockSources, default: 'manual', filter: 'equal', readOnly: true }),
    synced_at: datetime({ label: '数据时间', filter: 'range', sortable: true, readOnly: true }),
    remark: text({ label: '备注', max: 200, list: false }),
  },
});

/** 供应商库存 summed per SKU or per SPU (`supplierInventory/skuList`, `spuList`): across the suppliers the reader may see. */
const stockTotals = (by: 'sku' | 'spu') =>
  defineQuery({
    name: `purchase.supplierStockBy${by === 'sku' ? 'Sku' : 'Spu'}`,
    label: by === 'sku' ? '供应商库存(按SKU)' : '供应商库存(按SPU)',
    permission: 'purchase.supplierStock.read',
    defaultSort: [{ field: 'total_quantity', dir: 'desc' }],
    fields: {
      code: text({ label: by === 'sku' ? 'SKU编码' : 'SPU编码', max: 40, filter: 'like', sortable: true }),
      name: text({ label: by === 'sku' ? 'SKU名称' : 'SPU名称', max: 200 }),
      supplier_count: number({ label: '供应商数', min: 0, max: 99_999, sortable: true }),
      total_quantity: number({ label: '供应商库存合计', min: 0, max: 999_999_999, sortable: true }),
      last_synced_at: datetime({ label: '最近数据时间', sortable: true }),
    },
  });

export const supplierStockBySku = stockTotals('sku');
export const supplierStockBySpu = stockTotals('spu');
