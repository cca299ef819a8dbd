import type { EntityDecl } from '@entrepot/entity';
import { and, inArray, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/database.ts';
import { countOf } from '../entity/list.ts';
import { orderSql, sortPartsOf, whereOf } from '../entity/list-filters.ts';
import type { EntityService } from '../entity/service.ts';
import { columnOf } from '../entity/table.ts';
import { cellOf } from './cells.ts';
import { type SheetColumn, writeXlsx } from './xlsx.ts';

const BATCH = 1_000;

/** Declared, readable, exported fields the user may see, in declaration order. */
export function exportColumns(decl: EntityDecl, hidden: Set<string>): SheetColumn[] {
  return Object.entries(decl.fields)
    .filter(([key, f]) => !f.writeOnly && f.exported !== false && !hidden.has(key))
    .map(([key, f]) => ({ key, label: f.label }));
}

export interface ExportRequest {
  service: EntityService;
  exec: Executor;
  /** The list's filters, as the list route reads them. */
  query: Record<string, unknown>;
  /** Data permissions: the same row scope as every other read. */
  scope?: SQL;
  hidden: Set<string>;
  /** Masked fields starred for a reader who may not see them whole (`maskerOf`). */
  mask?: (row: Record<string, unknown>) => Record<string, unknown>;
  path: string;
  onProgress: (done: number, total: number) => Promise<void>;
}

/** Writes the filtered rows to an xlsx file, in the list's order, in batches: memory holds the ids and one batch. */
export async function exportEntity(request: ExportRequest): Promise<number> {
  const { service, exec } = request;
  const { decl, table } = service;
  const filters = [...whereOf(decl, table, request.query), service.queryFilter(request.query), request.scope].filter((f): f is SQL => f !== undefined);
  const { total } = await countOf(exec, table, filters.length ? and(...filters) : undefined, true);
  const columns = exportColumns(decl, request.hidden);
  const id = columnOf(table, 'id');
  // In the list's order (its sort, else the entity's default, ids breaking ties): the ids in that order first
  // (one sort, 36 bytes a row), then the rows batch by batch, each batch put back in that order.
  const where = filters.length ? and(...filters) : undefined;
  const ordered = (
    await exec
      .select({ id })
      .from(table)
      .where(where)
      .orderBy(orderSql(table, sortPartsOf(decl, request.query.sort)))
  ).map((r) => String(r.id));
  async function* batches() {
    for (let at = 0; at < ordered.length; at += BATCH) {
      const wanted = ordered.slice(at, at + BATCH);
      const found = (await exec.select().from(table).where(inArray(id, wanted))) as Record<string, unknown>[];
      const byId = new Map(found.map((r) => [String(r.id), r]));
      const rows = wanted.flatMap((key) => byId.get(key) ?? []) as Record<string, unknown>[]; // one deleted meanwhile is left out
      const wire = await service.expand(
        exec,
        rows.map((r) => service.toWire(r)),
      );
      const seen = request.mask ? wire.map(request.mask) : wire;
      yield seen.map((row) => Object.fromEntries(columns.map((c) => [c.key, cellOf(c.key, decl.fields[c.key]!, row)])));
    }
  }
  return writeXlsx(request.path, columns, batches(), (done) => request.onProgress(done, total));
}
