import type { EntityDecl, ScopeDimension } from '@entrepot/entity';
import { and, arrayOverlaps, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import { columnOf, type EntityTable, tableOf } from './table.ts';

/** One group's row rule with `own` organizations resolved to ids, as the engine applies it. */
export interface ResolvedRowRule {
  organizations?: string[];
  ownerId?: string;
  warehouses?: string[];
  platforms?: string[];
  accounts?: string[];
}

/**
 * A user's groups combined dimension by dimension: in each dimension the values of every group that restricts it
 * add up (two warehouse groups → both warehouses), a group that does not restrict a dimension leaves it to the
 * others (a platform group does not widen the warehouses to all), and a dimension no group restricts is open.
 * The dimensions then all apply together. One rule, or none when no group restricts anything.
 */
export function combineRowRules(rules: ResolvedRowRule[]): ResolvedRowRule[] {
  if (rules.length === 0) return [];
  const combined: ResolvedRowRule = {};
  for (const rule of rules) {
    for (const key of ['organizations', 'warehouses', 'platforms', 'accounts'] as const) {
      const values = rule[key];
      if (values) combined[key] = [...new Set([...(combined[key] ?? []), ...values])];
    }
    if (rule.ownerId) combined.ownerId = rule.ownerId;
  }
  return [combined];
}

/** What a user may see beyond their function permissions; absent or `unrestricted` → everything. */
export interface DataAccess {
  unrestricted: boolean;
  /** OR-ed: a record is visible when one rule lets it through (a user's groups give one, `combineRowRules`). Empty → no row restriction. */
  rows: ResolvedRowRule[];
  /** Entity name → fields hidden from this user (hidden when any of their groups hides them). */
  hidden: Record<string, string[]>;
}

const DIMENSIONS: [ScopeDimension, keyof ResolvedRowRule][] = [
  ['organization', 'organizations'],
  ['owner', 'ownerId'],
  ['warehouse', 'warehouses'],
  ['platform', 'platforms'],
  ['account', 'accounts'],
];

function condition(table: EntityTable, field: string, values: string | string[]): SQL {
  const column = columnOf(table, field);
  if (typeof values === 'string') return eq(column, values);
  if (values.length === 0) return sql`false`;
  // An array column (a record in several warehouses or accounts) matches when they overlap.
  return column.columnType === 'PgArray' ? arrayOverlaps(column, values) : inArray(column, values);
}

/**
 * The row condition of a user's data rules for one entity: its own (`scopes`) and, with `scopeThrough`, its
 * parent's, met through the reference (recursively: a SKU's price follows the SKU, which follows its SPU).
 */
export function rowScope(decl: EntityDecl, table: EntityTable, access: DataAccess | undefined): SQL | undefined {
  const own = ownRowScope(decl, table, access);
  const through = decl.scopeThrough;
  if (!through) return own;
  const parentTable = parentTableOf(through.parent);
  const parent = rowScope(through.parent, parentTable, access);
  if (!parent) return own;
  const inherited = sql`${columnOf(table, through.field)} in (select ${parentTable.id} from ${parentTable} where ${parent})`;
  return own ? and(own, inherited) : inherited;
}

const parentTables = new WeakMap<EntityDecl, EntityTable>();
/** The parent's table as SQL names it (its columns are what the parent's rules read). */
function parentTableOf(decl: EntityDecl): EntityTable {
  const known = parentTables.get(decl);
  if (known) return known;
  const table = tableOf(decl);
  parentTables.set(decl, table);
  return table;
}

/**
 * A rule restricts only the dimensions the entity declares in `scopes`; a rule none of whose dimensions apply
 * lets every row through.
 */
function ownRowScope(decl: EntityDecl, table: EntityTable, access: DataAccess | undefined): SQL | undefined {
  if (!access || access.unrestricted || access.rows.length === 0) return undefined;
  const perRule: SQL[] = [];
  for (const rule of access.rows) {
    const parts = DIMENSIONS.flatMap(([dimension, key]) => {
      const field = decl.scopes[dimension];
      const values = rule[key];
      return field && values !== undefined ? [condition(table, field, values)] : [];
    });
    if (parts.length === 0) return undefined; // this rule does not restrict this entity
    perRule.push(parts.length === 1 ? parts[0]! : and(...parts)!);
  }
  return perRule.length === 1 ? perRule[0] : or(...perRule);
}

export function hiddenFields(decl: EntityDecl, access: DataAccess | undefined): Set<string> {
  if (!access || access.unrestricted) return new Set();
  return new Set(access.hidden[decl.name] ?? []);
}
