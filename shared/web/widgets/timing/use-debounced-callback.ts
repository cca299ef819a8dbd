import { useEffect, useMemo, useRef } from 'react';
import { type Debounced, debounce } from './debounce.ts';

/** A debounced callback stable across renders that always calls the latest `fn`; cancelled on unmount. */
export function useDebouncedCallback<A extends unknown[]>(fn: (...args: A) => void, ms: number): Debounced<A> {
  const latest = useRef(fn);
  latest.current = fn;
  const debounced = useMemo(() => debounce((...args: A) => latest.current(...args), ms), [ms]);
  useEffect(() => () => debounced.cancel(), [debounced]);
  return debounced;
}
