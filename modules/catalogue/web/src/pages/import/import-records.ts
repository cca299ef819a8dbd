// The catalogue's imports as the screens see them: the kinds the server declares (`sku/import/kinds`) and
// the caller's imports (`sku/import/log`), with what each status and result shows.
import { PRODUCT } from '../product-urls.ts';

export const IMPORT_KINDS_URL = `${PRODUCT}/sku/import/kinds`;
export const IMPORT_LOG_URL = `${PRODUCT}/sku/import/log`;
export const POLL_INTERVAL_MS = 2000;

export type ImportPage = 'sku' | 'spu';
export type ImportStatus = 'queued' | 'running' | 'succeeded' | 'failed' | 'cancelled';

export interface ImportKindInfo {
  kind: string;
  label: string;
  pages: ImportPage[];
  permission: string;
  import_url: string;
  template_url: string;
  columns: { label: string; required?: true | 'new' }[];
  note: string;
}

export interface ImportRecord {
  id: string;
  kind: string;
  kind_label: string;
  file_name: string;
  status: ImportStatus;
  progress: number | null;
  total: number | null;
  rows: number | null;
  errors: number;
  result: Record<string, unknown> | null;
  error: string | null;
  /** Our route answering the failed import's error report (行号, 列, 错误信息). */
  error_report_url: string | null;
  created_at: string;
  finished_at: string | null;
}

export const STATUS_TAGS: Record<ImportStatus, { label: string; color: string }> = {
  queued: { label: '排队中', color: 'gray' },
  running: { label: '进行中', color: 'arcoblue' },
  succeeded: { label: '已完成', color: 'green' },
  failed: { label: '失败', color: 'red' },
  cancelled: { label: '已取消', color: 'orangered' },
};

const RESULT_LABELS: Record<string, string> = {
  spu_created: '新增SPU',
  spu_updated: '更新SPU',
  sku_created: '新增SKU',
  sku_updated: '更新SKU',
  customs_created: '新增报关信息',
  customs_updated: '更新报关信息',
  mapping_created: '新增SKU映射',
  mapping_updated: '更新SKU映射',
  unchanged: '未变化',
};

/** The kinds a page offers the caller: those of the page whose code they hold, in the server's order. */
export function kindsOn(kinds: readonly ImportKindInfo[], page: ImportPage, can: (code: string) => boolean): ImportKindInfo[] {
  return kinds.filter((k) => k.pages.includes(page) && can(k.permission));
}

/** `必填列：SPU编码、颜色、尺码；新SPU还须填写：中文名称、分类` */
export function requiredText(kind: Pick<ImportKindInfo, 'columns'>): string {
  const always = kind.columns.filter((c) => c.required === true).map((c) => c.label);
  const fresh = kind.columns.filter((c) => c.required === 'new').map((c) => c.label);
  return [`必填列：${always.join('、')}`, ...(fresh.length ? [`新SPU还须填写：${fresh.join('、')}`] : [])].join('；');
}

/** The result in words: `共5处错误…`, or `行数 7，新增SPU 3，新增SKU 9`. */
export function resultText(record: Pick<ImportRecord, 'status' | 'error' | 'rows' | 'result'>): string {
  if (record.status === 'failed' || record.status === 'cancelled') return record.error ?? '';
  if (record.status !== 'succeeded') return '';
  const counts = Object.entries(record.result ?? {})
    .filter(([k, v]) => k in RESULT_LABELS && typeof v === 'number')
    .map(([k, v]) => `${RESULT_LABELS[k]} ${String(v)}`);
  return [`行数 ${record.rows ?? 0}`, ...(counts.length ? counts : ['没有需要修改的数据'])].join('，');
}

export const isActive = (status: ImportStatus) => status === 'queued' || status === 'running';
