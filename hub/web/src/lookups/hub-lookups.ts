import { http } from '../api/hub-http.ts';
import { hubBridge } from '../areas/hub-bridge.service.ts';
import { sessionAtom } from '../state/session.atoms.ts';
import { hubStore } from '../state/store.ts';
import { LookupCache, type LookupInfo } from './lookup-cache.ts';

const REFRESH_MS = 30_000;

/** The hub's one lookup cache: read with the user's session, delivered to areas over the bridge. */
export const lookupCache = new LookupCache({
  describe: () => http.get<LookupInfo[]>('/api-auth/api/v1/lookups', { silent: true }),
  read: (info) => (info.method === 'POST' ? http.post(info.url, info.body ?? {}, { silent: true }) : http.get(info.url, { silent: true })),
  deliver: (areas, name, version, items, error) => {
    for (const area of areas) hubBridge().post(area, { type: 'lookup', name, version, items, ...(error === undefined ? {} : { error }) });
  },
});

/** Versions are checked every 30 s and when the window gets focus again; signing out empties the cache. */
export function installLookupRefresh(): void {
  const refresh = () => {
    if (hubStore.get(sessionAtom)) void lookupCache.refresh().catch(() => {});
  };
  setInterval(refresh, REFRESH_MS);
  window.addEventListener('focus', refresh);
  hubStore.sub(sessionAtom, () => {
    if (!hubStore.get(sessionAtom)) lookupCache.clear();
  });
}
