// Submitting a change request: every line checked by its field's own rules against the subject and its children as
// they are (the current value captured), a target already in a waiting request refused, then the request written
// (审批中) and handed to the approval engine in the same transaction. Nothing on the targets changes here
// (decide.ts does, once the approval passes).
import { conflict, notFound } from '@entrepot/server-kit';
import type { Tx } from '@entrepot/server-kit/db';
import type { Actor } from '@entrepot/server-kit/entity';
import type { Outbox } from '@entrepot/server-kit/events';
import { eq, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { execute as submitApproval } from '../approvals/submit-request.command.ts';
import type { ChangeKit } from './kit.ts';
import { type CheckedLine, checkLines, type LineInput } from './lines.ts';

/** The submit's body: `{<subject>_id, reason, lines: [{field, <child>_id?, new_value}], attachments}`. */
export function submitInput(kit: ChangeKit) {
  const subject = kit.decl.targets[kit.decl.subject]!.entity.label;
  const line = z.strictObject({
    field: z.string('请选择字段').min(1, '请选择字段'),
    new_value: z.union([z.string(), z.number()]).nullish(),
    ...Object.fromEntries(kit.children.map(([k]) => [`${k}_id`, z.uuid(`${kit.decl.targets[k]!.entity.label}编号不正确`).nullish()])),
  });
  return z.strictObject({
    [`${kit.decl.subject}_id`]: z.uuid(`请选择${subject}`),
    reason: z.string('请填写变更原因').trim().min(1, '请填写变更原因').max(500, '变更原因最多500个字符'),
    lines: z.array(line, '请填写变更明细').min(1, '请至少填写一项变更').max(200, '一次最多200项变更'),
    attachments: z.array(z.uuid('附件编号不正确')).max(10, '附件最多10个').default([]),
  });
}

export interface Submission {
  subjectId: string;
  reason: string;
  lines: LineInput[];
  attachments: string[];
}

export const submissionOf = (kit: ChangeKit, body: Record<string, unknown>): Submission => ({
  subjectId: String(body[`${kit.decl.subject}_id`]),
  reason: String(body.reason),
  lines: body.lines as LineInput[],
  attachments: (body.attachments as string[] | undefined) ?? [],
});

/** The approval's title as approvers read it in 我的审批: `商品信息变更：TS001 销售价 等3项`. */
function requestTitle(kit: ChangeKit, subjectCode: string, lines: CheckedLine[]): string {
  const first = lines[0]!;
  return `${kit.decl.label}：${subjectCode} ${first.label}${lines.length > 1 ? ` 等${lines.length}项` : ''}`;
}

/** Checks every line, writes the request (审批中) and submits it to the approval engine. */
export async function submitChange(tx: Tx, kit: ChangeKit, outbox: Outbox, input: Submission, requester: Actor, subjectScope: SQL | undefined) {
  const { decl } = kit;
  const subject = await kit.subjectRow(tx, input.subjectId, subjectScope, true);
  if (!subject) throw notFound(decl.targets[decl.subject]!.entity.label);
  const lines = await checkLines(tx, kit, subject, await kit.childRows(tx, input.subjectId), input.lines);
  const pending = await kit.pendingTargets(tx, input.subjectId);
  for (const line of lines) {
    const code = pending.get(kit.targetKey(line.target, line[`${line.target}_id`]));
    if (code) throw conflict(`${decl.targets[line.target]!.entity.label} ${line.target_code} 已有审批中的${decl.label}申请 ${code}，不能重复申请`);
  }
  const created = await kit.service.create(
    tx,
    {
      [`${decl.subject}_id`]: input.subjectId,
      reason: input.reason,
      attachments: input.attachments,
      lines: lines.map(({ label: _label, ...line }, position) => ({ ...line, position, outcome: 'waiting' })),
    },
    requester,
    { [`${decl.subject}_code`]: subject.code, requester_id: requester.id, status: 'pending' },
  );
  const id = created.id;
  const approval = await submitApproval(
    tx,
    outbox,
    {
      document_type: decl.documentType,
      document_id: String(created.code),
      title: requestTitle(kit, String(subject.code), lines),
      amount: null,
      type: null,
      organization_id: null,
    },
    requester,
  );
  await tx.update(kit.service.table).set({ approval_request_id: approval.id }).where(eq(kit.service.table.id, id));
  return { id, code: String(created.code), approval: { id: approval.id, status: approval.status, flow_name: approval.flow_name } };
}
