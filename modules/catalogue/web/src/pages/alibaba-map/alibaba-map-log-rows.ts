import { alibabaMapActions } from '@entrepot/module-catalogue/entities';

export interface AlibabaMapLogRow {
  id: string;
  at: string;
  user_name: string | null;
  action: string;
  action_label: string;
  map_id: string;
  sku_code: string;
  offer_id: string;
  spec_id: string | null;
  changes: Record<string, { before: unknown; after: unknown }>;
}

export interface AlibabaMapLogFilters {
  sku_code: string;
  offer_id: string;
  user_name: string;
  action: string;
  days: string[];
}

export const NO_LOG_FILTERS: AlibabaMapLogFilters = { sku_code: '', offer_id: '', user_name: '', action: '', days: [] };

/** 新增 / 修改 / 解除关联, as the log records them. */
export const LOG_ACTION_OPTIONS = Object.entries(alibabaMapActions).map(([value, label]) => ({ value, label }));

/** The filters as `alibaba/map/log` (and its export) reads them. */
export function logParams(f: AlibabaMapLogFilters): Record<string, string> {
  const params: Record<string, string> = {};
  for (const key of ['sku_code', 'offer_id', 'user_name', 'action'] as const) if (f[key].trim()) params[key] = f[key].trim();
  if (f.days[0]) params.created_from = f.days[0];
  if (f.days[1]) params.created_to = f.days[1];
  return params;
}
