/**
 * Runs jobs with at most `width` in flight: `add` waits while that many run. The first failure is thrown
 * (by `add` or `drain`) only once every started job has ended, so nothing is left running behind it.
 */
export function boundedRunner(width: number) {
  const running = new Set<Promise<void>>();
  let failure: { error: unknown } | undefined;
  const settle = async () => {
    await Promise.all(running);
    if (failure) throw failure.error;
  };
  return {
    async add(job: () => Promise<void>): Promise<void> {
      if (failure) return settle();
      const started: Promise<void> = job()
        .catch((error: unknown) => {
          failure ??= { error };
        })
        .finally(() => running.delete(started));
      running.add(started);
      if (running.size >= width) await Promise.race(running);
      if (failure) return settle();
    },
    drain: settle,
  };
}
