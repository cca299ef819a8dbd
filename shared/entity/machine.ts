/** Status-dot colour of the UI kit. */
export type DotColor = 'default' | 'green' | 'red' | 'orange' | 'gray' | 'violet' | 'blue';

/** A status field's state machine, declared beside its entity. */
export interface StateDecl {
  label: string;
  color: DotColor;
}

export interface TransitionDecl {
  label: string;
  from: readonly string[];
  to: string;
  /** Permission code suffix; the code is `<module>.<entity>.<permission ?? name>`. */
  permission?: string;
  /** A datetime field set to the moment the transition runs (`published_at`). */
  stamp?: string;
  /**
   * The record's fields a person fills to run it (驳回's 驳回原因, 完成's 完成SPU): each required, checked by the
   * field's own rules and written with the new state in the same update (the guard sees them). Such a field is
   * usually `readOnly`: only its transition writes it.
   */
  input?: readonly string[];
  /** A condition on the record beyond its state: the refusal message, or null to allow. */
  guard?: (record: Record<string, unknown>) => string | null;
}

export interface StateMachine {
  initial: string;
  states: Record<string, StateDecl>;
  transitions: Record<string, TransitionDecl>;
  /**
   * The states in the order a select and a count bar show them, when the declaration's order cannot say it
   * (numeric codes such as the OMS's 0, 11, 1, 2…: JavaScript orders integer keys ascending).
   */
  order?: readonly string[];
}

/** The states as [code, declaration] in their order (`order` when declared). */
export function statesOf(machine: StateMachine): [string, StateDecl][] {
  const entries = Object.entries(machine.states);
  if (!machine.order) return entries;
  const rank = new Map(machine.order.map((code, i) => [code, i]));
  return entries.sort(([a], [b]) => (rank.get(a) ?? Number.MAX_SAFE_INTEGER) - (rank.get(b) ?? Number.MAX_SAFE_INTEGER));
}

export function defineMachine<M extends StateMachine>(machine: M): M {
  if (!machine.states[machine.initial]) throw new Error(`initial state ${machine.initial} is not declared`);
  for (const [name, t] of Object.entries(machine.transitions)) {
    for (const s of [...t.from, t.to]) if (!machine.states[s]) throw new Error(`transition ${name} uses undeclared state ${s}`);
  }
  return machine;
}

/**
 * A record's entry by a name that came from outside (a request's transition, option, state or field), never one
 * of Object's own members: `constructor`, `toString`, `__proto__` are no entries of a declaration.
 */
export function own<T>(record: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}

/** The transition's target, or the reason it cannot run from `current`. */
export function nextState(machine: StateMachine, current: string, transition: string): { to: string } | { error: string } {
  const t = own(machine.transitions, transition);
  if (!t) return { error: `未知操作: ${transition}` };
  if (!t.from.includes(current)) {
    const label = own(machine.states, current)?.label ?? current;
    return { error: `当前状态为「${label}」，不能${t.label}` };
  }
  return { to: t.to };
}

/** The lifecycle of master data that is switched on and off (warehouses, shops, accounts): 启用 ⇄ 停用. */
export const enabledLifecycle = defineMachine({
  initial: 'enabled',
  states: {
    enabled: { label: '启用', color: 'green' },
    disabled: { label: '停用', color: 'gray' },
  },
  transitions: {
    disable: { label: '停用', from: ['enabled'], to: 'disabled' },
    enable: { label: '启用', from: ['disabled'], to: 'enabled' },
  },
});

/**
 * The states of a request the approval engine decides (an approval, a state-change request): 审批中, then 已通过,
 * 已驳回 or 已撤回, each final. A document with more states of its own declares them beside these.
 */
export const decidedStates = {
  pending: { label: '审批中', color: 'blue' },
  approved: { label: '已通过', color: 'green' },
  rejected: { label: '已驳回', color: 'red' },
  withdrawn: { label: '已撤回', color: 'gray' },
} as const satisfies Record<string, StateDecl>;

/**
 * The approval part of a document's lifecycle (a quotation, a purchase order): written as 草稿, sent with
 * 提交审批 (again after 已驳回), decided by the approval engine into `approved` (its own state: 已生效, 待到货…,
 * with a stamp), or taken back by its submitter. Spread into the document's machine beside its own states.
 */
export function approvalLifecycle(o: { approved: string; stamp?: string; withdrawLabel?: string }) {
  return {
    states: {
      draft: { label: '草稿', color: 'default' },
      pending: { label: '审批中', color: 'blue' },
      rejected: { label: '已驳回', color: 'red' },
    },
    transitions: {
      submit: { label: '提交审批', from: ['draft', 'rejected'], to: 'pending' },
      approve: { label: '审批通过', from: ['pending'], to: o.approved, ...(o.stamp ? { stamp: o.stamp } : {}) },
      reject: { label: '审批驳回', from: ['pending'], to: 'rejected' },
      withdraw: { label: o.withdrawLabel ?? '撤回审批', from: ['pending'], to: 'draft' },
    },
  } satisfies { states: Record<string, StateDecl>; transitions: Record<string, TransitionDecl> };
}
