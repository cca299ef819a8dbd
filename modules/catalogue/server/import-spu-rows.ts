// Pass 1 of the SPU imports, the part without the database: each row read (base fields, its variant
// values, its SKU values), then the rows of one SPU编码 gathered into one SPU, cross-checked (the same base
// values, the same dimensions, one code per value, each combination once) and merged with the SPU's stored
// variant values. Every problem is an ImportError naming its row and column.
import type { AppError } from '@entrepot/server-kit';
import { updateSchema } from '@entrepot/server-kit/entity';
import { type ImportError, parseCell, type SheetRow, type TitleLookup } from '@entrepot/server-kit/file-tasks';
import { dimensionsOf, type OptionRow } from '../domain/sku-matrix.ts';
import { sku, spu } from '../entities/index.ts';
import { type DimensionSlot, SKU_VALUE_KEYS, SPU_BASE_KEYS } from './import-kinds.ts';
import { checkSpuCode } from './spu.commands.ts';

/** Parsed cells by field key. */
type Values = Record<string, unknown>;

/** One variant value a row names, with where it came from (for the error report). */
export interface RowOption extends OptionRow {
  row: number;
  slot: DimensionSlot;
  /** The code was typed (not taken from the value). */
  codeGiven: boolean;
}

export interface SpuRow {
  row: number;
  code: string;
  /** Parsed base values of the filled cells (references as ids, enums as values). */
  base: Values;
  /** One per filled dimension, in slot order. */
  options: RowOption[];
  /** The SKU values of the filled cells, checked. */
  values: Values;
}

export interface SpuGroup {
  code: string;
  /** The group's first row. */
  row: number;
  rows: SpuRow[];
  base: Values;
  /** Base key → the row its value came from. */
  baseRow: Record<string, number>;
  /** The dimensions' names (slot order) and their values in first-appearance order. */
  options: RowOption[];
}

/** A variant value of the merged SPU: stored (`id`) or new from the file (`from`). */
export interface MergedOption extends OptionRow {
  id?: string;
  position: number;
  from?: RowOption;
}

const CODE_LIKE = /^[A-Za-z0-9]{1,10}$/;
const label = (key: string) => (spu.fields as Record<string, { label: string }>)[key]?.label ?? key;
const valueSchema = updateSchema(sku).pick({ cost_price: true, sale_price: true, weight: true });

function spuCodeProblem(code: string): string | null {
  try {
    checkSpuCode(code);
    return null;
  } catch (e) {
    return ((e as AppError).data as { rule?: string } | null)?.rule ?? (e as Error).message;
  }
}

/** One row: the SPU code, the base cells, the dimension slots and the SKU values; its problems, if any. */
export function readSpuRow(
  { row, values }: SheetRow,
  slots: readonly DimensionSlot[],
  withValues: boolean,
  lookup: TitleLookup,
): { parsed?: SpuRow; errors: ImportError[] } {
  const errors: ImportError[] = [];
  const fail = (column: string, message: string) => errors.push({ row, column, message });
  const code = values[label('code')] ?? '';
  if (!code) fail(label('code'), `请填写${label('code')}`);
  else {
    const problem = spuCodeProblem(code);
    if (problem) fail(label('code'), problem);
  }
  const base: Values = { code };
  for (const key of SPU_BASE_KEYS.filter((k) => k !== 'code')) {
    const parsed = parseCell(spu.fields[key], values[label(key)] ?? '', lookup);
    if (parsed?.ok === false) fail(label(key), parsed.message);
    else if (parsed) base[key] = parsed.value;
  }
  const options: RowOption[] = [];
  for (const slot of slots) {
    const value = values[slot.value] ?? '';
    const typedCode = (values[slot.code] ?? '').toUpperCase();
    const dimension = (slot.nameColumn && values[slot.nameColumn]) || slot.name;
    if (!value) {
      if (slot.required || typedCode || (slot.nameColumn && values[slot.nameColumn])) fail(slot.value, `请填写${slot.value}`);
      continue;
    }
    if (!dimension) fail(slot.nameColumn ?? slot.value, `请填写${slot.nameColumn ?? slot.value}`);
    // no code typed: the value's own (M, XL) or, when it cannot be one (黑), the SPU's stored code for it
    const code = typedCode || (CODE_LIKE.test(value) ? value.toUpperCase() : '');
    options.push({ dimension, value, code, row, slot, codeGiven: typedCode !== '' });
  }
  const skuValues: Values = {};
  if (withValues) {
    const text = Object.fromEntries(SKU_VALUE_KEYS.map((k) => [k, values[sku.fields[k].label] ?? '']).filter(([, v]) => v !== ''));
    const checked = valueSchema.safeParse(text);
    if (checked.success) Object.assign(skuValues, checked.data);
    else for (const issue of checked.error.issues) fail(sku.fields[issue.path[0] as (typeof SKU_VALUE_KEYS)[number]]?.label ?? '', issue.message);
  }
  return errors.length ? { errors } : { parsed: { row, code, base, options, values: skuValues }, errors };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const optionColumns = (options: RowOption[]) => options.map((o) => o.slot.value).join('+');

/** The rows of each SPU code gathered and cross-checked; groups in first-appearance order. */
export function groupSpuRows(rows: SpuRow[]): { groups: SpuGroup[]; errors: ImportError[] } {
  const errors: ImportError[] = [];
  const groups = new Map<string, SpuGroup>();
  const cells = new Map<string, number>();
  for (const r of rows) {
    const fail = (column: string, message: string) => errors.push({ row: r.row, column, message });
    let group = groups.get(r.code);
    if (!group) {
      group = { code: r.code, row: r.row, rows: [], base: {}, baseRow: {}, options: [] };
      groups.set(r.code, group);
    }
    const g = group;
    let consistent = true;
    for (const [key, value] of Object.entries(r.base)) {
      if (!(key in g.base)) {
        g.base[key] = value;
        g.baseRow[key] = r.row;
      } else if (!same(g.base[key], value)) {
        fail(label(key), `与第${g.baseRow[key]}行的${label(key)}不一致`);
        consistent = false;
      }
    }
    const first = g.rows[0];
    const names = (o: RowOption[]) => o.map((x) => x.dimension).join(' × ') || '无规格';
    if (first && names(first.options) !== names(r.options)) {
      fail(optionColumns(r.options) || r.options[0]?.slot.value || label('code'), `规格须与第${first.row}行相同（${names(first.options)}）`);
      continue;
    }
    for (const o of r.options) {
      const known = g.options.find((x) => x.dimension === o.dimension && x.value === o.value);
      const codeOwner = o.code ? g.options.find((x) => x.dimension === o.dimension && x.code === o.code && x.value !== o.value) : undefined;
      if (known && !known.code && o.code) Object.assign(known, { code: o.code, codeGiven: o.codeGiven });
      else if (known && known.code !== o.code && o.codeGiven) {
        fail(o.slot.code, `「${o.value}」的编码与第${known.row}行不同（${known.code}）`);
        consistent = false;
      } else if (!known && codeOwner) {
        fail(o.slot.code, `编码「${o.code}」已用于第${codeOwner.row}行的「${codeOwner.value}」`);
        consistent = false;
      } else if (!known) g.options.push(o);
    }
    const cell = `${r.code}\u0000${r.options.map((o) => o.value).join('\u0000')}`;
    const twin = cells.get(cell);
    if (twin !== undefined) {
      fail(optionColumns(r.options) || label('code'), `与第${twin}行重复`);
      continue;
    }
    cells.set(cell, r.row);
    if (consistent) g.rows.push(r);
  }
  return { groups: [...groups.values()], errors };
}

/**
 * The group's values added to the stored SPU's (none for a new SPU): a stored value keeps its code (a
 * different typed code is refused), a new value is appended after them; the dimensions must be the stored ones.
 */
export function mergeOptions(
  stored: { options: readonly (OptionRow & { id: string; position: number })[] } | undefined,
  group: SpuGroup,
): { options: MergedOption[]; errors: ImportError[] } {
  const errors: ImportError[] = [];
  const kept = stored?.options ?? [];
  const options: MergedOption[] = kept.map(({ id, dimension, value, code, position }) => ({ id, dimension, value, code, position }));
  const storedNames = dimensionsOf(kept).map((d) => d.name);
  if (
    stored &&
    storedNames.join('\u0000') !==
      dimensionsOf(group.options)
        .map((d) => d.name)
        .join('\u0000')
  ) {
    const column = group.options[0]?.slot.value ?? label('code');
    errors.push({ row: group.row, column, message: `SPU ${group.code} 已有规格「${storedNames.join(' × ') || '无规格'}」，导入的规格须相同` });
    return { options, errors };
  }
  let position = Math.max(-1, ...kept.map((o) => o.position)) + 1;
  // new values after the stored ones, a dimension's values together (the SPU form lists them so)
  const slotOf = (o: RowOption) => group.options.findIndex((x) => x.dimension === o.dimension);
  for (const o of [...group.options].sort((a, b) => slotOf(a) - slotOf(b))) {
    const known = options.find((x) => x.dimension === o.dimension && x.value === o.value);
    if (known) {
      if (o.codeGiven && known.code !== o.code) errors.push({ row: o.row, column: o.slot.code, message: `「${o.value}」已有编码${known.code}` });
      continue;
    }
    if (!o.code) {
      errors.push({ row: o.row, column: o.slot.code, message: `请填写${o.slot.code}（「${o.value}」不能直接作为编码）` });
      continue;
    }
    const taken = options.find((x) => x.dimension === o.dimension && x.code === o.code);
    if (taken) {
      errors.push({ row: o.row, column: o.slot.code, message: `编码「${o.code}」已用于「${taken.value}」` });
      continue;
    }
    options.push({ dimension: o.dimension, value: o.value, code: o.code, position: position++, from: o });
  }
  return { options, errors };
}

/** The merged options a row's cell is made of, in dimension order. */
export function cellOptions(row: SpuRow, merged: readonly MergedOption[]): OptionRow[] {
  return row.options.map((o) => {
    const m = merged.find((x) => x.dimension === o.dimension && x.value === o.value)!;
    return { dimension: m.dimension, value: m.value, code: m.code };
  });
}
