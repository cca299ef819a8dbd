// A declared change request (`defineChangeRequest`) as its server answers it (hub `change-requests/`): rows, the
// create form's data, and the screens' pure helpers. The screens themselves are change-request.pages.tsx.
import { type ChangeField, type ChangeRequestDecl, changeOutcomes, changeRequestStatus } from '@entrepot/entity';
import type { StatusDotColor } from '../../widgets/index.ts';

export type ChangeStatus = keyof typeof changeRequestStatus.states;
export type Outcome = (typeof changeOutcomes)[number]['value'];

export interface FileRef {
  id: string;
  name: string;
  url: string;
}

export interface ChangeLine {
  id: string;
  target: string;
  target_code: string;
  field: string;
  old_text: string | null;
  new_text: string | null;
  outcome: Outcome;
  note: string | null;
}

/** A request as the list and the detail answer it (`<subject>_code`, `<subject>_id_title` by the declaration). */
export interface ChangeRequestRow {
  id: string;
  code: string;
  reason: string;
  status: ChangeStatus;
  requester_id: string;
  requester_id_title?: string;
  approval_request_id: string | null;
  applied_count: number | null;
  failed_count: number | null;
  decided_at: string | null;
  created_at: string;
  updated_at: string;
  version: number;
  attachments: FileRef[];
  [subjectField: string]: unknown;
}

export interface ChangeRequestDetail extends ChangeRequestRow {
  lines: ChangeLine[];
}

/** One target of the create form: the subject or a child, with the current value of each of its fields. */
export interface FormTarget {
  id: string;
  code: string;
  name: string | null;
  aside?: string | null;
  status_label: string | null;
  pending_code: string | null;
  values: Record<string, { value: string | null; text: string | null }>;
}

export type FormField = ChangeField & { options?: { value: string; label: string }[] };

/** `{<subject>: target, <child>s: [target…], fields}` (`{spu, skus, fields}`). */
export type ChangeForm = { fields: FormField[] } & Record<string, FormTarget | FormTarget[] | FormField[]>;

export const CHANGE_STATUS = changeRequestStatus.states as Record<ChangeStatus, { label: string; color: StatusDotColor }>;
export const OUTCOME_LABELS = Object.fromEntries(changeOutcomes.map((o) => [o.value, o.label])) as Record<Outcome, string>;
export const OUTCOME_COLORS: Record<Outcome, StatusDotColor> = { waiting: 'blue', applied: 'green', failed: 'orange', closed: 'gray' };

/** What an approved request did: `已生效 2，未生效 1`; before the decision, 待生效. */
export function resultText(r: { status: unknown; applied_count: unknown; failed_count: unknown }): string {
  if (r.status === 'pending') return '待生效';
  if (r.status === 'rejected' || r.status === 'withdrawn') return '未生效';
  const [applied, failed] = [Number(r.applied_count ?? 0), Number(r.failed_count ?? 0)];
  return failed ? `已生效 ${applied}，未生效 ${failed}` : `已生效 ${applied}`;
}

/** A line's target as people read it: `SKU TS001-BLK-M`. */
export const targetText = (decl: ChangeRequestDecl, target: string, code: string) => `${decl.targets[target]?.entity.label ?? target} ${code}`;

/** A line's field as people read it (`销售价`), never its key. */
export const fieldLabel = (decl: ChangeRequestDecl, key: string) => decl.fields.find((f) => f.key === key)?.label ?? key;

/** One editable row of the create form: a field of the subject or of one child. */
export interface EditRow {
  key: string;
  target: FormTarget;
  kind: string;
  field: FormField;
  currentText: string | null;
}

/** The form's subject. */
export const subjectOf = (decl: ChangeRequestDecl, form: ChangeForm) => form[decl.subject] as FormTarget;

/** The rows of the create form: the subject's fields, then each child's, in the declared order. */
export function editRows(decl: ChangeRequestDecl, form: ChangeForm): EditRow[] {
  const rowsOf = (target: FormTarget, kind: string) =>
    form.fields
      .filter((f) => f.target === kind)
      .map((field) => ({ key: `${target.id}:${field.key}`, target, kind, field, currentText: target.values[field.key]?.text ?? null }));
  const children = Object.keys(decl.targets).filter((k) => k !== decl.subject);
  return [...rowsOf(subjectOf(decl, form), decl.subject), ...children.flatMap((k) => ((form[`${k}s`] ?? []) as FormTarget[]).flatMap((t) => rowsOf(t, k)))];
}

/** The lines to submit: the rows given a new value (blank = unchanged). */
export function linesOf(decl: ChangeRequestDecl, rows: EditRow[], values: Record<string, string>) {
  return rows
    .filter((r) => (values[r.key] ?? '').trim() !== '')
    .map((r) => ({ field: r.field.key, ...(r.kind === decl.subject ? {} : { [`${r.kind}_id`]: r.target.id }), new_value: values[r.key]!.trim() }));
}
