// `spu/kakaclo` (read as "Kaka clothing": the spec names the call only): an SPU's SKUs as the clothing grid
// a developer and a buyer read — colours down, sizes across, in the SPU's order, each cell the SKU of that
// combination (code, state, prices, weight) or null where the matrix has no SKU. An SPU whose dimensions are
// not 颜色 × 尺码 is shown the same way with its first dimension down and its second across.
import { invalid, notFound, parse } from '@entrepot/server-kit';
import type { Executor } from '@entrepot/server-kit/db';
import { and, asc, eq, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { dimensionsOf, type OptionRow } from '../../domain/sku-matrix.ts';
import type { SkuOptionValue } from '../../entities/index.ts';
import { skus, spuOptions, spus } from '../catalogue.schema.ts';

export const COLOUR = '颜色';
export const SIZE = '尺码';
/** The SKU columns a cell shows; a column the caller's rules hide is left out. */
const CELL_KEYS = ['id', 'code', 'status', 'cost_price', 'sale_price', 'weight'] as const;

const query = z.looseObject({ id: z.uuid('记录编号不正确').optional(), code: z.string().trim().max(16).optional() });

type Cell = Record<string, unknown> | null;

export async function clothingGrid(exec: Executor, rawQuery: unknown, spuScope: SQL | undefined, hidden: ReadonlySet<string>) {
  const q = parse(query, rawQuery ?? {});
  if (!q.id && !q.code) throw invalid('id', '请选择SPU');
  const [spu] = await exec
    .select({ id: spus.id, code: spus.code, name: spus.name, status: spus.status })
    .from(spus)
    .where(and(q.id ? eq(spus.id, q.id) : eq(spus.code, q.code!.toUpperCase()), spuScope));
  if (!spu) throw notFound('SPU');
  const options = (await exec
    .select({ dimension: spuOptions.dimension, value: spuOptions.value, code: spuOptions.code })
    .from(spuOptions)
    .where(eq(spuOptions.spu_id, spu.id))
    .orderBy(asc(spuOptions.position), asc(spuOptions.id))) as OptionRow[];
  const dimensions = dimensionsOf(options);
  if (dimensions.length > 2) throw invalid('id', `SPU ${spu.code} 有${dimensions.length}个规格维度，不能按颜色×尺码表格显示`);
  const names = dimensions.map((d) => d.name);
  const clothing = names.length === 2 && names.includes(COLOUR) && names.includes(SIZE);
  // Clothing: colours down and sizes across whatever order the SPU declared them in.
  const [down, across] = clothing && names[0] === SIZE ? [dimensions[1], dimensions[0]] : [dimensions[0], dimensions[1]];
  const rows = await exec.select().from(skus).where(eq(skus.spu_id, spu.id)).orderBy(asc(skus.code));
  const shown = CELL_KEYS.filter((k) => !hidden.has(k));
  const byKey = new Map<string, Cell>();
  for (const sku of rows as Record<string, unknown>[]) {
    const values = (sku.option_values ?? []) as SkuOptionValue[];
    const codeOf = (d?: { name: string }) => (d ? (values.find((v) => v.dimension === d.name)?.code ?? '') : '');
    byKey.set(`${codeOf(down)}\u0000${codeOf(across)}`, Object.fromEntries(shown.map((k) => [k, sku[k] ?? null])));
  }
  const valuesOf = (d?: { values: OptionRow[] }) => (d ? d.values.map(({ value, code }) => ({ value, code })) : [{ value: '', code: '' }]);
  const downValues = valuesOf(down);
  const acrossValues = valuesOf(across);
  const grid = downValues.map((r) => acrossValues.map((c) => byKey.get(`${r.code}\u0000${c.code}`) ?? null));
  return {
    spu,
    clothing,
    row_dimension: down?.name ?? null,
    column_dimension: across?.name ?? null,
    rows: down ? downValues : [],
    columns: across ? acrossValues : [],
    cells: grid,
    missing: grid.flat().filter((c) => c === null).length,
  };
}
