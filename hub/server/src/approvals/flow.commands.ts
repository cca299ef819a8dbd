// Writing a flow: the derived create/update, after checking that the users, roles, jobs and organizations
// it names exist (a seat nobody can hold would leave its level waiting forever).
import { invalid } from '@entrepot/server-kit';
import type { Database, Tx } from '@entrepot/server-kit/db';
import { type Actor, EntityService, servicesOf } from '@entrepot/server-kit/entity';
import { eq } from 'drizzle-orm';
import { approvalFlow } from './approval-flow.entity.ts';
import { flows } from './approvals.schema.ts';
import type { Conditions, Level } from './flow-rules.ts';
import { APPROVER_KINDS, type ApproverKind, approverNames, namesOf } from './identity-reads.ts';

export const MISSING_APPROVER: Record<ApproverKind, string> = {
  users: '审批人员不存在',
  roles: '审批角色不存在',
  jobs: '审批岗位不存在',
};
export const MISSING_ORGANIZATION = '适用组织不存在';

type FlowInput = Record<string, unknown> & { levels?: Level[]; conditions?: Conditions | null };

/** 10422 naming the field (`levels: 第2级: 审批角色不存在`) for the first unknown id, level by level. */
export async function assertFlowReferences(tx: Tx, input: FlowInput): Promise<void> {
  if (Array.isArray(input.levels)) {
    const known = await approverNames(
      tx,
      input.levels.map((l) => l.approvers),
    );
    for (const [i, level] of input.levels.entries()) {
      const missing = APPROVER_KINDS.find((kind) => (level.approvers[kind] ?? []).some((id) => !known[kind].has(id)));
      if (missing) throw invalid('levels', `第${i + 1}级: ${MISSING_APPROVER[missing]}`);
    }
  }
  const orgIds = input.conditions?.organization_ids ?? [];
  if (orgIds.length) {
    const known = await namesOf(tx, 'organizations', orgIds);
    if (orgIds.some((id) => !known.has(id))) throw invalid('conditions', MISSING_ORGANIZATION);
  }
}

export async function createFlow(tx: Tx, service: EntityService, input: FlowInput, actor: Actor) {
  await assertFlowReferences(tx, input);
  return service.create(tx, input, actor);
}

export async function updateFlow(tx: Tx, service: EntityService, id: string, input: FlowInput, actor: Actor) {
  await assertFlowReferences(tx, input);
  return service.update(tx, id, input, actor);
}

/**
 * A module's default flow — or flows, e.g. one per amount band — of a document type (a seed): created through
 * `createFlow` (their approvers checked) unless a flow of that type exists already. Answers whether it wrote.
 */
export async function ensureFlow(
  database: Database,
  input: (FlowInput & { document_type: string }) | (FlowInput & { document_type: string })[],
  actor: Actor,
): Promise<boolean> {
  const inputs = Array.isArray(input) ? input : [input];
  const [existing] = await database.db.select({ id: flows.id }).from(flows).where(eq(flows.document_type, inputs[0]!.document_type)).limit(1);
  if (existing) return false;
  const service = new EntityService(approvalFlow, flows, servicesOf({}).registry);
  await database.tx(async (tx) => {
    for (const one of inputs) await createFlow(tx, service, one, actor);
  });
  return true;
}
