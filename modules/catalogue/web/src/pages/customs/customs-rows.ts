// The customs screens' routes (modules/catalogue/server/customs/customs-routes.ts, under /api-product), what
// they answer, and the pure helpers of the pages: 申报要素 values in and out of their `|` form, review states in words.
import type { RowOf } from '@entrepot/entity';
import type { customsSkuList } from '@entrepot/module-catalogue/entities';
import type { EntityUrls } from '@entrepot/web/entity';

export const PRODUCT_API = '/api-product/api/v1/product';
const id = (value: string) => encodeURIComponent(value);

export type MasterUrls = EntityUrls & { export: string; importBase: string };

/** The derived pages of a customs master list (`customs/element/*`, `customs/goods/*`). */
function masterUrls(base: string): MasterUrls {
  return {
    list: `${PRODUCT_API}/${base}/list`,
    detail: (r) => `${PRODUCT_API}/${base}/detail?id=${id(r)}`,
    create: `${PRODUCT_API}/${base}/add`,
    update: (r) => `${PRODUCT_API}/${base}/${id(r)}`,
    remove: (r) => `${PRODUCT_API}/${base}/${id(r)}`,
    auditLog: (r) => `${PRODUCT_API}/${base}/${id(r)}/logs`,
    export: `${PRODUCT_API}/${base}/export`,
    importBase: `${PRODUCT_API}/${base}`,
  };
}

export const elementUrls = masterUrls('customs/element');
export const goodsUrls = masterUrls('customs/goods');

/** The review log through the derived list (read only: no detail, form or delete is offered). */
export const auditLogUrls: EntityUrls = {
  list: `${PRODUCT_API}/auditlog`,
  detail: () => `${PRODUCT_API}/auditlog`,
  create: `${PRODUCT_API}/auditlog`,
  update: () => `${PRODUCT_API}/auditlog`,
  remove: () => `${PRODUCT_API}/auditlog`,
};

export const customsUrls = {
  code: (hs: string) => `${PRODUCT_API}/code/${id(hs)}`,
  skus: `${PRODUCT_API}/skus/list`,
  skusExport: `${PRODUCT_API}/skus/list/export`,
  detail: (sku: string) => `${PRODUCT_API}/customsdetail/${id(sku)}`,
  reviewSkus: `${PRODUCT_API}/customsskuaudit`,
  spuReview: (spu: string) => `${PRODUCT_API}/customsspuaudit/${id(spu)}`,
};

/** Options of the reference fields on these screens, by target entity. */
export const CUSTOMS_LOOKUPS: Record<string, string> = {
  'catalogue.sku': `search:${PRODUCT_API}/reference/sku-options`, // searched as one types
  'catalogue.spu': `search:${PRODUCT_API}/spus/options`,
};

export type ReviewState = 'pending' | 'approved' | 'rejected';
export type ReviewAction = 'approve' | 'reject';

export const REVIEW_STATES: Record<ReviewState | 'none', { label: string; color: 'orange' | 'green' | 'red' | 'gray' }> = {
  pending: { label: '待审核', color: 'orange' },
  approved: { label: '已审核', color: 'green' },
  rejected: { label: '驳回', color: 'red' },
  none: { label: '未维护', color: 'gray' },
};
export const ACTION_LABELS: Record<ReviewAction, string> = { approve: '审核通过', reject: '驳回' };

export const reviewState = (status: string | null | undefined) => REVIEW_STATES[(status ?? 'none') as ReviewState] ?? REVIEW_STATES.none;

/** One row of `skus/list` (the declared query `customsSkuList`): a SKU and its customs data (null fields when it has none). */
export type CustomsSkuRow = RowOf<typeof customsSkuList>;

export interface ElementDecl {
  sort: number;
  name: string;
  mandatory: boolean;
  hint: string | null;
}

export interface ElementValue {
  name: string;
  mandatory: boolean;
  hint: string | null;
  value: string;
}

export interface GoodsAnswer {
  id: string;
  name: string;
  name_en: string;
  hs_code: string;
  unit: string;
  currency: string;
  min_value: string | null;
  max_value: string | null;
  tax_rebate_rate: string | null;
  element_values: ElementValue[];
}

/** `code/{code}`: the HS code's elements and declared names. */
export interface HsCodeMeaning {
  hs_code: string;
  elements: ElementDecl[];
  goods: GoodsAnswer[];
}

/** `customsdetail/{id}`. */
export interface CustomsDetail {
  sku: { id: string; code: string; name: string; spec: string | null; status: string; spu_code: string; spu_name: string };
  customs: (Record<string, unknown> & { audit_status: ReviewState }) | null;
  goods: GoodsAnswer | null;
  elements: ElementDecl[];
  reviews: { id: string; action: ReviewAction; remark: string | null; declared_value: string; currency: string; operator: string; created_at: string }[];
}

/** `GET customsspuaudit/{id}`. */
export interface SpuReviewOverview {
  spu: { id: string; code: string; name: string };
  skus: {
    id: string;
    code: string;
    name: string;
    declared_name: string | null;
    declared_value: string | null;
    currency: string | null;
    audit_status: ReviewState | 'none';
  }[];
  counts: Record<ReviewState | 'none', number>;
}

export const ELEMENT_SEPARATOR = '|';

/** `T恤|针织|` → one value per element (missing ones blank, extra ones dropped). */
export function splitElements(text: unknown, count: number): string[] {
  const parts = typeof text === 'string' && text !== '' ? text.split(ELEMENT_SEPARATOR) : [];
  return Array.from({ length: count }, (_, i) => parts[i]?.trim() ?? '');
}

/** The values with the one at `index` replaced, in the `|` form the declaration takes. */
export function withElement(values: string[], index: number, value: string): string {
  return values.map((v, i) => (i === index ? value.replaceAll(ELEMENT_SEPARATOR, '') : v)).join(ELEMENT_SEPARATOR);
}

/** `0.1300` → `13%`, `0.0925` → `9.25%` (exact: the decimal's digits moved, no float); blank → `-`. */
export function rateText(rate: string | null | undefined): string {
  if (rate == null || rate === '') return '-';
  const [whole = '0', frac = ''] = rate.split('.');
  const digits = frac.padEnd(2, '0');
  const rest = digits.slice(2).replace(/0+$/, '');
  return `${Number(whole) * 100 + Number(digits.slice(0, 2))}${rest ? `.${rest}` : ''}%`;
}

/** `4.50 USD`, or `-`. */
export const valueText = (value: string | null | undefined, currency: string | null | undefined) => (value ? `${value} ${currency ?? ''}`.trim() : '-');
