// The 尺码表 tab's editable copy of an SPU's chart (`GET spusize/{id}`) and the body `PUT spusize/{id}` takes.

export interface ChartRow {
  size: string;
  code: string;
  sku_count: number;
  measures: Record<string, string>;
  regions: Record<string, string>;
}
export interface SpuSizeChart {
  spu: { id: string; code: string; name: string };
  dimension: string | null;
  chart_id: string | null;
  version: number | null;
  template: { id: string; name: string; enabled: boolean } | null;
  template_options: { id: string; name: string; enabled: boolean }[];
  unit: 'cm' | 'inch';
  unit_label: string;
  measurements: string[];
  regions: { code: string; name: string }[];
  missing_in_template: string[];
  rows: ChartRow[];
}

export interface Draft {
  template_id: string | null;
  unit: 'cm' | 'inch';
  measurements: string[];
  /** size → measurement → the typed text */
  values: Record<string, Record<string, string>>;
}

export const draftOf = (chart: SpuSizeChart): Draft => ({
  template_id: chart.template?.id ?? null,
  unit: chart.unit,
  measurements: chart.measurements,
  values: Object.fromEntries(chart.rows.map((r) => [r.size, { ...r.measures }])),
});

/** The whole chart as saved: every size of the run, only the current columns' values. */
export function chartBody(chart: SpuSizeChart, draft: Draft) {
  return {
    version: chart.version ?? undefined,
    template_id: draft.template_id,
    unit: draft.unit,
    measurements: draft.measurements,
    rows: chart.rows.map((r) => ({
      size: r.size,
      measures: Object.fromEntries(draft.measurements.map((m) => [m, draft.values[r.size]?.[m]?.trim() ?? '']).filter(([, v]) => v !== '')),
    })),
  };
}
