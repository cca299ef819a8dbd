import type { AreaBridge } from '@entrepot/bridge/area';
import { createContext, use } from 'react';
import type { HttpClient } from '../http/index.ts';

/** What an area's main.tsx made once for the whole area: its end of the bridge and its HTTP client. */
export interface Area {
  bridge: AreaBridge;
  http: HttpClient;
}

export const AreaContext = createContext<Area | null>(null);

export function useArea(): Area {
  const area = use(AreaContext);
  if (!area) throw new Error('useArea() outside <AreaContext>');
  return area;
}
