import { DISPLAY_TIME_ZONE, toWireTime } from '@entrepot/contract';

// The one place the entity pages convert times: the wire is ISO UTC, the screens show Asia/Shanghai
// whatever the browser's zone. Shanghai keeps +08:00 all year, so wall time converts with that offset.

const SHANGHAI_OFFSET = '+08:00';

const toSecond = new Intl.DateTimeFormat('sv-SE', {
  timeZone: DISPLAY_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** `2026-11-21T08:00:00Z` → `2026-11-21 16:00:00`; empty stays empty, anything unreadable is shown as sent. */
export function formatDisplayTime(wire: unknown): string {
  if (wire === null || wire === undefined || wire === '') return '';
  const date = new Date(String(wire));
  return Number.isNaN(date.getTime()) ? String(wire) : toSecond.format(date);
}

/** The Shanghai calendar day of a wire time: `2026-11-21T17:00:00Z` → `2026-11-22`. */
export function displayDate(wire: unknown): string {
  return formatDisplayTime(wire).slice(0, 10);
}

const WALL_RE = /^(\d{4}-\d{2}-\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2})(\.\d{1,3})?)?)?$/;

/** Shanghai wall time (`YYYY-MM-DD[ HH:mm[:ss[.SSS]]]`) → ISO UTC; null when it is not one. */
export function wireFromDisplayTime(wall: string | null | undefined): string | null {
  const m = WALL_RE.exec(wall?.trim() ?? '');
  if (!m) return null;
  const date = new Date(`${m[1]}T${m[2] ?? '00'}:${m[3] ?? '00'}:${m[4] ?? '00'}${m[5] ?? ''}${SHANGHAI_OFFSET}`);
  return Number.isNaN(date.getTime()) ? null : date.toISOString().endsWith('.000Z') ? toWireTime(date) : date.toISOString();
}

/** A range of Shanghai days as ISO UTC bounds: the first day's 00:00:00 to the last day's 23:59:59.999. */
export function wireDayRange(firstDay: string, lastDay: string): { from: string | null; to: string | null } {
  return { from: wireFromDisplayTime(firstDay), to: wireFromDisplayTime(`${lastDay} 23:59:59.999`) };
}
