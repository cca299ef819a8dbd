// Masked text fields (`text({ masked })`): a reader without the revealing permission sees the last four
// characters only, wherever the engine answers the record — lists, details, children in their parent, exports.
import { type EntityDecl, maskText } from '@entrepot/entity';
import { invalid } from '../errors.ts';
import type { RequestUser } from '../request-user.ts';

type Row = Record<string, unknown>;

/** The fields this reader sees masked: own keys, and per children key the child's. */
interface MaskPlan {
  own: string[];
  children: [string, MaskPlan][];
}

function planOf(decl: EntityDecl, mayReveal: (code: string) => boolean): MaskPlan {
  const own: string[] = [];
  const children: [string, MaskPlan][] = [];
  for (const [key, f] of Object.entries(decl.fields)) {
    if (f.type === 'text' && f.masked && !mayReveal(decl.permission(f.masked))) own.push(key);
    if (f.type === 'children') {
      const child = planOf(f.entity, mayReveal);
      if (child.own.length || child.children.length) children.push([key, child]);
    }
  }
  return { own, children };
}

function apply(plan: MaskPlan, row: Row): Row {
  const out = { ...row };
  for (const key of plan.own) if (typeof out[key] === 'string' && out[key] !== '') out[key] = maskText(out[key]);
  for (const [key, child] of plan.children) if (Array.isArray(out[key])) out[key] = (out[key] as Row[]).map((r) => apply(child, r));
  return out;
}

/** What `user` may read of a row of `decl`: the row itself, or a copy with the masked fields starred. */
export function maskerOf(decl: EntityDecl, user: Pick<RequestUser, 'isAdmin' | 'permissions'> | null | undefined): (row: Row) => Row {
  const plan = planOf(decl, (code) => Boolean(user?.isAdmin || user?.permissions.has(code)));
  if (plan.own.length === 0 && plan.children.length === 0) return (row) => row;
  return (row) => apply(plan, row);
}

/** Whether `user` reads any of a list row's own fields of `decl` masked (a list page carries no children). */
export function masksOwn(decl: EntityDecl, user: Pick<RequestUser, 'isAdmin' | 'permissions'> | null | undefined): boolean {
  return planOf(decl, (code) => Boolean(user?.isAdmin || user?.permissions.has(code))).own.length > 0;
}

const STARRED = /^\*{4,}[^*]{0,4}$/;

/** A value as a masked field shows it: `************7890`. */
export const isStarred = (value: unknown): boolean => typeof value === 'string' && STARRED.test(value);

/**
 * The columns of a write without the masked values sent back as they were shown (`************7890`): the
 * stored value stays. Where nothing is stored (a new record or row), stars are no value and are refused.
 */
export function keepStarred(decl: EntityDecl, columns: Row, stored: Row | null): Row {
  const starred = Object.keys(columns).filter((k) => {
    const f = decl.fields[k];
    return f?.type === 'text' && f.masked && isStarred(columns[k]);
  });
  if (starred.length === 0) return columns;
  if (!stored) throw invalid(starred[0]!, `请输入${decl.fields[starred[0]!]!.label}`);
  return Object.fromEntries(Object.entries(columns).filter(([k]) => !starred.includes(k)));
}
