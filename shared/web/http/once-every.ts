/** Runs `fn` at most once per `ms` (spec 000 §8: 请重新登录 shown at most once per 3 seconds). */
export function onceEvery(ms: number, fn: () => void, now: () => number = Date.now): () => void {
  let last = Number.NEGATIVE_INFINITY;
  return () => {
    const t = now();
    if (t - last < ms) return;
    last = t;
    fn();
  };
}
