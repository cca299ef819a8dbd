// Demo size charts (SEED_DEMO, called at the end of the catalogue seed): two size conversion templates —
// 男装上衣, 女装上衣 — under 上衣, and TS001's chart measured with 男装上衣 applied. Idempotent: a template
// already there (by name) is left alone, as is a chart TS001 already has.
import type { Database } from '@entrepot/server-kit/db';
import { eq } from 'drizzle-orm';
import { categories, spus } from '../catalogue.schema.ts';
import { demoPeople } from '../seed-people.ts';
import { sizeChartTemplates } from './size-chart.schema.ts';
import { findSizeRun, storedChart } from './size-chart-read.ts';
import { newChart } from './size-chart-save.ts';
import { sizeChartServices } from './size-chart-services.ts';

type Sizes = [size: string, cn: string, us: string, uk: string, eu: string, jp: string, kr: string, au: string][];

const TEMPLATES: { name: string; remark: string; sizes: Sizes }[] = [
  {
    name: '男装上衣',
    remark: 'T恤、卫衣、衬衫等男款上衣；美码为胸围(英寸)',
    sizes: [
      ['S', '165/84A', '34-36', '36', '46', 'M', '90', 'S'],
      ['M', '170/88A', '38-40', '38', '48', 'L', '95', 'M'],
      ['L', '175/92A', '42-44', '40', '50', 'XL', '100', 'L'],
      ['XL', '180/96A', '46-48', '42', '52', 'XXL', '105', 'XL'],
      ['XXL', '185/100A', '50-52', '44', '54', '3XL', '110', 'XXL'],
    ],
  },
  {
    name: '女装上衣',
    remark: '女款上衣、连衣裙上身',
    sizes: [
      ['S', '160/84A', '4-6', '8', '36', 'M', '55', '8'],
      ['M', '165/88A', '8-10', '12', '38', 'L', '66', '10'],
      ['L', '170/92A', '12-14', '14', '40', 'LL', '77', '12'],
      ['XL', '175/96A', '16', '16', '42', '3L', '88', '14'],
      ['XXL', '175/100A', '18', '18', '44', '4L', '99', '16'],
    ],
  },
];

/** TS001 (S–XL) as measured: 胸围, 衣长, 肩宽, 袖长 in cm. */
const TS001 = [
  ['S', '96.0', '66.0', '42.0', '19.0'],
  ['M', '100.0', '68.0', '44.0', '20.0'],
  ['L', '104.0', '70.0', '46.0', '21.0'],
  ['XL', '108.0', '72.0', '48.0', '22.0'],
];
const TS001_MEASUREMENTS = ['胸围', '衣长', '肩宽', '袖长'];

export async function seedSizeCharts(database: Database): Promise<void> {
  const people = await demoPeople(database);
  if (!people) return;
  const { actor } = people;
  const s = sizeChartServices();
  await database.tx(async (tx) => {
    const [tops] = await tx.select({ id: categories.id }).from(categories).where(eq(categories.name, '上衣')).limit(1);
    const ids = new Map<string, string>();
    for (const t of TEMPLATES) {
      const [existing] = await tx.select({ id: sizeChartTemplates.id }).from(sizeChartTemplates).where(eq(sizeChartTemplates.name, t.name));
      const sizes = t.sizes.map(([size, cn, us, uk, eu, jp, kr, au], sort) => ({ size, cn, us, uk, eu, jp, kr, au, sort }));
      const row = existing ?? (await s.template.create(tx, { name: t.name, remark: t.remark, category_id: tops?.id ?? null, sizes }, actor));
      ids.set(t.name, row.id);
    }
    const [ts001] = await tx.select({ id: spus.id }).from(spus).where(eq(spus.code, 'TS001'));
    const run = ts001 ? await findSizeRun(tx, s, ts001.id, undefined) : null;
    if (!run?.dimension || (await storedChart(tx, s, run.spu.id))) return;
    const rows = TS001.map(([size, ...values], sort) => ({
      size,
      sort,
      measures: Object.fromEntries(TS001_MEASUREMENTS.map((m, i) => [m, values[i]])),
    }));
    await s.chart.create(tx, { template_id: ids.get('男装上衣'), unit: 'cm', measurements: TS001_MEASUREMENTS, rows }, actor, newChart(run.spu));
  });
}
