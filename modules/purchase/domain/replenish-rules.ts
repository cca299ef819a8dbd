// Turning chosen replenishment suggestions into purchase orders (README "Replenishment"): one order per default
// supplier, a SKU once; a SKU without an active default supplier stops it, in words.

export interface SuggestionSupplier {
  sku_id: string;
  sku_code: string;
  supplier_id: string | null;
  currency_id: string | null;
  buyer_id: string | null;
}

export interface SuggestedOrder {
  supplier_id: string;
  currency_id: string;
  buyer_id: string | null;
  lines: { sku_id: string; quantity: number }[];
}

export function groupSuggestions(
  lines: readonly { sku_id: string; quantity: number }[],
  suppliers: readonly SuggestionSupplier[],
): { orders: SuggestedOrder[]; problems: string[] } {
  const bySku = new Map(suppliers.map((s) => [s.sku_id, s]));
  const problems: string[] = [];
  const orders = new Map<string, SuggestedOrder>();
  const seen = new Set<string>();
  for (const l of lines) {
    const s = bySku.get(l.sku_id);
    if (!s) {
      problems.push('SKU不存在');
      continue;
    }
    if (seen.has(l.sku_id)) {
      problems.push(`SKU ${s.sku_code} 重复`);
      continue;
    }
    seen.add(l.sku_id);
    if (!s.supplier_id || !s.currency_id) {
      problems.push(`SKU ${s.sku_code} 没有合作中的默认供应商`);
      continue;
    }
    const order = orders.get(s.supplier_id) ?? { supplier_id: s.supplier_id, currency_id: s.currency_id, buyer_id: s.buyer_id, lines: [] };
    order.lines.push({ sku_id: l.sku_id, quantity: l.quantity });
    orders.set(s.supplier_id, order);
  }
  return { orders: [...orders.values()], problems };
}
