// Reversals (冲销): a posting, or every posting of a source document, undone by new append-only postings with
// the opposite changes (`reversal_of` = the original), through the same locks and guards as any posting.
import { notFound } from '@entrepot/server-kit';
import type { Executor, Tx } from '@entrepot/server-kit/db';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { MAX_REVERSAL_REASON } from '../../entities/stock.ts';
import { stockMovements } from '../../server/ledger.schema.ts';
import { isId, type Leg, MOVEMENT_TYPES, type MovementType, type Source, type StockKey, validateSource } from './movements.ts';
import { type Entry, type PostResult, postEntries, type StockEventSink, toError } from './post.ts';
import { reversalLegs, reversalRefusal } from './reversal.ts';

/** What to reverse: a document's postings (every line, or `source.line`'s), optionally only one movement type. */
export interface ReversalTarget {
  /** `line` given: that line only ('' = the postings without a line); absent: every line of the document. */
  source: Source;
  /** Only this type's posting (a line's `reserve`, not its `release`): one line and type name one posting. */
  movementType?: MovementType;
}

export interface ReversalRequest extends ReversalTarget {
  /** Why (冲销原因), kept as the reversal's note: 1–200 characters. */
  reason: string;
  operator: string;
}

/** An original posting as the ledger holds it. */
export interface PostingToReverse {
  postingId: string;
  type: MovementType;
  skuId: string;
  source: { type: string; id: string; line: string };
  correlationId: string | null;
  qty: number;
  legs: Leg[];
}

/** The original postings of a target (reversals are never reversed), newest first: the order they are undone in. */
export async function postingsToReverse(exec: Executor, target: ReversalTarget): Promise<PostingToReverse[]> {
  const m = stockMovements;
  const rows = await exec
    .select()
    .from(m)
    .where(
      and(
        isNull(m.reversalOf),
        eq(m.sourceType, target.source.type),
        eq(m.sourceId, target.source.id),
        target.source.line === undefined ? undefined : eq(m.sourceLine, target.source.line),
        target.movementType === undefined ? undefined : eq(m.type, target.movementType),
      ),
    )
    .orderBy(asc(m.id));
  const byPosting = new Map<string, PostingToReverse>();
  for (const r of rows) {
    let p = byPosting.get(r.postingId);
    if (!p) {
      p = {
        postingId: r.postingId,
        type: r.type,
        skuId: r.skuId,
        source: { type: r.sourceType, id: r.sourceId, line: r.sourceLine },
        correlationId: r.correlationId,
        qty: r.qty,
        legs: [],
      };
      byPosting.set(r.postingId, p);
    }
    p.legs[r.leg] = {
      warehouseId: r.warehouseId,
      locationId: r.locationId,
      skuId: r.skuId,
      dOnHand: r.dOnHand,
      dReserved: r.dReserved,
      dInTransit: r.dInTransit,
      dQuarantined: r.dQuarantined,
    };
  }
  return [...byPosting.values()].reverse();
}

function check(r: ReversalRequest): void {
  const source = validateSource(r.source);
  if (source) throw toError(source);
  if (r.movementType !== undefined && !MOVEMENT_TYPES.includes(r.movementType))
    throw toError({ kind: 'invalid', field: 'movementType', rule: '不是库存移动类型' });
  if (typeof r.reason !== 'string' || !r.reason.trim() || r.reason.trim().length > MAX_REVERSAL_REASON) {
    throw toError({ kind: 'invalid', field: 'reason', rule: `请填写冲销原因（最多${MAX_REVERSAL_REASON}个字符）` });
  }
  if (!isId(r.operator)) throw toError({ kind: 'invalid', field: 'operator', rule: '必填，最多 64 个字符' });
}

const keyOf = (l: Leg): StockKey => ({ warehouseId: l.warehouseId, locationId: l.locationId, skuId: l.skuId });

/** The reversal of one original: its legs turned round, its type, SKU, source and correlation kept. */
function reversalEntry(p: PostingToReverse, r: ReversalRequest): Entry {
  const legs = reversalLegs(p.legs);
  return {
    type: p.type,
    skuId: p.skuId,
    source: p.source,
    operator: r.operator,
    note: r.reason.trim(),
    correlationId: p.correlationId,
    reversalOf: p.postingId,
    keys: legs.map(keyOf),
    transitWarehouseId: p.correlationId ? legs.find((l) => l.dInTransit !== 0)?.warehouseId : undefined,
    resolve: async () => ({ legs, qty: p.qty }),
    explain: (refusal) => reversalRefusal(p.type, p.source, refusal),
  };
}

/**
 * Reverses the target's postings, newest first, all or none: each posts its legs with the signs turned as a
 * new posting (`reversal_of` = the original; the reason is its note), under the ledger's locks and guards.
 * Refused (10409 `不能冲销 收货入库（po_receipt R1 行 1）：可用库存不足：…`) when undoing would break a balance
 * rule (the received stock was shipped since); 10404 when the target has no posting. Idempotent: a posting
 * reversed before is reported `duplicate` and posts nothing. Nothing in the movements is updated or deleted.
 */
export async function reverse(tx: Tx, r: ReversalRequest, events: StockEventSink): Promise<PostResult> {
  check(r);
  const originals = await postingsToReverse(tx, r);
  if (originals.length === 0) throw notFound('可冲销的库存移动');
  return postEntries(
    tx,
    originals.map((p) => reversalEntry(p, r)),
    events,
  );
}
