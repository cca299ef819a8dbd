import { sku, skuStatus } from '@entrepot/module-catalogue/entities';

export interface SkuLogRow {
  id: string;
  at: string;
  user_name: string | null;
  action: string;
  sku_id: string;
  sku_code: string;
  sku_name: string;
  changes: Record<string, { before: unknown; after: unknown }>;
}

export interface SkuLogFilters {
  code: string;
  user_name: string;
  action: string;
  days: string[];
}

export const NO_LOG_FILTERS: SkuLogFilters = { code: '', user_name: '', action: '', days: [] };

/** 新增 / 修改 / 删除 and the SKU's transitions (停售, 清仓…), by the action the log records. */
export const ACTION_LABELS: Record<string, string> = {
  create: '新增',
  update: '修改',
  delete: '删除',
  ...Object.fromEntries(Object.entries(skuStatus.transitions).map(([name, t]) => [name, t.label])),
};
export const ACTION_OPTIONS = Object.entries(ACTION_LABELS).map(([value, label]) => ({ value, label }));

export function logParams(f: SkuLogFilters): Record<string, string> {
  const params: Record<string, string> = {};
  for (const key of ['code', 'user_name', 'action'] as const) if (f[key].trim()) params[key] = f[key].trim();
  if (f.days[0]) params.created_from = f.days[0];
  if (f.days[1]) params.created_to = f.days[1];
  return params;
}

const shown = (v: unknown) => (v === null || v === undefined || v === '' ? '空' : typeof v === 'object' ? JSON.stringify(v) : String(v));

/** `销售价: 29.90 → 25.90`, one line a field, labelled as the SKU form labels it. */
export function changeLines(changes: SkuLogRow['changes']): string[] {
  const fields = sku.fields as Record<string, { label: string } | undefined>;
  return Object.entries(changes).map(([key, c]) => `${fields[key]?.label ?? key}: ${shown(c.before)} → ${shown(c.after)}`);
}
