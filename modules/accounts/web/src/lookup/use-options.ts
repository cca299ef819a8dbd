import { useArea } from '@entrepot/web/area';
import { useEffect, useState } from 'react';
import type { GatewayHttp, Option } from './gateway.ts';

/**
 * Options loaded from a gateway lookup; reloaded when `key` changes (a platform code), `[]` while loading,
 * without a key, or after a failure (the HTTP client showed it).
 */
export function useOptions(load: (http: GatewayHttp, key: string) => Promise<Option[]>, key: string | undefined): Option[] {
  const { http } = useArea();
  const [options, setOptions] = useState<Option[]>([]);
  useEffect(() => {
    setOptions([]);
    if (key === undefined) return;
    let current = true;
    load(http, key)
      .then((next) => current && setOptions(next))
      .catch(() => {});
    return () => {
      current = false;
    };
  }, [http, load, key]);
  return options;
}
