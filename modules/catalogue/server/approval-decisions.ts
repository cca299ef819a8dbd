// What the catalogue's documents decided by the approval engine share (状态变更申请, 商品信息变更): the
// subscription to the engine's three decisions filtered on one document type, and the savepoint that lets
// one line of an approved document be refused without failing the others.

import { type ApprovalDecided, approvalEvents } from '@entrepot/hub-server/approvals/server';
import { AppError } from '@entrepot/server-kit';
import type { Tx } from '@entrepot/server-kit/db';
import type { Outbox } from '@entrepot/server-kit/events';

export type Decision = 'approved' | 'rejected' | 'withdrawn';

/** Runs `change` in a savepoint: a refusal (the record changed meanwhile…) is answered as its message, not thrown. */
export async function attempt(tx: Tx, change: (sp: Tx) => Promise<unknown>): Promise<string | null> {
  try {
    await tx.transaction(async (sp) => {
      await change(sp);
    });
    return null;
  } catch (e) {
    if (e instanceof AppError) return e.message;
    throw e; // a database failure: the delivery is retried
  }
}

/**
 * Subscribes `decide` to `approval.approved|rejected|withdrawn` of one document type, as subscriber
 * `<name>.on-<decision>` (ModuleManifest.subscribe); it runs in the delivery's transaction.
 */
export function subscribeDecisions(
  outbox: Outbox,
  documentType: string,
  name: string,
  decide: (tx: Tx, event: ApprovalDecided, decision: Decision) => Promise<void>,
): void {
  for (const decision of ['approved', 'rejected', 'withdrawn'] as const) {
    outbox.subscribe(approvalEvents[decision], `${name}.on-${decision}`, async (payload, tx) => {
      const event = payload as unknown as ApprovalDecided;
      if (event.document_type === documentType) await decide(tx, event, decision);
    });
  }
}
