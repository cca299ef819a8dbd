// A change request declared whole (`defineChangeRequest`): changes to some fields of a record already in use —
// its own and its children's — proposed with a reason, approved through the approval engine, then written
// through the target's own service, a line at a time, unless the field moved since. The declaration names the
// subject (the record a request is about), the children under it and the fields each may change; the engine
// derives the request and its lines (entities, lifecycle, outcomes) and, on the server, the checks, the form's
// data, the submit, the decision and the spreadsheet import (hub `change-requests/`).
import { defineEntity, type EntityDecl } from './define-entity.ts';
import { children, code, createdAt, datetime, enumOf, files, number, reference, status, text } from './fields.ts';
import { defineMachine } from './machine.ts';
import type { RequestScreen, RequestSurface } from './request-surface.ts';

/** A kind of record a request changes: the subject itself, or records under it (`under` names their reference to it). */
export interface ChangeTarget {
  entity: EntityDecl;
  /** The fields a request may change, in the order forms show them (each checked by its own declaration). */
  fields: readonly string[];
  /** A child target's reference field to the subject (`spu_id`). */
  under?: string;
  /** A field shown beside the code in forms (a SKU's `spec`). */
  aside?: string;
}

export interface ChangeRequestOptions<K extends string> {
  /** Entity name of the request (`catalogue.infoChange`); its lines are `<name>Line`. */
  name: string;
  table: string;
  lineTable: string;
  label: string;
  /** The request number's pattern (`BG{yyyyMMdd}{seq:3}`). */
  number: string;
  /** The targets by key; the first is the subject (`spu`), the others lie under it (`sku`). */
  targets: Record<K, ChangeTarget>;
  /** The approval engine's document type its flows are configured under. */
  documentType: string;
  /** Where it is served: list, the create form's data, submit, detail; the attachments' upload and the import when offered. */
  api: RequestSurface<ChangeAction, 'upload' | 'import' | 'waiting'>;
  /** Its list's screen; the create and detail screens are `<url>/create` and `<url>/detail?id=`. */
  screen: RequestScreen;
}

export type ChangeAction = 'list' | 'form' | 'submit' | 'detail';

/** One changeable field: `<target>.<field>`, with its label and type in the target's declaration. */
export interface ChangeField {
  key: string;
  target: string;
  field: string;
  label: string;
  type: string;
}

/** What became of a line. */
export const changeOutcomes = [
  { value: 'waiting', label: '待生效' },
  { value: 'applied', label: '已生效' },
  { value: 'failed', label: '未生效' },
  { value: 'closed', label: '已关闭' },
] as const;

/**
 * A request waits for its approval (审批中), then 已通过 (every line applied), 部分生效 (some lines refused at
 * apply: their current value changed after submit), 未生效 (all refused), 已驳回 or 已撤回. Moved only by the
 * approval engine's decisions, never by a route.
 */
export const changeRequestStatus = defineMachine({
  initial: 'pending',
  states: {
    pending: { label: '审批中', color: 'blue' },
    approved: { label: '已通过', color: 'green' },
    partial: { label: '部分生效', color: 'orange' },
    failed: { label: '未生效', color: 'red' },
    rejected: { label: '已驳回', color: 'red' },
    withdrawn: { label: '已撤回', color: 'gray' },
  },
  transitions: {
    apply: { label: '审批通过', from: ['pending'], to: 'approved' },
    applyPartly: { label: '审批通过（部分生效）', from: ['pending'], to: 'partial' },
    applyNone: { label: '审批通过（未生效）', from: ['pending'], to: 'failed' },
    reject: { label: '驳回', from: ['pending'], to: 'rejected' },
    withdraw: { label: '撤回', from: ['pending'], to: 'withdrawn' },
  },
});

export interface ChangeRequestDecl<K extends string = string> {
  request: EntityDecl;
  line: EntityDecl;
  targets: Record<K, ChangeTarget>;
  /** The subject's key (the first target). */
  subject: K;
  fields: ChangeField[];
  documentType: string;
  label: string;
  api: RequestSurface<ChangeAction, 'upload' | 'import' | 'waiting'>;
  screen: RequestScreen;
}

function fieldsOf(targets: Record<string, ChangeTarget>): ChangeField[] {
  return Object.entries(targets).flatMap(([target, t]) =>
    t.fields.map((field) => {
      const declared = t.entity.fields[field];
      if (!declared) throw new Error(`change request: ${t.entity.name} has no field ${field}`);
      return { key: `${target}.${field}`, target, field, label: declared.label, type: declared.type };
    }),
  );
}

/**
 * The request and its lines as entities: `<subject>_id` and `<subject>_code` on the request (its data rule is the
 * subject's), and on each line its target, `<child>_id` for a child's, the value before and after as stored and
 * as people read them, and its outcome.
 */
export function defineChangeRequest<K extends string>(o: ChangeRequestOptions<K>): ChangeRequestDecl<K> {
  const keys = Object.keys(o.targets) as K[];
  const subject = keys[0]!;
  const subjectDecl = o.targets[subject].entity;
  const fields = fieldsOf(o.targets);
  for (const key of keys.slice(1))
    if (o.targets[key].entity.fields[o.targets[key].under ?? '']?.type !== 'reference')
      throw new Error(`change request: ${key} needs under: its reference to ${subject}`);
  const line = defineEntity({
    name: `${o.name}Line`,
    table: o.lineTable,
    label: '变更明细',
    titleField: 'target_code',
    fields: {
      request_id: reference({ label: '变更申请', to: o.name, required: true, filter: 'equal' }),
      position: number({ label: '顺序', min: 0, max: 9999 }),
      target: enumOf({ label: '对象', options: keys.map((k) => ({ value: k, label: o.targets[k].entity.label })), required: true }),
      ...Object.fromEntries(
        keys.slice(1).map((k) => [`${k}_id`, reference({ label: o.targets[k].entity.label, to: o.targets[k].entity.name, filter: 'equal' })]),
      ),
      target_code: text({ label: '编码', max: 40, required: true }),
      field: enumOf({ label: '字段', options: fields.map((f) => ({ value: f.key, label: f.label })), required: true }),
      // Values as the target's field writes them (decimal strings, a reference's id, an enum's value, HTML)…
      old_value: text({ label: '原值', max: 200_000 }),
      new_value: text({ label: '新值', max: 200_000 }),
      // …and as people read them (the referenced record's title, the enum's label, rich text's words).
      old_text: text({ label: '原值显示', max: 500 }),
      new_text: text({ label: '新值显示', max: 500 }),
      outcome: enumOf({ label: '结果', options: changeOutcomes, default: 'waiting' }),
      note: text({ label: '说明', max: 500 }),
    },
  });
  const subjectId = `${subject}_id`;
  const request = defineEntity({
    name: o.name,
    table: o.table,
    label: o.label,
    titleField: 'code',
    naturalKey: ['code'],
    indexes: [
      ['status', '-created_at', '-id'],
      [subjectId, 'status'],
    ],
    scopeThrough: { field: subjectId, parent: subjectDecl },
    counts: 'status',
    fields: {
      code: code({ label: '单号', max: 20, pattern: o.number, filter: 'batch', sortable: true, immutable: true }),
      [subjectId]: reference({ label: subjectDecl.label, to: subjectDecl.name, required: true, filter: 'equal', immutable: true }),
      [`${subject}_code`]: text({ label: `${subjectDecl.label}编码`, max: 16, filter: 'like', readOnly: true }),
      reason: text({ label: '变更原因', max: 500, required: true, multiline: true }),
      status: status({ label: '状态', machine: changeRequestStatus, filter: 'equal' }),
      requester_id: reference({ label: '申请人', to: 'admin.staff', filter: 'equal', readOnly: true }),
      approval_request_id: text({ label: '审批单', max: 36, readOnly: true, list: false }),
      decided_at: datetime({ label: '完成时间', readOnly: true }),
      applied_count: number({ label: '已生效', min: 0, max: 9999, readOnly: true, list: false }),
      failed_count: number({ label: '未生效', min: 0, max: 9999, readOnly: true, list: false }),
      attachments: files({ label: '附件', max: 10, list: false }),
      created_at: { ...createdAt(), label: '申请时间', days: true },
      lines: children({ label: '变更明细', entity: line, foreignKey: 'request_id', orderBy: 'position', max: 200 }),
    },
  });
  return { request, line, targets: o.targets, subject, fields, documentType: o.documentType, label: o.label, api: o.api, screen: o.screen };
}
