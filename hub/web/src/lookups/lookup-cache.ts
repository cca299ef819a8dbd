/** One cached list as the server describes it (`GET /api-auth/api/v1/lookups`). */
export interface LookupInfo {
  name: string;
  label: string;
  method: 'GET' | 'POST';
  url: string;
  body: Record<string, unknown> | null;
  version: number;
}

export interface LookupCacheDeps {
  /** The cached lists and their versions. */
  describe(): Promise<LookupInfo[]>;
  /** Reads one list with the user's session (its owner's route). */
  read(info: LookupInfo): Promise<unknown>;
  /** Hands a list (or the reason it could not be read) to the areas that asked for it. */
  deliver(areas: readonly string[], name: string, version: number, items: unknown[], error?: string): void;
}

/** Lists come as arrays, `{list}` pages, or gateway `{data: {list}}`: the items either way. */
export function itemsOf(data: unknown): unknown[] {
  if (Array.isArray(data)) return data;
  const list = (data as { list?: unknown } | null)?.list;
  return Array.isArray(list) ? list : [];
}

interface Entry {
  version: number;
  items: unknown[];
}

/**
 * The hub's lookup cache (spec 000 §3): each list read once, shared with every area that asks, read again
 * when its version moves (the owner published a change) — `refresh()` compares versions.
 */
export class LookupCache {
  private readonly deps: LookupCacheDeps;
  private infos: Map<string, LookupInfo> | null = null;
  private readonly entries = new Map<string, Entry>();
  private readonly loading = new Map<string, Promise<Entry>>();
  private readonly askers = new Map<string, Set<string>>();

  constructor(deps: LookupCacheDeps) {
    this.deps = deps;
  }

  /** An area asks for a list: it gets the cached copy, or the list once read; later versions follow. */
  async request(area: string, name: string): Promise<void> {
    const askers = this.askers.get(name) ?? new Set();
    askers.add(area);
    this.askers.set(name, askers);
    try {
      const entry = await this.load(name);
      this.deps.deliver([area], name, entry.version, entry.items);
    } catch (error) {
      this.deps.deliver([area], name, 0, [], error instanceof Error ? error.message : String(error));
    }
  }

  /** Reads the versions again and re-reads (and re-delivers) each cached list whose version moved. */
  async refresh(): Promise<string[]> {
    this.infos = new Map((await this.deps.describe()).map((i) => [i.name, i]));
    const moved = [...this.entries].filter(([name, entry]) => (this.infos?.get(name)?.version ?? entry.version) !== entry.version).map(([name]) => name);
    for (const name of moved) {
      this.entries.delete(name);
      const entry = await this.load(name).catch(() => undefined);
      if (entry) this.deps.deliver([...(this.askers.get(name) ?? [])], name, entry.version, entry.items);
    }
    return moved;
  }

  /** Sign-out: nothing of one user's lists is kept for the next. */
  clear(): void {
    this.infos = null;
    this.entries.clear();
    this.loading.clear();
    this.askers.clear();
  }

  private async load(name: string): Promise<Entry> {
    const cached = this.entries.get(name);
    if (cached) return cached;
    const pending = this.loading.get(name);
    if (pending) return pending;
    const promise = (async () => {
      if (!this.infos) this.infos = new Map((await this.deps.describe()).map((i) => [i.name, i]));
      const info = this.infos.get(name);
      if (!info) throw new Error(`没有名为 ${name} 的缓存列表`);
      const entry = { version: info.version, items: itemsOf(await this.deps.read(info)) };
      this.entries.set(name, entry);
      return entry;
    })().finally(() => this.loading.delete(name));
    this.loading.set(name, promise);
    return promise;
  }
}
