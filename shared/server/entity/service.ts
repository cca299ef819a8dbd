import { Code } from '@entrepot/contract';
import { type EntityDecl, nextState } from '@entrepot/entity';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { nextDocumentCode } from '../counter.ts';
import type { Executor, Tx } from '../db/database.ts';
import { AppError, conflict, notFound } from '../errors.ts';
import { newId } from '../ids.ts';
import { type Actor, appendAudit, auditTrail, diff } from './audit.ts';
import { insertByUnnest } from './bulk-insert.ts';
import { codecOf } from './field-codecs.ts';
import { type ListRequest, listRows } from './list.ts';
import { columnOf, type EntityTable } from './table.ts';

type Row = Record<string, unknown>;

/** Looks up other entities' tables to show reference titles. */
export interface EntityRegistry {
  get(name: string): { decl: EntityDecl; table: EntityTable } | undefined;
}

const BASE_WIRE = ['id', 'version', 'created_at', 'updated_at'] as const;

function uniqueViolation(decl: EntityDecl, error: unknown): AppError | undefined {
  const cause = (error as { cause?: { code?: string; constraint?: string } })?.cause ?? (error as { code?: string; constraint?: string });
  if (cause?.code !== '23505') return undefined;
  const key = Object.keys(decl.fields).find((k) => cause.constraint === `${decl.tableName}_${k}_uq`);
  const label = key ? decl.fields[key]!.label : '记录';
  return new AppError(Code.CONFLICT, `${label}已存在`, { field: key ?? null });
}

/** The derived CRUD of one entity: list, detail, create, update, delete, transitions, with audit. */
export class EntityService {
  readonly decl: EntityDecl;
  readonly table: EntityTable;
  private readonly registry: EntityRegistry;

  constructor(decl: EntityDecl, table: EntityTable, registry: EntityRegistry) {
    this.decl = decl;
    this.table = table;
    this.registry = registry;
  }

  private col(key: string) {
    return columnOf(this.table, key);
  }

  /** Only declared, readable fields reach the wire: server-only columns (a password hash) never do. */
  toWire(row: Row): Row {
    const out: Row = {};
    for (const key of BASE_WIRE) out[key] = key.endsWith('_at') ? codecOf({ type: 'datetime', label: '' }).output(row[key]) : row[key];
    for (const [key, field] of Object.entries(this.decl.fields)) if (!field.writeOnly) out[key] = codecOf(field).output(row[key]);
    return out;
  }

  /** Adds `<field>_title` (reference) and `<field>_titles` (references) from the target entities. */
  async expand(exec: Executor, rows: Row[]): Promise<Row[]> {
    for (const [key, field] of Object.entries(this.decl.fields)) {
      if (field.type !== 'reference' && field.type !== 'references') continue;
      const target = this.registry.get(field.to);
      if (!target) continue;
      const by = field.type === 'references' && field.key ? field.key : 'id';
      const keys = [...new Set(rows.flatMap((r) => (field.type === 'reference' ? [r[key]] : ((r[key] as unknown[]) ?? [])).filter((v) => v != null)))];
      if (keys.length === 0) {
        for (const r of rows) r[field.type === 'reference' ? `${key}_title` : `${key}_titles`] = field.type === 'reference' ? null : [];
        continue;
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
    return rows;
  }

  async list(exec: Executor, request: ListRequest) {
    const result = await listRows(exec, this.decl, this.table, request);
    return {
      ...result,
      rows: await this.expand(
        exec,
        result.rows.map((r) => this.toWire(r)),
      ),
    };
  }

  async find(exec: Executor, id: string, scope?: SQL): Promise<Row | undefined> {
    const [row] = await exec
      .select()
      .from(this.table)
      .where(scope ? and(eq(this.col('id'), id), scope) : eq(this.col('id'), id));
    return row as Row | undefined;
  }

  async get(exec: Executor, id: string, scope?: SQL): Promise<Row> {
    const row = await this.find(exec, id, scope);
    if (!row) throw notFound(this.decl.label);
    return (await this.expand(exec, [this.toWire(row)]))[0]!;
  }

  /** Inserts a record; `extra` sets server-only columns computed by a command (never client input). */
  async create(tx: Tx, input: Row, actor: Actor, extra: Row = {}): Promise<Row> {
    const [row] = await this.insertRows(tx, [{ input, extra }], actor);
    return (await this.expand(tx, [this.toWire(row!)]))[0]!;
  }

  /** Many records in one statement, one audit entry each (imports): answers the stored rows. */
  async createMany(tx: Tx, rows: { input: Row; extra?: Row }[], actor: Actor): Promise<Row[]> {
    return this.insertRows(tx, rows, actor);
  }

  private async insertRows(tx: Tx, rows: { input: Row; extra?: Row }[], actor: Actor): Promise<Row[]> {
    if (rows.length === 0) return [];
    const values: Row[] = [];
    for (const { input, extra } of rows) {
      const v: Row = { id: newId(), ...input, ...extra, created_by: actor.id, updated_by: actor.id };
      for (const [key, field] of Object.entries(this.decl.fields)) {
        if (field.type === 'code' && field.pattern && (v[key] == null || v[key] === '')) v[key] = await nextDocumentCode(tx, field.pattern);
      }
      values.push(v);
    }
    let stored: Row[];
    try {
      stored =
        (values.length > 1 ? await insertByUnnest(tx, this.table, values) : undefined) ?? ((await tx.insert(this.table).values(values).returning()) as Row[]);
    } catch (e) {
      throw uniqueViolation(this.decl, e) ?? e;
    }
    await appendAudit(
      tx,
      ...stored.map((row) => ({ decl: this.decl, recordId: String(row.id), action: 'create', actor, changes: diff(this.decl, null, row) })),
    );
    return stored;
  }

  /** Updates the given fields; a stale `version` answers 10409 instead of overwriting someone's change. */
  async update(tx: Tx, id: string, input: Row & { version?: number }, actor: Actor, options: { scope?: SQL; extra?: Row } = {}): Promise<Row> {
    const { version, ...changes } = input;
    const before = await tx
      .select()
      .from(this.table)
      .where(options.scope ? and(eq(this.col('id'), id), options.scope) : eq(this.col('id'), id))
      .for('update')
      .then((r) => r[0] as Row | undefined);
    if (!before) throw notFound(this.decl.label);
    if (version !== undefined && version !== before.version) throw conflict(`${this.decl.label}已被他人修改，请刷新后重试`);
    let after: Row | undefined;
    try {
      [after] = (await tx
        .update(this.table)
        .set({ ...changes, ...options.extra, version: sql`${this.col('version')} + 1`, updated_at: new Date(), updated_by: actor.id })
        .where(eq(this.col('id'), id))
        .returning()) as Row[];
    } catch (e) {
      throw uniqueViolation(this.decl, e) ?? e;
    }
    const changed = diff(this.decl, before, after!);
    if (Object.keys(changed).length) await appendAudit(tx, { decl: this.decl, recordId: id, action: 'update', actor, changes: changed });
    return (await this.expand(tx, [this.toWire(after!)]))[0]!;
  }

  async remove(tx: Tx, ids: string[], actor: Actor, scope?: SQL): Promise<number> {
    if (ids.length === 0) return 0;
    const where = scope ? and(inArray(this.col('id'), ids), scope) : inArray(this.col('id'), ids);
    const rows = (await tx.delete(this.table).where(where).returning()) as Row[];
    if (rows.length !== ids.length) throw notFound(this.decl.label); // all or nothing: the transaction rolls back
    for (const row of rows) await appendAudit(tx, { decl: this.decl, recordId: String(row.id), action: 'delete', actor, changes: diff(this.decl, row, null) });
    return rows.length;
  }

  /** Runs a declared status transition (the route has checked its permission). */
  async transition(tx: Tx, id: string, statusField: string, transition: string, actor: Actor, scope?: SQL): Promise<Row> {
    const field = this.decl.fields[statusField];
    if (field?.type !== 'status') throw new Error(`${this.decl.name}.${statusField} is not a status field`);
    const before = await this.find(tx, id, scope);
    if (!before) throw notFound(this.decl.label);
    const next = nextState(field.machine, String(before[statusField]), transition);
    if ('error' in next) throw conflict(next.error);
    const refused = field.machine.transitions[transition]?.guard?.(this.toWire(before));
    if (refused) throw conflict(refused);
    const [after] = (await tx
      .update(this.table)
      .set({ [statusField]: next.to, version: sql`${this.col('version')} + 1`, updated_at: new Date(), updated_by: actor.id })
      .where(and(eq(this.col('id'), id), eq(this.col(statusField), before[statusField])))
      .returning()) as Row[];
    if (!after) throw conflict(`${this.decl.label}已被他人修改，请刷新后重试`);
    await appendAudit(tx, { decl: this.decl, recordId: id, action: transition, actor, changes: diff(this.decl, before, after) });
    return (await this.expand(tx, [this.toWire(after)]))[0]!;
  }

  auditTrail(exec: Executor, id: string) {
    return auditTrail(exec, this.decl, id);
  }
}
