// A document's figures (its `document` declaration): each line's products (amount = quantity × price) and the
// header's sums over its lines, computed by the database in the write's transaction from what is stored —
// whatever a client sent for them is never read. Decimal arithmetic throughout (numeric columns, `round`).
import type { ChildrenField, DocumentOption } from '@entrepot/entity';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../db/database.ts';
import type { EntityService } from './service.ts';
import { columnOf } from './table.ts';

type Row = Record<string, unknown>;

/** Recomputes each line's products (`amount = round(quantity × price, 2)`) of one document. */
export async function deriveLineProducts(tx: Tx, lines: EntityService, field: ChildrenField, doc: DocumentOption, id: string): Promise<void> {
  const products = Object.entries(doc.lineProducts ?? {});
  if (!products.length) return;
  await tx
    .update(lines.table)
    .set(Object.fromEntries(products.map(([target, [a, b]]) => [target, sql`round(${columnOf(lines.table, a)} * ${columnOf(lines.table, b)}, 2)`])))
    .where(eq(columnOf(lines.table, field.foreignKey), id));
}

/** Recomputes one document's header sums over its stored lines; answers the header row as now stored (undefined without sums). */
export async function deriveSums(
  tx: Tx,
  header: EntityService,
  lines: EntityService,
  field: ChildrenField,
  doc: DocumentOption,
  id: string,
): Promise<Row | undefined> {
  const sums = Object.entries(doc.sums ?? {});
  if (!sums.length) return undefined;
  const ofLines = eq(columnOf(lines.table, field.foreignKey), id);
  const total = (source: string): SQL => sql`(select coalesce(sum(${columnOf(lines.table, source)}), 0) from ${lines.table} where ${ofLines})`;
  const ofHeader = eq(columnOf(header.table, 'id'), id);
  const [row] = (await tx
    .update(header.table)
    .set(Object.fromEntries(sums.map(([target, source]) => [target, total(source)])))
    .where(ofHeader)
    .returning()) as Row[];
  if (!doc.tax) return row;
  const c = (f: string) => columnOf(header.table, f);
  const { amount, of, rate, included } = doc.tax;
  const [taxed] = (await tx
    .update(header.table)
    .set({
      [amount]: sql`case when ${c(included)} then round(${c(of)} * coalesce(${c(rate)}, 0) / (100 + coalesce(${c(rate)}, 0)), 2)
        else round(${c(of)} * coalesce(${c(rate)}, 0) / 100, 2) end`,
    })
    .where(ofHeader)
    .returning()) as Row[];
  return taxed;
}
