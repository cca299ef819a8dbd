// Submitting a state-change request: the lines are checked and locked, the request is written and handed
// to the approval engine in the same transaction. Nothing changes state here (state-request-apply.ts does,
// once `approval.approved` arrives).

import { submitApproval } from '@entrepot/hub-server/approvals/server';
import { conflict, invalid, newId, nextDocumentCode, notFound } from '@entrepot/server-kit';
import type { Tx } from '@entrepot/server-kit/db';
import type { Outbox } from '@entrepot/server-kit/events';
import { and, asc, eq, inArray, or, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { skus, spus } from './catalogue.schema.ts';
import { type StateLineKind, stateRequestLines, stateRequests } from './state-request.schema.ts';
import { alreadyPending, REQUESTABLE, refusalOf, requestTitle, STATE_CHANGE_DOCUMENT, STATE_REQUEST_CODE } from './state-request-rules.ts';

const ids = (what: string, max: number) =>
  z
    .array(z.uuid('记录编号不正确'), `请选择${what}`)
    .max(max, `一次最多${max}个${what}`)
    .default([])
    .transform((v) => [...new Set(v)]);

export const submitInput = z.strictObject({
  transition: z.enum(REQUESTABLE, '请选择申请的状态'),
  reason: z.string('请填写申请原因').trim().min(1, '请填写申请原因').max(500, '申请原因最多500个字符'),
  sku_ids: ids('SKU', 500),
  spu_ids: ids('SPU', 100),
});
export type SubmitInput = z.output<typeof submitInput>;

interface Target {
  kind: StateLineKind;
  id: string;
  spuId: string;
  code: string;
  name: string;
  status: string;
}

/** The requested SPUs and SKUs as the requester may see them (their data rules), in the order asked. */
async function targetsOf(tx: Tx, input: SubmitInput, spuScope: SQL | undefined): Promise<Target[]> {
  const spuRows = input.spu_ids.length
    ? await tx
        .select({ id: spus.id, code: spus.code, name: spus.name, status: spus.status })
        .from(spus)
        .where(and(inArray(spus.id, input.spu_ids), spuScope))
    : [];
  if (spuRows.length < input.spu_ids.length) throw notFound('SPU');
  const skuRows = input.sku_ids.length
    ? await tx
        .select({ id: skus.id, spuId: skus.spu_id, code: skus.code, name: skus.name, status: skus.status })
        .from(skus)
        .where(inArray(skus.id, input.sku_ids))
    : [];
  if (skuRows.length < input.sku_ids.length) throw notFound('SKU');
  const spuById = new Map(spuRows.map((r) => [r.id, r]));
  const skuById = new Map(skuRows.map((r) => [r.id, r]));
  return [
    ...input.spu_ids.map((id) => {
      const r = spuById.get(id)!;
      return { kind: 'spu' as const, id, spuId: id, code: String(r.code), name: String(r.name), status: String(r.status) };
    }),
    ...input.sku_ids.map((id) => {
      const r = skuById.get(id)!;
      return { kind: 'sku' as const, id, spuId: String(r.spuId), code: String(r.code), name: String(r.name), status: String(r.status) };
    }),
  ];
}

/**
 * Refuses a line that waits already: the same SKU or SPU in an open request, a SKU whose SPU is in one, or
 * an SPU one of whose SKUs is. The SPU rows are locked first, so two submits touching one SPU queue up.
 */
async function refuseOpenLines(tx: Tx, targets: Target[]): Promise<void> {
  const spuIds = [...new Set(targets.map((t) => t.spuId))].sort();
  await tx.select({ id: spus.id }).from(spus).where(inArray(spus.id, spuIds)).orderBy(asc(spus.id)).for('update');
  const skuIds = targets.filter((t) => t.kind === 'sku').map((t) => t.id);
  const wholeSpus = targets.filter((t) => t.kind === 'spu').map((t) => t.id);
  const [open] = await tx
    .select({ kind: stateRequestLines.kind, code: stateRequestLines.code, request: stateRequests.code })
    .from(stateRequestLines)
    .innerJoin(stateRequests, eq(stateRequests.id, stateRequestLines.requestId))
    .where(
      and(
        eq(stateRequestLines.open, true),
        or(
          skuIds.length ? and(eq(stateRequestLines.kind, 'sku'), inArray(stateRequestLines.targetId, skuIds)) : undefined,
          and(eq(stateRequestLines.kind, 'spu'), inArray(stateRequestLines.targetId, spuIds)),
          wholeSpus.length ? and(eq(stateRequestLines.kind, 'sku'), inArray(stateRequestLines.spuId, wholeSpus)) : undefined,
        ),
      ),
    )
    .orderBy(asc(stateRequestLines.code))
    .limit(1);
  if (open) throw conflict(alreadyPending(open.kind, open.code, open.request));
}

/** Checks every line, writes the request (审批中) and submits it to the approval engine. */
export async function submitStateRequest(
  tx: Tx,
  outbox: Outbox,
  input: SubmitInput,
  requester: { id: string; name: string },
  spuScope: SQL | undefined,
): Promise<{ id: string; approval: { id: string; status: string; flow_name: string | null } }> {
  if (input.sku_ids.length + input.spu_ids.length === 0) throw invalid('sku_ids', '请选择SKU或SPU');
  const targets = await targetsOf(tx, input, spuScope);
  const wholeSpus = new Map(targets.filter((t) => t.kind === 'spu').map((t) => [t.id, t.code]));
  const inside = targets.find((t) => t.kind === 'sku' && wholeSpus.has(t.spuId));
  if (inside) throw invalid('sku_ids', `SKU ${inside.code} 所属SPU ${wholeSpus.get(inside.spuId)} 已在本申请中`);
  for (const t of targets) {
    const refused = refusalOf(t.kind, t.code, t.status, input.transition);
    if (refused) throw conflict(refused);
  }
  await refuseOpenLines(tx, targets);

  const id = newId();
  const code = await nextDocumentCode(tx, STATE_REQUEST_CODE);
  await tx.insert(stateRequests).values({
    id,
    code,
    transition: input.transition,
    reason: input.reason,
    status: 'pending',
    requestedBy: requester.id,
    requesterName: requester.name,
  });
  try {
    await tx.insert(stateRequestLines).values(
      targets.map((t, position) => ({
        id: newId(),
        requestId: id,
        kind: t.kind,
        targetId: t.id,
        spuId: t.spuId,
        code: t.code,
        name: t.name,
        fromStatus: t.status,
        position,
      })),
    );
  } catch (e) {
    // Two requests for one SKU at once: the partial unique index lets one through.
    const cause = (e as { cause?: { code?: string } }).cause ?? (e as { code?: string });
    if (cause?.code === '23505') throw conflict('所选商品已有审批中的状态变更申请，不能重复申请');
    throw e;
  }
  const approval = await submitApproval(
    tx,
    outbox,
    {
      document_type: STATE_CHANGE_DOCUMENT,
      document_id: code,
      title: requestTitle(input.transition, targets),
      amount: null,
      type: input.transition,
      organization_id: null,
    },
    requester,
  );
  await tx.update(stateRequests).set({ approvalRequestId: approval.id }).where(eq(stateRequests.id, id));
  return { id, approval: { id: approval.id, status: approval.status, flow_name: approval.flow_name } };
}
