// `PUT spusize/{id}`: saves an SPU's whole size chart (template, unit, measurement columns, rows) in one
// transaction through the chart's service, so every change is audited on the chart (`GET spusize/{id}/logs`).
// Rows must name sizes of the SPU's size run; an SPU without a size dimension has no chart to save.
import { conflict, invalid, parse } from '@entrepot/server-kit';
import type { Executor, Tx } from '@entrepot/server-kit/db';
import type { Actor, StoredRow } from '@entrepot/server-kit/entity';
import type { SQL } from 'drizzle-orm';
import { z } from 'zod';
import { DEFAULT_MEASUREMENTS, MAX_MEASUREMENTS, type sizeChartTemplate, sizeChartUnits } from '../../entities/index.ts';
import { spuSizeChartOf, spuSizeRun, storedChart } from './size-chart-read.ts';
import { checkedRows } from './size-chart-rows.ts';
import type { SizeChartServices } from './size-chart-services.ts';

const UNITS = sizeChartUnits.map((u) => u.value) as ['cm', 'inch'];

const chartBody = z.strictObject({
  version: z.number('版本必须是数字').int().optional(),
  template_id: z.uuid('尺码模板编号不正确').nullable().optional(),
  unit: z.enum(UNITS, '单位只能是厘米(cm)或英寸(inch)'),
  measurements: z
    .array(z.string('测量项必须是文字').trim().min(1, '测量项不能为空').max(10, '测量项最多10个字'), '测量项必须是列表')
    .min(1, '请添加测量项')
    .max(MAX_MEASUREMENTS, `测量项最多${MAX_MEASUREMENTS}个`)
    .refine((list) => new Set(list).size === list.length, '测量项不能重复'),
  // A row may carry what the read answered (code, regions…): only size and measures are taken.
  rows: z
    .array(
      z.object({
        size: z.string('请填写尺码').trim().min(1, '请填写尺码'),
        measures: z.record(z.string(), z.string('测量值必须是文字').nullable()).optional(),
      }),
      '尺码行必须是列表',
    )
    .max(50, '尺码行最多50行'),
});

/** The template a chart may choose: an existing one, enabled unless the chart already had it. */
export async function usableTemplate(tx: Tx, s: SizeChartServices, id: string, current?: unknown): Promise<StoredRow<typeof sizeChartTemplate>> {
  const template = await s.template.find(tx, id);
  if (!template) throw invalid('template_id', '尺码模板不存在');
  if (!template.enabled && id !== current) throw conflict(`尺码模板「${template.name}」已停用，请选择其他模板`);
  return template;
}

/** The chart's fields for a new SPU chart (`spusizelist` creates them too). */
export const newChart = (spu: { id: string; code: string }) => ({ spu_id: spu.id, spu_code: spu.code });
export const blankChart = { unit: 'cm', measurements: DEFAULT_MEASUREMENTS };

export async function saveSpuSizeChart(tx: Tx, s: SizeChartServices, spuId: string, body: unknown, actor: Actor, scope: SQL | undefined) {
  const input = parse(chartBody, body);
  const run = await spuSizeRun(tx, s, spuId, scope);
  if (!run.dimension) throw invalid('rows', `SPU ${run.spu.code} 没有尺码规格（尺码/尺寸/码数/size），不能设置尺码表`);
  const chart = await storedChart(tx, s, spuId);
  if (input.template_id) await usableTemplate(tx, s, input.template_id, chart?.template_id);
  // A row of a size already stored keeps its id: the log shows its measures changing, not a row replaced.
  const stored = new Map((chart?.rows ?? []).map((r) => [r.size, r.id]));
  const rows = checkedRows(input.rows, run.sizes, input.measurements, input.unit).map((r) => (stored.has(r.size) ? { id: stored.get(r.size), ...r } : r));
  const fields = { template_id: input.template_id ?? null, unit: input.unit, measurements: input.measurements, rows };
  if (chart) await s.chart.update(tx, chart.id, { ...fields, version: input.version }, actor);
  else await s.chart.create(tx, fields, actor, newChart(run.spu));
  return spuSizeChartOf(tx, s, spuId, undefined);
}

/** `GET spusize/{id}/logs`: the chart's operation log (none before its first save). */
export async function spuSizeChartLog(tx: Executor, s: SizeChartServices, spuId: string, scope: SQL | undefined) {
  await spuSizeRun(tx, s, spuId, scope);
  const chart = await storedChart(tx, s, spuId);
  if (!chart) return [];
  return s.chart.auditTrail(tx, chart.id);
}
