// A decision's refusal as data, so a domain file needs no server code: a field's (the server answers it as
// `invalid(field, rule)`, message `field: rule`) or a conflict (`conflict(message)`, a 10409).
export type Refusal = { refused: { field: string; rule: string } | { conflict: string } };

export const refuseField = (field: string, rule: string): Refusal => ({ refused: { field, rule } });
export const refuseConflict = (message: string): Refusal => ({ refused: { conflict: message } });
export const isRefusal = (decision: unknown): decision is Refusal => typeof decision === 'object' && decision !== null && 'refused' in decision;
