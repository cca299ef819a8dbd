// Submitting a product change request (POST spuskuchange): every line checked by its field's own rules
// against the SPU and SKUs as they are (the current value captured), a target already in a waiting request
// refused, then the request written (审批中) and handed to the approval engine in the same transaction.
// Nothing on the SPU or SKUs changes here (info-change-apply.ts does, once `approval.approved` arrives).

import { submitApproval } from '@entrepot/hub-server/approvals/server';
import { conflict, notFound } from '@entrepot/server-kit';
import type { Tx } from '@entrepot/server-kit/db';
import type { Actor } from '@entrepot/server-kit/entity';
import type { Outbox } from '@entrepot/server-kit/events';
import { and, eq, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { spus } from '../catalogue.schema.ts';
import { infoChanges } from './info-change.schema.ts';
import { type CheckedLine, checkLines } from './info-change-lines.ts';
import { pendingTargets, skusOfSpu } from './info-change-reads.ts';
import { INFO_CHANGE_DOCUMENT, type InfoChangeServices } from './info-change-services.ts';

export const submitInput = z.strictObject({
  spu_id: z.uuid('请选择SPU'),
  reason: z.string('请填写变更原因').trim().min(1, '请填写变更原因').max(500, '变更原因最多500个字符'),
  lines: z
    .array(
      z.strictObject({
        field: z.string('请选择字段').min(1, '请选择字段'),
        sku_id: z.uuid('SKU编号不正确').nullish(),
        new_value: z.union([z.string(), z.number()]).nullish(),
      }),
      '请填写变更明细',
    )
    .min(1, '请至少填写一项变更')
    .max(200, '一次最多200项变更'),
  attachments: z.array(z.uuid('附件编号不正确')).max(10, '附件最多10个').default([]),
});
export type SubmitInput = z.output<typeof submitInput>;

/** The refusal of a second request while one waits for its approval. */
const alreadyPending = (line: CheckedLine, requestCode: string) =>
  `${line.target === 'spu' ? 'SPU' : 'SKU'} ${line.target_code} 已有审批中的商品信息变更申请 ${requestCode}，不能重复申请`;

/** The approval's title as approvers read it in 我的审批: `商品信息变更：TS001 销售价 等3项`. */
function requestTitle(spuCode: string, lines: CheckedLine[]): string {
  const first = lines[0]!;
  return `商品信息变更：${spuCode} ${first.label}${lines.length > 1 ? ` 等${lines.length}项` : ''}`;
}

/** Checks every line, writes the request (审批中) and submits it to the approval engine. */
export async function submitInfoChange(tx: Tx, s: InfoChangeServices, outbox: Outbox, input: SubmitInput, requester: Actor, spuScope: SQL | undefined) {
  // The SPU row is locked: two submits touching one SPU queue up, so the waiting-request check below holds.
  const [spu] = await tx
    .select()
    .from(spus)
    .where(and(eq(spus.id, input.spu_id), spuScope))
    .for('update');
  if (!spu) throw notFound('SPU');
  const skuRows = await skusOfSpu(tx, input.spu_id);
  const lines = await checkLines(tx, spu, skuRows, input.lines);
  const pending = await pendingTargets(tx, input.spu_id);
  for (const line of lines) {
    const code = line.target === 'spu' ? pending.spu : pending.skus.get(line.sku_id!);
    if (code) throw conflict(alreadyPending(line, code));
  }
  const created = await s.infoChange.create(
    tx,
    {
      spu_id: input.spu_id,
      reason: input.reason,
      attachments: input.attachments,
      lines: lines.map(({ label: _label, ...line }, position) => ({ ...line, position, outcome: 'waiting' })),
    },
    requester,
    { spu_code: spu.code, requester_id: requester.id, status: 'pending' },
  );
  const id = String(created.id);
  const approval = await submitApproval(
    tx,
    outbox,
    {
      document_type: INFO_CHANGE_DOCUMENT,
      document_id: String(created.code),
      title: requestTitle(String(spu.code), lines),
      amount: null,
      type: null,
      organization_id: null,
    },
    requester,
  );
  await tx.update(infoChanges).set({ approval_request_id: approval.id }).where(eq(infoChanges.id, id));
  return { id, code: String(created.code), approval: { id: approval.id, status: approval.status, flow_name: approval.flow_name } };
}
