// The approval engine's decision on a state-change request, delivered by the outbox: approved → the lines
// move through the SPU/SKU transition code (spu.commands.ts, sku.commands.ts) in the delivery's transaction;
// rejected or withdrawn → the request closes and nothing moves. A redelivered decision changes nothing.

import { type ApprovalDecided, attempt, type Decision, subscribeDecisions } from '@entrepot/hub-server/approvals/server';
import type { Tx } from '@entrepot/server-kit/db';
import type { Actor } from '@entrepot/server-kit/entity';
import type { Outbox } from '@entrepot/server-kit/events';
import { asc, eq, inArray } from 'drizzle-orm';
import { type CatalogueServices, catalogueServices } from './services.ts';
import { moveSkus, type SkuTransition } from './sku.commands.ts';
import { moveSpu } from './spu.commands.ts';
import { type StateLineRow, type StateRequestRow, stateRequestLines, stateRequests } from './state-request.schema.ts';
import { STATE_CHANGE_DOCUMENT } from './state-request-rules.ts';

type Outcome = { line: StateLineRow; note: string | null };

/** SKU lines move as one batch (one status-changed event); when one refuses, each is tried on its own. */
async function moveSkuLines(tx: Tx, s: CatalogueServices, outbox: Outbox, lines: StateLineRow[], name: SkuTransition, actor: Actor): Promise<Outcome[]> {
  if (lines.length === 0) return [];
  const together = await attempt(tx, (sp) =>
    moveSkus(
      sp,
      s,
      lines.map((l) => l.targetId),
      name,
      actor,
      outbox,
    ),
  );
  if (together === null) return lines.map((line) => ({ line, note: null }));
  const outcomes: Outcome[] = [];
  for (const line of lines) outcomes.push({ line, note: await attempt(tx, (sp) => moveSkus(sp, s, [line.targetId], name, actor, outbox)) });
  return outcomes;
}

async function applyLines(tx: Tx, s: CatalogueServices, outbox: Outbox, request: StateRequestRow, lines: StateLineRow[]): Promise<Outcome[]> {
  // The change is the approved requester's: the SKU's operation log names them and the request.
  const actor: Actor = { id: request.requestedBy, name: `${request.requesterName}（${request.code}审批通过）` };
  const outcomes: Outcome[] = [];
  for (const line of lines.filter((l) => l.kind === 'spu')) {
    outcomes.push({ line, note: await attempt(tx, (sp) => moveSpu(sp, s, line.targetId, request.transition, actor, outbox)) });
  }
  const skuLines = lines.filter((l) => l.kind === 'sku');
  outcomes.push(...(await moveSkuLines(tx, s, outbox, skuLines, request.transition as SkuTransition, actor)));
  return outcomes;
}

/** Records the decision on the request it names (by its code) and, when approved, applies its lines. */
export async function decideStateRequest(tx: Tx, s: CatalogueServices, outbox: Outbox, event: ApprovalDecided, decision: Decision): Promise<void> {
  if (event.document_type !== STATE_CHANGE_DOCUMENT) return;
  const [request] = await tx.select().from(stateRequests).where(eq(stateRequests.code, event.document_id)).for('update');
  // Already decided (a redelivery), or an event about another approval of the same code: nothing to do.
  if (request?.status !== 'pending' || request.approvalRequestId !== event.request_id) return;
  const lines = await tx.select().from(stateRequestLines).where(eq(stateRequestLines.requestId, request.id)).orderBy(asc(stateRequestLines.position));
  const outcomes = decision === 'approved' ? await applyLines(tx, s, outbox, request, lines) : [];
  for (const { line, note } of outcomes) {
    await tx
      .update(stateRequestLines)
      .set({ open: false, outcome: note ? 'skipped' : 'applied', note })
      .where(eq(stateRequestLines.id, line.id));
  }
  if (decision !== 'approved' && lines.length) {
    await tx
      .update(stateRequestLines)
      .set({ open: false, outcome: 'closed' })
      .where(
        inArray(
          stateRequestLines.id,
          lines.map((l) => l.id),
        ),
      );
  }
  const skipped = outcomes.filter((o) => o.note).length;
  await tx
    .update(stateRequests)
    .set({ status: decision, decidedAt: new Date(), appliedCount: outcomes.length - skipped, skippedCount: skipped })
    .where(eq(stateRequests.id, request.id));
}

/** The catalogue's reaction to the approval engine's three decisions (ModuleManifest.subscribe). */
export function subscribeStateRequests(outbox: Outbox): void {
  const s = catalogueServices();
  subscribeDecisions(outbox, STATE_CHANGE_DOCUMENT, 'catalogue.state-request', (tx, event, decision) => decideStateRequest(tx, s, outbox, event, decision));
}
