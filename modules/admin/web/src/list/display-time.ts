import { formatDisplayTime, wireFromDisplayTime } from '@entrepot/web/time';

// The admin screens show and take Asia/Shanghai wall time to the minute; the conversion itself is the one of
// @entrepot/web/time (ARCHITECTURE §4: one place converts).

export const MINUTE_FORMAT = 'YYYY-MM-DD HH:mm';

/** `2026-11-21T08:00:00Z` → `2026-11-21 16:00`; empty stays empty, anything unreadable is shown as sent. */
export function formatMinute(wire: string | null | undefined): string {
  const text = formatDisplayTime(wire);
  return /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(text) ? text.slice(0, 16) : text;
}

/** `2026-11-21 16:00` (Shanghai) → `2026-11-21T08:00:00Z`; null when it is not a wall time with hours and minutes. */
export function wireFromWallTime(wall: string | null | undefined): string | null {
  return /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2})?$/.test(wall?.trim() ?? '') ? wireFromDisplayTime(wall) : null;
}
