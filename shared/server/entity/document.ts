// A document's figures (its `document` declaration): each line's products (amount = quantity × price) and the
// header's sums over its lines, computed by the database in the write's transaction from what is stored —
// whatever a client sent for them is never read. Decimal arithmetic throughout (numeric columns, `round`).
import type { ChildrenField, DocumentOption } from '@entrepot/entity';
import { inArray, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../db/database.ts';
import type { EntityService } from './service.ts';
import { columnOf } from './table.ts';

type Row = Record<string, unknown>;

/** Recomputes each line's products (`amount = round(quantity × price, 2)`) of these documents. */
export async function deriveLineProducts(tx: Tx, lines: EntityService, field: ChildrenField, doc: DocumentOption, ids: string[]): Promise<void> {
  const products = Object.entries(doc.lineProducts ?? {});
  if (!products.length || !ids.length) return;
  await tx
    .update(lines.table)
    .set(Object.fromEntries(products.map(([target, [a, b]]) => [target, sql`round(${columnOf(lines.table, a)} * ${columnOf(lines.table, b)}, 2)`])))
    .where(inArray(columnOf(lines.table, field.foreignKey), ids));
}

/**
 * Recomputes these documents' header sums over their stored lines (one statement for all of them, a second for the
 * tax); answers the headers as now stored (none without sums).
 */
export async function deriveSums(
  tx: Tx,
  header: EntityService,
  lines: EntityService,
  field: ChildrenField,
  doc: DocumentOption,
  ids: string[],
): Promise<Row[]> {
  const sums = Object.entries(doc.sums ?? {});
  if (!sums.length || !ids.length) return [];
  const headerId = columnOf(header.table, 'id');
  // Each header's own lines: the subquery is correlated to the row being updated.
  const total = (source: string): SQL =>
    sql`(select coalesce(sum(l.${sql.identifier(columnOf(lines.table, source).name)}), 0) from ${lines.table} l where l.${sql.identifier(columnOf(lines.table, field.foreignKey).name)} = ${headerId})`;
  const ofHeaders = inArray(headerId, ids);
  const rows = (await tx
    .update(header.table)
    .set(Object.fromEntries(sums.map(([target, source]) => [target, total(source)])))
    .where(ofHeaders)
    .returning()) as Row[];
  if (!doc.tax) return rows;
  const c = (f: string) => columnOf(header.table, f);
  const { amount, of, rate, included } = doc.tax;
  return (await tx
    .update(header.table)
    .set({
      [amount]: sql`case when ${c(included)} then round(${c(of)} * coalesce(${c(rate)}, 0) / (100 + coalesce(${c(rate)}, 0)), 2)
        else round(${c(of)} * coalesce(${c(rate)}, 0) / 100, 2) end`,
    })
    .where(ofHeaders)
    .returning()) as Row[];
}
