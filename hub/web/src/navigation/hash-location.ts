import { useSyncExternalStore } from 'react';

// Hash routes of the spec: `#/purchase/management/order?id=1`. The query lives inside the hash (wouter's
// own hash hook would put it in location.search), so path and search are both read from the hash.

export interface HashParts {
  path: string;
  search: string;
}

export function parseHash(hash: string): HashParts {
  const raw = hash.replace(/^#/, '');
  const [pathPart = '', search = ''] = raw.split('?');
  const path = `/${pathPart.replace(/^\/+/, '')}`;
  return { path: path.length > 1 ? path.replace(/\/+$/, '') : path, search };
}

export function toHref(path: string, search = ''): string {
  return `#${path}${search ? `?${search}` : ''}`;
}

const subscribe = (onChange: () => void) => {
  window.addEventListener('hashchange', onChange);
  return () => window.removeEventListener('hashchange', onChange);
};
const currentPath = () => parseHash(window.location.hash).path;
const currentSearch = () => parseHash(window.location.hash).search;

export function currentLocation(): HashParts {
  return parseHash(window.location.hash);
}

/** Navigates inside the hub; `to` may carry a query (`/x?a=1`). */
export function navigate(to: string, options: { replace?: boolean } = {}): void {
  const { path, search } = parseHash(to);
  const href = toHref(path, search);
  if (href === window.location.hash) return;
  if (options.replace) window.location.replace(href);
  else window.location.hash = href;
}

export const useHashPath = (): [string, (to: string, options?: { replace?: boolean }) => void] => [useSyncExternalStore(subscribe, currentPath), navigate];
export const useHashSearch = (): string => useSyncExternalStore(subscribe, currentSearch);
