/**
 * What the orders area tells the warehouse through the outbox (README "Events"), each in the transaction of the
 * change: a package pushed to be picked and shipped, a pushed package withdrawn, goods a refund expects back.
 */
export const omsEvents = {
  packageReady: 'oms.package.ready',
  packageCancelled: 'oms.package.cancelled',
  returnExpected: 'oms.return.expected',
} as const;

/** `oms.package.ready`: what the warehouse ships, line by line (SKU codes: the ledger's keys). */
export interface PackageReady {
  package_id: string;
  code: string;
  warehouse_id: string;
  channel_id: string;
  lines: { line_no: number; sku_code: string; quantity: number }[];
}

/** `oms.package.cancelled`: a pushed package the warehouse no longer ships. */
export interface PackageCancelled {
  package_id: string;
  code: string;
}

/** `oms.return.expected`: an approved 退货退款 of a shipped order — what should come back, to which warehouse. */
export interface ReturnExpected {
  order_code: string | null;
  refund_code: string;
  package_code: string | null;
  warehouse_id: string | null;
  lines: { sku_code: string | null; sku_id: string | null; quantity: number }[];
}
