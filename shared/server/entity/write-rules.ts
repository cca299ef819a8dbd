// What a module adds to the writes of one of its entities beyond the declaration. The rules travel with the
// entity's service, so every writer applies them: the derived routes, imports, and hand-written commands
// that call the service.
import type { EntityDecl } from '@entrepot/entity';
import { type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor, Tx } from '../db/database.ts';
import { AppError, conflict } from '../errors.ts';
import type { EntityService, ServiceRow, StoredRow, WriteInput } from './service.ts';

type Row = Record<string, unknown>;

/**
 * A stored record as a rule is given it: its declaration's row (StoredRow), a plain row for untyped rules (the
 * default, whose declaration names no fields). `D` stays the checked type so that rules keep their variance.
 */
type Stored<D extends EntityDecl> = D['fields'] extends infer F ? (string extends keyof F ? Row : StoredRow<D>) : never;
/** A written record as `onChange` is given it: its wire form (ServiceRow), a plain row for untyped rules. */
type Written<D extends EntityDecl> = D['fields'] extends infer F ? (string extends keyof F ? Row : ServiceRow<D>) : never;

/** The base columns of a stored record, in the record as it will be (none yet on a create). */
type BaseColumns = { id?: unknown; version?: unknown; created_at?: unknown; updated_at?: unknown; created_by?: unknown; updated_by?: unknown };

/** `create`, `update`, `delete`, or the name of a status transition. */
export type WriteAction = string;

/**
 * The rules of one entity's writes; the stored records they are given (`before`, `record`) are typed by its
 * declaration (`WriteRules<typeof supplier>`, rows as the table stores them: StoredRow), and so is the written
 * record `onChange` is given (its wire form: ServiceRow). `input` (what the writer sent) and `after` (it merged
 * onto the stored record) name the declaration's fields only — a rule reading a key the entity does not declare
 * is refused by the type checker — but their values stay unknown: the writer's own, not yet the table's.
 */
// Methods, not function-valued properties: a module's rules typed by its declaration (`WriteRules<typeof x>`) go
// wherever rules of any entity do (a resource's binding), as the service that runs them hands each its own rows.
export interface WriteRules<D extends EntityDecl = EntityDecl> {
  /**
   * Server-made columns of a create (`before` is null) or an update, after checking the references; a bad
   * value throws `invalid(field, message)`.
   */
  derive?(exec: Executor, input: WriteInput<D>, before: Stored<D> | null): Promise<Row>;
  /** Why the record as it will be is refused (a duplicate the declaration cannot express), or null. */
  check?(exec: Executor, after: WriteInput<D> & BaseColumns, before: Stored<D> | null): Promise<string | null>;
  /** Why the record cannot be deleted now (others still use it), or null. */
  inUse?(exec: Executor, record: Stored<D>): Promise<string | null>;
  /** Why the transition is refused now beyond the state machine (a location still holding stock), or null. */
  blocksTransition?(exec: Executor, record: Stored<D>, transition: string): Promise<string | null>;
  /**
   * A document's lines as they will be written (`document.lines`), given its header as it will be: what the
   * server knows goes in (a purchase line's price from the supplier's quotation in force), a line that cannot
   * be written is refused by throwing. Runs before the lines are written and their figures derived.
   */
  lines?(exec: Executor, header: Row, lines: Row[]): Promise<Row[]>;
  /** Runs in the write's transaction with the record as written (as it was, for a delete). */
  onChange?(tx: Tx, action: WriteAction, row: Written<D>): Promise<void>;
  /** The refusal when a write would leave the record outside the writer's data rules. */
  outOfScope?: string;
}

/** A module's rules per service, each typed by its own entity's declaration (its records read as typed rows). */
export type RulesOf<S> = { [K in keyof S]?: S[K] extends EntityService<infer D> ? WriteRules<D> : never };

/** The refusal as a 10409, when the rule answered one. */
export async function refuseWhen(why: Promise<string | null> | undefined): Promise<void> {
  const message = await why;
  if (message) throw conflict(message);
}

/** What a rule's refusal says about one field, for an import's error report. */
export function ruleError(e: unknown): { column: string; message: string } | undefined {
  if (!(e instanceof AppError)) return undefined;
  const data = e.data as { field?: string; rule?: string } | null;
  if (data?.field && data.rule) return { column: data.field, message: data.rule };
  return { column: '', message: e.message };
}

/** `message` while a row of `table` matches `where` (a record still using this one), else null: `inUse`'s building block. */
export async function usedBy(exec: Executor, table: PgTable, where: SQL | undefined, message: string): Promise<string | null> {
  const rows = await exec.select({ one: sql`1` }).from(table).where(where).limit(1);
  return rows.length ? message : null;
}
