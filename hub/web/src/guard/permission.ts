import { useAtomValue } from 'jotai';
import { userAtom } from '../state/session.atoms.ts';
import { hubStore } from '../state/store.ts';
import { hasPermission } from './has-permission.ts';

/** The global check function: the signed-in user against the codes. */
export function checkPermission(required: string | readonly string[]): boolean {
  return hasPermission(hubStore.get(userAtom), required);
}

export function usePermission(required: string | readonly string[]): boolean {
  return hasPermission(useAtomValue(userAtom), required);
}
