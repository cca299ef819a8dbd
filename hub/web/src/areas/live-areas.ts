import { areaOf } from '../navigation/routes.ts';

/** The areas to keep loaded: those of the cached pages, most recent first, at most `limit`. */
export function liveAreas(cachedPageKeys: readonly string[], limit: number): string[] {
  const areas: string[] = [];
  for (const key of cachedPageKeys) {
    const area = areaOf(key);
    if (area && !areas.includes(area)) areas.push(area);
  }
  return areas.slice(0, limit);
}

/**
 * The DOM order of the area panes: the previous order minus areas gone, plus new ones at the end. A live
 * iframe is never moved (a move reloads it), so nothing already there changes place.
 */
export function stableOrder(previous: readonly string[], live: readonly string[]): string[] {
  return [...previous.filter((a) => live.includes(a)), ...live.filter((a) => !previous.includes(a))];
}
