// The flow form's editors work on these shapes and write the `conditions` and `levels` JSON the engine checks
// (checkConditions, checkLevels: the same functions run in the form and on the server).
import { type Conditions, type Level, MAX_LEVELS } from '@entrepot/hub-server/approvals';
import type { ApproverKind } from './approval-text.ts';

export { MAX_LEVELS };

export interface ConditionsForm {
  amount_min: string;
  amount_max: string;
  types: string[];
  organization_ids: string[];
}

const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);

export function toConditionsForm(value: unknown): ConditionsForm {
  const c = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  return { amount_min: text(c.amount_min), amount_max: text(c.amount_max), types: strings(c.types), organization_ids: strings(c.organization_ids) };
}

/** Only what is set; nothing set → null (the flow takes every document of its type). Amounts stay strings. */
export function fromConditionsForm(form: ConditionsForm): Conditions | null {
  const c: Conditions = {};
  if (form.amount_min.trim()) c.amount_min = form.amount_min.trim();
  if (form.amount_max.trim()) c.amount_max = form.amount_max.trim();
  const types = form.types.map((t) => t.trim()).filter(Boolean);
  if (types.length) c.types = [...new Set(types)];
  if (form.organization_ids.length) c.organization_ids = form.organization_ids;
  return Object.keys(c).length ? c : null;
}

export const toLevels = (value: unknown): Level[] => (Array.isArray(value) ? (value as Level[]) : []);

export const newLevel = (position: number): Level => ({ name: `第${position}级审批`, mode: 'any', approvers: {} });

/** The level with `kind` set to `ids`; an empty list is left out. */
export function withApprovers(level: Level, kind: ApproverKind, ids: string[]): Level {
  const { [kind]: _old, ...rest } = level.approvers;
  return { ...level, approvers: ids.length ? { ...rest, [kind]: ids } : rest };
}

/** The list with the item at `from` moved to `to` (outside the list: unchanged). */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  if (to < 0 || to >= list.length || from === to) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}
