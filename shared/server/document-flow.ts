// Document flow (notes/documents.md "Document flow"): a source line (a purchase-order line) keeps what later
// documents took from it (received, returned…) in a column, so "what is still open" is a read. Each downstream
// line records its take here, keyed by its own id and version: the column moves by the difference, in the
// downstream document's transaction or in an idempotent event handler (a redelivered or older version changes
// nothing). `flowMismatches` recomputes every stored column from the records, as the ledger's invariant does.
import { toScaled } from '@entrepot/entity';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from './db/database.ts';
import { documentFlow } from './platform.schema.ts';

/** One kind of take: the source lines' table, their id column and the column that sums the takes. */
export interface FlowKind {
  kind: string;
  lines: PgTable;
  id: PgColumn;
  total: PgColumn;
  /** The takes are money (`Take.amount`, decimal strings summed as numeric; a payment's 已付), not counts. */
  money?: boolean;
}

export interface Take {
  /** The downstream line (a receipt line). */
  target: string;
  /** The source line it took from (a purchase-order line). */
  source: string;
  /** What it takes now (a receipt line corrected from 40 to 38 sends 38); 0 in a money flow. */
  quantity: number;
  /** A money flow's take now, a decimal string (`'1250.00'`; `'0'` when taken back). */
  amount?: string;
  /** The downstream line's version: a take is applied only when newer than the one recorded. */
  version: number;
  /** The downstream document's number (RC20261127-0001), shown beside the source's lines. */
  document?: string;
}

/**
 * Applies a take; answers how much the source line's total moved (0 when the take was already applied; in a money
 * flow 1 when it moved — the figures themselves stay decimal, in the database).
 */
export async function recordTake(tx: Executor, flow: FlowKind, take: Take): Promise<number> {
  const [before] = await tx
    .select({ source: documentFlow.source_line, quantity: documentFlow.quantity, amount: documentFlow.amount, version: documentFlow.version })
    .from(documentFlow)
    .where(and(eq(documentFlow.kind, flow.kind), eq(documentFlow.target_line, take.target)))
    .for('update');
  if (before && before.version >= take.version) return 0;
  const amount = flow.money ? (take.amount ?? '0') : null;
  const recorded = { source_line: take.source, target_document: take.document ?? null, quantity: take.quantity, amount, version: take.version };
  await tx
    .insert(documentFlow)
    .values({ kind: flow.kind, target_line: take.target, ...recorded })
    .onConflictDoUpdate({ target: [documentFlow.kind, documentFlow.target_line], set: { ...recorded, updated_at: sql`now()` } });
  const move = async (source: string, by: SQL) => {
    await tx
      .update(flow.lines)
      .set({ [flow.total.name]: sql`coalesce(${flow.total}, 0) + ${by}` })
      .where(eq(flow.id, source));
  };
  if (flow.money) {
    const was = before?.amount ?? '0';
    if (before && before.source !== take.source) {
      await move(before.source, sql`-${was}::numeric`);
      await move(take.source, sql`${amount}::numeric`);
      return 1;
    }
    if (toScaled(String(amount), 2) === toScaled(was, 2)) return 0;
    await move(take.source, sql`${amount}::numeric - ${was}::numeric`);
    return 1;
  }
  if (before && before.source !== take.source) {
    if (before.quantity !== 0) await move(before.source, sql`${-before.quantity}`);
    if (take.quantity !== 0) await move(take.source, sql`${take.quantity}`);
    return take.quantity;
  }
  const delta = take.quantity - (before?.quantity ?? 0);
  if (delta !== 0) await move(take.source, sql`${delta}`);
  return delta;
}

/**
 * Source lines whose stored total differs from the sum of the takes recorded against them (none when sound); a
 * money flow's figures as decimal strings.
 */
export async function flowMismatches(
  exec: Executor,
  flow: FlowKind,
  where?: SQL,
): Promise<{ line: string; stored: number | string; recorded: number | string }[]> {
  const taken = flow.money ? sql`sum(amount)` : sql`sum(quantity)`;
  const as = flow.money ? sql`numeric(18,2)` : sql`int`;
  const { rows } = await exec.execute<{ line: string; stored: number | string; recorded: number | string }>(sql`
    select l.id::text as line, l.stored::${as} as stored, coalesce(f.recorded, 0)::${as} as recorded
    from (select ${flow.id} as id, coalesce(${flow.total}, 0) as stored from ${flow.lines} ${where ? sql`where ${where}` : sql``}) l
    left join (select source_line, ${taken} as recorded from ${documentFlow} where kind = ${flow.kind} group by source_line) f
      on f.source_line = l.id::text
    where l.stored <> coalesce(f.recorded, 0)
    order by 1`);
  return rows;
}

export interface RecordedTake {
  kind: string;
  source_line: string;
  target_document: string | null;
  quantity: number;
  /** A money flow's take, a decimal string (null in a flow of counts). */
  amount: string | null;
  updated_at: Date;
}

/** What downstream documents took from these source lines (a purchase order's receipts), oldest first. */
export async function takesOf(exec: Executor, flows: readonly FlowKind[], sourceLines: readonly string[]): Promise<RecordedTake[]> {
  if (sourceLines.length === 0 || flows.length === 0) return [];
  return exec
    .select({
      kind: documentFlow.kind,
      source_line: documentFlow.source_line,
      target_document: documentFlow.target_document,
      quantity: documentFlow.quantity,
      amount: documentFlow.amount,
      updated_at: documentFlow.updated_at,
    })
    .from(documentFlow)
    .where(
      and(
        inArray(
          documentFlow.kind,
          flows.map((f) => f.kind),
        ),
        inArray(documentFlow.source_line, [...sourceLines]),
      ),
    )
    .orderBy(asc(documentFlow.updated_at), asc(documentFlow.target_line));
}
