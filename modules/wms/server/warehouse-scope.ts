import type { DataAccess } from '@entrepot/server-kit/entity';
import { type Column, inArray, or, SQL, sql } from 'drizzle-orm';

/**
 * The warehouse data rule on a table that is not an engine entity (the ledger's balances and movements),
 * with the engine's semantics (`rowScope`): rules add up; a rule without `warehouses` lets every row
 * through; admins and users in no group with row rules are not restricted.
 */
export function warehouseScope(access: DataAccess | undefined, column: Column | SQL): SQL | undefined {
  if (!access || access.unrestricted || access.rows.length === 0) return undefined;
  const parts: SQL[] = [];
  for (const rule of access.rows) {
    if (rule.warehouses === undefined) return undefined;
    const ids = rule.warehouses;
    parts.push(ids.length === 0 ? sql`false` : column instanceof SQL ? inArray(column, ids) : inArray(column, ids));
  }
  return parts.length === 1 ? parts[0] : or(...parts);
}

/** Whether the data rule lets the user see (and so write) records of this warehouse. */
export function mayUseWarehouse(access: DataAccess | undefined, warehouseId: string): boolean {
  if (!access || access.unrestricted || access.rows.length === 0) return true;
  return access.rows.some((rule) => rule.warehouses === undefined || rule.warehouses.includes(warehouseId));
}

/** The refusal when a write would touch a warehouse outside the writer's data rules. */
export const OUT_OF_SCOPE = '无权操作该仓库的数据';
