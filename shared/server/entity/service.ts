import {
  type BooleanField,
  type ChildrenField,
  type EntityDecl,
  type Field,
  isQuery,
  type JsonShape,
  lockedBy,
  nextState,
  own,
  type RowOf,
  undeletable,
  type WireValue,
} from '@entrepot/entity';
import { and, eq, inArray, is, isNull, ne, or, type SQL, Subquery, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { allOn, type Executor, type Tx } from '../db/database.ts';
import { conflict, invalid, notFound } from '../errors.ts';
import { parse } from '../http.ts';
import { newId } from '../ids.ts';
import { type Actor, appendAudit, auditTrail, type Changes, diff } from './audit.ts';
import { insertByUnnest } from './bulk-insert.ts';
import { childrenFields } from './children.codec.ts';
import { childAudit, childWire, fillGeneratedCodesMany, loadChildren, removeChildren, replaceChildren } from './children.ts';
import { likeFilter } from './codec-kit.ts';
import { deriveLineProducts, deriveSums } from './document.ts';
import { codecOf } from './field-codecs.ts';
import { currentFileDirectory, type FileDirectory } from './file-directory.ts';
import { checkFileInputs, expandFiles, fileFields } from './file-fields.ts';
import { type ListRequest, listRows, sumsOf } from './list.ts';
import { keepStarred } from './mask.ts';
import { cascadesOf, checkReferences, isRestricted, noteEntity, refuseRestricted } from './references.ts';
import { transitionSchema } from './schemas.ts';
import { columnOf, type EntityTable, tableOf } from './table.ts';
import { uniqueViolation } from './unique-violation.ts';
import { type WireColumn, wireColumnsOf, wireSelect } from './wire-json.ts';
import { refuseWhen, type WriteRules } from './write-rules.ts';

type Row = Record<string, unknown>;

/** One field's value as the table stores it (decimals and money as strings, times as Dates). */
export type StoredValue<F extends Field> = F extends { type: 'number' | 'quantity' }
  ? number
  : F extends { type: 'boolean' }
    ? boolean
    : F extends { type: 'datetime' }
      ? Date
      : F extends { type: 'references' | 'files' } | { type: 'enum'; many: true }
        ? string[]
        : F extends { type: 'json' }
          ? JsonShape<F>
          : F extends ChildrenField
            ? Row[]
            : string;

/** Whether a field's column is never null: a required field (`required: true`), a status, a references list. */
export type NotNullField<F extends Field> = F extends { required: true } | { type: 'status' | 'references' } ? true : false;
type StoredField<F extends Field> = NotNullField<F> extends true ? StoredValue<F> : StoredValue<F> | null;

/** A row typed by its declaration; an undeclared (generic) service's stays a plain record. */
type Typed<_D extends EntityDecl, T> = Row & T;

/** A record as the service reads it (`find`, `createMany`): the table's columns and its child lists. */
export type StoredRow<D extends EntityDecl = EntityDecl> = Typed<
  D,
  { id: string; version: number; created_at: Date; updated_at: Date } & { [K in keyof D['fields']]: StoredField<D['fields'][K]> }
>;

/** A record as the service answers it after a read or write (`get`, `create`, `update`, `transition`): its wire form. */
export type ServiceRow<D extends EntityDecl = EntityDecl> = Typed<D, RowOf<D> & { [K in keyof D['fields']]: WrittenValue<D['fields'][K]> }>;
/**
 * A service's answer holds every field (the routes hide what a reader may not see): a required field's value is
 * never null there. Files are left as RowOf types them (a file the directory no longer holds reads as null).
 */
type WrittenValue<F extends Field> = F extends { type: 'file' | 'files' | 'children' } ? unknown : NotNullField<F> extends true ? WireValue<F> : unknown;

/**
 * What a writer sends (`create`, `createMany`, `update`): any of the declaration's fields, by key — a key it does
 * not declare is refused by the type checker, where the table would have dropped it unnoticed. The values are the
 * writer's (the routes validate theirs; commands build their own), so they stay unknown here.
 */
export type WriteInput<D extends EntityDecl = EntityDecl> = { [K in keyof D['fields']]?: unknown };

/** Looks up other entities' tables to show reference titles. */
export interface EntityRegistry {
  get(name: string): { decl: EntityDecl; table: EntityTable } | undefined;
  /** The file store behind file fields; default: the one the hub registered (setFileDirectory). */
  files?: FileDirectory;
}

/** Tables of child entities no registry holds, derived once per declaration. */
const derivedTables = new WeakMap<EntityDecl, EntityTable>();
function childTable(registry: EntityRegistry, decl: EntityDecl): EntityTable {
  const registered = registry.get(decl.name)?.table;
  if (registered) return registered;
  let table = derivedTables.get(decl);
  if (!table) {
    table = tableOf(decl);
    derivedTables.set(decl, table);
  }
  return table;
}

const BASE_WIRE = ['id', 'version', 'created_at', 'updated_at'] as const;
/** The list statement's column of a reference's title: `<key>__title` (no declared field has two underscores). */
const TITLE = '__title';
const NONE: ReadonlySet<string> = new Set();
const TITLE_OF = 'title_of';
type WireField = readonly [key: string, output: (value: unknown) => unknown];
const asIs = (value: unknown) => value;

// What a declaration alone decides, worked out once per declaration: a query list builds its service per request
// (its source holds the reader's data rules), and the wire select of a 40-field list took ~40 µs to build.
const wireFieldsOnce = new WeakMap<EntityDecl, WireField[]>();
const childrenOnce = new WeakMap<EntityDecl, [string, ChildrenField][]>();
/** `cache`'s value for `key`, made and kept the first time. */
function cached<K, V>(cache: { get(key: K): V | undefined; set(key: K, value: V): unknown }, key: K, make: () => V): V {
  const known = cache.get(key);
  if (known !== undefined) return known;
  const value = make();
  cache.set(key, value);
  return value;
}
/**
 * A query source's wire columns, by declaration, registry and the source's column names: the same for every
 * request whose source selects the same columns (its data rules differ, not its select list).
 */
const sourceWireColumns = new WeakMap<EntityDecl, WeakMap<EntityRegistry, Map<string, WireColumns>>>();
type WireColumns = { columns: WireColumn[] | undefined; all?: SQL };

/** Every key that reaches the wire with its codec's output, worked out once per entity. */
function wireFieldsOf(decl: EntityDecl): WireField[] {
  const time = codecOf({ type: 'datetime', label: '' }).output;
  const base: WireField[] = BASE_WIRE.map((key) => [key, key.endsWith('_at') ? time : asIs]);
  const declared = Object.entries(decl.fields)
    .filter(([, field]) => !field.writeOnly && field.type !== 'children') // child rows: the detail adds them
    .map(([key, field]): WireField => [key, codecOf(field).output]);
  return [...base, ...declared];
}

/** Whether the rows of `table` hold a column: every key of a table; the selected ones of a query's source. */
const hasColumn = (table: EntityTable) =>
  is(table, Subquery) ? (key: string) => Object.hasOwn((table as unknown as Subquery)._.selectedFields, key) : () => true;

/** The derived CRUD of one entity: list, detail, create, update, delete, transitions, with audit. */
export class EntityService<out D extends EntityDecl = EntityDecl> {
  readonly decl: D;
  readonly table: EntityTable;
  private readonly registry: EntityRegistry;
  private readonly wireFields: WireField[];
  private readonly children: [string, ChildrenField][];
  private readonly childServices = new Map<string, EntityService>();
  /** The module's rules for every write of this entity (write-rules.ts); none by default. */
  rules: WriteRules = {};

  constructor(decl: D, table: EntityTable, registry: EntityRegistry) {
    this.decl = decl;
    this.table = table;
    this.registry = registry;
    this.wireFields = cached(wireFieldsOnce, decl, () => wireFieldsOf(decl));
    this.children = cached(childrenOnce, decl, () => childrenFields(decl));
    if (!isQuery(decl)) noteEntity(decl, table); // a query's source is no table others name
  }

  /** Sets the module's write rules (once, where the module mounts its routes); answers the service. */
  withRules(rules: WriteRules<D>): this {
    this.rules = rules as WriteRules; // typed by D: this service hands them its declaration's stored rows
    return this;
  }

  /**
   * Filters of the list beyond the declared fields' (an SKU list by its SPU's brand, by a tag): a condition
   * read from the query, or undefined when the query names none. The list and the export apply it alike.
   */
  queryFilter: (query: Record<string, unknown>) => SQL | undefined = () => undefined;

  withQueryFilter(filter: (query: Record<string, unknown>) => SQL | undefined): this {
    this.queryFilter = filter;
    return this;
  }

  /** The server-made columns of a write and the rules' check of the record as it will be. */
  private async ruled(tx: Tx, columns: Row, before: Row | null): Promise<Row> {
    const derived = (await this.rules.derive?.(tx, columns, before)) ?? {};
    await refuseWhen(this.rules.check?.(tx, { ...before, ...columns, ...derived }, before));
    return derived;
  }

  private async changed(tx: Tx, action: string, rows: Row[]): Promise<void> {
    if (!this.rules.onChange) return;
    for (const row of rows) await this.rules.onChange(tx, action, this.toWire(row));
  }

  private get files(): FileDirectory | undefined {
    return this.registry.files ?? currentFileDirectory();
  }

  /** The service of a children field's entity (its table from the registry, or derived). */
  childService(field: ChildrenField): EntityService {
    let service = this.childServices.get(field.entity.name);
    if (!service) {
      service = new EntityService(field.entity, childTable(this.registry, field.entity), this.registry);
      this.childServices.set(field.entity.name, service);
    }
    return service;
  }

  /** The service of the entity a reference field names, when the registry knows it (its selects, its titles). */
  referencedService(key: string): EntityService | undefined {
    const field = this.decl.fields[key];
    const target = field?.type === 'reference' ? this.registry.get(field.to) : undefined;
    return target && new EntityService(target.decl, target.table, this.registry);
  }

  /** An input without its child rows, and the child rows by field. */
  private splitChildren(input: Row): { columns: Row; rows: [string, ChildrenField, Row[]][] } {
    if (this.children.length === 0) return { columns: input, rows: [] };
    const columns = { ...input };
    const rows: [string, ChildrenField, Row[]][] = [];
    for (const [key, field] of this.children) {
      if (key in columns) rows.push([key, field, (columns[key] as Row[] | undefined) ?? []]);
      delete columns[key];
    }
    return { columns, rows };
  }

  /** Writes the child rows of one record; answers their audited changes. */
  private async writeChildren(tx: Tx, parentId: string, rows: [string, ChildrenField, Row[]][], actor: Actor, header?: Row): Promise<Changes> {
    const changes: Changes = {};
    for (const [key, field, sent] of rows) {
      const fill = this.decl.document?.lines === key && header ? this.rules.lines : undefined;
      const list = fill ? await fill(tx, header!, sent) : sent;
      const child = this.childService(field);
      const written = await replaceChildren({ tx, child, key, field, parentId, rows: list, actor, files: this.files });
      const doc = this.decl.document;
      if (doc?.lines === key && doc.lineProducts) {
        await deriveLineProducts(tx, child, field, doc, [parentId]);
        written.after = await loadChildren(tx, child, field, [parentId]);
      }
      const before = childAudit(field, written.before);
      const after = childAudit(field, written.after);
      if (field.audited !== false && JSON.stringify(before) !== JSON.stringify(after)) changes[key] = { before: before.length ? before : null, after };
    }
    return changes;
  }

  /** A document's header as stored after its sums were derived from its lines (the row unchanged otherwise). */
  private async summed(tx: Tx, row: Row): Promise<Row> {
    return (await this.resum(tx, String(row.id))) ?? row;
  }

  /** Many new documents' headers after their sums were derived, in one statement, in the given order. */
  private async summedMany(tx: Tx, rows: Row[]): Promise<Row[]> {
    const doc = this.decl.document;
    const field = doc ? this.decl.fields[doc.lines] : undefined;
    if (!doc || field?.type !== 'children') return rows;
    const summed = await deriveSums(
      tx,
      this,
      this.childService(field),
      field,
      doc,
      rows.map((r) => String(r.id)),
    );
    const byId = new Map(summed.map((r) => [String(r.id), r]));
    return rows.map((r) => byId.get(String(r.id)) ?? r);
  }

  /**
   * The children of many new records (an import, a batch of arriving orders), each field's rows in one insert, the
   * line products and the reading back once for all: what writeChildren does for one record, without its per-record
   * statements. Answers each record's audited changes, in the given order.
   */
  private async writeNewChildren(tx: Tx, parents: Row[], sent: [string, ChildrenField, Row[]][][], actor: Actor): Promise<Changes[]> {
    const changes: Changes[] = parents.map(() => ({}));
    const stamp = Date.now();
    let n = 0;
    for (const [key, field] of this.children) {
      const child = this.childService(field);
      const doc = this.decl.document;
      const fill = doc?.lines === key ? this.rules.lines : undefined;
      const inserts: Row[] = [];
      const touched: string[] = [];
      for (const [i, parent] of parents.entries()) {
        const given = sent[i]?.find(([k]) => k === key)?.[2];
        if (!given) continue;
        const list = fill ? await fill(tx, parent, given) : given;
        for (const [line, { id, ...row }] of list.entries()) {
          if (id !== undefined) throw invalid(key, `第${line + 1}行: ${field.label}的行不存在`);
          const kept = keepStarred(child.decl, row, null);
          await checkFileInputs(tx, child.decl, this.files, kept, null, actor);
          // Ids one millisecond apart keep the rows in the order they were sent.
          inserts.push({ ...kept, id: newId(stamp + n++), [field.foreignKey]: parent.id, created_by: actor.id, updated_by: actor.id });
        }
        touched.push(String(parent.id));
      }
      if (!inserts.length) continue;
      await fillGeneratedCodesMany(tx, child.decl.fields, inserts);
      try {
        if (!(inserts.length > 1 && (await insertByUnnest(tx, child.table, inserts)))) await tx.insert(child.table).values(inserts);
      } catch (e) {
        throw uniqueViolation(child.decl, e) ?? e;
      }
      if (doc?.lines === key && doc.lineProducts) await deriveLineProducts(tx, child, field, doc, touched);
      if (field.audited === false) continue;
      const after = await loadChildren(tx, child, field, touched);
      for (const [i, parent] of parents.entries()) {
        const mine = childAudit(
          field,
          after.filter((r) => String(r[field.foreignKey]) === String(parent.id)),
        );
        if (mine.length) changes[i]![key] = { before: null, after: mine };
      }
    }
    return changes;
  }

  /** A document's sums derived again after a command changed its lines' figures (a receipt's counts); the header as stored. */
  async resum(tx: Tx, id: string): Promise<Row | undefined> {
    const doc = this.decl.document;
    const field = doc ? this.decl.fields[doc.lines] : undefined;
    if (!doc || field?.type !== 'children') return undefined;
    return (await deriveSums(tx, this, this.childService(field), field, doc, [id]))[0];
  }

  /** A detail row with the rows of its children fields. */
  private async withChildren(exec: Executor, row: Row): Promise<Row> {
    for (const [key, field] of this.children) {
      if (field.writeOnly) continue;
      const child = this.childService(field);
      row[key] = await childWire(exec, child, field, await loadChildren(exec, child, field, [String(row.id)]));
    }
    return row;
  }

  private col(key: string) {
    return columnOf(this.table, key);
  }

  /** Only declared, readable fields reach the wire: server-only columns (a password hash) never do. */
  toWire(row: Row): Row {
    const out: Row = {};
    for (const [key, output] of this.wireFields) out[key] = output(row[key]);
    return out;
  }

  private get referenceFields(): [string, Field][] {
    this.referenceFieldsOnce ??= Object.entries(this.decl.fields).filter(([, f]) => f.type === 'reference' || f.type === 'references');
    return this.referenceFieldsOnce;
  }
  private referenceFieldsOnce: [string, Field][] | undefined;
  private get hasFiles(): boolean {
    this.hasFilesOnce ??= fileFields(this.decl).length > 0;
    return this.hasFilesOnce;
  }
  private hasFilesOnce: boolean | undefined;

  /** Adds `<field>_title` (reference) and `<field>_titles` (references) from the target entities. */
  async expand(exec: Executor, rows: Row[], titled: ReadonlySet<string> = NONE): Promise<Row[]> {
    // One query per reference field (and one for the files), all at once outside a transaction: a page waits for
    // the slowest only.
    const references = this.referenceFields
      .filter(([key]) => !titled.has(key))
      .map(
        ([key, field]) =>
          () =>
            this.expandReference(exec, rows, key, field),
      );
    if (references.length === 0 && !this.hasFiles) return rows; // a list's page: every title came with it
    await allOn(exec, [...references, () => expandFiles(exec, this.decl, this.files, rows)]);
    return rows;
  }

  /**
   * The title of each registered one-record reference as a column of the list's own statement (a scalar
   * subquery on the target's primary key), so a page is one round trip however many references it shows.
   */
  private get titleColumns(): { key: string; column: SQL }[] {
    this.titleColumnsOnce ??= Object.entries(this.decl.fields).flatMap(([key, field]) => {
      const target = field.type === 'reference' ? this.registry.get(field.to) : undefined;
      if (!target) return [];
      const other = alias(target.table, TITLE_OF);
      const column = sql`(select ${columnOf(other, target.decl.titleField)} from ${target.table} ${sql.identifier(TITLE_OF)} where ${columnOf(other, 'id')} = ${this.col(key)}) as ${sql.identifier(`${key}${TITLE}`)}`;
      return [{ key, column }];
    });
    return this.titleColumnsOnce;
  }
  private titleColumnsOnce: { key: string; column: SQL }[] | undefined;

  /** `<key>_title` (reference) or `<key>_titles` (references) on every row, from the target's title field. */
  private async expandReference(exec: Executor, rows: Row[], key: string, field: Field): Promise<void> {
    if (field.type !== 'reference' && field.type !== 'references') return;
    const target = this.registry.get(field.to);
    if (!target) return;
    const by = field.type === 'references' && field.key ? field.key : 'id';
    const keys = [...new Set(rows.flatMap((r) => (field.type === 'reference' ? [r[key]] : ((r[key] as unknown[]) ?? [])).filter((v) => v != null)))];
    if (keys.length === 0) {
      for (const r of rows) r[field.type === 'reference' ? `${key}_title` : `${key}_titles`] = field.type === 'reference' ? null : [];
      return;
    }
    const titles = new Map(
      (
        await exec
          .select({ k: columnOf(target.table, by), title: columnOf(target.table, target.decl.titleField) })
          .from(target.table)
          .where(inArray(columnOf(target.table, by), keys))
      ).map((t) => [t.k, t.title]),
    );
    for (const r of rows) {
      if (field.type === 'reference') r[`${key}_title`] = r[key] == null ? null : (titles.get(r[key]) ?? null);
      else r[`${key}_titles`] = ((r[key] as unknown[]) ?? []).map((k) => titles.get(k) ?? k);
    }
  }

  /**
   * The select list that has the database write this list's rows as JSON (`ListRequest.wire`) without the hidden
   * fields; undefined when a field's wire form needs the server (files).
   */
  wireSelect(hidden: ReadonlySet<string>): SQL | undefined {
    this.wireColumnsOnce ??= this.sharedWireColumns();
    const wire = this.wireColumnsOnce;
    if (!wire.columns) return undefined;
    if (hidden.size > 0) return wireSelect(wire.columns, hidden);
    wire.all ??= wireSelect(wire.columns, hidden);
    return wire.all;
  }
  private wireColumnsOnce: WireColumns | undefined;

  /** This service's wire columns; a query source's shared with every request's source of the same columns. */
  private sharedWireColumns(): WireColumns {
    const build = (): WireColumns => ({
      columns: this.hasFiles
        ? undefined
        : wireColumnsOf(
            this.decl,
            BASE_WIRE,
            this.titleColumns.map((t) => t.key),
            TITLE,
            hasColumn(this.table),
            (field) => {
              // As `expandReference` reads them: the target's title by its id, or by the list's own key.
              const target = this.registry.get(field.to);
              return target && { target: target.decl, by: field.key ?? 'id' };
            },
          ),
    });
    if (!is(this.table, Subquery)) return build();
    const byRegistry = cached(sourceWireColumns, this.decl, () => new WeakMap<EntityRegistry, Map<string, WireColumns>>());
    const bySource = cached(byRegistry, this.registry, () => new Map<string, WireColumns>());
    return cached(bySource, Object.keys((this.table as unknown as Subquery)._.selectedFields).join(','), build);
  }

  async list(exec: Executor, request: ListRequest) {
    const titles = this.titleColumns;
    const scope = and(request.scope, this.queryFilter(request.query));
    // The page, its total and the status bar's counts in one statement; a query's declared totals beside it on
    // the pool (another connection, one wait) — in a transaction, which runs one statement at a time, after it.
    const summary = request.summary !== false;
    const summed = summary && isQuery(this.decl) && this.decl.totals !== undefined;
    const [result, totals] = await allOn(exec, [
      () =>
        listRows(exec, this.decl, this.table, { ...request, scope, columns: titles.map((t) => t.column), counts: summary && this.decl.counts !== undefined }),
      () => (summed ? sumsOf(exec, this.decl, this.table, { query: request.query, scope }) : Promise.resolve(undefined)),
    ]);
    if (request.wire) return { ...result, ...(totals ? { totals } : {}) }; // the database wrote the rows' JSON
    const rows = result.rows.map((r) => {
      const wire = this.toWire(r);
      for (const { key } of titles) wire[`${key}_title`] = r[key] == null ? null : (r[`${key}${TITLE}`] ?? null);
      return wire;
    });
    return { ...result, ...(totals ? { totals } : {}), rows: await this.expand(exec, rows, new Set(titles.map((t) => t.key))) };
  }

  /**
   * A select's choices: `{id, title, code?}` of the records in an active state (`enabled` when the entity has a
   * status field with that state), whose title or code contains `search`, by title; `ids` are answered whatever
   * their state (a form shows its current value even when it was disabled since).
   */
  async options(exec: Executor, request: { search?: string; ids?: string[]; scope?: SQL; limit: number }): Promise<Row[]> {
    const title = this.col(this.decl.titleField);
    const code = this.decl.fields.code ? this.col('code') : undefined;
    const status = this.decl.fields.status;
    const active = status?.type === 'status' && Object.hasOwn(status.machine.states, 'enabled') ? eq(this.col('status'), 'enabled') : undefined;
    const search = request.search;
    const matches = search ? (code ? or(likeFilter(title, search), likeFilter(code, search)) : likeFilter(title, search)) : undefined;
    const chosen = request.ids?.length ? inArray(this.col('id'), request.ids) : undefined;
    const wanted = chosen ? or(chosen, and(active, matches)) : and(active, matches);
    return exec
      .select({ id: this.col('id'), title, ...(code ? { code } : {}) })
      .from(this.table)
      .where(and(wanted, request.scope))
      .orderBy(title, this.col('id'))
      .limit(request.limit + (request.ids?.length ?? 0));
  }

  async find(exec: Executor, id: string, scope?: SQL): Promise<StoredRow<D> | undefined> {
    const [row] = await exec
      .select()
      .from(this.table)
      .where(scope ? and(eq(this.col('id'), id), scope) : eq(this.col('id'), id));
    return row as StoredRow<D> | undefined;
  }

  /**
   * The id of the record whose number is `value` (a single unique natural key, matched as its index does: whatever
   * the case), for a link that knows only the number; null when no record has it, undefined when the entity has no
   * such key.
   */
  async idByKey(exec: Executor, value: string): Promise<string | null | undefined> {
    const [key, ...more] = this.decl.naturalKey;
    const field = key ? this.decl.fields[key] : undefined;
    if (!key || more.length || !field?.unique || (field.type !== 'text' && field.type !== 'code')) return undefined;
    const [row] = await exec
      .select({ id: this.col('id') })
      .from(this.table)
      .where(sql`lower(${this.col(key)}) = lower(${value})`);
    return row ? String(row.id) : null;
  }

  async get(exec: Executor, id: string, scope?: SQL): Promise<ServiceRow<D>> {
    const row = await this.find(exec, id, scope);
    if (!row) throw notFound(this.decl.label);
    return this.withChildren(exec, (await this.expand(exec, [this.toWire(row)]))[0]!) as Promise<ServiceRow<D>>;
  }

  /** Inserts a record; `extra` sets server-only columns computed by a command (never client input). */
  async create(tx: Tx, input: WriteInput<D>, actor: Actor, extra: Row = {}): Promise<ServiceRow<D>> {
    const [row] = await this.insertRows(tx, [{ input, extra }], actor);
    return this.withChildren(tx, (await this.expand(tx, [this.toWire(row!)]))[0]!) as Promise<ServiceRow<D>>;
  }

  /** Many records in one statement, one audit entry each (imports): answers the stored rows. */
  async createMany(tx: Tx, rows: { input: WriteInput<D>; extra?: Row }[], actor: Actor): Promise<StoredRow<D>[]> {
    return this.insertRows(tx, rows, actor) as Promise<StoredRow<D>[]>;
  }

  private async insertRows(tx: Tx, rows: { input: Row; extra?: Row }[], actor: Actor): Promise<Row[]> {
    if (rows.length === 0) return [];
    const split = rows.map(({ input, extra }) => {
      const { columns, rows: children } = this.splitChildren(input);
      return { columns: keepStarred(this.decl, columns, null), rows: children, extra };
    });
    await checkReferences(
      tx,
      this.decl,
      split.map((r) => ({ columns: r.columns, before: null })),
    );
    const values: Row[] = [];
    const childRows: [string, ChildrenField, Row[]][][] = [];
    for (const { columns, rows: children, extra } of split) {
      await checkFileInputs(tx, this.decl, this.files, columns, null, actor);
      const derived = await this.ruled(tx, columns, null);
      values.push({ id: newId(), ...columns, ...derived, ...extra, created_by: actor.id, updated_by: actor.id });
      childRows.push(children);
    }
    await fillGeneratedCodesMany(tx, this.decl.fields, values);
    let stored: Row[];
    try {
      stored =
        (values.length > 1 ? await insertByUnnest(tx, this.table, values) : undefined) ?? ((await tx.insert(this.table).values(values).returning()) as Row[]);
    } catch (e) {
      throw uniqueViolation(this.decl, e) ?? e;
    }
    const sentChildren = new Map(values.map((v, i) => [String(v.id), childRows[i] ?? []]));
    const childrenOf = (row: Row) => sentChildren.get(String(row.id)) ?? [];
    const childChanges =
      stored.length === 1
        ? [childrenOf(stored[0]!).length ? await this.writeChildren(tx, String(stored[0]!.id), childrenOf(stored[0]!), actor, stored[0]) : {}]
        : await this.writeNewChildren(tx, stored, stored.map(childrenOf), actor);
    stored = await this.summedMany(tx, stored);
    await appendAudit(
      tx,
      ...stored.map((row, i) => ({
        decl: this.decl,
        recordId: String(row.id),
        action: 'create',
        actor,
        changes: { ...diff(this.decl, null, row), ...childChanges[i] },
      })),
    );
    await this.changed(tx, 'create', stored);
    await this.keepOneFlagged(tx, stored, actor);
    return stored;
  }

  /**
   * Boolean fields declared `onePer`: each of these records still flagged (read back, so the earlier rows of a
   * batch may unflag later ones) unflags the others of its group through `update` — audited, by the same writer.
   */
  private async keepOneFlagged(tx: Tx, rows: Row[], actor: Actor): Promise<void> {
    for (const [key, field] of this.flagFields) {
      const group = field.onePer!;
      // Only the rows this write left flagged (stored values: `rows` are the table's), then read back.
      for (const row of rows.filter((r) => r[key] === true)) {
        const [me] = (await tx
          .select()
          .from(this.table)
          .where(eq(this.col('id'), row.id))) as Row[];
        if (me?.[key] !== true || (field.onePerWhile && !field.onePerWhile.includes(String(me.status)))) continue;
        const others = await tx
          .select({ id: this.col('id') })
          .from(this.table)
          .where(and(eq(this.col(key), true), ne(this.col('id'), me.id), ...group.map((g) => (me[g] == null ? isNull(this.col(g)) : eq(this.col(g), me[g])))));
        for (const other of others) await this.update(tx, String(other.id), { [key]: false } as WriteInput<D>, actor);
      }
    }
  }

  private get flagFields(): [string, BooleanField][] {
    return Object.entries(this.decl.fields).filter((e): e is [string, BooleanField] => e[1].type === 'boolean' && !!e[1].onePer?.length);
  }

  /** Updates the given fields; a stale `version` answers 10409 instead of overwriting someone's change. */
  async update(
    tx: Tx,
    id: string,
    input: WriteInput<D> & { version?: number },
    actor: Actor,
    options: { scope?: SQL; extra?: Row } = {},
  ): Promise<ServiceRow<D>> {
    const { version, ...fields } = input;
    const { columns: sent, rows: children } = this.splitChildren(fields);
    const before = await tx
      .select()
      .from(this.table)
      .where(options.scope ? and(eq(this.col('id'), id), options.scope) : eq(this.col('id'), id))
      .for('update')
      .then((r) => r[0] as Row | undefined);
    if (!before) throw notFound(this.decl.label);
    await refuseWhen(Promise.resolve(lockedBy(this.decl, before, '修改')));
    if (version !== undefined && version !== before.version) throw conflict(`${this.decl.label}已被他人修改，请刷新后重试`);
    const changes = keepStarred(this.decl, sent, before);
    await checkFileInputs(tx, this.decl, this.files, changes, before, actor);
    await checkReferences(tx, this.decl, [{ columns: changes, before }]);
    const derived = await this.ruled(tx, changes, before);
    let after: Row | undefined;
    try {
      [after] = (await tx
        .update(this.table)
        .set({ ...changes, ...derived, ...options.extra, version: sql`${this.col('version')} + 1`, updated_at: new Date(), updated_by: actor.id })
        .where(eq(this.col('id'), id))
        .returning()) as Row[];
    } catch (e) {
      throw uniqueViolation(this.decl, e) ?? e;
    }
    const childChanges = await this.writeChildren(tx, id, children, actor, after);
    after = await this.summed(tx, after!);
    const changed = { ...diff(this.decl, before, after), ...childChanges };
    if (Object.keys(changed).length) await appendAudit(tx, { decl: this.decl, recordId: id, action: 'update', actor, changes: changed });
    await this.changed(tx, 'update', [after!]);
    await this.keepOneFlagged(tx, [after!], actor);
    return this.withChildren(tx, (await this.expand(tx, [this.toWire(after!)]))[0]!) as Promise<ServiceRow<D>>;
  }

  async remove(tx: Tx, ids: string[], actor: Actor, scope?: SQL): Promise<number> {
    if (ids.length === 0) return 0;
    const where = scope ? and(inArray(this.col('id'), ids), scope) : inArray(this.col('id'), ids);
    // Each record asked before any is deleted (only when something asks: a plain delete stays one statement).
    if (this.rules.inUse || isRestricted(this.decl) || this.decl.editableIn || this.decl.deletableIn) {
      const records = (await tx.select().from(this.table).where(where).orderBy(this.col('id'))) as Row[];
      for (const record of records) await refuseWhen(Promise.resolve(lockedBy(this.decl, record, '删除') ?? undeletable(this.decl, record)));
      await refuseRestricted(tx, this.decl, records);
      if (this.rules.inUse) for (const record of records) await refuseWhen(this.rules.inUse(tx, record));
    }
    // Records declared to go with these (`onDelete: 'cascade'`) go first, through their own delete rules.
    for (const { referrer, key } of cascadesOf(this.decl)) {
      const named = await tx
        .select({ id: columnOf(referrer.table, 'id') })
        .from(referrer.table)
        .where(inArray(columnOf(referrer.table, key), ids)); // a hidden record among ids fails the delete below
      if (named.length)
        await new EntityService(referrer.decl, referrer.table, this.registry).remove(
          tx,
          named.map((r) => String(r.id)),
          actor,
        );
    }
    const rows = (await tx.delete(this.table).where(where).returning()) as Row[];
    if (rows.length !== ids.length) throw notFound(this.decl.label); // all or nothing: the transaction rolls back
    for (const [, field] of this.children) await removeChildren(tx, this.childService(field), field, ids);
    for (const row of rows) await appendAudit(tx, { decl: this.decl, recordId: String(row.id), action: 'delete', actor, changes: diff(this.decl, row, null) });
    await this.changed(tx, 'delete', rows);
    return rows.length;
  }

  /**
   * Runs a declared status transition (the route has checked its permission); `input` carries the values of the
   * fields the transition takes (its `input`), checked by their rules and written with the state.
   */
  async transition(tx: Tx, id: string, statusField: string, transition: string, actor: Actor, scope?: SQL, input?: unknown): Promise<ServiceRow<D>> {
    const field = this.decl.fields[statusField];
    if (field?.type !== 'status') throw new Error(`${this.decl.name}.${statusField} is not a status field`);
    const before = await this.find(tx, id, scope);
    if (!before) throw notFound(this.decl.label);
    const next = nextState(field.machine, String(before[statusField]), transition);
    if ('error' in next) throw conflict(next.error);
    const declared = own(field.machine.transitions, transition);
    const values: Row = declared?.input?.length ? parse(transitionSchema(this.decl, declared.input), input) : {};
    if (declared?.input?.length) await checkReferences(tx, this.decl, [{ columns: values, before }]);
    const refused = declared?.guard?.(this.toWire({ ...before, ...values }));
    if (refused) throw conflict(refused);
    await refuseWhen(this.rules.blocksTransition?.(tx, before, transition));
    const [after] = (await tx
      .update(this.table)
      .set({
        ...values,
        [statusField]: next.to,
        ...(declared?.stamp ? { [declared.stamp]: new Date() } : {}),
        version: sql`${this.col('version')} + 1`,
        updated_at: new Date(),
        updated_by: actor.id,
      })
      .where(and(eq(this.col('id'), id), eq(this.col(statusField), before[statusField])))
      .returning()) as Row[];
    if (!after) throw conflict(`${this.decl.label}已被他人修改，请刷新后重试`);
    await appendAudit(tx, { decl: this.decl, recordId: id, action: transition, actor, changes: diff(this.decl, before, after) });
    await this.changed(tx, transition, [after]);
    return (await this.expand(tx, [this.toWire(after)]))[0]! as ServiceRow<D>;
  }

  /**
   * A command's move of records to a state outside the declared transitions (an order the rules hold, a package
   * the warehouse shipped): each row locked, moved only from one of `from`, with `extra` server columns, one
   * audit entry each under the command's `action` name. Answers the moved rows; rows in another state are skipped.
   */
  async setState(
    tx: Tx,
    ids: readonly string[],
    move: { field: string; from: readonly string[]; to: string; action: string; extra?: Row },
    actor: Actor,
  ): Promise<Row[]> {
    if (ids.length === 0) return [];
    const before = (await tx
      .select()
      .from(this.table)
      .where(and(inArray(this.col('id'), [...ids]), inArray(this.col(move.field), [...move.from])))
      .orderBy(this.col('id'))
      .for('update')) as Row[];
    if (before.length === 0) return [];
    const after = (await tx
      .update(this.table)
      .set({ [move.field]: move.to, ...move.extra, version: sql`${this.col('version')} + 1`, updated_at: new Date(), updated_by: actor.id })
      .where(
        inArray(
          this.col('id'),
          before.map((r) => String(r.id)),
        ),
      )
      .returning()) as Row[];
    const byId = new Map(before.map((r) => [String(r.id), r]));
    await appendAudit(
      tx,
      ...after.map((row) => ({
        decl: this.decl,
        recordId: String(row.id),
        action: move.action,
        actor,
        changes: diff(this.decl, byId.get(String(row.id))!, row),
      })),
    );
    await this.changed(tx, move.action, after);
    return after;
  }

  /** The record's operation log without the `hidden` columns (the reader's column rules). */
  auditTrail(exec: Executor, id: string, hidden?: ReadonlySet<string>) {
    return auditTrail(exec, this.decl, id, hidden);
  }
}
