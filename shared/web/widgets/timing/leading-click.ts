/** Click debounce from the spec: 500 ms, leading edge only. */
export const CLICK_DEBOUNCE_MS = 500;

/**
 * Leading-edge gate: the first call passes, every call within `ms` after it is refused. The window
 * starts at the call that passed, so a steady stream of clicks still lets one through every `ms`.
 */
export function createLeadingGate(ms: number = CLICK_DEBOUNCE_MS, now: () => number = Date.now): () => boolean {
  let last = Number.NEGATIVE_INFINITY;
  return () => {
    const t = now();
    if (t - last < ms) return false;
    last = t;
    return true;
  };
}
