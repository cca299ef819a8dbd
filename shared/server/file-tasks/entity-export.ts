import type { EntityDecl } from '@entrepot/entity';
import { and, asc, gt, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/database.ts';
import { countOf, whereOf } from '../entity/list.ts';
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

/** Writes the filtered rows to an xlsx file in keyset batches: memory stays flat whatever the row count. */
export async function exportEntity(request: ExportRequest): Promise<number> {
  const { service, exec } = request;
  const { decl, table } = service;
  const filters = [...whereOf(decl, table, request.query), service.queryFilter(request.query), request.scope].filter((f): f is SQL => f !== undefined);
  const { total } = await countOf(exec, table, filters.length ? and(...filters) : undefined, true);
  const columns = exportColumns(decl, request.hidden);
  const id = columnOf(table, 'id');
  async function* batches() {
    let last: string | undefined;
    for (;;) {
      const rows = (await exec
        .select()
        .from(table)
        .where(and(...filters, last ? gt(id, last) : undefined))
        .orderBy(asc(id))
        .limit(BATCH)) as Record<string, unknown>[];
      if (rows.length === 0) return;
      last = String(rows.at(-1)!.id);
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
