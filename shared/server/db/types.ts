import pg from 'pg';

// PostgreSQL's text for a timestamptz in a UTC session: '2026-03-01 08:05:09', an optional fraction of up
// to six digits, then '+00'.
const UTC_TEXT = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})(?:\.(\d{1,6}))?\+00$/;

/**
 * The wire form of a timestamptz (ISO 8601 UTC, milliseconds only when not zero), read straight from the
 * text in a UTC session (every connection sets TimeZone=UTC); other forms (years past 9999, BC) go through Date.
 */
export function wireTimeOfPg(text: string): string {
  const m = UTC_TEXT.exec(text);
  if (!m) return new Date(text).toISOString().replace(/\.000Z$/, 'Z');
  const ms = (m[3] ?? '').padEnd(3, '0').slice(0, 3);
  return ms === '000' ? `${m[1]}T${m[2]}Z` : `${m[1]}T${m[2]}.${ms}Z`;
}

// Identical type parsing on PGlite (through its socket) and PostgreSQL: int8 and numeric stay strings
// (pg's default), dates stay 'YYYY-MM-DD' text (no local-midnight shift), timestamptz becomes ISO UTC.
let installed = false;
export function installTypeParsers(): void {
  if (installed) return;
  installed = true;
  pg.types.setTypeParser(pg.types.builtins.DATE, (v: string) => v);
  pg.types.setTypeParser(pg.types.builtins.TIMESTAMPTZ, wireTimeOfPg);
}
