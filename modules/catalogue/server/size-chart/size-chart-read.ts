// `GET spusize/{id}`: an SPU's size chart as the SPU detail's 尺码表 tab draws it — the SPU's size run (from its
// size dimension, as `spusize` finds it), the chart's unit and measurement columns, the chosen template with
// each size's regional names merged into its row, and the measurements as decimal strings. An SPU without a
// size dimension answers the empty form (`dimension: null`, no rows): the tab says so, nothing is refused.
import { notFound } from '@entrepot/server-kit';
import type { Executor } from '@entrepot/server-kit/db';
import type { ServiceRow } from '@entrepot/server-kit/entity';
import { asc, eq, or, type SQL } from 'drizzle-orm';
import { DEFAULT_MEASUREMENTS, regionKey, SIZE_REGIONS, sizeChartUnits, type spuSizeChart } from '../../entities/index.ts';
import { spuSizes } from '../spu-family/spu-sizes.ts';
import { sizeChartTemplates, spuSizeCharts } from './size-chart.schema.ts';
import { type Measures, type RunSize, runSizeOf, sizesMissingFrom } from './size-chart-rows.ts';
import type { SizeChartServices } from './size-chart-services.ts';

type Row = Record<string, unknown>;
export interface SpuSizeRun {
  spu: { id: string; code: string; name: string };
  dimension: string | null;
  sizes: (RunSize & { position: number; sku_count: number })[];
}

/** The SPU within the caller's data rules and its size run (none without a size dimension); null when hidden or unknown. */
export async function findSizeRun(exec: Executor, s: SizeChartServices, spuId: string, scope: SQL | undefined): Promise<SpuSizeRun | null> {
  const spu = await s.catalogue.spu.find(exec, spuId, scope);
  if (!spu) return null;
  const [run] = (await spuSizes(exec, { id: spuId })).list;
  return {
    spu: { id: spuId, code: String(spu.code), name: spu.name },
    dimension: run?.dimension ?? null,
    sizes: (run?.sizes ?? []).map((o) => ({ value: o.value, code: o.code, position: Number(o.position), sku_count: o.sku_count })),
  };
}

/** As findSizeRun, a hidden or unknown SPU answering 10404. */
export async function spuSizeRun(exec: Executor, s: SizeChartServices, spuId: string, scope: SQL | undefined): Promise<SpuSizeRun> {
  const run = await findSizeRun(exec, s, spuId, scope);
  if (!run) throw notFound('SPU');
  return run;
}

/** The stored chart of an SPU (with its rows), or null. */
export async function storedChart(exec: Executor, s: SizeChartServices, spuId: string): Promise<ServiceRow<typeof spuSizeChart> | null> {
  const [row] = await exec.select({ id: spuSizeCharts.id }).from(spuSizeCharts).where(eq(spuSizeCharts.spu_id, spuId));
  return row ? s.chart.get(exec, row.id) : null;
}

/** A template's size → its regional names (`{CN: '170/92A', US: 'M'}`), only the regions it fills. */
function regionNames(templateSize: Row | undefined): Record<string, string> {
  const names: Record<string, string> = {};
  for (const r of SIZE_REGIONS) {
    const v = templateSize?.[regionKey(r.code)];
    if (typeof v === 'string' && v !== '') names[r.code] = v;
  }
  return names;
}

async function templateOptions(exec: Executor, current: unknown) {
  const chosen = typeof current === 'string' ? eq(sizeChartTemplates.id, current) : undefined;
  return exec
    .select({ id: sizeChartTemplates.id, name: sizeChartTemplates.name, enabled: sizeChartTemplates.enabled })
    .from(sizeChartTemplates)
    .where(chosen ? or(eq(sizeChartTemplates.enabled, true), chosen) : eq(sizeChartTemplates.enabled, true))
    .orderBy(asc(sizeChartTemplates.name))
    .limit(500);
}

export async function spuSizeChartOf(exec: Executor, s: SizeChartServices, spuId: string, scope: SQL | undefined) {
  const run = await spuSizeRun(exec, s, spuId, scope);
  const chart = await storedChart(exec, s, spuId);
  const template = chart?.template_id ? await s.template.get(exec, chart.template_id) : null;
  const templateSizes = template?.sizes ?? [];
  const savedRows = chart?.rows ?? [];
  const unit = chart?.unit ?? 'cm';
  const rows = run.sizes.map((size) => {
    const saved = savedRows.find((r) => r.size === size.value);
    const templateRow = templateSizes.find((t) => runSizeOf([size], String(t.size)));
    return { size: size.value, code: size.code, sku_count: size.sku_count, measures: (saved?.measures ?? {}) as Measures, regions: regionNames(templateRow) };
  });
  return {
    ...run,
    chart_id: chart?.id ?? null,
    version: chart?.version ?? null,
    updated_at: chart?.updated_at ?? null,
    template: template ? { id: template.id, name: template.name, enabled: template.enabled } : null,
    unit,
    unit_label: sizeChartUnits.find((u) => u.value === unit)?.label ?? unit,
    measurements: chart?.measurements ?? DEFAULT_MEASUREMENTS,
    // The regions the template names at least one size in: the grid's region columns.
    regions: SIZE_REGIONS.filter((r) => rows.some((row) => r.code in row.regions)),
    // What the chart's template select offers: the enabled templates, and the chosen one even when disabled.
    template_options: await templateOptions(exec, chart?.template_id),
    missing_in_template: template
      ? sizesMissingFrom(
          templateSizes.map((t) => String(t.size)),
          run.sizes,
        )
      : [],
    rows,
  };
}
