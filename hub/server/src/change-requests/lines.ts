// The lines of a change request checked together (submit and the spreadsheet import): each names a declared
// field and a target — the subject, or one of its children — and its new value passes the field's own rules,
// differs from the current value (captured here), names a record that exists and is active where the field
// says so, and is held by no other record (nor twice in the request) where the field is unique. Every bad
// line is named in one refusal.
import { AppError, invalid } from '@entrepot/server-kit';
import type { Executor } from '@entrepot/server-kit/db';
import { checkReferences, columnOf } from '@entrepot/server-kit/entity';
import { and, eq, ne } from 'drizzle-orm';
import type { ChangeKit } from './kit.ts';

type Row = Record<string, unknown>;

/** `{field, new_value}` and, for a child's field, `<child>_id`. */
export type LineInput = { field: string; new_value?: string | number | null | undefined } & Record<string, unknown>;

export interface CheckedLine extends Row {
  target: string;
  target_code: string;
  field: string;
  label: string;
  old_value: string | null;
  new_value: string | null;
  old_text: string | null;
  new_text: string | null;
}

export interface LineProblem {
  /** The line's index in the input. */
  index: number;
  /** `TS001-BLK-M 销售价: 销售价最多2位小数`. */
  message: string;
}

export const codeOf = (row: Row): string => String(row.code ?? row.id);

/** The other record of the target holding this value of a unique field, if any: its code. */
async function holderOf(exec: Executor, kit: ChangeKit, target: string, field: string, value: string, exceptId: string): Promise<string | null> {
  const table = kit.services[target]!.table;
  const [holder] = (await exec
    .select()
    .from(table)
    .where(and(eq(columnOf(table, field), value), ne(columnOf(table, 'id'), exceptId)))
    .limit(1)) as Row[];
  return holder ? codeOf(holder) : null;
}

/** The engine's reference check of one value (exists; active where declared), as its message, or null. */
async function referenceProblem(exec: Executor, kit: ChangeKit, target: string, field: string, value: string, before: Row): Promise<string | null> {
  try {
    await checkReferences(exec, kit.decl.targets[target]!.entity, [{ columns: { [field]: value }, before }]);
    return null;
  } catch (e) {
    if (e instanceof AppError && e.data && typeof e.data === 'object' && 'rule' in e.data) return String(e.data.rule);
    throw e;
  }
}

/** Each line's refusal, or the checked lines; `rowOf` numbers a line in the messages (a spreadsheet's row). */
export async function lineProblems(
  exec: Executor,
  kit: ChangeKit,
  subject: Row,
  childRows: Record<string, Row[]>,
  input: LineInput[],
  rowOf: (index: number) => number = (i) => i + 1,
): Promise<{ lines: CheckedLine[]; problems: LineProblem[] }> {
  const { decl, values } = kit;
  const byId = new Map(Object.entries(childRows).map(([k, rows]) => [k, new Map(rows.map((r) => [String(r.id), r]))]));
  const problems: LineProblem[] = [];
  const lines: CheckedLine[] = [];
  const seen = new Map<string, number>();
  const uniques = new Map<string, number>();
  const found: { line: CheckedLine; f: ReturnType<typeof values.fieldOf> & object }[] = [];
  for (const [i, line] of input.entries()) {
    const n = rowOf(i);
    const f = values.fieldOf(line.field);
    if (!f) {
      problems.push({ index: i, message: `字段「${line.field}」不能变更` });
      continue;
    }
    const isSubject = f.target === decl.subject;
    const targetId = isSubject ? String(subject.id) : String(line[`${f.target}_id`] ?? '');
    const row = isSubject ? subject : byId.get(f.target)?.get(targetId);
    if (!row) {
      const label = decl.targets[f.target]!.entity.label;
      problems.push({ index: i, message: `请选择${decl.targets[decl.subject]!.entity.label} ${codeOf(subject)} 的${label}` });
      continue;
    }
    const code = codeOf(row);
    const fail = (message: string) => problems.push({ index: i, message: `${code} ${f.label}: ${message}` });
    const key = `${f.target}:${targetId}:${f.key}`;
    const twin = seen.get(key);
    if (twin !== undefined) {
      fail(`与第${twin}行重复`);
      continue;
    }
    seen.set(key, n);
    const checked = values.check(f, line.new_value ?? null);
    if ('error' in checked) {
      fail(checked.error);
      continue;
    }
    const current = values.current(f, row);
    if (values.same(current, checked.value)) {
      fail('新值与当前值相同');
      continue;
    }
    const declared = values.declared(f);
    if (declared.type === 'reference' && checked.value) {
      const refused = await referenceProblem(exec, kit, f.target, f.field, checked.value, row);
      if (refused) {
        fail(refused);
        continue;
      }
    }
    if (declared.unique && checked.value) {
      const holder = await holderOf(exec, kit, f.target, f.field, checked.value, String(row.id));
      const again = uniques.get(`${f.key}:${checked.value}`);
      if (holder) fail(`${f.label}已被${decl.targets[f.target]!.entity.label} ${holder}使用`);
      else if (again !== undefined) fail(`与第${again}行的${f.label}相同`);
      uniques.set(`${f.key}:${checked.value}`, again ?? n);
      if (holder || again !== undefined) continue;
    }
    const checkedLine: CheckedLine = {
      target: f.target,
      ...(isSubject ? {} : { [`${f.target}_id`]: targetId }),
      target_code: code,
      field: f.key,
      label: f.label,
      old_value: current,
      new_value: checked.value,
      old_text: null,
      new_text: null,
    };
    lines.push(checkedLine);
    found.push({ line: checkedLine, f });
  }
  await kit.describe(exec, found);
  return { lines, problems };
}

/** The checked lines, or 10422 on `lines` naming every bad one (`第2行 TS001-BLK-M 销售价: 销售价最多2位小数`). */
export async function checkLines(exec: Executor, kit: ChangeKit, subject: Row, childRows: Record<string, Row[]>, input: LineInput[]): Promise<CheckedLine[]> {
  const { lines, problems } = await lineProblems(exec, kit, subject, childRows, input);
  if (problems.length) throw invalid('lines', problems.map((p) => `第${p.index + 1}行 ${p.message}`).join('；'));
  return lines;
}
