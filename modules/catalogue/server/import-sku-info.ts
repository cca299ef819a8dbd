// `sku/import/info`: existing SKUs found by SKU编码 get the filled cells of their row (名称, 成本价, 销售价,
// 重量, 条码; a blank cell keeps the value). Checked by the SKU's own field rules, barcodes unique; written
// through the SKU service (audited), a changed price announced as `sku/edit` announces it.
import type { Tx } from '@entrepot/server-kit/db';
import { rowScope, updateSchema } from '@entrepot/server-kit/entity';
import type { ImportError } from '@entrepot/server-kit/file-tasks';
import { sku } from '../entities/index.ts';
import { skus } from './catalogue.schema.ts';
import { changedValues, count, type ImportEnv, type ImportProcess } from './import-env.ts';
import { SKU_INFO_KEYS } from './import-kinds.ts';
import { barcodeHolders, storedSkus } from './import-known.ts';
import { SKU_PRICE_CHANGED } from './sku-matrix.commands.ts';

/** A SKU's parsed values or changes, by field key. */
type Values = Record<string, unknown>;

const PRICES = ['cost_price', 'sale_price'] as const;
const CODE = sku.fields.code.label;
const BARCODE = sku.fields.barcode.label;
const infoSchema = updateSchema(sku).pick({ name: true, cost_price: true, sale_price: true, weight: true, barcode: true });
const labelOf = (key: unknown) => (sku.fields as Record<string, { label: string }>)[String(key)]?.label ?? String(key ?? '');

export interface SkuUpdate {
  row: number;
  id: string;
  code: string;
  /** Only what differs from the stored SKU (empty: the row changes nothing). */
  changes: Values;
}

/** Writes new values of one SKU through its service; a changed cost or sale price is announced with before and after. */
export async function updateSkuValues(tx: Tx, env: Pick<ImportEnv, 's' | 'actor' | 'access' | 'publisher'>, id: string, changes: Values): Promise<void> {
  const { s, actor, publisher } = env;
  const scope = rowScope(s.sku.decl, skus, env.access);
  const before = await s.sku.get(tx, id, scope);
  const after = await s.sku.update(tx, id, changes, actor, { scope });
  const moved = PRICES.filter((k) => (before[k] ?? '') !== (after[k] ?? ''));
  if (moved.length === 0) return;
  await publisher?.publish(tx, SKU_PRICE_CHANGED, {
    id: after.id,
    code: after.code,
    ...Object.fromEntries(moved.map((k) => [k, { from: before[k] ?? null, to: after[k] ?? null }])),
  });
}

/** Barcodes unique in the file and against other SKUs: the refusals, by row. */
export function barcodeProblems(rows: { row: number; code: string; barcode: unknown }[], holders: Map<string, { code: string }>): ImportError[] {
  const errors: ImportError[] = [];
  const seen = new Map<string, number>();
  for (const { row, code, barcode } of rows) {
    if (!barcode) continue;
    const text = String(barcode);
    const twin = seen.get(text);
    const holder = holders.get(text);
    if (twin !== undefined) errors.push({ row, column: BARCODE, message: `与第${twin}行的条码重复` });
    else if (holder && holder.code.toLowerCase() !== code.toLowerCase()) errors.push({ row, column: BARCODE, message: `条码已被SKU ${holder.code}使用` });
    seen.set(text, seen.get(text) ?? row);
  }
  return errors;
}

export const skuInfoImport: ImportProcess<SkuUpdate> = {
  async plan(rows, env) {
    const errors: ImportError[] = [];
    const seen = new Map<string, number>();
    const read: { row: number; code: string; values: Values }[] = [];
    for (const { row, values } of rows) {
      const code = values[CODE] ?? '';
      if (!code) {
        errors.push({ row, column: CODE, message: `请填写${CODE}` });
        continue;
      }
      const twin = seen.get(code.toLowerCase());
      if (twin !== undefined) {
        errors.push({ row, column: CODE, message: `与第${twin}行重复` });
        continue;
      }
      seen.set(code.toLowerCase(), row);
      const filled = Object.fromEntries(SKU_INFO_KEYS.map((k) => [k, values[labelOf(k)] ?? '']).filter(([, v]) => v !== ''));
      const checked = infoSchema.safeParse(filled);
      if (!checked.success) {
        for (const issue of checked.error.issues) errors.push({ row, column: labelOf(issue.path[0]), message: issue.message });
        continue;
      }
      read.push({ row, code, values: checked.data });
    }
    const db = env.database.db;
    const stored = await storedSkus(
      db,
      read.map((r) => r.code),
    );
    const holders = await barcodeHolders(
      db,
      read.flatMap((r) => (r.values.barcode ? [String(r.values.barcode)] : [])),
    );
    errors.push(
      ...barcodeProblems(
        read.map((r) => ({ row: r.row, code: r.code, barcode: r.values.barcode })),
        holders,
      ),
    );
    const units: SkuUpdate[] = [];
    for (const r of read) {
      const found = stored.get(r.code.toLowerCase());
      if (!found) errors.push({ row: r.row, column: CODE, message: `SKU编码「${r.code}」不存在` });
      else units.push({ row: r.row, id: found.id, code: found.code, changes: changedValues(found, r.values) });
    }
    return { errors, units };
  },
  async write(tx, unit, env, counts) {
    if (Object.keys(unit.changes).length === 0) return count(counts, 'unchanged');
    await updateSkuValues(tx, env, unit.id, unit.changes);
    count(counts, 'sku_updated');
  },
  rows: () => 1,
};
