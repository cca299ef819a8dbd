// Labels of the SPU and SKU states (the state-change request's declaration knows both machines) and the filter
// days as business days in China.
import { stateRequest } from '../entities/index.ts';

export const stateLabel = (kind: 'spu' | 'sku', status: string): string => stateRequest.stateLabel(kind, status);

/** `created_from` / `created_to` as the instants that bound those business days (Asia/Shanghai). */
export function dayBounds(from?: string, to?: string): { from?: Date; before?: Date } {
  const start = (day: string) => new Date(`${day}T00:00:00+08:00`);
  return {
    ...(from ? { from: start(from) } : {}),
    ...(to ? { before: new Date(start(to).getTime() + 24 * 3600_000) } : {}),
  };
}
