import pg from 'pg';

// Identical type parsing on PGlite (through its socket) and PostgreSQL: int8 and numeric stay strings
// (pg's default), dates stay 'YYYY-MM-DD' text (no local-midnight shift), timestamptz becomes ISO UTC.
let installed = false;
export function installTypeParsers(): void {
  if (installed) return;
  installed = true;
  pg.types.setTypeParser(pg.types.builtins.DATE, (v: string) => v);
  pg.types.setTypeParser(pg.types.builtins.TIMESTAMPTZ, (v: string) => new Date(v).toISOString().replace(/\.000Z$/, 'Z'));
}
