// The approval engine's decision on a change request, delivered by the outbox. Approved: each line is
// written through the SPU or SKU service in the delivery's transaction (audited as the requester's change
// `<name>（BG…审批通过）`; a SKU price announced as `sku/edit` announces it) — unless its field no longer holds
// the value captured at submit: such a line is refused (未生效, both values in its note), never written over
// someone's later edit, and the others still apply (部分生效; 未生效 when none did). Rejected or withdrawn:
// the request closes, lines 已关闭. A redelivered decision changes nothing.

import { type ApprovalDecided, attempt, type Decision, subscribeDecisions } from '@entrepot/hub-server/approvals/server';
import type { Tx } from '@entrepot/server-kit/db';
import type { Actor } from '@entrepot/server-kit/entity';
import type { Outbox } from '@entrepot/server-kit/events';
import { asc, eq } from 'drizzle-orm';
import { skus, spus } from '../catalogue.schema.ts';
import { updateSkuValues } from '../import-sku-info.ts';
import { staffTable } from '../services.ts';
import { infoChangeLines, infoChanges } from './info-change.schema.ts';
import { currentOf, displayOf, fieldOf, sameText } from './info-change-fields.ts';
import { INFO_CHANGE_DOCUMENT, type InfoChangeServices, infoChangeServices } from './info-change-services.ts';

type Line = typeof infoChangeLines.$inferSelect;
type Row = Record<string, unknown>;

/** Why a line is not applied: its field changed after submit (null: it still holds the captured value). */
async function staleNote(tx: Tx, line: Line, spuId: string): Promise<string | null> {
  const f = fieldOf(line.field)!;
  const table = f.target === 'spu' ? spus : skus;
  const [row] = (await tx
    .select()
    .from(table)
    .where(eq(table.id, f.target === 'spu' ? spuId : line.sku_id!))
    .for('update')) as Row[];
  if (!row) return `${line.target_code} 已不存在`;
  const now = currentOf(f, row);
  if (sameText(now, line.old_value)) return null;
  const shown = now === null ? '空' : `「${displayOf(f, now, new Map()) ?? now}」`;
  return `提交后${f.label}已被修改为${shown}（提交时为「${line.old_text ?? '空'}」），未应用`;
}

/** Writes one line through the SPU or SKU service; answers its refusal, or null when applied. */
async function applyLine(tx: Tx, s: InfoChangeServices, outbox: Outbox, line: Line, spuId: string, actor: Actor): Promise<string | null> {
  const stale = await staleNote(tx, line, spuId);
  if (stale) return stale;
  const f = fieldOf(line.field)!;
  const changes = { [f.field]: line.new_value };
  return attempt(tx, (sp) =>
    f.target === 'spu'
      ? s.catalogue.spu.update(sp, spuId, changes, actor)
      : updateSkuValues(sp, { s: s.catalogue, actor, access: undefined, publisher: outbox }, line.sku_id!, changes),
  );
}

const requesterName = async (tx: Tx, id: string) =>
  (await tx.select({ name: staffTable.name }).from(staffTable).where(eq(staffTable.id, id)))[0]?.name ?? '申请人';

/** Records the decision on the request it names (by its code) and, when approved, applies its lines. */
export async function decideInfoChange(tx: Tx, s: InfoChangeServices, outbox: Outbox, event: ApprovalDecided, decision: Decision): Promise<void> {
  const [request] = await tx.select().from(infoChanges).where(eq(infoChanges.code, event.document_id)).for('update');
  // Already decided (a redelivery), or an event about another approval of the same code: nothing to do.
  if (request?.status !== 'pending' || request.approval_request_id !== event.request_id) return;
  const requester = String(request.requester_id);
  const said = { approved: '审批通过', rejected: '已驳回', withdrawn: '已撤回' }[decision];
  const actor: Actor = { id: requester, name: `${await requesterName(tx, requester)}（${request.code}${said}）` };
  const lines = await tx.select().from(infoChangeLines).where(eq(infoChangeLines.request_id, request.id)).orderBy(asc(infoChangeLines.position));
  let applied = 0;
  for (const line of lines) {
    const note = decision === 'approved' ? await applyLine(tx, s, outbox, line, String(request.spu_id), actor) : null;
    if (decision === 'approved' && !note) applied += 1;
    const outcome = decision !== 'approved' ? 'closed' : note ? 'failed' : 'applied';
    await tx.update(infoChangeLines).set({ outcome, note }).where(eq(infoChangeLines.id, line.id));
  }
  const failed = decision === 'approved' ? lines.length - applied : 0;
  const transition =
    decision === 'rejected' ? 'reject' : decision === 'withdrawn' ? 'withdraw' : failed === 0 ? 'apply' : applied ? 'applyPartly' : 'applyNone';
  await s.infoChange.transition(tx, request.id, 'status', transition, actor);
  await tx.update(infoChanges).set({ decided_at: new Date(), applied_count: applied, failed_count: failed }).where(eq(infoChanges.id, request.id));
}

/** The catalogue's reaction to the engine's decisions on change requests (ModuleManifest.subscribe). */
export function subscribeInfoChanges(outbox: Outbox): void {
  const s = infoChangeServices();
  subscribeDecisions(outbox, INFO_CHANGE_DOCUMENT, 'catalogue.info-change', (tx, event, decision) => decideInfoChange(tx, s, outbox, event, decision));
}
