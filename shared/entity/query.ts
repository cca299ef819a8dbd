// A list that is not one table (a join, an aggregate, an operation log): declared as fields with the entity
// engine's flags over a SQL source the server gives. The server derives the query's validation, filters, sort,
// paging and capped totals from it (`queryList` in @entrepot/server-kit/entity); the web its filter bar and
// columns (`QueryListPage` in @entrepot/web/area). Rows are read only: a query has no form, delete or transition.
import { type CrudAction, defineEntity, type EntityDecl, type EntityOptions, type Fields } from './define-entity.ts';
import { datetime, enumOf, json, text } from './fields.ts';

export interface QueryOptions<F extends Fields> extends Pick<EntityOptions<F>, 'name' | 'label' | 'fields' | 'scopes' | 'counts'> {
  /** The code that reads the list: a query reads other entities' records, so usually their `read` code. */
  permission: string;
  /** The code of its export (default: `permission`). */
  exportPermission?: string;
  /** List order; the engine appends `id` (every source answers an `id` column that is unique per row). */
  defaultSort: NonNullable<EntityOptions<F>['defaultSort']>;
  /**
   * Figures summed over every row under the list's filters and data rules, not the page (a report's 合计): the
   * list answers them as `totals` and its screen shows them below the rows. Number, quantity, money or decimal fields.
   */
  totals?: readonly (keyof F & string)[];
}

export type QueryDecl<F extends Fields = Fields> = EntityDecl<F> & {
  query: true;
  totals?: readonly string[];
  /** An operation log's query (`operationLogQuery`): the entity whose records' changes it lists. */
  logOf?: EntityDecl;
};

const SUMMABLE = new Set(['number', 'quantity', 'money', 'decimal']);

export function defineQuery<F extends Fields>(options: QueryOptions<F>): QueryDecl<F> {
  const [first] = Object.keys(options.fields);
  if (!first) throw new Error(`${options.name}: a query needs fields`);
  const { totals, ...entity } = options;
  const unsummable = totals?.find((key) => !SUMMABLE.has(options.fields[key]?.type ?? ''));
  if (unsummable) throw new Error(`${options.name}: totals names ${unsummable}, which is no number, quantity, money or decimal field`);
  const decl = defineEntity({ ...entity, table: options.name, titleField: first });
  const read = options.permission;
  // Only reading and exporting exist; any other action answers a code nobody is given (the pages offer none).
  const permission = (action: CrudAction | string) =>
    action === 'read' ? read : action === 'export' ? (options.exportPermission ?? read) : `${options.name}.${action}`;
  return { ...decl, permission, query: true, ...(totals?.length ? { totals } : {}) };
}

export const isQuery = (decl: EntityDecl): decl is QueryDecl => (decl as Partial<QueryDecl>).query === true;

/**
 * The fields every operation-log query shares (`auditSource` on the server answers their columns): what was
 * done, by whom, what changed, and the days it happened in (`created_from`, `created_to`). Put `at` (时间) and
 * the record's own columns around them.
 */
export const operationLogFields = (actions: Record<string, string>) => ({
  action: enumOf({ label: '操作', options: Object.entries(actions).map(([value, label]) => ({ value, label })), filter: 'equal' }),
  user_name: text({ label: '操作人', max: 50, filter: 'like' }),
  changes: json({ label: '变更内容', list: true, check: () => null }), // read only: never written
  created: datetime({ label: '日期', filter: 'range', days: true, list: false }),
});

/** What a log calls each action of an entity: 新增, 修改, 删除 and its status transitions by their labels. */
export function logActionsOf(decl: EntityDecl): Record<string, string> {
  const transitions = Object.values(decl.fields).flatMap((f) =>
    f.type === 'status' ? Object.entries(f.machine.transitions).map(([name, t]) => [name, t.label]) : [],
  );
  return { create: '新增', update: '修改', delete: '删除', ...Object.fromEntries(transitions) };
}

export interface OperationLogOptions<F extends Fields> extends Pick<QueryOptions<F>, 'name' | 'label' | 'exportPermission'> {
  /** The entity whose records' changes are listed; its `read` code reads the log unless `permission` says otherwise. */
  of: EntityDecl;
  permission?: string;
  /** The record's own columns beside the log's (`sku_code`, `offer_id`…), with their filters; the server's source answers them. */
  fields: F;
  /** The actions it names (default `logActionsOf(of)`: leave out those that never happen, 删除 of a record that is never deleted). */
  actions?: Record<string, string>;
}

/**
 * A 修改日志 screen's query: every change of every record of `of` the reader may see, newest first — 时间, the
 * record's own columns, 操作, 操作人, 变更内容 (before → after, in the form's words) and the days it happened in.
 * The server's `operationLogRoutes` answers it and its export; `QueryListPage` shows the changes as lines.
 */
export function operationLogQuery<F extends Fields>(o: OperationLogOptions<F>) {
  const query = defineQuery({
    name: o.name,
    label: o.label,
    permission: o.permission ?? o.of.permission('read'),
    ...(o.exportPermission ? { exportPermission: o.exportPermission } : {}),
    defaultSort: [{ field: 'at', dir: 'desc' }],
    fields: { at: datetime({ label: '时间' }), ...o.fields, ...operationLogFields(o.actions ?? logActionsOf(o.of)) },
  });
  return { ...query, logOf: o.of };
}
