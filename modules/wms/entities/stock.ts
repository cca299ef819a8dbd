// Plain data of the stock screens, read by the server (queries, exports, routes) and the web alike: the
// permission codes, the labels, and the wire types of the stock routes (one place for both ends).

/** Permission codes of the stock reads and of 冲销 (not engine entities, so declared here). */
export const stockPermissions = [
  { code: 'wms.stock.read', name: '库存-查看' },
  { code: 'wms.stock.export', name: '库存-导出' },
  { code: 'wms.stock.reverse', name: '库存移动-冲销' },
  { code: 'wms.stockMovement.read', name: '库存流水-查看' },
  { code: 'wms.stockMovement.export', name: '库存流水-导出' },
] as const;

export const STOCK_READ = 'wms.stock.read';
export const STOCK_EXPORT = 'wms.stock.export';
/** 冲销: reverse a posted movement (`POST stock/reverse`). */
export const STOCK_REVERSE = 'wms.stock.reverse';
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

// ---- wire types of the stock routes (snake_case, as sent) ------------------------------------------------

/** The quantities of a stock row by state; also the 合计 of a list (`totals`). */
export interface StockTotals {
  on_hand: number;
  reserved: number;
  available: number;
  in_transit: number;
  quarantined: number;
}

/** A row of `GET stock` as the query sums it: one balance row, or a warehouse's or a SKU's sum of them. */
export interface StockRecord extends StockTotals {
  /** Null where the dimension sums the warehouses (per SKU). */
  warehouse_id: string | null;
  /** Null where the dimension sums the locations; '' = unlocated stock. */
  location_id: string | null;
  sku_id: string;
  /** Balance rows summed into this one (per warehouse or SKU). */
  rows: number;
  updated_at: string;
}

/** The names the routes set beside the ledger's ids (area only on rows with a location). */
export interface WarehouseNames {
  warehouse_code: string | null;
  warehouse_name: string | null;
  area_name?: string | null;
}

export type StockRow = StockRecord & WarehouseNames;

/** `GET stock`. */
export interface StockAnswer {
  list: StockRow[];
  total: number;
  page: number;
  per_page: number;
  totals: StockTotals;
}

/** One leg of a movement as `GET stock/movements` lists it. */
export interface MovementRecord {
  id: string;
  posting_id: string;
  created_at: string;
  type: string;
  warehouse_id: string;
  location_id: string;
  sku_id: string;
  qty: number;
  d_on_hand: number;
  d_reserved: number;
  d_in_transit: number;
  d_quarantined: number;
  source_type: string;
  source_id: string;
  source_line: string;
  correlation_id: string | null;
  operator: string;
  note: string | null;
  /** A reversal (冲销): the posting it undoes; its type and source are that posting's, `note` the reason. */
  reversal_of: string | null;
  /** A reversed posting: the reversal's posting id. */
  reversed_by: string | null;
}

export type MovementRow = MovementRecord & WarehouseNames;

/** A movement's 冲销 state in words: 冲销 (it undoes another posting), 已冲销 (undone since), or nothing. */
export const reversalLabel = (r: Pick<MovementRecord, 'reversal_of' | 'reversed_by'>): string => (r.reversal_of ? '冲销' : r.reversed_by ? '已冲销' : '');

/**
 * `POST stock/reverse`: a movement's posting (`movement_id`, any leg of it), or a source document's postings
 * (`source_type`, `source_id`; `source_line` for one line, `type` for one movement type), and the reason.
 */
export interface ReverseBody {
  movement_id?: string;
  source_type?: string;
  source_id?: string;
  source_line?: string;
  type?: string;
  reason: string;
}

/** What `POST stock/reverse` did: postings reversed now, and those found reversed before. */
export interface ReverseAnswer {
  reversed: number;
  already_reversed: number;
}

/** The longest 冲销原因. */
export const MAX_REVERSAL_REASON = 200;
