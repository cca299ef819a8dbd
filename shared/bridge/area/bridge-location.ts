import { useSyncExternalStore } from 'react';
import type { AreaBridge } from './area-bridge.ts';

type NavigateOptions = { replace?: boolean };

/**
 * wouter location and search hooks fed by the bridge: the hub owns the address bar, the area only asks
 * it to navigate and follows the path it is sent. Use as `<Router hook={l.hook} searchHook={l.searchHook}>`.
 */
export function bridgeLocation(bridge: AreaBridge) {
  const path = () => bridge.getSnapshot()?.path ?? '/';
  const search = () => bridge.getSnapshot()?.search ?? '';
  const navigate = (to: string, options: NavigateOptions = {}) => {
    const [pathPart = '/', searchPart] = to.split('?');
    bridge.navigate(pathPart, { search: searchPart ?? '', replace: options.replace });
  };
  const hook = (): [string, (to: string, options?: NavigateOptions) => void] => [useSyncExternalStore(bridge.subscribe, path, path), navigate];
  const searchHook = (): string => useSyncExternalStore(bridge.subscribe, search, search);
  return { hook, searchHook, navigate };
}

/** An area opened at top level (not in the hub's iframe) sends the browser to the hub's address for the same screen. */
export function redirectTopLevelToHub(win: Window = window, hubBase = '/'): boolean {
  if (win.top !== win) return false;
  const hash = win.location.hash || '#/';
  win.location.replace(`${hubBase}${hash}`);
  return true;
}
