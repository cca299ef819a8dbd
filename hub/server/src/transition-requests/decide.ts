// The approval engine's decision on a transition request, delivered by the outbox. Approved: the lines move
// through each target's own move in the delivery's transaction, the subject's first, a target's records as one
// batch (one announcement) — and when the batch refuses, each on its own, so a record that can no longer move is
// noted (未生效, the refusal in its note) and the others still do. Rejected or withdrawn: the lines close and
// nothing moves. The change is the requester's (`<name>（<code>审批通过）` in the records' logs). A redelivered
// decision changes nothing.
import type { Tx } from '@entrepot/server-kit/db';
import type { Actor } from '@entrepot/server-kit/entity';
import type { Outbox } from '@entrepot/server-kit/events';
import { asc, eq, inArray } from 'drizzle-orm';
import { type ApprovalDecided, attempt, type Decision, subscribeDecisions } from '../approvals/decisions.ts';
import { nameDocumentType } from '../approvals/document-types.ts';
import type { TransitionKit } from './kit.ts';

type Row = Record<string, unknown>;
type Outcome = { line: Row; note: string | null };

/** One target's lines: as a batch, then — when the batch refuses — one at a time. */
async function moveLines(tx: Tx, kit: TransitionKit, outbox: Outbox, kind: string, lines: Row[], transition: string, actor: Actor): Promise<Outcome[]> {
  if (!lines.length) return [];
  const { move } = kit.targets[kind]!;
  const ids = (ls: Row[]) => ls.map((l) => String(l.target_id));
  if ((await attempt(tx, (sp) => move(sp, ids(lines), transition, actor, outbox))) === null) return lines.map((line) => ({ line, note: null }));
  const outcomes: Outcome[] = [];
  for (const line of lines) outcomes.push({ line, note: await attempt(tx, (sp) => move(sp, ids([line]), transition, actor, outbox)) });
  return outcomes;
}

/** Records the decision on the request it names (by its code) and, when approved, applies its lines. */
export async function decideTransition(tx: Tx, kit: TransitionKit, outbox: Outbox, event: ApprovalDecided, decision: Decision): Promise<void> {
  const [request] = (await tx
    .select()
    .from(kit.requests)
    .where(eq(kit.request('code'), event.document_id))
    .for('update')) as Row[];
  // Already decided (a redelivery), or an event about another approval of the same code: nothing to do.
  if (request?.status !== 'pending' || request.approval_request_id !== event.request_id) return;
  const lines = (await tx
    .select()
    .from(kit.lines)
    .where(eq(kit.line('request_id'), request.id))
    .orderBy(asc(kit.line('position')))) as Row[];
  const actor: Actor = { id: String(request.requested_by), name: `${String(request.requester_name)}（${String(request.code)}审批通过）` };
  const outcomes: Outcome[] = [];
  if (decision === 'approved')
    for (const kind of kit.keys)
      outcomes.push(
        ...(await moveLines(
          tx,
          kit,
          outbox,
          kind,
          lines.filter((l) => l.kind === kind),
          String(request.transition),
          actor,
        )),
      );
  for (const { line, note } of outcomes)
    await tx
      .update(kit.lines)
      .set({ outcome: note ? 'skipped' : 'applied', note, updated_at: new Date() })
      .where(eq(kit.line('id'), line.id));
  if (decision !== 'approved' && lines.length)
    await tx
      .update(kit.lines)
      .set({ outcome: 'closed', updated_at: new Date() })
      .where(
        inArray(
          kit.line('id'),
          lines.map((l) => l.id),
        ),
      );
  const skipped = outcomes.filter((o) => o.note).length;
  await tx
    .update(kit.requests)
    .set({ status: decision, decided_at: new Date(), applied_count: outcomes.length - skipped, skipped_count: skipped, updated_at: new Date() })
    .where(eq(kit.request('id'), request.id));
}

/** The module's reaction to the engine's decisions on its transition requests (call from ModuleManifest.subscribe). */
export function followTransitionDecisions(kit: TransitionKit, outbox: Outbox, subscriber: string): void {
  nameDocumentType(kit.decl.documentType, kit.decl.label);
  subscribeDecisions(outbox, kit.decl.documentType, subscriber, (tx, event, decision) => decideTransition(tx, kit, outbox, event, decision));
}
