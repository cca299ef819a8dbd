// The approval engine's decision on a change request, delivered by the outbox. Approved: each line is written
// through its target's own write in the delivery's transaction (audited as the requester's change
// `<name>（<code>审批通过）`) — unless its field no longer holds the value captured at submit: such a line is refused
// (未生效, both values in its note), never written over someone's later edit, and the others still apply (部分生效;
// 未生效 when none did). Rejected or withdrawn: the request closes, lines 已关闭. A redelivered decision changes nothing.
import type { Tx } from '@entrepot/server-kit/db';
import { type Actor, columnOf } from '@entrepot/server-kit/entity';
import type { Outbox } from '@entrepot/server-kit/events';
import { asc, eq } from 'drizzle-orm';
import { type ApprovalDecided, attempt, type Decision, subscribeDecisions } from '../approvals/decisions.ts';
import { nameDocumentType } from '../approvals/document-types.ts';
import { findRequest } from '../approvals/request-store.ts';
import type { ChangeKit } from './kit.ts';
import { codeOf } from './lines.ts';

type Row = Record<string, unknown>;

/** Why a line is not applied: its field changed after submit (null: it still holds the captured value). */
async function staleNote(tx: Tx, kit: ChangeKit, line: Row, targetId: string): Promise<string | null> {
  const f = kit.values.fieldOf(String(line.field))!;
  const { table } = kit.services[f.target]!;
  const [row] = (await tx
    .select()
    .from(table)
    .where(eq(columnOf(table, 'id'), targetId))
    .for('update')) as Row[];
  if (!row) return `${String(line.target_code)} 已不存在`;
  const now = kit.values.current(f, row);
  if (kit.values.same(now, line.old_value as string | null)) return null;
  const titles = await kit.values.titles(tx, kit.services[f.target]!, [{ field: f.field, value: now }]);
  const shown = now === null ? '空' : `「${kit.values.display(f, now, titles) ?? now}」`;
  return `提交后${f.label}已被修改为${shown}（提交时为「${String(line.old_text ?? '空')}」），未应用`;
}

/** Writes one line through its target; answers its refusal, or null when applied. */
async function applyLine(tx: Tx, kit: ChangeKit, outbox: Outbox, line: Row, subjectId: string, actor: Actor): Promise<string | null> {
  const f = kit.values.fieldOf(String(line.field))!;
  const targetId = f.target === kit.decl.subject ? subjectId : String(line[`${f.target}_id`]);
  const stale = await staleNote(tx, kit, line, targetId);
  if (stale) return stale;
  return attempt(tx, (sp) => kit.apply[f.target]!(sp, targetId, { [f.field]: line.new_value }, actor, outbox));
}

const SAID = { approved: '审批通过', rejected: '已驳回', withdrawn: '已撤回' } as const;

/** Records the decision on the request it names (by its code) and, when approved, applies its lines. */
export async function decideChange(tx: Tx, kit: ChangeKit, outbox: Outbox, event: ApprovalDecided, decision: Decision): Promise<void> {
  const { table } = kit.service;
  const lineTable = kit.lineTable;
  const [request] = (await tx
    .select()
    .from(table)
    .where(eq(columnOf(table, 'code'), event.document_id))
    .for('update')) as Row[];
  // Already decided (a redelivery), or an event about another approval of the same code: nothing to do.
  if (request?.status !== 'pending' || request.approval_request_id !== event.request_id) return;
  const submitter = await findRequest(tx, event.request_id);
  const actor: Actor = { id: String(request.requester_id), name: `${submitter.submitterName}（${codeOf(request)}${SAID[decision]}）` };
  const lines = (await tx
    .select()
    .from(lineTable)
    .where(eq(columnOf(lineTable, 'request_id'), request.id))
    .orderBy(asc(columnOf(lineTable, 'position')))) as Row[];
  let applied = 0;
  const subjectId = String(request[`${kit.decl.subject}_id`]);
  for (const line of lines) {
    const note = decision === 'approved' ? await applyLine(tx, kit, outbox, line, subjectId, actor) : null;
    if (decision === 'approved' && !note) applied += 1;
    const outcome = decision !== 'approved' ? 'closed' : note ? 'failed' : 'applied';
    await tx
      .update(lineTable)
      .set({ outcome, note })
      .where(eq(columnOf(lineTable, 'id'), line.id));
  }
  const failed = decision === 'approved' ? lines.length - applied : 0;
  const transition =
    decision === 'rejected' ? 'reject' : decision === 'withdrawn' ? 'withdraw' : failed === 0 ? 'apply' : applied ? 'applyPartly' : 'applyNone';
  await kit.service.transition(tx, String(request.id), 'status', transition, actor);
  await tx
    .update(table)
    .set({ decided_at: new Date(), applied_count: applied, failed_count: failed })
    .where(eq(columnOf(table, 'id'), request.id));
}

/** The module's reaction to the engine's decisions on its change requests (call from ModuleManifest.subscribe). */
export function followChangeDecisions(kit: ChangeKit, outbox: Outbox): void {
  nameDocumentType(kit.decl.documentType, kit.decl.label);
  subscribeDecisions(outbox, kit.decl.documentType, kit.decl.documentType, (tx, event, decision) => decideChange(tx, kit, outbox, event, decision));
}
