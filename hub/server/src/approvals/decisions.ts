// What a document module does with the engine's decisions: one subscription per decision, filtered on its
// document type, run in the delivery's transaction; and a savepoint so one line of an approved document can
// be refused (the record changed meanwhile) without failing the others.
import { AppError } from '@entrepot/server-kit';
import type { Tx } from '@entrepot/server-kit/db';
import type { Outbox } from '@entrepot/server-kit/events';
import { decisionEvents } from './request-status.ts';

export type Decision = 'approved' | 'rejected' | 'withdrawn';

/** The payload of `approval.approved`, `approval.rejected` and `approval.withdrawn`. */
export interface ApprovalDecided {
  request_id: string;
  document_type: string;
  document_id: string;
}

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
 * `<name>.on-<decision>` (a module's `ModuleManifest.subscribe`); it runs in the delivery's transaction.
 */
export function subscribeDecisions(
  outbox: Outbox,
  documentType: string,
  name: string,
  decide: (tx: Tx, event: ApprovalDecided, decision: Decision) => Promise<void>,
): void {
  for (const decision of ['approved', 'rejected', 'withdrawn'] as const) {
    outbox.subscribe(decisionEvents[decision], `${name}.on-${decision}`, async (payload, tx) => {
      const event = payload as unknown as ApprovalDecided;
      if (event.document_type === documentType) await decide(tx, event, decision);
    });
  }
}
