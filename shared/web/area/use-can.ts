import { hasAnyPermission } from '@entrepot/contract';
import { useCallback, useSyncExternalStore } from 'react';
import { useArea } from './area-context.ts';

/** `can(code)` on the hub's snapshot (spec 000 §6): admins pass; others need the code. */
export function useCan(): (code: string) => boolean {
  const { bridge } = useArea();
  const snapshot = useSyncExternalStore(bridge.subscribe, bridge.getSnapshot);
  return useCallback((code: string) => (snapshot?.user ? hasAnyPermission(snapshot.user.is_admin, snapshot.permissions, code) : false), [snapshot]);
}

/** Spec 000 §6 on the hub's snapshot: admins pass; others need at least one of the codes. */
export function usePermission(required: string | readonly string[]): boolean {
  const { bridge } = useArea();
  const snapshot = useSyncExternalStore(bridge.subscribe, bridge.getSnapshot);
  return snapshot?.user ? hasAnyPermission(snapshot.user.is_admin, snapshot.permissions, required) : false;
}
