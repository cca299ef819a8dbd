import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { QUERY_DROPPED_PATHS } from '../config/hub.config.ts';
import { menusAtom } from '../state/session.atoms.ts';
import { routeName } from './route-name.ts';
import { dispatchTabsAtom } from './tabs.atoms.ts';
import { tabFor } from './tabs.reducer.ts';

/** Visiting a route inside the shell opens (or activates) its tab: the address bar leads, tabs follow. */
export function useTabsFollowLocation(path: string, search: string): void {
  const dispatch = useSetAtom(dispatchTabsAtom);
  const menus = useAtomValue(menusAtom);
  useEffect(() => {
    dispatch({ type: 'open', tab: tabFor(path, search, routeName(path, menus), QUERY_DROPPED_PATHS) });
  }, [path, search, menus, dispatch]);
}
