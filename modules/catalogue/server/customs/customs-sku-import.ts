// `sku/import/customs`: one row per SKU (by SKU编码) creating or updating its customs data through the
// customs service (its field rules, write rules and log); a blank cell keeps a stored value; a blank HS编码
// or 英文品名 is taken from the declared name (报关品名) the 中文品名 names. The same file twice changes nothing.
import type { Executor } from '@entrepot/server-kit/db';
import { createSchema, rowScope, type StoredRow, updateSchema } from '@entrepot/server-kit/entity';
import { type ImportError, parseCell, titleLookup } from '@entrepot/server-kit/file-tasks';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { sku, skuCustoms } from '../../entities/index.ts';
import { skus } from '../catalogue.schema.ts';
import { customsRules } from '../customs.commands.ts';
import { changedValues, count, type ImportProcess } from '../import-env.ts';
import { storedSkus } from '../import-known.ts';
import { skuCustomsTable } from '../sku-extras.schema.ts';
import { customsGoodsTable } from './customs.schema.ts';
import { CUSTOMS_COLUMNS } from './customs-import-kinds.ts';
import { customsServices } from './customs-services.ts';

/** Parsed cells, or a create / update input, by field key. */
type Values = Record<string, unknown>;
type Declared = StoredRow<typeof skuCustoms>;
type Key = keyof typeof CUSTOMS_COLUMNS;
const FIELDS = ['hs_code', 'declared_name', 'declared_name_en', 'declared_value', 'currency', 'material_id', 'usage', 'remark'] as const;
const creating = createSchema(skuCustoms);
const updating = updateSchema(skuCustoms);
const str = (v: unknown) => String(v ?? '');
const columnOf = (key: unknown) => (key === 'sku_id' ? CUSTOMS_COLUMNS.sku : (CUSTOMS_COLUMNS[key as Key] ?? str(key)));

export interface CustomsUnit {
  row: number;
  skuId: string;
  /** Create: every value; update: only what differs from the stored declaration. */
  input: Values;
}

let shared: ReturnType<typeof customsServices> | undefined;
/** The customs service with its write rules (one per process). */
function services() {
  if (!shared) {
    shared = customsServices();
    shared.skuCustoms.withRules(customsRules);
  }
  return shared;
}

/** Declared names by lower-cased 中文品名, to fill a blank HS编码 or 英文品名. */
async function goodsByName(exec: Executor, names: string[]) {
  const wanted = [...new Set(names.map((n) => n.toLowerCase()))];
  const rows = wanted.length
    ? await exec
        .select({ name: customsGoodsTable.name, name_en: customsGoodsTable.name_en, hs_code: customsGoodsTable.hs_code })
        .from(customsGoodsTable)
        .where(inArray(sql`lower(${customsGoodsTable.name})`, wanted))
    : [];
  const map = new Map<string, typeof rows>();
  for (const r of rows) map.set(r.name.toLowerCase(), [...(map.get(r.name.toLowerCase()) ?? []), r]);
  return map;
}

/** A blank HS编码 / 英文品名 from the one declared name the row's 中文品名 (and HS编码, if given) names. */
function fillFromGoods(values: Values, before: Declared | undefined, goods: Awaited<ReturnType<typeof goodsByName>>): string | null {
  const name = str(values.declared_name ?? before?.declared_name);
  const hs = str(values.hs_code ?? before?.hs_code);
  const matches = (goods.get(name.toLowerCase()) ?? []).filter((g) => !hs || g.hs_code === hs);
  if (!hs && matches.length > 1) return `申报品名「${name}」对应多个HS编码（${matches.map((m) => m.hs_code).join('、')}），请填写HS编码`;
  const [only] = matches.length === 1 ? matches : [];
  if (only && !hs) values.hs_code = only.hs_code;
  if (only && !values.declared_name_en && !before?.declared_name_en) values.declared_name_en = only.name_en;
  return null;
}

export const customsSkuImport: ImportProcess<CustomsUnit> = {
  async plan(rows, env) {
    const db = env.database.db;
    const s = services();
    const lookup = await titleLookup(db, skuCustoms, s.registry);
    const errors: ImportError[] = [];
    const seen = new Map<string, number>();
    const read: { row: number; code: string; values: Values }[] = [];
    for (const { row, values } of rows) {
      const code = values[CUSTOMS_COLUMNS.sku] ?? '';
      if (!code) errors.push({ row, column: CUSTOMS_COLUMNS.sku, message: `请填写${CUSTOMS_COLUMNS.sku}` });
      const twin = seen.get(code.toLowerCase());
      if (code && twin !== undefined) errors.push({ row, column: CUSTOMS_COLUMNS.sku, message: `与第${twin}行重复` });
      if (code && twin === undefined) seen.set(code.toLowerCase(), row);
      const filled: Values = {};
      for (const key of FIELDS) {
        const parsed = parseCell(skuCustoms.fields[key], values[CUSTOMS_COLUMNS[key]] ?? '', lookup);
        if (parsed?.ok === false) errors.push({ row, column: CUSTOMS_COLUMNS[key], message: parsed.message });
        else if (parsed) filled[key] = parsed.value;
      }
      if (code && twin === undefined) read.push({ row, code, values: filled });
    }
    const stored = await storedSkus(
      db,
      read.map((r) => r.code),
    );
    const ids = [...stored.values()].map((k) => k.id);
    const scope = rowScope(sku, skus, env.access);
    const visible = new Set<string>(
      ids.length
        ? (
            await db
              .select({ id: skus.id })
              .from(skus)
              .where(and(inArray(skus.id, ids), scope))
          ).map((r) => r.id)
        : [],
    );
    const declared = new Map(
      (ids.length ? await db.select().from(skuCustomsTable).where(inArray(skuCustomsTable.sku_id, ids)) : []).map((c) => [c.sku_id, c as Declared]),
    );
    const goods = await goodsByName(db, read.map((r) => str(r.values.declared_name)).filter(Boolean));
    const units: CustomsUnit[] = [];
    for (const { row, code, values } of read) {
      const found = stored.get(code.toLowerCase());
      if (!found || !visible.has(found.id)) {
        errors.push({ row, column: CUSTOMS_COLUMNS.sku, message: found ? `无权操作SKU ${found.code}` : `SKU编码「${code}」不存在` });
        continue;
      }
      const before = declared.get(found.id);
      const ambiguous = fillFromGoods(values, before, goods);
      if (ambiguous) {
        errors.push({ row, column: CUSTOMS_COLUMNS.hs_code, message: ambiguous });
        continue;
      }
      const checked = before ? updating.safeParse(changedValues(before, values)) : creating.safeParse({ sku_id: found.id, ...values });
      if (!checked.success) {
        for (const issue of checked.error.issues) errors.push({ row, column: columnOf(issue.path[0]), message: issue.message });
        continue;
      }
      const input = checked.data;
      const derived = (await s.skuCustoms.rules.derive?.(db, input, before ?? null)) ?? {};
      const why = await s.skuCustoms.rules.check?.(db, { ...before, ...input, ...derived }, before ?? null);
      if (why) errors.push({ row, column: '', message: why });
      else units.push({ row, skuId: found.id, input });
    }
    return { errors, units };
  },
  async write(tx, unit, env, counts) {
    const { skuCustoms: service } = services();
    const [current] = await tx.select({ id: skuCustomsTable.id }).from(skuCustomsTable).where(eq(skuCustomsTable.sku_id, unit.skuId));
    const { sku_id: _sku, ...changes } = unit.input;
    if (current && Object.keys(changes).length === 0) return count(counts, 'unchanged');
    const written = current
      ? await service.update(tx, current.id, changes, env.actor)
      : await service.create(tx, { ...unit.input, sku_id: unit.skuId }, env.actor);
    count(counts, current ? 'customs_updated' : 'customs_created');
    await env.publisher?.publish(tx, 'catalogue.skuCustoms.changed', { ids: [written.id], action: 'import' });
  },
  rows: () => 1,
};
