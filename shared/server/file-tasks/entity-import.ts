import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { createInterface } from 'node:readline';
import type { EntityDecl } from '@entrepot/entity';
import { and, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database, Executor, Tx } from '../db/database.ts';
import type { Actor } from '../entity/audit.ts';
import { checkReferences, checksReferences } from '../entity/references.ts';
import { createSchema, updateSchema } from '../entity/schemas.ts';
import type { EntityRegistry, EntityService } from '../entity/service.ts';
import { columnOf, type EntityTable } from '../entity/table.ts';
import { ruleError } from '../entity/write-rules.ts';
import { forbidden } from '../errors.ts';
import { boundedRunner } from './bounded-runner.ts';
import { AMBIGUOUS, parseCell, type TitleLookup } from './cells.ts';
import { readXlsx, type SheetColumn, writeXlsx } from './xlsx.ts';

export const IMPORT_BATCH = 500;
const IMPORT_BATCHES_IN_FLIGHT = 2;

/** What an entity adds to its import beyond its declared fields (e.g. staff's initial password). */
export interface ImportSpec {
  extraColumns?: (SheetColumn & { required?: boolean })[];
  /** Turns a row's extra values into server-only columns, or answers the message of a bad value. */
  prepare?: (extra: Record<string, string>) => Promise<{ extra: Record<string, unknown> } | { message: string; column: string }>;
}

export interface ImportError {
  row: number;
  column: string;
  message: string;
}

/** Declared fields an import may set: writable, not a status, not excluded by `importable: false`. */
export function importColumns(decl: EntityDecl, spec: ImportSpec = {}): SheetColumn[] {
  const fields = Object.entries(decl.fields)
    .filter(([, f]) => !f.readOnly && f.type !== 'status' && f.importable !== false)
    .map(([key, f]) => ({ key, label: f.label }));
  return [...fields, ...(spec.extraColumns ?? [])];
}

/**
 * Title → key maps for every reference field's target, loaded once per import. A target is found by its
 * natural key too: a code, or its parts joined by ':' (a site as `amazon:US`) when none of them is a
 * reference. A title several records share maps to AMBIGUOUS.
 */
export async function titleLookup(exec: Executor, decl: EntityDecl, registry: EntityRegistry): Promise<TitleLookup> {
  const maps = new Map<string, Map<string, string>>();
  for (const field of Object.values(decl.fields)) {
    if ((field.type !== 'reference' && field.type !== 'references') || maps.has(field.to)) continue;
    const target = registry.get(field.to);
    if (!target) continue;
    const key = field.type === 'references' && field.key ? field.key : 'id';
    const natural = target.decl.naturalKey;
    const readable = natural.length > 0 && natural.every((k) => !['reference', 'references'].includes(target.decl.fields[k]?.type ?? ''));
    const columns = {
      k: columnOf(target.table, key),
      title: columnOf(target.table, target.decl.titleField),
      ...(readable ? Object.fromEntries(natural.map((n, i) => [`n${i}`, columnOf(target.table, n)])) : {}),
    };
    const rows = (await exec.select(columns).from(target.table)) as Record<string, string>[];
    const map = new Map<string, string>();
    const add = (name: string | undefined, k: string) => {
      if (name == null || name === '') return;
      const known = map.get(name);
      map.set(name, known === undefined || known === k ? k : AMBIGUOUS);
    };
    for (const r of rows) add(r.title, r.k!);
    if (readable) for (const r of rows) if (natural.length > 1 || r.n0 !== r.title) add(natural.map((_, i) => r[`n${i}`]).join(':'), r.k!);
    maps.set(field.to, map);
  }
  return (entity) => maps.get(entity) ?? new Map();
}

interface ParsedRow {
  row: number;
  input: Record<string, unknown>;
  extraText: Record<string, string>;
  errors: ImportError[];
}

function parseRow(decl: EntityDecl, spec: ImportSpec, lookup: TitleLookup, row: number, values: Record<string, string>): ParsedRow {
  const errors: ImportError[] = [];
  const input: Record<string, unknown> = {};
  for (const column of importColumns(decl)) {
    const field = decl.fields[column.key]!;
    const parsed = parseCell(field, values[column.label] ?? '', lookup);
    if (parsed?.ok === false) errors.push({ row, column: column.label, message: parsed.message });
    else if (parsed) input[column.key] = parsed.value;
  }
  const extraText: Record<string, string> = {};
  for (const c of spec.extraColumns ?? []) extraText[c.key] = values[c.label] ?? '';
  return { row, input, extraText, errors };
}

/** An existing record keeps its immutable fields (the natural key among them): only the rest is updated. */
const updatable = (decl: EntityDecl, input: Record<string, unknown>) => Object.fromEntries(Object.entries(input).filter(([k]) => !decl.fields[k]?.immutable));

const KEY_SEPARATOR = '\u0000';
const naturalKeyOf = (decl: EntityDecl, input: Record<string, unknown>) =>
  decl.naturalKey.length ? decl.naturalKey.map((k) => String(input[k] ?? '').toLowerCase()).join(KEY_SEPARATOR) : undefined;

/** A row that passed validation, staged for pass 2 (one JSON line each): no second parse of the xlsx. */
interface StagedRow {
  row: number;
  /** Lower-cased natural key, '' when the entity has none. */
  key: string;
  /** Validated values: a create's when the row was new, an update's otherwise. */
  data: Record<string, unknown>;
  extraText: Record<string, string>;
}

/** The entity's write rules asked about one valid row (`key`: the natural key of the record it updates, if any). */
export type RowCheck = (data: Record<string, unknown>, key: string | undefined) => Promise<{ column: string; message: string } | undefined>;
/** The server-made fields of a natural key (a site's platform code, copied from its platform), or a refusal. */
export type KeyParts = (input: Record<string, unknown>) => Promise<Record<string, unknown> | { column: string; message: string }>;

/**
 * Pass 1: every row checked (fields, extras, duplicates within the file, the entity's write rules); nothing
 * is written. The valid rows are staged in `stagePath` for pass 2.
 */
export async function validateImport(
  path: string,
  decl: EntityDecl,
  spec: ImportSpec,
  lookup: TitleLookup,
  existingKeys: Set<string>,
  options: { stagePath?: string; checkRow?: RowCheck; keyParts?: KeyParts } = {},
): Promise<{ rows: number; errors: ImportError[]; stagePath: string }> {
  const stagePath = options.stagePath ?? `${path}.staged.ndjson`;
  const creating = createSchema(decl);
  const updating = updateSchema(decl);
  const labels = new Map(Object.entries(decl.fields).map(([k, f]) => [k, f.label]));
  const seen = new Map<string, number>();
  const errors: ImportError[] = [];
  const stage = createWriteStream(stagePath);
  let rows = 0;
  for await (const { row, values } of readXlsx(path)) {
    rows++;
    const parsed = parseRow(decl, spec, lookup, row, values);
    errors.push(...parsed.errors);
    const parts = parsed.errors.length === 0 && options.keyParts ? await options.keyParts(parsed.input) : {};
    if ('message' in parts) {
      errors.push({ row, column: labels.get(String(parts.column)) ?? String(parts.column), message: String(parts.message) });
      continue;
    }
    const key = naturalKeyOf(decl, { ...parsed.input, ...parts });
    const isNew = key === undefined || !existingKeys.has(key);
    for (const c of spec.extraColumns ?? [])
      if (c.required && isNew && !parsed.extraText[c.key]) errors.push({ row, column: c.label, message: `请填写${c.label}` });
    if (key) {
      const first = seen.get(key);
      if (first) errors.push({ row, column: decl.naturalKey.map((k) => labels.get(k)).join('+'), message: `与第${first}行重复` });
      else seen.set(key, row);
    }
    if (parsed.errors.length > 0) continue;
    const result = isNew ? creating.safeParse(parsed.input) : updating.safeParse(updatable(decl, parsed.input));
    if (!result.success) {
      for (const issue of result.error.issues)
        errors.push({ row, column: labels.get(String(issue.path[0])) ?? String(issue.path[0] ?? ''), message: issue.message });
      continue;
    }
    const refused = await options.checkRow?.(result.data as Record<string, unknown>, isNew ? undefined : key);
    if (refused) {
      errors.push({ row, column: labels.get(refused.column) ?? refused.column, message: refused.message });
      continue;
    }
    if (errors.length > 0) continue; // nothing will be written: stop staging, keep checking
    const staged: StagedRow = { row, key: key ?? '', data: result.data as Record<string, unknown>, extraText: parsed.extraText };
    if (!stage.write(`${JSON.stringify(staged)}\n`)) await once(stage, 'drain');
  }
  stage.end();
  await once(stage, 'finish');
  if (rows === 0) errors.push({ row: 1, column: '', message: '文件中没有数据行' });
  return { rows, errors, stagePath };
}

/** Staged rows back, with datetimes as Dates again (JSON turned them into strings). */
async function* stagedRows(stagePath: string, decl: EntityDecl): AsyncGenerator<StagedRow> {
  const datetimes = Object.entries(decl.fields)
    .filter(([, f]) => f.type === 'datetime')
    .map(([k]) => k);
  for await (const line of createInterface({ input: createReadStream(stagePath), crlfDelay: Number.POSITIVE_INFINITY })) {
    if (!line) continue;
    const staged = JSON.parse(line) as StagedRow;
    for (const k of datetimes) if (typeof staged.data[k] === 'string') staged.data[k] = new Date(staged.data[k]);
    yield staged;
  }
}

export async function writeErrorReport(path: string, errors: ImportError[]): Promise<void> {
  const columns = [
    { key: 'row', label: '行号' },
    { key: 'column', label: '列' },
    { key: 'message', label: '错误信息' },
  ];
  await writeXlsx(
    path,
    columns,
    (async function* () {
      for (let i = 0; i < errors.length; i += 1000) yield errors.slice(i, i + 1000).map((e) => ({ row: e.row, column: e.column, message: e.message }));
    })(),
  );
}

/** Natural keys already present (lower-cased), so validation knows which rows update. */
export async function existingNaturalKeys(exec: Executor, service: EntityService): Promise<Set<string>> {
  const { decl, table } = service;
  if (decl.naturalKey.length === 0) return new Set();
  const rows = (await exec.select(Object.fromEntries(decl.naturalKey.map((k) => [k, columnOf(table, k)]))).from(table)) as Record<string, unknown>[];
  return new Set(rows.map((r) => naturalKeyOf(decl, r)!));
}

/** The natural key as the database compares it, to find the records an import's keys name. */
function naturalKeyMatch(service: EntityService) {
  const { decl, table } = service;
  // One field as its unique index has it (lower(code)); several as a row value of their lower-cased text,
  // matched against naturalKeyOf's parts.
  const keyColumns = decl.naturalKey.map((k) => columnOf(table, k));
  // A text key as its unique index has it (lower(code)); a uuid or number as text (a SKU reference).
  const textual = decl.naturalKey.length === 1 && ['text', 'code'].includes(decl.fields[decl.naturalKey[0]!]?.type ?? '');
  const keyParts = keyColumns.map((c) => (textual ? sql<string>`lower(${c})` : sql<string>`lower(coalesce(${c}::text, ''))`));
  // One field: `lower(code) = any(…)`, answered by its unique index; several: a row-value comparison.
  const keyWhere = (keys: string[]) => {
    // One array parameter, not one per key: a 500-key batch plans and binds in a fraction of the time.
    if (keyParts.length === 1) return sql`${keyParts[0]!} = any(${sql.param(keys)}::text[])`;
    const rowsOf = keys.map(
      (k) =>
        sql`(${sql.join(
          k.split(KEY_SEPARATOR).map((part) => sql`${part}`),
          sql`, `,
        )})`,
    );
    return sql`(${sql.join(keyParts, sql`, `)}) in (${sql.join(rowsOf, sql`, `)})`;
  };
  return {
    /** Key → id of the records that exist. */
    findIds: async (exec: Executor, keys: string[]): Promise<Map<string, string>> => {
      if (keyParts.length === 0 || keys.length === 0) return new Map();
      const found = (await exec
        .select({ id: columnOf(table, 'id'), ...Object.fromEntries(keyParts.map((part, i) => [`k${i}`, part])) })
        .from(table)
        .where(keyWhere(keys))) as Record<string, string>[];
      return new Map(found.map((f) => [keyParts.map((_, i) => f[`k${i}`]).join(KEY_SEPARATOR), f['id']!]));
    },
    /** The whole record a key names. */
    findRow: async (exec: Executor, key: string): Promise<Record<string, unknown> | null> =>
      (
        (await exec
          .select()
          .from(table)
          .where(keyWhere([key]))
          .limit(1)) as Record<string, unknown>[]
      )[0] ?? null,
  };
}

/**
 * The entity's write rules (derive, check) asked in pass 1, so a row they refuse is reported with the others
 * instead of failing a batch in pass 2; and, when the natural key has server-made fields, how a row's are
 * made (as for a create: they are fixed once written).
 */
export function importRules(exec: Executor, service: EntityService): { checkRow?: RowCheck; keyParts?: KeyParts } {
  const { derive, check } = service.rules;
  const references = checksReferences(service.decl);
  if (!derive && !check && !references) return {};
  const { findRow } = naturalKeyMatch(service);
  const derivedKey = service.decl.naturalKey.filter((k) => service.decl.fields[k]?.readOnly);
  const keyParts: KeyParts | undefined =
    derive && derivedKey.length
      ? async (input) => {
          try {
            const derived = await derive(exec, input, null);
            return Object.fromEntries(derivedKey.map((k) => [k, derived[k]]));
          } catch (e) {
            const refused = ruleError(e);
            if (refused) return refused;
            throw e;
          }
        }
      : undefined;
  const checkRow: RowCheck = async (data, key) => {
    const before = key ? await findRow(exec, key) : null;
    try {
      if (references) await checkReferences(exec, service.decl, [{ columns: data, before }]);
      const derived = (await derive?.(exec, data, before)) ?? {};
      const why = await check?.(exec, { ...before, ...data, ...derived }, before);
      return why ? { column: '', message: why } : undefined;
    } catch (e) {
      const refused = ruleError(e);
      if (refused) return refused;
      throw e;
    }
  };
  return { checkRow, keyParts };
}

function leansOnEarlierRows({ decl, rules }: EntityService): boolean {
  if (rules.derive || rules.check || checksReferences(decl)) return true;
  return Object.values(decl.fields).some((f) => (f.type === 'reference' || f.type === 'references') && f.to === decl.name);
}

/**
 * Fresh planner statistics as an import grows a table: at 5,000 created rows, then each time they double.
 * A table the planner still believes empty has its natural keys looked up by scanning it whole, which at
 * 50,000 rows costs each batch more than its insert.
 */
function statisticsRefresh(database: Database, table: EntityTable) {
  let next = 5_000;
  return async (created: number) => {
    if (created < next) return;
    next = created * 2;
    await database.db.execute(sql`analyze ${table}`);
  };
}

/**
 * Pass 2: writes the staged rows in batches, one transaction each. A row whose natural key exists updates
 * that record, so the same file imported twice (or retried after a crash) ends as one clean import.
 */
export async function writeImport(options: {
  stagePath: string;
  database: Database;
  service: EntityService;
  spec: ImportSpec;
  actor: Actor;
  checkpoint: (done: number) => Promise<void>;
  batchSize?: number;
  /** Each batch also publishes `<entity>.changed` `{action: 'import', rows}` in its transaction. */
  changes?: { publish(tx: Tx, name: string, payload: Record<string, unknown>): Promise<unknown> };
  /** The importer's data rules: a row may update only a record they see, and create only one they will see. */
  scope?: SQL;
}): Promise<{ created: number; updated: number }> {
  const { service, spec, actor, scope } = options;
  const outOfScope = (row?: number) => forbidden(`${row ? `第${row}行: ` : ''}${service.rules.outOfScope ?? '无权操作该数据'}`);
  const { decl, table } = service;
  const counts = { created: 0, updated: 0 };
  const { findIds } = naturalKeyMatch(service);
  const findExisting = (tx: Tx, rows: StagedRow[]) =>
    findIds(
      tx,
      rows.map((r) => r.key),
    );
  const writeBatch = async (tx: Tx, rows: StagedRow[]) => {
    const existing = await findExisting(tx, rows);
    const creating: { input: Record<string, unknown>; extra: Record<string, unknown> }[] = [];
    for (const r of rows) {
      const id = existing.get(r.key);
      if (id) {
        if (scope && !(await service.find(tx, id, scope))) throw outOfScope(r.row);
        await service.update(tx, id, updatable(decl, r.data), actor);
        counts.updated++;
        continue;
      }
      const prepared = spec.prepare ? await spec.prepare(r.extraText) : { extra: {} };
      if ('message' in prepared) throw new Error(`第${r.row}行 ${prepared.column}: ${prepared.message}`);
      creating.push({ input: r.data, extra: prepared.extra });
    }
    // New rows go in one statement per batch: what makes 100,000 rows an import of seconds, not minutes.
    const created = await service.createMany(tx, creating, actor);
    if (scope && created.length) {
      const ids = created.map((c) => c.id);
      const [seen] = (await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(table)
        .where(and(inArray(columnOf(table, 'id'), ids), scope))) as { n: number }[];
      if ((seen?.n ?? 0) < ids.length) throw outOfScope();
    }
    counts.created += creating.length;
  };
  let batch: StagedRow[] = [];
  let done = 0;
  const analyze = statisticsRefresh(options.database, table);
  // Two batches in flight, each its own transaction on its own connection: one is built while the
  // database writes the other. Each still commits whole; the file holds each natural key once (pass 1).
  // One at a time when a row may lean on an earlier row of the file (a category under a parent created a
  // batch before): the entity has write rules, or references itself.
  const batches = boundedRunner(leansOnEarlierRows(service) ? 1 : IMPORT_BATCHES_IN_FLIGHT);
  const flush = async () => {
    if (batch.length === 0) return;
    const rows = batch;
    batch = [];
    await batches.add(async () => {
      await options.database.tx(async (tx) => {
        await writeBatch(tx, rows);
        await options.changes?.publish(tx, `${decl.name}.changed`, { action: 'import', rows: rows.length });
      });
      done += rows.length;
      await analyze(counts.created);
      await options.checkpoint(done);
    });
  };
  for await (const staged of stagedRows(options.stagePath, decl)) {
    batch.push(staged);
    if (batch.length >= (options.batchSize ?? IMPORT_BATCH)) await flush();
  }
  await flush();
  await batches.drain();
  return counts;
}
