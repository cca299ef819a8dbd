// A transition request declared whole (`defineTransitionRequest`): one state change — 停售, 清仓… — asked for many
// records at once (a subject such as the SPU, and the records under it such as its SKUs), with a reason, passed
// through the approval engine, then applied record by record through each target's own transition, a record that
// can no longer take it noted and left as it is. The declaration names the targets and the transitions a request
// may ask for; the engine derives the request and its lines (entities, lifecycle, outcomes), the list, and on the
// server the checks, the submit, the decision, the reads under each target's data rules (hub `transition-requests/`).
import { defineEntity, type EntityDecl } from './define-entity.ts';
import { boolean, children, code, datetime, enumOf, number, reference, status, text } from './fields.ts';
import { decidedStates, defineMachine, type StateMachine } from './machine.ts';
import { defineQuery, type QueryDecl } from './query.ts';
import type { RequestScreen, RequestSurface } from './request-surface.ts';

/** A kind of record a request moves: the subject itself, or records under it (`under`: their reference to it). */
export interface TransitionTarget {
  /** Its `status` field is the machine whose transitions a request asks for. */
  entity: EntityDecl;
  /** A child target's reference field to the subject (`spu_id`). */
  under?: string;
  /** How many of these one request may name. */
  max: number;
}

export interface TransitionRequestOptions<K extends string, T extends string> {
  /** Entity name of the request (`catalogue.stateRequest`); its lines are `<name>Line`, its list `<name>List`. */
  name: string;
  table: string;
  lineTable: string;
  label: string;
  /** The request number's pattern (`ZT{yyyyMMdd}{seq:3}`). */
  number: string;
  /** The approval engine's document type its flows are configured under (a flow's `types` are the transitions). */
  documentType: string;
  /** The transitions a request may ask for: each declared by every target's machine, labelled by the subject's. */
  transitions: readonly T[];
  /** The targets by key; the first is the subject, the others lie under it. */
  targets: Record<K, TransitionTarget>;
  /** The list's filter by the code of any of a request's lines: its query key (default `target_code`). */
  lineFilter?: string;
  /** Where it is served: the list and its export, the submit, one request, a decision taken from its screen. */
  api: RequestSurface<TransitionAction, 'waiting'>;
  /** Its list's screen (a request opens in a drawer there, `?id=`). */
  screen: RequestScreen;
}

export type TransitionAction = 'list' | 'export' | 'submit' | 'detail' | 'decide';

/** What became of a line: it waits for the decision, then moved, could no longer move (its note says why) or closed. */
export const transitionOutcomes = [
  { value: 'waiting', label: '待生效', color: 'blue' },
  { value: 'applied', label: '已生效', color: 'green' },
  { value: 'skipped', label: '未生效', color: 'orange' },
  { value: 'closed', label: '已关闭', color: 'gray' },
] as const;

/** A request's own states: moved only by its approval's decisions, never by a route. */
export const transitionRequestStatus = defineMachine({ initial: 'pending', states: decidedStates, transitions: {} });

export interface TransitionRequestDecl<K extends string = string, T extends string = string> {
  request: EntityDecl;
  line: EntityDecl;
  /** The requests as lists read them: one row each, its lines (those the reader may see) summed up. */
  list: QueryDecl<ListFields>;
  /** The list's key of its filter by a line's code. */
  lineFilter: string;
  targets: Record<K, TransitionTarget>;
  subject: K;
  transitions: readonly T[];
  documentType: string;
  label: string;
  /** The request number's pattern. */
  number: string;
  api: RequestSurface<TransitionAction, 'waiting'>;
  screen: RequestScreen;
  /** `停售`: the transition as people read it. */
  transitionLabel(transition: string): string;
  /** `在售`: a target's state as people read it. */
  stateLabel(target: string, state: string): string;
  /** The state a line of this target reaches by the transition. */
  targetState(target: string, transition: string): string;
  /** Why this record, in this state, cannot be asked the transition (null: it can). */
  refusal(target: string, code: string, state: string, transition: string): string | null;
  /** The refusal of a record another request waits on. */
  waiting(target: string, code: string, requestCode: string): string;
  /** The approval's title as approvers read it in 我的审批: `停售申请：TS001-BLK-M 等3个SKU`. */
  title(transition: string, lines: readonly { kind: string; code: string }[]): string;
}

/** The list's columns and filters (`transitions`: the request's choices with their labels). */
const listFields = (transitions: { value: string; label: string }[]) => ({
  code: text({ label: '申请单号', max: 40, filter: 'like' }),
  transition: enumOf({ label: '申请类型', options: transitions, filter: 'equal' }),
  lines_preview: text({ label: '商品', max: 200 }),
  line_count: number({ label: '数量', min: 0, max: 9999 }),
  reason: text({ label: '申请原因', max: 500 }),
  requester: text({ label: '申请人', max: 50, filter: 'like' }),
  status: status({ label: '状态', machine: transitionRequestStatus, filter: 'in' }),
  applied_count: number({ label: '已生效', min: 0, max: 9999, list: false }),
  skipped_count: number({ label: '未生效', min: 0, max: 9999, list: false }),
  created_at: datetime({ label: '申请时间' }),
  decided_at: datetime({ label: '完成时间' }),
  created: datetime({ label: '申请日期', filter: 'range', days: true, list: false }),
  mine: boolean({ label: '只看我的', filter: 'equal', list: false }),
  requested_by: text({ label: '申请人编号', max: 36, list: false }),
  approval_request_id: text({ label: '审批单', max: 36, list: false }),
});
type ListFields = ReturnType<typeof listFields>;

const machineOf = (entity: EntityDecl): StateMachine => {
  const field = entity.fields.status;
  if (field?.type !== 'status') throw new Error(`transition request: ${entity.name} has no status field`);
  return field.machine;
};

/**
 * The request (number, transition, reason, requester, the approval, the counts of what took effect) and its lines
 * (the target and its code, name and state when asked, its outcome). At most one waiting line per record: the
 * database refuses the second of two requests racing for one.
 */
export function defineTransitionRequest<K extends string, T extends string>(o: TransitionRequestOptions<K, T>): TransitionRequestDecl<K, T> {
  const keys = Object.keys(o.targets) as K[];
  const subject = keys[0]!;
  const subjectDecl = o.targets[subject].entity;
  const machines = Object.fromEntries(keys.map((k) => [k, machineOf(o.targets[k].entity)])) as Record<string, StateMachine>;
  for (const k of keys) {
    const missing = o.transitions.find((t) => !Object.hasOwn(machines[k]!.transitions, t));
    if (missing) throw new Error(`transition request: ${o.targets[k].entity.name} has no transition ${missing}`);
    if (k !== subject && o.targets[k].entity.fields[o.targets[k].under ?? '']?.type !== 'reference')
      throw new Error(`transition request: ${k} needs under: its reference to ${subject}`);
  }
  const transitionLabel = (t: string) => (Object.hasOwn(machines[subject]!.transitions, t) ? machines[subject]!.transitions[t]!.label : t);
  const stateLabel = (target: string, state: string) => {
    const states = machines[target]?.states;
    return states && Object.hasOwn(states, state) ? states[state]!.label : state;
  };
  const transitions = o.transitions.map((t) => ({ value: t, label: transitionLabel(t) }));
  const kinds = keys.map((k) => ({ value: k, label: o.targets[k].entity.label }));
  const subjectId = `${subject}_id`;
  const line = defineEntity({
    name: `${o.name}Line`,
    table: o.lineTable,
    label: '申请明细',
    titleField: 'code',
    indexes: [['request_id', 'position'], [subjectId], ['code']],
    partialIndexes: [{ on: ['kind', 'target_id'], where: { outcome: 'waiting' }, unique: true }],
    fields: {
      request_id: reference({ label: o.label, to: o.name, required: true }),
      position: number({ label: '顺序', min: 0, max: 9999, required: true }),
      kind: enumOf({ label: '类型', options: kinds, required: true }),
      target_id: text({ label: '对象编号', max: 36, required: true }),
      [subjectId]: reference({ label: subjectDecl.label, to: subjectDecl.name, required: true }),
      code: text({ label: '编码', max: 40, required: true }),
      name: text({ label: '名称', max: 200, required: true }),
      from_status: text({ label: '原状态', max: 40, required: true }),
      outcome: enumOf({ label: '结果', options: transitionOutcomes, default: 'waiting', required: true }),
      note: text({ label: '说明', max: 500 }),
    },
  });
  const request = defineEntity({
    name: o.name,
    table: o.table,
    label: o.label,
    titleField: 'code',
    naturalKey: ['code'],
    indexes: [
      ['status', '-created_at'],
      ['requested_by', '-created_at'],
    ],
    fields: {
      code: code({ label: '申请单号', max: 20, pattern: o.number, immutable: true, required: true }),
      transition: enumOf({ label: '申请类型', options: transitions, required: true }),
      reason: text({ label: '申请原因', max: 500, required: true, multiline: true }),
      status: status({ label: '状态', machine: transitionRequestStatus }),
      approval_request_id: text({ label: '审批单', max: 36 }),
      requested_by: reference({ label: '申请人', to: 'admin.staff', required: true }),
      requester_name: text({ label: '申请人', max: 50, required: true }),
      created_at: datetime({ label: '申请时间', readOnly: true }),
      decided_at: datetime({ label: '完成时间' }),
      applied_count: number({ label: '已生效', min: 0, max: 9999, required: true }),
      skipped_count: number({ label: '未生效', min: 0, max: 9999, required: true }),
      lines: children({ label: '申请明细', entity: line, foreignKey: 'request_id', orderBy: 'position', max: 1000 }),
    },
  });
  const codes = [...keys]
    .reverse()
    .map((k) => o.targets[k].entity.label)
    .join('/'); // the most specific first: SKU/SPU
  const lineFilter = o.lineFilter ?? 'target_code';
  const { code: codeField, transition, ...rest } = listFields(transitions);
  const list = defineQuery({
    name: `${o.name}List`,
    label: o.label,
    permission: request.permission('read'),
    counts: 'status',
    defaultSort: [{ field: 'created_at', dir: 'desc' }],
    // The filter by a line's code is a key of the declaration's choosing, filter only (never a column).
    fields: { code: codeField, transition, [lineFilter]: text({ label: `${codes}编码`, max: 40, filter: 'like', list: false }), ...rest } as ListFields,
  });
  return {
    request,
    line,
    list,
    lineFilter,
    targets: o.targets,
    subject,
    transitions: o.transitions,
    documentType: o.documentType,
    label: o.label,
    number: o.number,
    api: o.api,
    screen: o.screen,
    transitionLabel,
    stateLabel,
    targetState: (target, t) => machines[target]!.transitions[t]!.to,
    refusal(target, code, state, t) {
      const declared = machines[target]!.transitions[t];
      if (declared && Object.hasOwn(machines[target]!.transitions, t) && declared.from.includes(state)) return null;
      return `${o.targets[target as K].entity.label} ${code} 当前状态为「${stateLabel(target, state)}」，不能申请${transitionLabel(t)}`;
    },
    waiting: (target, code, requestCode) => `${o.targets[target as K].entity.label} ${code} 已有审批中的${o.label} ${requestCode}，不能重复申请`,
    title(t, lines) {
      const first = lines[0];
      if (!first) return `${transitionLabel(t)}申请`;
      const unit = new Set(lines.map((l) => l.kind)).size === 1 ? `个${o.targets[first.kind as K].entity.label}` : '项';
      return `${transitionLabel(t)}申请：${first.code}${lines.length > 1 ? ` 等${lines.length}${unit}` : ''}`;
    },
  };
}
