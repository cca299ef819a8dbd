// The typed, versioned messages between the hub and the areas' iframes (ARCHITECTURE §6).
// Only structured-clone data crosses: plain objects, strings, numbers, booleans, arrays.

export const BRIDGE_TAG = 'entrepot-bridge';
/** Bumped on any incompatible change; a frame speaking another version is ignored, never half-understood. */
export const BRIDGE_VERSION = 1;

export type ThemeKey = 'green' | 'blue';

export interface SessionSnapshot {
  token: string;
  ticket: string;
}

export interface UserSnapshot {
  id: string;
  login_name: string;
  name: string;
  mobile: string;
  is_admin: boolean;
}

/** What an area may read of the hub's store: a read-only copy, refreshed by patches. */
export interface HubSnapshot {
  session: SessionSnapshot | null;
  user: UserSnapshot | null;
  permissions: string[];
  theme: ThemeKey;
  locale: string;
  /** the area screen to show (hash path, e.g. `/purchase/management/order`) and its query without `?` */
  path: string;
  search: string;
  /** the screen's title as its tab shows it (the menu's name), for pages that name it */
  title?: string;
  /** Moves whenever the user's file tasks change (a task started in any area or browser tab): 文件任务 reloads on it. */
  tasks?: number;
}

export type ToastKind = 'success' | 'error' | 'info' | 'warning';

export type HubToArea =
  | { type: 'init'; snapshot: HubSnapshot }
  | { type: 'patch'; patch: Partial<HubSnapshot> }
  /** the hub's page cache dropped this page (LRU or tab closed): the area unmounts it */
  | { type: 'evict'; key: string }
  | { type: 'focus:restore' }
  | { type: 'session:end' }
  /** a cached lookup list (spec 000 §3), first on `lookup:get`, again whenever its owner changed it */
  | { type: 'lookup'; name: string; version: number; items: unknown[]; error?: string };

export type AreaToHub =
  | { type: 'ready'; area: string }
  | { type: 'tab:open'; path: string; search?: string; title?: string }
  | { type: 'navigate'; path: string; search?: string; replace?: boolean }
  | { type: 'tab:title'; path: string; title: string }
  | { type: 'toast'; kind: ToastKind; content: string }
  /** a file task was started (an import or an export): every 文件任务 screen open anywhere reloads */
  | { type: 'tasks:changed' }
  /** the area's HTTP client met code 10401 */
  | { type: 'session:invalid' }
  | { type: 'logout' }
  | { type: 'hotkey'; chord: string }
  | { type: 'modal'; open: boolean }
  /** asks for a cached lookup list by name (`warehouses`, `platforms`…); answered by `lookup` messages */
  | { type: 'lookup:get'; name: string };

export interface Packet<M> {
  tag: typeof BRIDGE_TAG;
  v: number;
  msg: M;
}

export function pack<M>(msg: M): Packet<M> {
  return { tag: BRIDGE_TAG, v: BRIDGE_VERSION, msg };
}

/** Unwraps a posted value when it is a bridge packet of our version; anything else is not ours. */
export function unpack<M extends { type: string }>(data: unknown): M | null {
  if (typeof data !== 'object' || data === null) return null;
  const packet = data as Partial<Packet<M>>;
  if (packet.tag !== BRIDGE_TAG || packet.v !== BRIDGE_VERSION) return null;
  const msg = packet.msg;
  return typeof msg === 'object' && msg !== null && typeof msg.type === 'string' ? msg : null;
}
