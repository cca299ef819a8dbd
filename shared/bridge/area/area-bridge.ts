import { chordOf } from '../chords.ts';
import { type AreaToHub, type HubSnapshot, type HubToArea, pack, type ToastKind, unpack } from '../messages.ts';
import type { MessageHost, PostTarget } from '../ports.ts';
import { LookupInbox } from './lookup-inbox.ts';

export interface AreaBridgeOptions {
  area: string;
  /** the hub's origin; the same origin by default (areas are served by the hub's server) */
  hubOrigin?: string;
  self?: MessageHost;
  parent?: PostTarget;
}

export interface AreaBridge {
  readonly area: string;
  getSnapshot(): HubSnapshot | null;
  subscribe(listener: () => void): () => void;
  /** resolves with the first snapshot (the hub's `init`) */
  whenReady(): Promise<HubSnapshot>;
  onEvict(listener: (key: string) => void): () => void;
  onFocusRestore(listener: () => void): () => void;
  openTab(path: string, options?: { search?: string; title?: string }): void;
  navigate(path: string, options?: { search?: string; replace?: boolean }): void;
  setTitle(path: string, title: string): void;
  toast(kind: ToastKind, content: string): void;
  /** Says a file task was started here: the hub moves `tasks` in every area's snapshot (and other browser tabs'). */
  tasksChanged(): void;
  logout(): void;
  sessionInvalid(): void;
  modal(open: boolean): void;
  hotkey(chord: string): void;
  /** A cached lookup list from the hub: the first answer resolves, later versions reach `onLookup`. */
  lookup(name: string): Promise<unknown[]>;
  onLookup(name: string, listener: (items: unknown[]) => void): () => void;
  dispose(): void;
}

/** The area's end of the bridge: says `ready`, keeps the hub's snapshot, sends intents. */
export function createAreaBridge(options: AreaBridgeOptions): AreaBridge {
  const self: MessageHost = options.self ?? window;
  const parent: PostTarget = options.parent ?? window.parent;
  const hubOrigin = options.hubOrigin ?? window.location.origin;
  let snapshot: HubSnapshot | null = null;
  const listeners = new Set<() => void>();
  const evictListeners = new Set<(key: string) => void>();
  const focusListeners = new Set<() => void>();
  const readyWaiters: ((s: HubSnapshot) => void)[] = [];
  const lookups = new LookupInbox();

  const send = (msg: AreaToHub) => parent.postMessage(pack(msg), hubOrigin);
  const notify = () => {
    for (const listener of listeners) listener();
  };

  const onMessage = (event: MessageEvent) => {
    if (event.source !== parent || event.origin !== hubOrigin) return;
    const msg = unpack<HubToArea>(event.data);
    if (!msg) return;
    switch (msg.type) {
      case 'init':
        snapshot = msg.snapshot;
        for (const resolve of readyWaiters.splice(0)) resolve(msg.snapshot);
        return notify();
      case 'patch':
        if (snapshot) snapshot = { ...snapshot, ...msg.patch };
        return notify();
      case 'session:end':
        if (snapshot) snapshot = { ...snapshot, session: null, user: null, permissions: [] };
        return notify();
      case 'evict':
        for (const listener of evictListeners) listener(msg.key);
        return;
      case 'focus:restore':
        for (const listener of focusListeners) listener();
        return;
      case 'lookup':
        lookups.receive(msg.name, msg.error === undefined ? msg.items : new Error(msg.error));
        return;
    }
  };
  self.addEventListener('message', onMessage);
  send({ type: 'ready', area: options.area });

  const subscribeTo =
    <T>(set: Set<T>) =>
    (listener: T) => {
      set.add(listener);
      return () => void set.delete(listener);
    };

  return {
    area: options.area,
    getSnapshot: () => snapshot,
    subscribe: subscribeTo(listeners),
    whenReady: () => (snapshot ? Promise.resolve(snapshot) : new Promise((resolve) => readyWaiters.push(resolve))),
    onEvict: subscribeTo(evictListeners),
    onFocusRestore: subscribeTo(focusListeners),
    openTab: (path, o = {}) => send({ type: 'tab:open', path, ...o }),
    navigate: (path, o = {}) => send({ type: 'navigate', path, ...o }),
    setTitle: (path, title) => send({ type: 'tab:title', path, title }),
    toast: (kind, content) => send({ type: 'toast', kind, content }),
    tasksChanged: () => send({ type: 'tasks:changed' }),
    logout: () => send({ type: 'logout' }),
    sessionInvalid: () => send({ type: 'session:invalid' }),
    modal: (open) => send({ type: 'modal', open }),
    hotkey: (chord) => send({ type: 'hotkey', chord }),
    lookup: (name) => lookups.get(name, () => send({ type: 'lookup:get', name })),
    onLookup: (name, listener) => lookups.listen(name, listener),
    dispose() {
      self.removeEventListener('message', onMessage);
      listeners.clear();
      evictListeners.clear();
      focusListeners.clear();
    },
  };
}

function isField(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  if (!el || typeof el.tagName !== 'string') return false;
  return el.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName);
}

/**
 * Keys never cross an iframe: catch the global chords in the capture phase (before the area's own
 * handlers) and hand them to the hub. Returns the function that stops forwarding.
 */
export function forwardHotkeys(bridge: Pick<AreaBridge, 'hotkey'>, doc: Pick<Document, 'addEventListener' | 'removeEventListener'> = document): () => void {
  const onKeyDown = (e: KeyboardEvent) => {
    const chord = chordOf(e, isField(e.target));
    if (!chord) return;
    e.preventDefault();
    e.stopPropagation();
    bridge.hotkey(chord);
  };
  doc.addEventListener('keydown', onKeyDown, true);
  return () => doc.removeEventListener('keydown', onKeyDown, true);
}
