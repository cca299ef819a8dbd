import { DISPLAY_TIME_ZONE } from '@entrepot/contract';

/** Wire times are UTC; the UI shows Asia/Shanghai (the spec's "+8 hours"). */
export function formatDisplayTime(wire: string): string {
  const date = new Date(wire);
  if (Number.isNaN(date.getTime())) return wire;
  return new Intl.DateTimeFormat('sv-SE', { timeZone: DISPLAY_TIME_ZONE, dateStyle: 'short', timeStyle: 'medium' }).format(date);
}
