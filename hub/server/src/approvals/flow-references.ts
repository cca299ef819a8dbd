// Who the enabled flows name as approvers: disabling or deleting that person or role would leave a level
// nobody can approve, and every document routed to it would wait for ever. Identity asks first.
import { conflict } from '@entrepot/server-kit';
import type { Executor } from '@entrepot/server-kit/db';
import { and, eq, sql } from 'drizzle-orm';
import { flows } from './approvals.schema.ts';
import type { ApproverKind } from './identity-reads.ts';

/** `「付款审批」第1级` for every level of an enabled flow that names this user, role or job. */
export async function levelsNaming(exec: Executor, kind: ApproverKind, id: string): Promise<string[]> {
  const naming = JSON.stringify([{ approvers: { [kind]: [id] } }]);
  const rows = await exec
    .select({ name: flows.name, levels: flows.levels })
    .from(flows)
    .where(and(eq(flows.enabled, true), sql`${flows.levels} @> ${naming}::jsonb`))
    .orderBy(flows.name);
  return rows.flatMap((r) => r.levels.flatMap((level, i) => (level.approvers[kind]?.includes(id) ? [`「${r.name}」第${i + 1}级`] : [])));
}

const SHOWN = 3;

/** Refuses (10409) while an enabled flow names the approver: `该员工是审批流程「付款审批」第1级的审批人，…`. */
export async function refuseWhileApprover(exec: Executor, kind: ApproverKind, id: string, who: string): Promise<void> {
  const levels = await levelsNaming(exec, kind, id);
  if (levels.length === 0) return;
  const named = levels.slice(0, SHOWN).join('、') + (levels.length > SHOWN ? ` 等${levels.length}处` : '');
  throw conflict(`${who}是审批流程${named}的审批人，请先在审批流程中更换审批人或停用该流程`);
}
