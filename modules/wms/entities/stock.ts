// Plain data of the stock screens, read by the server (queries, exports) and the web alike.

/** Permission codes of the stock reads (not engine entities, so declared here). */
export const stockPermissions = [
  { code: 'wms.stock.read', name: '库存-查看' },
  { code: 'wms.stock.export', name: '库存-导出' },
  { code: 'wms.stockMovement.read', name: '库存流水-查看' },
  { code: 'wms.stockMovement.export', name: '库存流水-导出' },
] as const;

export const STOCK_READ = 'wms.stock.read';
export const STOCK_EXPORT = 'wms.stock.export';
export const MOVEMENT_READ = 'wms.stockMovement.read';
export const MOVEMENT_EXPORT = 'wms.stockMovement.export';

/** The ledger's movement types in words. */
export const movementTypeLabels: Record<string, string> = {
  receive: '收货入库',
  put_away: '上架',
  reserve: '预占',
  release: '释放预占',
  pick: '拣货',
  ship: '出库',
  transfer_out: '调拨出库',
  transfer_in: '调拨入库',
  adjust: '库存调整',
  count: '盘点',
  quarantine_release: '质检放行',
};

/** How the stock list is summed: one row per balance (location), per warehouse and SKU, or per SKU. */
export const stockDimensions = [
  { value: 'location', label: '按库位' },
  { value: 'warehouse', label: '按仓库' },
  { value: 'sku', label: '按SKU' },
] as const;
export type StockDimension = (typeof stockDimensions)[number]['value'];

/** The 库存状态 filter; without it the list shows rows holding anything. */
export const stockStates = [
  { value: 'on_hand', label: '有实物库存' },
  { value: 'available', label: '有可用库存' },
  { value: 'reserved', label: '有预占' },
  { value: 'in_transit', label: '有在途' },
  { value: 'quarantined', label: '有待检' },
  { value: 'zero', label: '零库存' },
] as const;
export type StockState = (typeof stockStates)[number]['value'];

/** The quantity columns in words (list, export). */
export const stockColumns = {
  on_hand: '实物库存',
  reserved: '预占',
  available: '可用',
  in_transit: '在途',
  quarantined: '待检',
} as const;
