import { useCallback, useMemo, useRef } from 'react';
import { CLICK_DEBOUNCE_MS, createLeadingGate } from './leading-click.ts';

/** Wraps a click handler so the first click runs and further clicks within `ms` are ignored. */
export function useLeadingClick<A extends unknown[]>(handler: (...args: A) => void, ms: number = CLICK_DEBOUNCE_MS): (...args: A) => void {
  const gate = useMemo(() => createLeadingGate(ms), [ms]);
  const latest = useRef(handler);
  latest.current = handler;
  return useCallback(
    (...args: A) => {
      if (gate()) latest.current(...args);
    },
    [gate],
  );
}
