// A document's import (README of the entity engine, "A document"): one sheet, a row per line, the header's
// cells on the lines of the same 单据序号 (repeated or left blank after the first). Pass 1 parses every cell as
// the entity import does, then makes each document in a savepoint that is rolled back — the numbers, the
// server-filled lines (prices from the quotation in force), the sums and every write rule (MOQ, duplicates)
// judge it exactly as a save would, and nothing stays. Pass 2 makes them for good, a document at a time.
import { type ChildrenField, changedEvent, type EntityChanged, type EntityDecl } from '@entrepot/entity';
import { AppError, conflict, type RequestUser } from '@entrepot/server-kit';
import type { Database, Tx } from '@entrepot/server-kit/db';
import type { EntityRegistry, EntityService } from '@entrepot/server-kit/entity';
import type { Outbox } from '@entrepot/server-kit/events';
import { type ImportError, type ImportSpec, importColumns, parseCell, type SheetRow, type TitleLookup, titleLookup } from '@entrepot/server-kit/file-tasks';
import type { ImportKind } from '../module.ts';

export const DOCUMENT_KEY = '单据序号';

interface Column {
  key: string;
  label: string;
}
interface Unit {
  key: string;
  rows: number[];
  input: Record<string, unknown>;
}

const ROLLBACK = new Error('dry run');

/** The sheet's columns: the key, the header's importable fields, the lines' (a label the header has too gets 明细). */
export function documentColumns(decl: EntityDecl): { header: Column[]; lines: Column[]; field: ChildrenField; linesKey: string } {
  const linesKey = decl.document?.lines;
  const field = linesKey ? decl.fields[linesKey] : undefined;
  if (!linesKey || field?.type !== 'children') throw new Error(`${decl.name} is not a document with lines`);
  const header = importColumns(decl).filter((c) => decl.fields[c.key]?.type !== 'children');
  const taken = new Set([DOCUMENT_KEY, ...header.map((c) => c.label)]);
  const lines = importColumns(field.entity)
    .filter((c) => c.key !== field.foreignKey)
    .map((c) => ({ key: c.key, label: taken.has(c.label) ? `明细${c.label}` : c.label }));
  return { header, lines, field, linesKey };
}

/** Each cell of `columns` in `values`, parsed; the errors name the row and the column. */
function parsed(decl: EntityDecl, columns: Column[], values: Record<string, string>, lookup: TitleLookup, row: number, errors: ImportError[]) {
  const input: Record<string, unknown> = {};
  for (const c of columns) {
    const result = parseCell(decl.fields[c.key]!, values[c.label]?.trim() ?? '', lookup);
    if (result?.ok === false) errors.push({ row, column: c.label, message: result.message });
    else if (result) input[c.key] = result.value;
  }
  return input;
}

/** The rows grouped into documents, each header from its first row; a later row naming another header value is refused. */
export function groupDocumentRows(rows: SheetRow[], header: Column[]): { groups: { key: string; rows: SheetRow[] }[]; errors: ImportError[] } {
  const errors: ImportError[] = [];
  const groups = new Map<string, SheetRow[]>();
  for (const r of rows) {
    const key = r.values[DOCUMENT_KEY]?.trim() ?? '';
    if (!key) {
      errors.push({ row: r.row, column: DOCUMENT_KEY, message: `请填写${DOCUMENT_KEY}（同一单据的明细行填写相同的序号）` });
      continue;
    }
    const group = groups.get(key);
    if (!group) {
      groups.set(key, [r]);
      continue;
    }
    const first = group[0]!;
    for (const c of header) {
      const mine = r.values[c.label]?.trim() ?? '';
      const theirs = first.values[c.label]?.trim() ?? '';
      if (mine && mine !== theirs) errors.push({ row: r.row, column: c.label, message: `与第${first.row}行（同一${DOCUMENT_KEY}）的表头不一致` });
    }
    group.push(r);
  }
  return { groups: [...groups].map(([key, rs]) => ({ key, rows: rs })), errors };
}

export function documentImportKind(o: {
  kind: string;
  service: EntityService;
  registry: EntityRegistry;
  database: Database;
  outbox: Outbox;
  /** Server-made columns of every imported document (the binding's `import.prepare`: marked as imported, now). */
  prepare?: ImportSpec['prepare'];
}): ImportKind<Unit> {
  const { decl } = o.service;
  const { header, lines, field, linesKey } = documentColumns(decl);
  const actorOf = (user: RequestUser) => ({ id: user.id, name: user.name });
  const extraOf = async () => {
    const prepared = o.prepare ? await o.prepare({}) : { extra: {} };
    if ('message' in prepared) throw conflict(`${prepared.column}: ${prepared.message}`);
    return prepared.extra;
  };
  const create = async (tx: Tx, unit: Unit, user: RequestUser) => {
    const made = await o.service.create(tx, unit.input, actorOf(user), await extraOf());
    await o.outbox.publish(tx, changedEvent(decl), { ids: [made.id], action: 'import' } satisfies EntityChanged);
  };
  return {
    kind: o.kind,
    label: decl.label,
    permission: decl.permission('import'),
    // A column the declaration requires must be in the file (a template's header), even where cells may be blank.
    columns: [
      { label: DOCUMENT_KEY, required: true },
      ...header.map((c) => ({ label: c.label, required: decl.fields[c.key]?.required === true })),
      ...lines.map((c) => ({ label: c.label, required: field.entity.fields[c.key]?.required === true })),
    ],
    rows: (unit) => unit.rows.length,
    async plan(rows, user) {
      const { groups, errors } = groupDocumentRows(rows, header);
      const [headerLookup, lineLookup] = await Promise.all([
        titleLookup(o.database.db, decl, o.registry),
        titleLookup(o.database.db, field.entity, o.registry),
      ]);
      const units: Unit[] = [];
      for (const g of groups) {
        const before = errors.length;
        const input = parsed(decl, header, g.rows[0]!.values, headerLookup, g.rows[0]!.row, errors);
        input[linesKey] = g.rows.map((r) => parsed(field.entity, lines, r.values, lineLookup, r.row, errors));
        if (errors.length === before) units.push({ key: g.key, rows: g.rows.map((r) => r.row), input });
      }
      // Every document made once and rolled back: what a save would refuse is refused here, on its first row.
      await o.database
        .tx(async (tx) => {
          for (const unit of units) {
            try {
              await tx.transaction(async (sp) => {
                await o.service.create(sp, unit.input, actorOf(user), await extraOf());
                throw ROLLBACK;
              });
            } catch (e) {
              if (e === ROLLBACK) continue;
              if (!(e instanceof AppError)) throw e;
              const data = e.data as { field?: string; rule?: string } | null;
              errors.push({
                row: unit.rows[0]!,
                column: `${DOCUMENT_KEY} ${unit.key}`,
                message: data?.rule ? `${labelOf(decl, field, data.field)}${data.rule}` : e.message,
              });
            }
          }
          throw ROLLBACK;
        })
        .catch((e) => {
          if (e !== ROLLBACK) throw e;
        });
      return { errors, units: errors.length ? [] : units };
    },
    async write(tx, unit, user, counts) {
      await create(tx, unit, user);
      counts.created = (counts.created ?? 0) + 1;
    },
  };
}

const labelOf = (decl: EntityDecl, lines: ChildrenField, key: string | undefined) =>
  key ? `${decl.fields[key]?.label ?? lines.entity.fields[key]?.label ?? key}：` : '';
