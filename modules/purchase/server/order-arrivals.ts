// 到货记录 of a purchase order (README "Document flow"): what the warehouse's receipts took from its lines — per
// receipt and SKU, received and returned (failed inspection) — as purchasing recorded the takes. A revoked
// receipt (撤销收货) shows its takes at 0.
import { takesOf } from '@entrepot/server-kit';
import type { Executor } from '@entrepot/server-kit/db';
import { orderLineFlows } from './order-flow.ts';
import { linesOf } from './order-lines.ts';

export interface Arrival {
  document: string | null;
  sku_code: string;
  received: number;
  returned: number;
  /** The last take's time (ISO). */
  at: string;
}

export async function orderArrivals(exec: Executor, orderId: string): Promise<Arrival[]> {
  const lines = await linesOf(exec, [orderId]);
  const skuOf = new Map(lines.map((l) => [l.id, l.sku_code]));
  const takes = await takesOf(exec, Object.values(orderLineFlows), [...skuOf.keys()]);
  const byDocumentAndSku = new Map<string, Arrival>();
  for (const t of takes) {
    const key = `${t.target_document ?? ''}\u0000${t.source_line}`;
    const a = byDocumentAndSku.get(key) ?? { document: t.target_document, sku_code: skuOf.get(t.source_line) ?? '', received: 0, returned: 0, at: '' };
    if (t.kind === orderLineFlows.received.kind) a.received += t.quantity;
    else a.returned += t.quantity;
    const at = new Date(t.updated_at).toISOString();
    if (at > a.at) a.at = at;
    byDocumentAndSku.set(key, a);
  }
  return [...byDocumentAndSku.values()];
}
