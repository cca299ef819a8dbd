import { DISPLAY_TIME_ZONE, toWireTime } from '@entrepot/contract';

// Wire times are UTC; the screens show and take Asia/Shanghai wall time to the minute (YYYY-MM-DD HH:mm),
// whatever the browser's own time zone. Shanghai keeps +08:00 all year, so wall time converts with that offset.

export const MINUTE_FORMAT = 'YYYY-MM-DD HH:mm';
const SHANGHAI_OFFSET = '+08:00';
const WALL_TIME_RE = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/;

const toMinute = new Intl.DateTimeFormat('sv-SE', {
  timeZone: DISPLAY_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** `2026-11-21T08:00:00Z` → `2026-11-21 16:00`; empty stays empty, anything unreadable is shown as sent. */
export function formatMinute(wire: string | null | undefined): string {
  if (!wire) return '';
  const date = new Date(wire);
  return Number.isNaN(date.getTime()) ? wire : toMinute.format(date);
}

/** `2026-11-21 16:00` (Shanghai) → `2026-11-21T08:00:00Z`; null when it is not a wall time. */
export function wireFromWallTime(wall: string | null | undefined): string | null {
  const m = WALL_TIME_RE.exec(wall?.trim() ?? '');
  if (!m) return null;
  const date = new Date(`${m[1]}T${m[2]}:${m[3]}:${m[4] ?? '00'}${SHANGHAI_OFFSET}`);
  return Number.isNaN(date.getTime()) ? null : toWireTime(date);
}
