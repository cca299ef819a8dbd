// `spu/kakaimport` (read as the SPU side of the Kaka category tree: `category/kaka/import` fills the tree,
// this file says which Kaka category each SPU belongs to): rows of SPU编码 and 分类 — the category's code, its
// path (服装/上衣/T恤 or 服装 > 上衣 > T恤) or its name when no other category shares it. The whole file is
// checked first (unknown or hidden SPUs, unknown or ambiguous categories, an SPU twice); then each SPU moves
// through `spu/changecategory`'s command (audited, its SKUs' category with it). The same file twice moves
// nothing the second time.
import type { ImportKind, ModuleContext } from '@entrepot/hub-server/module';
import type { RequestUser } from '@entrepot/server-kit';
import { rowScope } from '@entrepot/server-kit/entity';
import type { ImportError, SheetRow } from '@entrepot/server-kit/file-tasks';
import { spu } from '../../entities/index.ts';
import { categories, spus } from '../catalogue.schema.ts';
import { storedSpus } from '../import-known.ts';
import { catalogueServices } from '../services.ts';
import { changeCategory } from '../spu-batch.commands.ts';

export const KAKA_COLUMNS = { spu: 'SPU编码', category: '分类' } as const;
const AMBIGUOUS = '\u0000ambiguous';

interface Move {
  row: number;
  spuId: string;
  categoryId: string;
  unchanged: boolean;
}

/** Category code, path and (unshared) name → id. */
async function categoryKeys(exec: ModuleContext['database']['db']): Promise<Map<string, string>> {
  const rows = (await exec.select({ id: categories.id, code: categories.code, name: categories.name, parent_id: categories.parent_id }).from(categories)) as {
    id: string;
    code: string;
    name: string;
    parent_id: string | null;
  }[];
  const byId = new Map(rows.map((r) => [r.id, r]));
  const pathOf = (r: (typeof rows)[number]): string => {
    const names = [r.name];
    for (let p = r.parent_id ? byId.get(r.parent_id) : undefined; p && names.length < 8; p = p.parent_id ? byId.get(p.parent_id) : undefined)
      names.unshift(p.name);
    return names.join('/');
  };
  const keys = new Map<string, string>();
  const add = (key: string, id: string) => keys.set(key, keys.has(key) && keys.get(key) !== id ? AMBIGUOUS : id);
  for (const r of rows) {
    add(r.name, r.id);
    add(pathOf(r), r.id);
  }
  for (const r of rows) keys.set(r.code.toUpperCase(), r.id); // a code is unique: it wins over a name
  return keys;
}

const normalisedPath = (text: string) =>
  text
    .split(/\s*[/>＞／]\s*/)
    .filter(Boolean)
    .join('/');

/** The import kind the platform runs (hub module.ts ImportKind). */
export function kakaImportKind(ctx: Pick<ModuleContext, 'database' | 'outbox'>): ImportKind<Move> {
  const s = catalogueServices();
  return {
    kind: 'catalogue.kakaimport',
    label: 'SPU分类',
    permission: spu.permission('import'),
    columns: [
      { label: KAKA_COLUMNS.spu, required: true },
      { label: KAKA_COLUMNS.category, required: true },
    ],
    async plan(rows: SheetRow[], user: RequestUser) {
      const db = ctx.database.db;
      const errors: ImportError[] = [];
      const keys = await categoryKeys(db);
      const stored = await storedSpus(db, rows.map((r) => r.values[KAKA_COLUMNS.spu] ?? '').filter(Boolean), rowScope(spu, spus, user.access));
      const seen = new Map<string, number>();
      const units: Move[] = [];
      for (const { row, values } of rows) {
        const code = values[KAKA_COLUMNS.spu] ?? '';
        const text = values[KAKA_COLUMNS.category] ?? '';
        const fail = (column: string, message: string) => errors.push({ row, column, message });
        if (!code) fail(KAKA_COLUMNS.spu, `请填写${KAKA_COLUMNS.spu}`);
        if (!text) fail(KAKA_COLUMNS.category, `请填写${KAKA_COLUMNS.category}`);
        if (!code || !text) continue;
        const twin = seen.get(code.toLowerCase());
        if (twin !== undefined) {
          fail(KAKA_COLUMNS.spu, `与第${twin}行重复`);
          continue;
        }
        seen.set(code.toLowerCase(), row);
        const found = stored.get(code.toLowerCase());
        const categoryId = keys.get(text.toUpperCase()) ?? keys.get(normalisedPath(text));
        if (!found) fail(KAKA_COLUMNS.spu, `SPU编码「${code}」不存在`);
        else if (!found.visible) fail(KAKA_COLUMNS.spu, `无权操作SPU ${found.code}`);
        if (categoryId === AMBIGUOUS) fail(KAKA_COLUMNS.category, `分类「${text}」对应多条记录，请填写分类编码或完整路径`);
        else if (!categoryId) fail(KAKA_COLUMNS.category, `分类「${text}」不存在`);
        if (found?.visible && categoryId && categoryId !== AMBIGUOUS) {
          units.push({ row, spuId: found.id, categoryId, unchanged: found.category_id === categoryId });
        }
      }
      return { errors, units };
    },
    async write(tx, unit, user, counts) {
      const bump = (key: string) => {
        counts[key] = (counts[key] ?? 0) + 1;
      };
      if (unit.unchanged) return bump('unchanged');
      const moved = await changeCategory(
        tx,
        s,
        { ids: [unit.spuId], category_id: unit.categoryId },
        { id: user.id, name: user.name },
        rowScope(spu, spus, user.access),
        ctx.outbox,
      );
      if (moved.updated) bump('spu_updated');
      else bump('unchanged');
      counts.sku_updated = (counts.sku_updated ?? 0) + moved.sku_updated;
    },
    rows: () => 1,
  };
}
