import { useEffect, useState } from 'react';
import { useArea } from './area-context.ts';

export interface LookupState<T> {
  items: T[];
  loading: boolean;
  error: string | null;
}

/**
 * One of the hub's cached lookup lists (warehouses, platforms, countries, currencies…, spec 000 §3): read
 * once for the whole app, kept current when its owner changes it.
 */
export function useLookup<T = Record<string, unknown>>(name: string): LookupState<T> {
  const { bridge } = useArea();
  const [state, setState] = useState<LookupState<T>>({ items: [], loading: true, error: null });
  useEffect(() => {
    let live = true;
    const show = (items: unknown[]) => live && setState({ items: items as T[], loading: false, error: null });
    const stop = bridge.onLookup(name, show);
    bridge.lookup(name).then(show, (e: Error) => live && setState({ items: [], loading: false, error: e.message }));
    return () => {
      live = false;
      stop();
    };
  }, [bridge, name]);
  return state;
}
