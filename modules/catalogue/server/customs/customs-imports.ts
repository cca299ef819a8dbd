// The processes of the imports declared in customs-import-kinds.ts (import-job.ts runs them as the platform's
// import kinds): `customs` and `amsku` in their files; `dclothing` here — the clothing import with one row
// per colour, its sizes listed in one cell, each size read as a row of the clothing import.
import type { ImportError, SheetRow } from '@entrepot/server-kit/file-tasks';
import type { ImportProcess } from '../import-env.ts';
import { importKind } from '../import-kinds.ts';
import { spuImport } from '../import-spu.ts';
import { amazonSkuImport } from './amsku-import.ts';
import type { OwnImportKindName } from './customs-import-kinds.ts';
import { SIZE_SEPARATORS } from './customs-import-kinds.ts';
import { customsSkuImport } from './customs-sku-import.ts';

const SIZE = '尺码';
const SIZE_CODE = '尺码编码';
const split = (cell: string | undefined) =>
  (cell ?? '')
    .split(SIZE_SEPARATORS)
    .map((v) => v.trim())
    .filter(Boolean);

/** A row per size (same row number), or what is wrong with the cells. */
export function sizeRows(rows: SheetRow[]): { rows: SheetRow[]; errors: ImportError[] } {
  const out: SheetRow[] = [];
  const errors: ImportError[] = [];
  for (const { row, values } of rows) {
    const sizes = split(values[SIZE]);
    const codes = split(values[SIZE_CODE]);
    const repeated = sizes.find((s, i) => sizes.findIndex((o) => o.toLowerCase() === s.toLowerCase()) !== i);
    if (repeated) errors.push({ row, column: SIZE, message: `尺码「${repeated}」重复` });
    else if (codes.length > 0 && codes.length !== sizes.length)
      errors.push({ row, column: SIZE_CODE, message: `尺码编码的个数（${codes.length}）与尺码的个数（${sizes.length}）不一致` });
    else if (sizes.length === 0)
      out.push({ row, values }); // the clothing import reports the blank 尺码
    else out.push(...sizes.map((size, i) => ({ row, values: { ...values, [SIZE]: size, [SIZE_CODE]: codes[i] ?? '' } })));
  }
  return { rows: out, errors };
}

function denseClothingImport(): ImportProcess<unknown> {
  const shape = importKind('clothing')?.shape;
  if (shape?.type !== 'spu') throw new Error('the clothing import kind is not an SPU import');
  const clothing = spuImport(shape);
  return {
    async plan(rows, env) {
      const sized = sizeRows(rows);
      const planned = await clothing.plan(sized.rows, env);
      return { errors: [...sized.errors, ...planned.errors].sort((a, b) => a.row - b.row), units: planned.units };
    },
    write: (tx, unit, env, counts) => clothing.write(tx, unit as never, env, counts),
    rows: (unit) => clothing.rows(unit as never),
  };
}

// biome-ignore lint/suspicious/noExplicitAny: each kind plans and writes units of its own shape
export function ownImportProcess(name: string): ImportProcess<any> {
  const kinds: Record<OwnImportKindName, () => ImportProcess<unknown>> = {
    customs: () => customsSkuImport as ImportProcess<unknown>,
    dclothing: denseClothingImport,
    amsku: () => amazonSkuImport as ImportProcess<unknown>,
  };
  const make = kinds[name as OwnImportKindName];
  if (!make) throw new Error(`unknown catalogue import ${name}`);
  return make();
}
