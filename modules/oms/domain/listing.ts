// What a listing offers its platform (README "Listings and stock pushes"): a fixed figure when one is set, else
// the share of what is available beyond the reserve, rounded down, never below 0.
export interface Offer {
  available: number;
  share_percent: number;
  safety_stock: number;
  fixed_quantity: number | null;
}

export function pushQuantity(o: Offer): number {
  if (o.fixed_quantity != null) return Math.max(0, o.fixed_quantity);
  return Math.max(0, Math.floor(((o.available - o.safety_stock) * o.share_percent) / 100));
}
