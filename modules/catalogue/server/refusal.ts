// A domain decision's refusal (../domain/refusal.ts) thrown as the error the caller reads.
import { type AppError, conflict, invalid } from '@entrepot/server-kit';
import { isRefusal, type Refusal } from '../domain/refusal.ts';

export const refusalError = ({ refused }: Refusal): AppError => ('field' in refused ? invalid(refused.field, refused.rule) : conflict(refused.conflict));

/** The decision's change, or its refusal thrown. */
export function orRefuse<T>(decision: T | Refusal): T {
  if (isRefusal(decision)) throw refusalError(decision);
  return decision;
}
