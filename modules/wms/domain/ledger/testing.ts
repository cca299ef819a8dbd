// Helpers shared by the ledger's database tests (not used by the module itself).

import { AppError } from '@entrepot/server-kit';
import { type Database, openDatabase } from '@entrepot/server-kit/db';
import { Outbox } from '@entrepot/server-kit/events';
import type { TestDatabase } from '@entrepot/server-kit/testing';
import type { MovementRequest } from './movements.ts';
import { post } from './post.ts';

let seq = 0;
/** A source line nobody used: every call is a new posting. */
export const freshSource = (type = 'test') => ({ type, id: `${process.pid}-${Date.now()}-${++seq}` });

export type Req = MovementRequest;

/** The outbox the tests publish to: events are written as in production (no subscriber, so no delivery). */
export const outboxOf = (db: Database) => new Outbox(db);

export const postOne = (db: Database, r: MovementRequest) => db.tx((tx) => post(tx, [r], outboxOf(db)));

/** The code of a refusal (10409, 10422), or rethrows anything else. */
export async function codeOf(p: Promise<unknown>): Promise<number> {
  try {
    await p;
    return 10000;
  } catch (e) {
    if (e instanceof AppError) return e.code;
    throw e;
  }
}

/**
 * On PostgreSQL, a second pool on the test database with `size` connections, so clients really run at
 * once; the embedded database has one connection whatever we ask, so its own Database is used.
 */
export async function concurrentDatabase(t: TestDatabase, size: number): Promise<{ db: Database; close(): Promise<void> }> {
  if (!t.url) return { db: t.database, close: async () => {} };
  const db = await openDatabase({ databaseUrl: t.url, dataDir: '', poolSize: size });
  return { db, close: () => db.close() };
}

/** Resolves when opened: N clients awaiting it start in the same tick. */
export function barrier(): { wait: Promise<void>; open(): void } {
  let open = () => {};
  const wait = new Promise<void>((r) => {
    open = r;
  });
  return { wait, open };
}

export const envNumber = (name: string, fallback: number): number => {
  const v = Number(process.env[name]);
  return Number.isFinite(v) && v > 0 ? v : fallback;
};

/**
 * The length of a long ledger run: its own variable when set, else the full length under LEDGER_FULL=1, else the
 * CI length (README "Tests": the suite's budget; `LEDGER_FULL=1 npm test` runs the soak and contention tests
 * at the lengths they were written for).
 */
export const runLength = (name: string, lengths: { ci: number; full: number }): number =>
  envNumber(name, process.env.LEDGER_FULL === '1' ? lengths.full : lengths.ci);
