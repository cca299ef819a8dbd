// Pass 1 of the SPU imports with the database: the groups of import-spu-rows.ts checked against what is
// stored (SPUs the importer may write, 停用 brands and staff, the SPU's field rules as a create or an update,
// SKU codes free or the SPU's own), each turned into a plan pass 2 writes without asking anything again.
import { createSchema, type DataAccess, rowScope, updateSchema } from '@entrepot/server-kit/entity';
import { type ImportError, type SheetRow, titleLookup } from '@entrepot/server-kit/file-tasks';
import { type OptionRow, skuMatrix } from '../domain/sku-matrix.ts';
import { spu } from '../entities/index.ts';
import { spus } from './catalogue.schema.ts';
import { changedValues, type ImportEnv } from './import-env.ts';
import type { DimensionSlot } from './import-kinds.ts';
import { retired, type StoredSku, type StoredSpu, storedSkus, storedSpus } from './import-known.ts';
import { cellOptions, groupSpuRows, type MergedOption, mergeOptions, readSpuRow, type SpuGroup, type SpuRow } from './import-spu-rows.ts';

/** A create or update input, or a SKU's values, by field key. */
type Values = Record<string, unknown>;

/** One SKU a row names: created with the row's values, or (stored) given those that differ. */
export interface PlanCell {
  row: number;
  code: string;
  options: OptionRow[];
  values: Values;
  skuId?: string;
  changes?: Values;
}

export interface SpuPlan {
  row: number;
  code: string;
  rows: number;
  existingId?: string;
  /** A new SPU's create input, or a stored SPU's changed fields (empty: nothing to change). */
  input: Values;
  cells: PlanCell[];
  /** The SKU values of the combinations no row lists: the group's first row's. */
  defaults: Values;
}

const creating = createSchema(spu);
const updating = updateSchema(spu);
const label = (key: string) => (spu.fields as Record<string, { label: string }>)[key]?.label ?? key;
const CODE = label('code');

/** Whether the importer's rules show a new SPU of this developer (rowScope's rule for the SPU's one dimension, owner). */
export function showsNewSpu(access: DataAccess | undefined, developerId: unknown): boolean {
  if (!access || access.unrestricted || access.rows.length === 0) return true;
  return access.rows.some((rule) => rule.ownerId === undefined || rule.ownerId === developerId);
}

const asInput = (options: readonly MergedOption[]) =>
  options.map(({ id, dimension, value, code, position }) => ({ ...(id ? { id } : {}), dimension, value, code, position }));

/** A stored SPU's fields the group changes, and its options when the group adds values. */
function changesOf(stored: StoredSpu, group: SpuGroup, merged: readonly MergedOption[]): Values {
  const { code: _code, ...base } = group.base;
  const changes = changedValues(stored, base);
  if (merged.some((o) => !o.id)) changes.options = asInput(merged);
  return changes;
}

/** Where a field problem of the SPU's create or update is reported: the cell that gave the value. */
function issueCell(group: SpuGroup, merged: readonly MergedOption[], path: readonly PropertyKey[]): { row: number; column: string } {
  const [key, index, field] = path;
  if (key === 'options' && typeof index === 'number') {
    const from = merged[index]?.from;
    if (!from) return { row: group.row, column: CODE };
    const column = field === 'code' ? from.slot.code : field === 'dimension' ? (from.slot.nameColumn ?? from.slot.value) : from.slot.value;
    return { row: from.row, column };
  }
  return { row: group.baseRow[String(key)] ?? group.row, column: label(String(key ?? 'code')) };
}

interface Draft {
  group: SpuGroup;
  stored?: StoredSpu;
  input: Values;
  merged: MergedOption[];
}

export async function planSpus(
  rows: SheetRow[],
  shape: { dimensions: DimensionSlot[]; skuValues: boolean },
  env: ImportEnv,
): Promise<{ errors: ImportError[]; units: SpuPlan[] }> {
  const db = env.database.db;
  const errors: ImportError[] = [];
  const fail = (row: number, column: string, message: string) => errors.push({ row, column, message });
  const lookup = await titleLookup(db, spu, env.s.registry);
  const read: SpuRow[] = [];
  for (const r of rows) {
    const one = readSpuRow(r, shape.dimensions, shape.skuValues, lookup);
    errors.push(...one.errors);
    if (one.parsed) read.push(one.parsed);
  }
  const { groups, errors: groupErrors } = groupSpuRows(read);
  errors.push(...groupErrors);
  const [stored, unusable] = await Promise.all([
    storedSpus(
      db,
      groups.map((g) => g.code),
      rowScope(spu, spus, env.access),
    ),
    retired(db),
  ]);

  const drafts: Draft[] = [];
  for (const group of groups) {
    const found = stored.get(group.code.toLowerCase());
    if (found && !found.visible) {
      fail(group.row, CODE, `无权操作SPU ${found.code}`);
      continue;
    }
    for (const [key, set, what] of [
      ['brand_id', unusable.brands, '品牌已停用'],
      ['developer_id', unusable.staff, '开发人员已停用'],
    ] as const) {
      const id = group.base[key];
      if (id && set.has(String(id)) && found?.[key] !== id) fail(group.baseRow[key] ?? group.row, label(key), what);
    }
    if (!found && !showsNewSpu(env.access, group.base.developer_id)) fail(group.row, label('developer_id'), '数据权限不允许新增该开发人员的SPU');
    const merged = shape.dimensions.length ? mergeOptions(found, group) : { options: (found?.options ?? []) as MergedOption[], errors: [] };
    errors.push(...merged.errors);
    if (merged.errors.length) continue;
    const checked = found
      ? updating.safeParse(changesOf(found, group, merged.options))
      : creating.safeParse({ ...group.base, options: asInput(merged.options) });
    if (!checked.success) {
      for (const issue of checked.error.issues) {
        const at = issueCell(group, merged.options, issue.path);
        fail(at.row, at.column, issue.message);
      }
      continue;
    }
    drafts.push({ group, stored: found, input: checked.data, merged: merged.options });
  }

  // Every SKU code of each SPU's matrix: free, or already the SPU's own.
  const matrices = drafts.map((d) => skuMatrix(d.group.code, d.merged));
  const skus = await storedSkus(
    db,
    matrices.flat().map((c) => c.code),
  );
  const units: SpuPlan[] = [];
  for (const [i, { group, stored: found, input, merged }] of drafts.entries()) {
    // as createMissingSkus refuses it, reported here with the other rows
    const taken = (matrices[i] ?? []).map((c) => skus.get(c.code.toLowerCase())).find((s) => s && s.spu_id !== found?.id);
    if (taken) {
      fail(group.row, CODE, `SKU编码已存在: ${taken.code}`);
      continue;
    }
    const rowCells = shape.skuValues ? group.rows.map((r) => planCell(r, group.code, merged, skus)) : [];
    units.push({
      row: group.row,
      code: group.code,
      rows: group.rows.length,
      ...(found ? { existingId: found.id } : {}),
      input,
      cells: rowCells,
      defaults: group.rows[0]?.values ?? {},
    });
  }
  return { errors, units };
}

function planCell(r: SpuRow, spuCode: string, merged: readonly MergedOption[], skus: Map<string, StoredSku>): PlanCell {
  const options = cellOptions(r, merged);
  const code = skuMatrix(spuCode, options)[0]!.code;
  const found = skus.get(code.toLowerCase());
  return found
    ? { row: r.row, code, options, values: r.values, skuId: found.id, changes: changedValues(found, r.values) }
    : { row: r.row, code, options, values: r.values };
}
