// What every catalogue import kind works with, and the shape of its two passes (import-job.ts runs them).
import type { Database, Tx } from '@entrepot/server-kit/db';
import type { Actor, DataAccess } from '@entrepot/server-kit/entity';
import type { ImportError, SheetRow } from '@entrepot/server-kit/file-tasks';
import { sameValue } from '../domain/same-value.ts';
import type { CatalogueServices, Publisher } from './services.ts';

export interface ImportEnv {
  database: Database;
  s: CatalogueServices;
  actor: Actor;
  /** The importer's data rules, as they were when the file was uploaded. */
  access: DataAccess | undefined;
  publisher?: Publisher;
}

/** What the import did, e.g. `{spu_created: 2, sku_created: 12}`: the task's result. */
export type ImportCounts = Record<string, number>;

/** A kind's two passes: the whole file checked (nothing written), then its units written in batches. */
export interface ImportProcess<U> {
  plan(rows: SheetRow[], env: ImportEnv): Promise<{ errors: ImportError[]; units: U[] }>;
  /** Writes one unit in the batch's transaction; a unit already written is left as it is (a repeated file). */
  write(tx: Tx, unit: U, env: ImportEnv, counts: ImportCounts): Promise<void>;
  /** The file rows a unit stands for (progress and batch size). */
  rows(unit: U): number;
}

export const count = (counts: ImportCounts, key: string, n = 1) => {
  if (n > 0) counts[key] = (counts[key] ?? 0) + n;
};

/** Decimal texts compared by value ('18.50' = '18.5'), other values as they are (kept in ../domain/same-value.ts). */
export { sameValue };

/** The entries of `values` that differ from the stored record. */
export function changedValues(stored: Record<string, unknown>, values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(values).filter(([k, v]) => !sameValue(stored[k], v)));
}
