import { decidedStates, defineMachine } from '@entrepot/entity';

/** pending → approved | rejected | withdrawn; every decided state is final. */
export const requestStatus = defineMachine({
  initial: 'pending',
  states: decidedStates,
  transitions: {
    approve: { label: '审批通过', from: ['pending'], to: 'approved' },
    reject: { label: '驳回', from: ['pending'], to: 'rejected' },
    withdraw: { label: '撤回', from: ['pending'], to: 'withdrawn' },
  },
});

export type RequestStatus = keyof typeof requestStatus.states;

/** The event each final state publishes, with {request_id, document_type, document_id}. */
export const decisionEvents = {
  approved: 'approval.approved',
  rejected: 'approval.rejected',
  withdrawn: 'approval.withdrawn',
} as const satisfies Partial<Record<RequestStatus, string>>;

/** Where a transition leads (each starts from pending, which the commands check first). */
export const targetOf = (transition: keyof typeof requestStatus.transitions): RequestStatus => requestStatus.transitions[transition].to as RequestStatus;
