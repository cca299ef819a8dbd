// `PUT sku/edit`: a SKU edited (the engine writes it); a changed cost or sale price is announced
// (`catalogue.sku.price-changed`) with its value before and after. The server (../server/sku.commands.ts) reads
// the SKU, updates it and publishes what is decided here.
type Row = Record<string, unknown>;

const PRICES = ['cost_price', 'sale_price'] as const;

/** The price change to announce for the SKU before and after the edit, or null when no price changed. */
export function skuPriceChange(before: Row, after: Row): Row | null {
  const changed = PRICES.filter((k) => String(before[k] ?? '') !== String(after[k] ?? ''));
  if (!changed.length) return null;
  return { id: after.id, code: after.code, ...Object.fromEntries(changed.map((k) => [k, { from: before[k] ?? null, to: after[k] ?? null }])) };
}
