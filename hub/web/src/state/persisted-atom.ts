import { atomWithStorage, createJSONStorage } from 'jotai/utils';

/** Every key the hub keeps in localStorage starts with this, so 清除缓存 finds them all. */
export const STORAGE_PREFIX = 'entrepot.';

/** An atom kept in localStorage under `entrepot.<name>`, read at start and synced across browser tabs. */
export function persistedAtom<T>(name: string, initial: T) {
  return atomWithStorage<T>(
    `${STORAGE_PREFIX}${name}`,
    initial,
    createJSONStorage<T>(() => localStorage),
    { getOnInit: true },
  );
}

/** Removes every stored hub key but those named (spec 000 §4: clearing the cache resets the stored state). */
export function clearStoredState(keep: readonly string[], store: Storage = localStorage): void {
  const doomed: string[] = [];
  for (let i = 0; i < store.length; i++) {
    const key = store.key(i);
    if (key?.startsWith(STORAGE_PREFIX) && !keep.includes(key.slice(STORAGE_PREFIX.length))) doomed.push(key);
  }
  for (const key of doomed) store.removeItem(key);
}
