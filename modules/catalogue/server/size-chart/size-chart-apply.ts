// `PUT spusizelist/{id}`: applies a size template (hopcode {id}) to several SPUs' charts at once. Per SPU, not
// all-or-nothing: an SPU the template fits gets it (its chart made with the default columns when it had none);
// one that does not is left as it was and the answer says why (no size dimension, sizes the template lacks,
// unknown or hidden) — a catalogue manager applies 男装上衣 to a page of SPUs and fixes the few it misses.
import { conflict, notFound, parse } from '@entrepot/server-kit';
import type { Tx } from '@entrepot/server-kit/db';
import type { Actor } from '@entrepot/server-kit/entity';
import type { SQL } from 'drizzle-orm';
import { z } from 'zod';
import { findSizeRun, storedChart } from './size-chart-read.ts';
import { sizesMissingFrom } from './size-chart-rows.ts';
import { blankChart, newChart } from './size-chart-save.ts';
import type { SizeChartServices } from './size-chart-services.ts';

const applyBody = z.strictObject({
  spu_ids: z.array(z.uuid('SPU编号不正确'), '请选择SPU').min(1, '请选择SPU').max(200, '一次最多200个SPU'),
});

interface Outcome {
  spu_id: string;
  code: string | null;
  applied: boolean;
  reason: string | null;
}

export async function applySizeTemplate(tx: Tx, s: SizeChartServices, templateId: string, body: unknown, actor: Actor, scope: SQL | undefined) {
  const { spu_ids } = parse(applyBody, body);
  const template = await s.template.find(tx, templateId);
  if (!template) throw notFound('尺码模板');
  const name = template.name;
  if (!template.enabled) throw conflict(`尺码模板「${name}」已停用，不能应用`);
  const templateSizes = ((await s.template.get(tx, templateId)).sizes as { size: string }[]).map((t) => t.size);
  const results: Outcome[] = [];
  for (const spuId of [...new Set(spu_ids)]) {
    const run = await findSizeRun(tx, s, spuId, scope);
    const refuse = (reason: string) => results.push({ spu_id: spuId, code: run?.spu.code ?? null, applied: false, reason });
    if (!run) refuse('SPU不存在或无权操作');
    else if (!run.dimension) refuse('该SPU没有尺码规格');
    else {
      const missing = sizesMissingFrom(templateSizes, run.sizes);
      if (missing.length) refuse(`模板缺少尺码: ${missing.join('、')}`);
      else {
        const chart = await storedChart(tx, s, spuId);
        if (!chart) await s.chart.create(tx, { ...blankChart, template_id: templateId }, actor, newChart(run.spu));
        else if (chart.template_id !== templateId) await s.chart.update(tx, chart.id, { template_id: templateId }, actor);
        results.push({ spu_id: spuId, code: run.spu.code, applied: true, reason: null });
      }
    }
  }
  const applied = results.filter((r) => r.applied).length;
  return { template: { id: templateId, name }, applied, skipped: results.length - applied, results };
}
