// Pure rules of a size chart's rows: which SPU size a row or a template size is, the measurements as exact
// decimals at the unit's scale (never floats), and the refusals naming the row (`第2行: 尺码 XXL 不在该SPU的尺码中`).
import { type DecimalField, decimalProblem } from '@entrepot/entity';
import { invalid } from '@entrepot/server-kit';
import { sizeChartUnits } from '../../entities/index.ts';

/** One size of the SPU's size run (its size dimension's option values, in the SPU's order). */
export interface RunSize {
  value: string;
  code: string;
}
export type Measures = Record<string, string>;
export interface ChartRowInput {
  size: string;
  measures?: Record<string, string | null | undefined>;
}
export interface ChartRow {
  size: string;
  sort: number;
  measures: Measures;
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The run size a typed size names: its option value or its code, in any case. */
export const runSizeOf = (run: readonly RunSize[], size: string) => run.find((s) => same(s.value, size) || same(s.code, size));

/** The run's sizes a template has no row for (a template row names a size by its value or code). */
export const sizesMissingFrom = (templateSizes: readonly string[], run: readonly RunSize[]) =>
  run.filter((s) => !templateSizes.some((t) => same(t, s.value) || same(t, s.code))).map((s) => s.value);

/** Decimals a unit allows: 1 for cm (a tape reads 0.5 cm), 2 for inch (1/4 inch = 0.25). */
export const unitScale = (unit: string) => sizeChartUnits.find((u) => u.value === unit)?.scale ?? 1;

/** '96' at scale 1 → '96.0': one spelling per value, so equal values compare equal. */
export function atScale(value: string, scale: number): string {
  const [whole = '0', frac = ''] = value.split('.');
  const units = BigInt(whole).toString();
  return scale === 0 ? units : `${units}.${frac.padEnd(scale, '0')}`;
}

/**
 * The rows as stored: each names a size of the run (stored as its option value, ordered as the run), once;
 * each measure one of the chart's measurements, a decimal ≥ 0 with at most the unit's decimals; blanks dropped.
 */
export function checkedRows(rows: readonly ChartRowInput[], run: readonly RunSize[], measurements: readonly string[], unit: string): ChartRow[] {
  const scale = unitScale(unit);
  const seen = new Set<string>();
  return rows.map((row, i) => {
    const at = `第${i + 1}行: `;
    const size = runSizeOf(run, row.size);
    if (!size) throw invalid('rows', `${at}尺码 ${row.size} 不在该SPU的尺码中`);
    if (seen.has(size.value)) throw invalid('rows', `${at}尺码 ${size.value} 重复`);
    seen.add(size.value);
    const measures: Measures = {};
    for (const [name, raw] of Object.entries(row.measures ?? {})) {
      if (!measurements.includes(name)) throw invalid('rows', `${at}测量项「${name}」不在尺码表的测量项中`);
      const value = raw?.trim() ?? '';
      if (value === '') continue;
      const field: DecimalField = { type: 'decimal', label: name, precision: scale + 4, scale, min: '0' };
      const problem = decimalProblem(field, value);
      if (problem) throw invalid('rows', `${at}尺码 ${size.value} ${problem}`);
      measures[name] = atScale(value.replace(/^-/, ''), scale);
    }
    return { size: size.value, sort: run.indexOf(size), measures };
  });
}
