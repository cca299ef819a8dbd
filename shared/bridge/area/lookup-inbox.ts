type Listener = (items: unknown[]) => void;

/** The area's copy of the hub's cached lookup lists: asked once per name, kept current by the hub's pushes. */
export class LookupInbox {
  private readonly latest = new Map<string, unknown[]>();
  private readonly waiting = new Map<string, { resolve: Listener; reject: (e: Error) => void }[]>();
  private readonly listeners = new Map<string, Set<Listener>>();

  /** The list when the area has it; otherwise `ask` once and wait for the hub's answer. */
  get(name: string, ask: () => void): Promise<unknown[]> {
    const known = this.latest.get(name);
    if (known) return Promise.resolve(known);
    return new Promise((resolve, reject) => {
      const waiters = this.waiting.get(name);
      if (waiters) return void waiters.push({ resolve, reject });
      this.waiting.set(name, [{ resolve, reject }]);
      ask();
    });
  }

  listen(name: string, listener: Listener): () => void {
    const set = this.listeners.get(name) ?? new Set();
    set.add(listener);
    this.listeners.set(name, set);
    return () => void set.delete(listener);
  }

  /** A hub answer: the first settles the waiters (a failure lets the next `get` ask again), every list reaches the listeners. */
  receive(name: string, items: unknown[] | Error): void {
    const waiters = this.waiting.get(name) ?? [];
    this.waiting.delete(name);
    if (items instanceof Error) {
      for (const w of waiters) w.reject(items);
      return;
    }
    this.latest.set(name, items);
    for (const w of waiters) w.resolve(items);
    for (const listener of this.listeners.get(name) ?? []) listener(items);
  }
}
