// How many of a received quantity are inspected (抽检比例, README "Ratio"): the SKU's own ratio, else its
// category's, else the default; rounded up, at least the ratio's minimum, never more than the quantity.

export const DEFAULT_PERCENT = '10';

export interface Ratio {
  percent: string;
  min_sample: number;
}

/** Whole units from a decimal percentage without floats: hundredths of a percent, then a ceiling division. */
export function sampleOf(quantity: number, ratio: Ratio | null): number {
  if (quantity <= 0) return 0;
  const [whole, frac = ''] = (ratio?.percent ?? DEFAULT_PERCENT).split('.');
  const basisPoints = Number(whole) * 100 + Number(frac.padEnd(2, '0').slice(0, 2));
  const share = Math.ceil((quantity * basisPoints) / 10_000);
  return Math.min(quantity, Math.max(ratio?.min_sample ?? 1, share));
}
