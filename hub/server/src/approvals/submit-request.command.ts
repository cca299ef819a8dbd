// Submit a document for approval: the first matching flow takes it; no flow means approved at once.
import { conflict, newId } from '@entrepot/server-kit';
import type { Tx } from '@entrepot/server-kit/db';
import type { Outbox } from '@entrepot/server-kit/events';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { flows, requests } from './approvals.schema.ts';
import { AMOUNT_RE } from './decimal.ts';
import type { Decision, RequestState } from './decision.ts';
import { type DocumentFacts, type FlowCandidate, pickFlow } from './flow-rules.ts';
import { organizationLineage } from './identity-reads.ts';
import { publishDecision, type RequestView, recordStep, requestView } from './request-store.ts';
import { seatsOfLevel } from './seats.ts';

export const ALREADY_PENDING = '该单据已在审批中';
export const AUTO_APPROVED = '没有匹配的审批流，自动通过';

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `最多${max}个字符`)
    .nullish()
    .transform((v) => v || null);

export const submitInput = z.strictObject({
  document_type: z
    .string('请输入单据类型')
    .trim()
    .max(100)
    .regex(/^[a-z][a-z0-9-]*(\.[a-z][a-zA-Z0-9-]*)+$/, '单据类型格式应为 模块.单据，如 purchase.order'),
  document_id: z.string('请输入单据编号').trim().min(1, '请输入单据编号').max(100, '最多100个字符'),
  title: z.string('请输入标题').trim().min(1, '请输入标题').max(200, '最多200个字符'),
  // A decimal string: a JSON number would already have lost precision.
  amount: z
    .string('金额须为十进制字符串，如 "12000.00"')
    .regex(AMOUNT_RE, '金额须为非负的十进制字符串，最多4位小数')
    .nullish()
    .transform((v) => v ?? null),
  type: optionalText(50),
  organization_id: z
    .uuid('组织编号不正确')
    .nullish()
    .transform((v) => v ?? null),
});
export type SubmitInput = z.output<typeof submitInput>;

type Start = Pick<RequestState, 'status' | 'current_level' | 'levels' | 'open_seats'> & { flow: FlowCandidate | null };

/** Which flow, and the state the request starts in. Never refuses: a duplicate is the database's call. */
export function decide(candidates: readonly FlowCandidate[], facts: DocumentFacts): Decision<Start> {
  const flow = pickFlow(candidates, facts);
  if (!flow) return { change: { flow: null, status: 'approved', current_level: 0, levels: [], open_seats: [] } };
  return { change: { flow, status: 'pending', current_level: 1, levels: flow.levels, open_seats: seatsOfLevel(flow.levels[0]!) } };
}

/** Runs in the caller's transaction, so a module can submit its document in the same commit as its own change. */
export async function execute(tx: Tx, outbox: Outbox, input: SubmitInput, submitter: { id: string; name: string }): Promise<RequestView> {
  const pending = await tx
    .select({ id: requests.id })
    .from(requests)
    .where(and(eq(requests.documentType, input.document_type), eq(requests.documentId, input.document_id), eq(requests.status, 'pending')));
  if (pending.length) throw conflict(ALREADY_PENDING);
  const candidates = (await tx
    .select({ id: flows.id, name: flows.name, priority: flows.priority, conditions: flows.conditions, levels: flows.levels })
    .from(flows)
    .where(and(eq(flows.document_type, input.document_type), eq(flows.enabled, true)))) as FlowCandidate[];
  const facts = { amount: input.amount, type: input.type, organizations: await organizationLineage(tx, input.organization_id) };
  const decision = decide(candidates, facts);
  if ('refused' in decision) throw decision.refused;
  const start = decision.change;
  let row: typeof requests.$inferSelect;
  try {
    [row] = (await tx
      .insert(requests)
      .values({
        id: newId(),
        documentType: input.document_type,
        documentId: input.document_id,
        title: input.title,
        amount: input.amount,
        type: input.type,
        organizationId: input.organization_id,
        submittedBy: submitter.id,
        submitterName: submitter.name,
        status: start.status,
        flowId: start.flow?.id ?? null,
        flowName: start.flow?.name ?? null,
        levels: start.levels,
        currentLevel: start.current_level,
        openSeats: start.open_seats,
        decidedAt: start.status === 'pending' ? null : new Date(),
      })
      .returning()) as [typeof requests.$inferSelect];
  } catch (e) {
    // Two submits of one document at once: the partial unique index lets one through.
    const cause = (e as { cause?: { code?: string } }).cause ?? (e as { code?: string });
    if (cause?.code === '23505') throw conflict(ALREADY_PENDING);
    throw e;
  }
  await recordStep(tx, { requestId: row.id, level: 0, action: 'submit', actor: submitter });
  if (start.status === 'approved') {
    await recordStep(tx, { requestId: row.id, level: 0, action: 'approve', actor: { id: null, name: '系统' }, comment: AUTO_APPROVED });
    await publishDecision(tx, outbox, row);
  }
  return requestView(row);
}
