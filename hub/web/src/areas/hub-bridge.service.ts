import { type AreaToHub, createHubBridge, type HubBridge, type HubSnapshot } from '@entrepot/bridge/hub';
import { findMenuByUrl } from '../menu/menu-tree.ts';
import { parseHash } from '../navigation/hash-location.ts';
import { areaOf, pageModeOf } from '../navigation/routes.ts';
import { localeAtom, menusAtom, sessionAtom, themeAtom, userAtom } from '../state/session.atoms.ts';
import { hubStore } from '../state/store.ts';
import { tabsAtom } from '../tabs/tabs.atoms.ts';
import { activeTab, normalizeTabs } from '../tabs/tabs.reducer.ts';
import { fileTasksVersionAtom } from './file-task-signal.ts';

// The hub's end of the bridge: snapshots from the store, patches when it changes, intents to a handler.

type IntentHandler = (area: string, msg: AreaToHub) => void;

let handler: IntentHandler = () => {};
const readyWaiters = new Map<string, Set<() => void>>();

/**
 * The screen an area should show: in a full page or a public page (a print page opened in a new tab, whose
 * stored tabs came from the tab that opened it) the page's own URL; else its active tab, else its most
 * recently shown one.
 */
function pathFor(area: string): { path: string; search: string; title: string } {
  const here = parseHash(window.location.hash);
  if (pageModeOf(here.path, here.search) !== 'shell') return { ...here, title: findMenuByUrl(hubStore.get(menusAtom), here.path)?.name ?? '' };
  const tabs = normalizeTabs(hubStore.get(tabsAtom));
  const current = activeTab(tabs);
  const recentKey = tabs.recent.find((k) => areaOf(k) === area);
  const recent = tabs.tabs.find((t) => t.key === recentKey);
  const at =
    areaOf(current.path) === area
      ? { path: current.path, search: current.query }
      : recent
        ? { path: recent.path, search: recent.query }
        : parseHash(window.location.hash);
  // The menu's name of the screen, or none: never a path segment standing in for a title.
  return { ...at, title: findMenuByUrl(hubStore.get(menusAtom), at.path)?.name ?? '' };
}

function sessionPart(): Pick<HubSnapshot, 'session' | 'user' | 'permissions'> {
  const user = hubStore.get(userAtom);
  return {
    session: hubStore.get(sessionAtom),
    user: user ? { id: user.id, login_name: user.login_name, name: user.name, mobile: user.mobile, is_admin: user.is_admin } : null,
    permissions: user?.permissions ?? [],
  };
}

function snapshotFor(area: string): HubSnapshot {
  return { ...sessionPart(), theme: hubStore.get(themeAtom), locale: hubStore.get(localeAtom), tasks: hubStore.get(fileTasksVersionAtom), ...pathFor(area) };
}

function onMessage(area: string, msg: AreaToHub): void {
  if (msg.type === 'ready') {
    for (const resolve of readyWaiters.get(area) ?? []) resolve();
    readyWaiters.delete(area);
  }
  handler(area, msg);
}

let bridge: HubBridge | null = null;

export function hubBridge(): HubBridge {
  if (bridge) return bridge;
  const created = createHubBridge({ host: window, snapshotFor, onMessage });
  hubStore.sub(sessionAtom, () => created.broadcast({ type: 'patch', patch: sessionPart() }));
  hubStore.sub(userAtom, () => created.broadcast({ type: 'patch', patch: sessionPart() }));
  hubStore.sub(themeAtom, () => created.broadcast({ type: 'patch', patch: { theme: hubStore.get(themeAtom) } }));
  hubStore.sub(fileTasksVersionAtom, () => created.broadcast({ type: 'patch', patch: { tasks: hubStore.get(fileTasksVersionAtom) } }));
  hubStore.sub(tabsAtom, () => {
    const area = areaOf(activeTab(normalizeTabs(hubStore.get(tabsAtom))).path);
    if (area) created.post(area, { type: 'patch', patch: pathFor(area) });
  });
  bridge = created;
  return created;
}

export function handleAreaIntents(next: IntentHandler): void {
  handler = next;
}

export function whenAreaReady(area: string): Promise<void> {
  return new Promise((resolve) => {
    const waiters = readyWaiters.get(area) ?? new Set();
    waiters.add(resolve);
    readyWaiters.set(area, waiters);
  });
}
