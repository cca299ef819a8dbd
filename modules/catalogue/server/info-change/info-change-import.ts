// `spuskuchange/bomupload`: many change lines from an xlsx (SKU编码, 字段, 新值, 变更原因), run as the
// platform's import kind (a file task): the whole file is checked first — each row by the same rules as a
// submit (the field's own rules, the current value, barcodes, a SKU already waiting in a request) and every
// bad row reported, nothing created — then one request per SPU, submitted to the approval engine.
import type { ImportKind, ModuleContext } from '@entrepot/hub-server/module';
import type { RequestUser } from '@entrepot/server-kit';
import type { Executor } from '@entrepot/server-kit/db';
import { rowScope } from '@entrepot/server-kit/entity';
import type { ImportError, SheetRow } from '@entrepot/server-kit/file-tasks';
import { and, inArray } from 'drizzle-orm';
import { infoChange, infoChangeFields, spu } from '../../entities/index.ts';
import { spus } from '../catalogue.schema.ts';
import { storedSkus } from '../import-known.ts';
import { fieldNamed } from './info-change-fields.ts';
import { type LineInput, lineProblems } from './info-change-lines.ts';
import { pendingTargets, skusOfSpu } from './info-change-reads.ts';
import type { InfoChangeServices } from './info-change-services.ts';
import { submitInfoChange } from './info-change-submit.ts';

export const BOM_COLUMNS = { code: 'SKU编码', field: '字段', value: '新值', reason: '变更原因' } as const;
const SKU_FIELDS = infoChangeFields.filter((f) => f.target === 'sku');

interface Request {
  rows: number[];
  spuId: string;
  reason: string;
  lines: LineInput[];
}

type Read = { row: number; skuId: string; spuId: string; line: LineInput; reason: string };

/** Pass 1 for one row: its SKU (visible to the importer) and its field, or its refusals. */
function readRow(
  row: SheetRow,
  stored: Awaited<ReturnType<typeof storedSkus>>,
  visible: Set<string>,
  fail: (column: string, message: string) => void,
): Read | null {
  const v = row.values;
  const code = v[BOM_COLUMNS.code] ?? '';
  const name = v[BOM_COLUMNS.field] ?? '';
  if (!code) fail(BOM_COLUMNS.code, `请填写${BOM_COLUMNS.code}`);
  if (!name) fail(BOM_COLUMNS.field, `请填写${BOM_COLUMNS.field}`);
  if (!code || !name) return null;
  const sku = stored.get(code.toLowerCase());
  const field = fieldNamed(name);
  if (!sku || !visible.has(String(sku.spu_id))) fail(BOM_COLUMNS.code, sku ? `无权操作SKU ${sku.code}` : `SKU编码「${code}」不存在`);
  if (field?.target !== 'sku') fail(BOM_COLUMNS.field, `字段「${name}」不能变更（可填：${SKU_FIELDS.map((f) => f.label).join('、')}）`);
  if (!sku || !visible.has(String(sku.spu_id)) || field?.target !== 'sku') return null;
  return {
    row: row.row,
    skuId: sku.id,
    spuId: String(sku.spu_id),
    line: { field: field.key, sku_id: sku.id, new_value: v[BOM_COLUMNS.value] ?? '' },
    reason: v[BOM_COLUMNS.reason] ?? '',
  };
}

/** The visible SPUs among these ids (the importer's SPU data rule). */
async function visibleSpus(exec: Executor, ids: string[], user: RequestUser): Promise<Map<string, Record<string, unknown>>> {
  if (ids.length === 0) return new Map();
  const rows = (await exec
    .select()
    .from(spus)
    .where(and(inArray(spus.id, [...new Set(ids)]), rowScope(spu, spus, user.access)))) as Record<string, unknown>[];
  return new Map(rows.map((r) => [String(r.id), r]));
}

/** The import kind the platform runs (hub module.ts ImportKind). */
export function bomImportKind(ctx: Pick<ModuleContext, 'database' | 'outbox'>, s: InfoChangeServices): ImportKind<Request> {
  return {
    kind: 'catalogue.infochange.bomupload',
    label: '商品信息变更',
    permission: infoChange.permission('import'),
    columns: [
      { label: BOM_COLUMNS.code, required: true },
      { label: BOM_COLUMNS.field, required: true },
      { label: BOM_COLUMNS.value },
      { label: BOM_COLUMNS.reason },
    ],
    maxRows: 5000,
    async plan(rows: SheetRow[], user: RequestUser) {
      const db = ctx.database.db;
      const errors: ImportError[] = [];
      const stored = await storedSkus(db, rows.map((r) => r.values[BOM_COLUMNS.code] ?? '').filter(Boolean));
      const spuRows = await visibleSpus(
        db,
        [...stored.values()].map((x) => String(x.spu_id)),
        user,
      );
      const read: Read[] = [];
      for (const row of rows) {
        const ok = readRow(row, stored, new Set(spuRows.keys()), (column, message) => errors.push({ row: row.row, column, message }));
        if (ok) read.push(ok);
      }
      const units: Request[] = [];
      for (const spuId of new Set(read.map((r) => r.spuId))) {
        const group = read.filter((r) => r.spuId === spuId);
        const spuRow = spuRows.get(spuId)!;
        const { problems } = await lineProblems(
          db,
          spuRow,
          await skusOfSpu(db, spuId),
          group.map((g) => g.line),
          (i) => group[i]!.row,
        );
        for (const p of problems) errors.push({ row: group[p.index]!.row, column: BOM_COLUMNS.value, message: p.message });
        const pending = await pendingTargets(db, spuId);
        for (const g of group) {
          const code = pending.skus.get(g.skuId);
          if (code) errors.push({ row: g.row, column: BOM_COLUMNS.code, message: `该SKU已有审批中的商品信息变更申请 ${code}，不能重复申请` });
        }
        const reason = group.find((g) => g.reason)?.reason ?? '';
        if (!reason) errors.push({ row: group[0]!.row, column: BOM_COLUMNS.reason, message: `请填写${BOM_COLUMNS.reason}（SPU ${String(spuRow.code)}）` });
        else if (reason.length > 500) errors.push({ row: group[0]!.row, column: BOM_COLUMNS.reason, message: '变更原因最多500个字符' });
        units.push({ rows: group.map((g) => g.row), spuId, reason, lines: group.map((g) => g.line) });
      }
      return { errors, units };
    },
    async write(tx, unit, user, counts) {
      // A retried task whose batch was written already: the SKUs wait in that request; left as it is.
      const pending = await pendingTargets(tx, unit.spuId);
      if (unit.lines.some((l) => l.sku_id && pending.skus.has(l.sku_id))) {
        counts.unchanged = (counts.unchanged ?? 0) + 1;
        return;
      }
      const input = { spu_id: unit.spuId, reason: unit.reason, lines: unit.lines, attachments: [] };
      await submitInfoChange(tx, s, ctx.outbox, input, { id: user.id, name: user.name }, rowScope(spu, spus, user.access));
      counts.request_created = (counts.request_created ?? 0) + 1;
    },
    rows: (unit) => unit.rows.length,
  };
}
