// A change request's spreadsheet import (a file task): rows of `<child>编码, 字段, 新值, 变更原因` for the subject's
// children (SKU rows, say). The whole file is checked first — each row by the same rules as a submit (the field's
// own rules, the current value, unique values, a target already waiting in a request) and every bad row reported,
// nothing created — then one request per subject, submitted to the approval engine.
import type { RequestUser } from '@entrepot/server-kit';
import type { Executor } from '@entrepot/server-kit/db';
import { columnOf } from '@entrepot/server-kit/entity';
import type { ImportError, SheetRow } from '@entrepot/server-kit/file-tasks';
import { and, inArray, sql } from 'drizzle-orm';
import type { ImportKind, ModuleContext } from '../module.ts';
import type { ChangeKit } from './kit.ts';
import { codeOf, type LineInput, lineProblems } from './lines.ts';
import { submitChange } from './submit.ts';

type Row = Record<string, unknown>;

interface Unit {
  rows: number[];
  subjectId: string;
  reason: string;
  lines: LineInput[];
}

type Read = { row: number; id: string; subjectId: string; line: LineInput; reason: string };

/** The rows of a target with these codes (any case), by lower-cased code. */
async function rowsByCode(exec: Executor, kit: ChangeKit, key: string, codes: string[]): Promise<Map<string, Row>> {
  const wanted = [...new Set(codes.map((c) => c.toLowerCase()))];
  if (wanted.length === 0) return new Map();
  const { table } = kit.services[key]!;
  const rows = (await exec
    .select()
    .from(table)
    .where(inArray(sql`lower(${columnOf(table, 'code')})`, wanted))) as Row[];
  return new Map(rows.map((r) => [codeOf(r).toLowerCase(), r]));
}

/** The subjects among these ids the importer may change (its data rule), by id. */
async function visibleSubjects(exec: Executor, kit: ChangeKit, ids: string[], user: RequestUser): Promise<Map<string, Row>> {
  if (ids.length === 0) return new Map();
  const { table } = kit.subject;
  const rows = (await exec
    .select()
    .from(table)
    .where(and(inArray(columnOf(table, 'id'), [...new Set(ids)]), kit.subjectScope(user.access)))) as Row[];
  return new Map(rows.map((r) => [String(r.id), r]));
}

/** The import kind the platform runs, for the declaration's first child target. */
export function changeImportKind(kit: ChangeKit, ctx: Pick<ModuleContext, 'database' | 'outbox'>, kind: string): ImportKind<Unit> {
  const [key, under] = kit.children[0]!;
  const target = kit.decl.targets[key]!.entity;
  const subjectLabel = kit.subject.decl.label;
  const columns = { code: target.fields.code?.label ?? `${target.label}编码`, field: '字段', value: '新值', reason: '变更原因' } as const;
  const choices = kit.decl.fields.filter((f) => f.target === key);

  /** Pass 1 for one row: its target (in a subject the importer may change) and its field, or its refusals. */
  function readRow(row: SheetRow, stored: Map<string, Row>, visible: Set<string>, fail: (column: string, message: string) => void): Read | null {
    const code = row.values[columns.code] ?? '';
    const name = row.values[columns.field] ?? '';
    if (!code) fail(columns.code, `请填写${columns.code}`);
    if (!name) fail(columns.field, `请填写${columns.field}`);
    if (!code || !name) return null;
    const found = stored.get(code.toLowerCase());
    const field = kit.values.fieldNamed(name, key);
    const allowed = found && visible.has(String(found[under]));
    if (!allowed) fail(columns.code, found ? `无权操作${target.label} ${codeOf(found)}` : `${columns.code}「${code}」不存在`);
    if (!field) fail(columns.field, `字段「${name}」不能变更（可填：${choices.map((f) => f.label).join('、')}）`);
    if (!allowed || !field) return null;
    const id = String(found.id);
    return {
      row: row.row,
      id,
      subjectId: String(found[under]),
      line: { field: field.key, [`${key}_id`]: id, new_value: row.values[columns.value] ?? '' },
      reason: row.values[columns.reason] ?? '',
    };
  }

  return {
    kind,
    label: kit.decl.label,
    permission: kit.decl.request.permission('import'),
    columns: [{ label: columns.code, required: true }, { label: columns.field, required: true }, { label: columns.value }, { label: columns.reason }],
    maxRows: 5000,
    async plan(rows, user) {
      const db = ctx.database.db;
      const errors: ImportError[] = [];
      const stored = await rowsByCode(db, kit, key, rows.map((r) => r.values[columns.code] ?? '').filter(Boolean));
      const subjects = await visibleSubjects(
        db,
        kit,
        [...stored.values()].map((r) => String(r[under])),
        user,
      );
      const read: Read[] = [];
      for (const row of rows) {
        const ok = readRow(row, stored, new Set(subjects.keys()), (column, message) => errors.push({ row: row.row, column, message }));
        if (ok) read.push(ok);
      }
      const units: Unit[] = [];
      for (const subjectId of new Set(read.map((r) => r.subjectId))) {
        const group = read.filter((r) => r.subjectId === subjectId);
        const subject = subjects.get(subjectId)!;
        const { problems } = await lineProblems(
          db,
          kit,
          subject,
          await kit.childRows(db, subjectId),
          group.map((g) => g.line),
          (i) => group[i]!.row,
        );
        for (const p of problems) errors.push({ row: group[p.index]!.row, column: columns.value, message: p.message });
        const pending = await kit.pendingTargets(db, subjectId);
        for (const g of group) {
          const code = pending.get(kit.targetKey(key, g.id));
          if (code) errors.push({ row: g.row, column: columns.code, message: `该${target.label}已有审批中的${kit.decl.label}申请 ${code}，不能重复申请` });
        }
        const reason = group.find((g) => g.reason)?.reason ?? '';
        if (!reason) errors.push({ row: group[0]!.row, column: columns.reason, message: `请填写${columns.reason}（${subjectLabel} ${codeOf(subject)}）` });
        else if (reason.length > 500) errors.push({ row: group[0]!.row, column: columns.reason, message: '变更原因最多500个字符' });
        units.push({ rows: group.map((g) => g.row), subjectId, reason, lines: group.map((g) => g.line) });
      }
      return { errors, units };
    },
    async write(tx, unit, user, counts) {
      // A retried task whose batch was written already: the targets wait in that request; left as it is.
      const pending = await kit.pendingTargets(tx, unit.subjectId);
      if (unit.lines.some((l) => pending.has(kit.targetKey(key, l[`${key}_id`])))) {
        counts.unchanged = (counts.unchanged ?? 0) + 1;
        return;
      }
      const input = { subjectId: unit.subjectId, reason: unit.reason, lines: unit.lines, attachments: [] };
      await submitChange(tx, kit, ctx.outbox, input, { id: user.id, name: user.name }, kit.subjectScope(user.access));
      counts.request_created = (counts.request_created ?? 0) + 1;
    },
    rows: (unit) => unit.rows.length,
  };
}
