// The change requests as the server answers them (modules/catalogue/server/info-change/), the list's
// filters and the screens' pure helpers.
import { type InfoChangeField, infoChangeOutcomes, infoChangeStatus } from '@entrepot/module-catalogue/entities';
import type { StatusDotColor } from '@entrepot/web/widgets';
import { INFORMATION, PRODUCT } from '../product-urls.ts';

export type InfoChangeStatus = keyof typeof infoChangeStatus.states;
export type Outcome = (typeof infoChangeOutcomes)[number]['value'];

export interface FileRef {
  id: string;
  name: string;
  url: string;
}

export interface InfoChangeLine {
  id: string;
  target: 'spu' | 'sku';
  target_code: string;
  field: string;
  field_title?: string;
  old_value: string | null;
  new_value: string | null;
  old_text: string | null;
  new_text: string | null;
  outcome: Outcome;
  note: string | null;
}

export interface InfoChangeRow {
  id: string;
  code: string;
  spu_id: string;
  spu_code: string;
  spu_id_title?: string;
  reason: string;
  status: InfoChangeStatus;
  requester_id: string;
  requester_id_title?: string;
  approval_request_id: string | null;
  applied_count: number | null;
  failed_count: number | null;
  decided_at: string | null;
  created_at: string;
  attachments: FileRef[];
}

export interface InfoChangeDetail extends InfoChangeRow {
  lines: InfoChangeLine[];
}

/** One target of the create form: the SPU or a SKU, with the current value of each of its fields. */
export interface FormTarget {
  id: string;
  code: string;
  name: string;
  spec?: string | null;
  status_label: string;
  pending_code: string | null;
  values: Record<string, { value: string | null; text: string | null }>;
}

export interface CreateForm {
  spu: FormTarget;
  skus: FormTarget[];
  fields: (InfoChangeField & { options?: { value: string; label: string }[] })[];
}

export interface AmazonListing {
  sku_id: string;
  code: string;
  is_amazon: boolean;
  amazon_skus: { platform_sku: string; account: string | null }[];
}

const id = (value: string) => encodeURIComponent(value);

export const infoChangeUrls = {
  list: `${PRODUCT}/spuskuchange/list`,
  create: (spuId: string) => `${PRODUCT}/spuskuchange/create?spu_id=${id(spuId)}`,
  submit: `${PRODUCT}/spuskuchange`,
  detail: (requestId: string) => `${PRODUCT}/spuskuchange/${id(requestId)}`,
  upload: `${PRODUCT}/spuskuchange/upload`,
  isAmazon: `${PRODUCT}/spuskuchange/isamazon`,
  bomUpload: `${PRODUCT}/spuskuchange/bomupload`,
  /** SPUs for the picker: `code=TS001` (exact) or `name=T恤` (contains). */
  spus: (query: string) => `${PRODUCT}/spus?per_page=20&${query}`,
  staffs: `${PRODUCT}/user/staffs`,
  withdraw: (approvalId: string) => `/api-auth/api/v1/approval/${id(approvalId)}/withdraw`,
};

export const SCREEN = `${INFORMATION}/commodity-info-change`;
export const screens = {
  list: SCREEN,
  create: `${SCREEN}/create`,
  detail: (requestId: string) => `${SCREEN}/detail?id=${id(requestId)}`,
  sku: (skuId: string) => `${INFORMATION}/sku/detail?id=${id(skuId)}`,
};

export const STATUS = infoChangeStatus.states as Record<InfoChangeStatus, { label: string; color: StatusDotColor }>;
export const OUTCOME_LABELS = Object.fromEntries(infoChangeOutcomes.map((o) => [o.value, o.label])) as Record<Outcome, string>;
export const OUTCOME_COLORS: Record<Outcome, StatusDotColor> = { waiting: 'blue', applied: 'green', failed: 'orange', closed: 'gray' };

/** What an approved request did: `已生效 2，未生效 1`; before the decision, 待生效. */
export function resultText(r: { status: string | null; applied_count: number | null; failed_count: number | null }): string {
  if (r.status === 'pending') return '待生效';
  if (r.status === 'rejected' || r.status === 'withdrawn') return '未生效';
  return r.failed_count ? `已生效 ${r.applied_count ?? 0}，未生效 ${r.failed_count}` : `已生效 ${r.applied_count ?? 0}`;
}

/** One editable row of the create form: a field of the SPU or of one SKU. */
export interface EditRow {
  key: string;
  target: FormTarget;
  kind: 'spu' | 'sku';
  field: CreateForm['fields'][number];
  current: string | null;
  currentText: string | null;
}

/** The rows of the create form: the SPU's fields, then each SKU's, in the declared order. */
export function editRows(form: CreateForm): EditRow[] {
  const rowsOf = (target: FormTarget, kind: 'spu' | 'sku') =>
    form.fields
      .filter((f) => f.target === kind)
      .map((field) => ({
        key: `${target.id}:${field.key}`,
        target,
        kind,
        field,
        current: target.values[field.key]?.value ?? null,
        currentText: target.values[field.key]?.text ?? null,
      }));
  return [...rowsOf(form.spu, 'spu'), ...form.skus.flatMap((s) => rowsOf(s, 'sku'))];
}

/** The lines to submit: the rows given a new value (blank = unchanged). */
export function linesOf(rows: EditRow[], values: Record<string, string>) {
  return rows
    .filter((r) => (values[r.key] ?? '').trim() !== '')
    .map((r) => ({ field: r.field.key, ...(r.kind === 'sku' ? { sku_id: r.target.id } : {}), new_value: values[r.key]!.trim() }));
}

/** The Amazon-listed SKUs whose 名称 or 销售价 this form changes: the create screen warns about them. */
export function amazonWarnings(rows: EditRow[], values: Record<string, string>, listings: AmazonListing[]): string[] {
  const listed = new Map(listings.filter((l) => l.is_amazon).map((l) => [l.sku_id, l]));
  const touched = rows.filter((r) => r.kind === 'sku' && ['sku.name', 'sku.sale_price'].includes(r.field.key) && (values[r.key] ?? '').trim() !== '');
  return [...new Set(touched.map((r) => r.target.id))].flatMap((skuId) => {
    const l = listed.get(skuId);
    return l ? [`${l.code}（${l.amazon_skus.map((a) => a.platform_sku).join('、')}）`] : [];
  });
}
