import { HOME_PATH } from '../navigation/routes.ts';

/** Spec 000 §3: a tab has a key, a name, a path and a query. Tabs are unique by key. */
export interface Tab {
  key: string;
  name: string;
  path: string;
  query: string;
}

export interface TabsState {
  tabs: Tab[];
  activeKey: string;
  /** keys, most recently shown first: the page cache keeps the head of this list */
  recent: string[];
}

export type TabsAction =
  | { type: 'open'; tab: Tab }
  | { type: 'close'; key: string }
  | { type: 'closeAll' }
  | { type: 'closeOthers' }
  | { type: 'rename'; key: string; name: string };

export const WORKBENCH_TAB: Tab = { key: HOME_PATH, name: '工作台', path: HOME_PATH, query: '' };

export const initialTabs: TabsState = { tabs: [WORKBENCH_TAB], activeKey: WORKBENCH_TAB.key, recent: [WORKBENCH_TAB.key] };

/** The tab a visited route opens; the query is dropped for the listed paths (spec 000 §4). */
export function tabFor(path: string, query: string, name: string, queryDroppedPaths: readonly string[]): Tab {
  return { key: path, name, path, query: queryDroppedPaths.includes(path) ? '' : query };
}

const touch = (recent: string[], key: string) => [key, ...recent.filter((k) => k !== key)];

function activate(state: TabsState, key: string): TabsState {
  return { ...state, activeKey: key, recent: touch(state.recent, key) };
}

/** Keeps the workbench first and a valid active tab whatever the stored state looked like. */
export function normalizeTabs(state: TabsState): TabsState {
  const others = state.tabs.filter((t, i, all) => t.key !== WORKBENCH_TAB.key && all.findIndex((u) => u.key === t.key) === i);
  const tabs = [WORKBENCH_TAB, ...others];
  const keys = new Set(tabs.map((t) => t.key));
  const activeKey = keys.has(state.activeKey) ? state.activeKey : WORKBENCH_TAB.key;
  return { tabs, activeKey, recent: state.recent.filter((k) => keys.has(k)) };
}

export function tabsReducer(state: TabsState, action: TabsAction): TabsState {
  switch (action.type) {
    case 'open': {
      const { tab } = action;
      const exists = state.tabs.some((t) => t.key === tab.key);
      // The workbench keeps its own name and never carries a query.
      const opened = tab.key === WORKBENCH_TAB.key ? WORKBENCH_TAB : tab;
      const tabs = exists ? state.tabs.map((t) => (t.key === tab.key ? { ...t, query: opened.query } : t)) : [...state.tabs, opened];
      return activate({ ...state, tabs }, tab.key);
    }
    case 'close': {
      if (action.key === WORKBENCH_TAB.key) return state;
      const index = state.tabs.findIndex((t) => t.key === action.key);
      if (index < 0) return state;
      const tabs = state.tabs.filter((t) => t.key !== action.key);
      const recent = state.recent.filter((k) => k !== action.key);
      if (state.activeKey !== action.key) return { ...state, tabs, recent };
      // The active tab closed: its left neighbour takes over (the workbench at worst).
      const next = tabs[index - 1] ?? WORKBENCH_TAB;
      return activate({ ...state, tabs, recent }, next.key);
    }
    case 'closeAll':
      return activate({ ...state, tabs: [WORKBENCH_TAB], recent: [] }, WORKBENCH_TAB.key);
    case 'closeOthers': {
      const keep = (k: string) => k === WORKBENCH_TAB.key || k === state.activeKey;
      return { ...state, tabs: state.tabs.filter((t) => keep(t.key)), recent: state.recent.filter(keep) };
    }
    case 'rename':
      return { ...state, tabs: state.tabs.map((t) => (t.key === action.key ? { ...t, name: action.name } : t)) };
  }
}

export function activeTab(state: TabsState): Tab {
  return state.tabs.find((t) => t.key === state.activeKey) ?? WORKBENCH_TAB;
}

/** The pages the content area keeps alive: the most recently shown, across the hub and all areas. */
export function cachedKeys(state: TabsState, limit: number): string[] {
  return state.recent.slice(0, limit);
}

/** The tab `offset` places away from the active one, wrapping around (Alt+←/→). */
export function neighbourTab(state: TabsState, offset: number): Tab {
  const index = state.tabs.findIndex((t) => t.key === state.activeKey);
  const n = state.tabs.length;
  return state.tabs[(((index + offset) % n) + n) % n] ?? WORKBENCH_TAB;
}
