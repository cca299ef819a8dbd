/**
 * Filters known to match more than the exact limit, each with the planner's estimate, for a short while: a
 * list asked again within `ttlMs` (paging through half a million orders, a screen refreshed by many users)
 * reads its page only, without counting 10,001 rows and asking the planner again. The total is shown as an
 * estimate anyway (共 约N 条); `exact_total=1` always counts.
 */
export class LargeTotals {
  private readonly ttlMs: number;
  private readonly max: number;
  private readonly known = new Map<string, { total: number; at: number }>();

  constructor(ttlMs = 30_000, max = 1000) {
    this.ttlMs = ttlMs;
    this.max = max;
  }

  get(key: string, now = Date.now()): number | undefined {
    const hit = this.known.get(key);
    if (!hit) return undefined;
    if (now - hit.at < this.ttlMs) return hit.total;
    this.known.delete(key);
    return undefined;
  }

  set(key: string, total: number, now = Date.now()): void {
    this.known.delete(key);
    if (this.known.size >= this.max) this.known.delete(this.known.keys().next().value as string);
    this.known.set(key, { total, at: now });
  }
}
