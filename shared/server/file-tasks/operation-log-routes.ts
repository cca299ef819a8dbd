// The routes of an operation log's query (@entrepot/entity `operationLogQuery`): the engine's audit log joined to
// the records the caller may see (`auditSource`), each page's changes without the reader's hidden columns and
// with references by their titles, the action in words; and its export as an xlsx at once, the changes as lines.
import { loggedTimeText } from '@entrepot/contract';
import type { EntityDecl, QueryDecl } from '@entrepot/entity';
import type { SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/database.ts';
import { type Changes, titledChanges, visibleChanges } from '../entity/audit.ts';
import { hiddenFields } from '../entity/data-scope.ts';
import type { Route } from '../entity/handlers.ts';
import { auditSource, queryList } from '../entity/query-list.ts';
import type { EntityRegistry } from '../entity/service.ts';
import type { EntityTable } from '../entity/table.ts';
import { requestUser } from '../request-user.ts';
import { cellOf } from './cells.ts';
import { queryExport } from './query-export.ts';

type Row = Record<string, unknown>;

export interface OperationLogRoutesOptions {
  /** The logged entity's table, joined to the log by record id. */
  table: EntityTable;
  /** The record's own columns the query declares (`sku_code: skus.code`…). */
  columns: Record<string, PgColumn | SQL>;
  /** The records the caller may see (the entity's data rules). */
  scope(request: FastifyRequest): SQL | undefined;
  /** Titles of the logged entity's references (the module's registry). */
  registry: EntityRegistry;
  /** The export's file name before its day (default: the query's label). */
  file?: string;
}

const EMPTY = '空';

/** `采购单价(元): 12.50 → 11.80`, one line a changed field, values as the export's cells read (labels, titles, Shanghai time). */
export function changeLinesText(decl: EntityDecl, changes: Changes): string[] {
  return Object.entries(changes ?? {}).map(([key, { before, after }]) => {
    const field = decl.fields[key];
    const text = (v: unknown) => {
      if (v === null || v === undefined || v === '') return EMPTY;
      if (!field) return typeof v === 'object' ? JSON.stringify(v) : String(v);
      if (field.type === 'datetime') return loggedTimeText(String(v));
      return String(cellOf(key, field, { [key]: v }) ?? EMPTY);
    };
    return `${field?.label ?? key}: ${text(before)} → ${text(after)}`;
  });
}

/** `{list, export}`: the log's list route and its xlsx, both guarded by the query's codes. */
export function operationLogRoutes(query: QueryDecl, database: Database, o: OperationLogRoutesOptions): { list: Route; export: Route } {
  const of = query.logOf;
  if (!of) throw new Error(`${query.name}: not an operation log's query (operationLogQuery)`);
  const action = query.fields.action;
  const labels = new Map(action?.type === 'enum' ? action.options.map((a) => [a.value, a.label]) : []);
  const rows = async (page: Row[], request: FastifyRequest) => {
    const hidden = hiddenFields(of, requestUser(request).access);
    const changes = await titledChanges(
      database.db,
      of,
      o.registry,
      page.map((r) => visibleChanges(r.changes as Changes, hidden)),
    );
    return page.map(({ created: _, ...r }, i) => ({ ...r, action_label: labels.get(String(r.action)) ?? r.action, changes: changes[i]! }));
  };
  const options = { registry: o.registry, source: (r: FastifyRequest) => auditSource(of, o.table, o.columns, o.scope(r)), rows };
  return {
    list: queryList(query, database, options),
    export: queryExport(query, database, {
      ...options,
      file: o.file ?? query.label,
      cells: { changes: (r) => changeLinesText(of, r.changes as Changes).join('\n') },
    }),
  };
}
