// `POST field-upload` (+ ours `GET field-upload/template`): SPUs' custom field values from an xlsx — SPU编码 and
// one column per field name — as the platform's module import kind. Pass 1 checks every row (unknown, hidden or
// repeated SPUs; columns that are no field; each cell against its field: type, options, applicability, a
// required field left empty with nothing stored) and reports every problem, nothing written; pass 2 saves each
// SPU through the tab's save (locked, audited). A blank cell keeps the stored value; the same file twice
// changes nothing the second time.
import type { ImportKind, ModuleContext } from '@entrepot/hub-server/module';
import type { RequestUser } from '@entrepot/server-kit';
import type { Executor } from '@entrepot/server-kit/db';
import { rowScope } from '@entrepot/server-kit/entity';
import type { ImportError, SheetRow } from '@entrepot/server-kit/file-tasks';
import { inArray } from 'drizzle-orm';
import { spu } from '../../entities/index.ts';
import { spus } from '../catalogue.schema.ts';
import { storedSpus } from '../import-known.ts';
import { applicableFields, type FieldInfo, fieldDefs, parseValue, valueJson } from './field-defs.ts';
import { cellValue } from './field-value-rules.ts';
import { productFieldValues } from './product-field.schema.ts';
import { checkValues, spuOf, storedValues, valuesRefused, writeValues } from './spu-field-values.ts';

export const SPU_COLUMN = 'SPU编码';
type Stored = Map<string, { id: string; value: unknown }>;

interface Unit {
  row: number;
  spuId: string;
  input: Record<string, unknown>;
}

/** The stored values of these SPUs, by SPU and field. */
async function valuesOf(exec: Executor, spuIds: string[]): Promise<Map<string, Stored>> {
  const out = new Map<string, Stored>();
  for (let i = 0; i < spuIds.length; i += 1000) {
    const rows = await exec
      .select({ id: productFieldValues.id, spu_id: productFieldValues.spu_id, field_id: productFieldValues.field_id, value: valueJson })
      .from(productFieldValues)
      .where(inArray(productFieldValues.spu_id, spuIds.slice(i, i + 1000)));
    for (const r of rows) {
      const stored = out.get(r.spu_id) ?? new Map();
      stored.set(r.field_id, { id: r.id, value: parseValue(r.value) });
      out.set(r.spu_id, stored);
    }
  }
  return out;
}

/** The template's columns now: SPU编码 and the enabled fields' names (refreshed before the template is sent). */
export async function uploadColumns(exec: Executor) {
  const fields = await fieldDefs(exec);
  return [{ label: SPU_COLUMN, required: true }, ...fields.filter((f) => f.enabled).map((f) => ({ label: f.name }))];
}

export function fieldUploadKind(ctx: Pick<ModuleContext, 'database'>): ImportKind<Unit> {
  const db = ctx.database.db;
  return {
    kind: 'catalogue.field-upload',
    label: '扩展字段值',
    // Writing values is editing the SPU: the tab's code, no code of its own to grant.
    permission: spu.permission('update'),
    columns: [{ label: SPU_COLUMN, required: true }],
    async plan(rows: SheetRow[], user: RequestUser) {
      const errors: ImportError[] = [];
      const all = await fieldDefs(db);
      const byName = new Map(all.map((f) => [f.name, f]));
      const headers = Object.keys(rows[0]?.values ?? {}).filter((h) => h !== SPU_COLUMN);
      for (const h of headers) if (!byName.has(h)) errors.push({ row: 1, column: h, message: `列「${h}」不是自定义字段名称，请使用导入模板` });
      const found = await storedSpus(db, rows.map((r) => r.values[SPU_COLUMN] ?? '').filter(Boolean), rowScope(spu, spus, user.access));
      const stored = await valuesOf(
        db,
        [...found.values()].map((s) => s.id),
      );
      const fieldsOf = new Map<string, FieldInfo[]>(); // by category
      const seen = new Map<string, number>();
      const units: Unit[] = [];
      for (const { row, values } of rows) {
        const code = values[SPU_COLUMN] ?? '';
        const fail = (column: string, message: string) => errors.push({ row, column, message });
        if (!code) {
          fail(SPU_COLUMN, `请填写${SPU_COLUMN}`);
          continue;
        }
        const twin = seen.get(code.toLowerCase());
        if (twin !== undefined) {
          fail(SPU_COLUMN, `与第${twin}行重复`);
          continue;
        }
        seen.set(code.toLowerCase(), row);
        const target = found.get(code.toLowerCase());
        if (!target) fail(SPU_COLUMN, `SPU编码「${code}」不存在`);
        else if (!target.visible) fail(SPU_COLUMN, `无权操作SPU ${target.code}`);
        if (!target?.visible) continue;
        const category = (target.category_id as string | null) ?? '';
        if (!fieldsOf.has(category)) fieldsOf.set(category, await applicableFields(db, category || null));
        const input: Record<string, unknown> = {};
        for (const h of headers) {
          const field = byName.get(h);
          const text = values[h] ?? '';
          if (field && text.trim()) input[field.key] = cellValue(field, text);
        }
        const { problems } = checkValues(all, fieldsOf.get(category)!, stored.get(target.id) ?? new Map(), input);
        for (const p of problems) fail(all.find((f) => f.key === p.key)?.name ?? p.key, p.message);
        if (!problems.length) units.push({ row, spuId: target.id, input });
      }
      return { errors, units };
    },
    async write(tx, unit, user, counts) {
      const target = await spuOf(tx, unit.spuId, rowScope(spu, spus, user.access), true);
      const stored = await storedValues(tx, unit.spuId);
      const { problems, writes } = checkValues(await fieldDefs(tx), await applicableFields(tx, target.category_id), stored, unit.input);
      if (problems.length) throw valuesRefused(problems); // changed since pass 1: the batch stops, the task fails
      const key = (await writeValues(tx, unit.spuId, writes, stored, { id: user.id, name: user.name })) ? 'spu_updated' : 'unchanged';
      counts[key] = (counts[key] ?? 0) + 1;
    },
    rows: () => 1,
  };
}
