// One declared change request on the server (ChangeRequestDecl, @entrepot/entity): its services — the request's and
// each target's —, the fields' checks, and the reads every step shares: the subject's children, the targets
// already waiting in a request, the titles of values.
import type { ChangeRequestDecl, ChildrenField } from '@entrepot/entity';
import type { Executor, Tx } from '@entrepot/server-kit/db';
import { type Actor, columnOf, type DataAccess, type EntityService, type EntityTable, rowScope } from '@entrepot/server-kit/entity';
import type { Outbox } from '@entrepot/server-kit/events';
import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { CheckedLine } from './lines.ts';
import { ChangeValues } from './values.ts';

type Row = Record<string, unknown>;

/** A target's own write of approved changes (a SKU's price announced, say); the default is its service's update. */
export type ApplyChanges = (tx: Tx, id: string, changes: Row, actor: Actor, outbox: Outbox) => Promise<unknown>;

export interface ChangeKitOptions {
  decl: ChangeRequestDecl;
  /** The request's service: its registry titles the subject, the children and the requester. */
  service: EntityService;
  /** Each target's service (by the declaration's keys): reads, titles, and the approved lines' writes. */
  services: Record<string, EntityService>;
  apply?: Record<string, ApplyChanges>;
}

export class ChangeKit {
  readonly decl: ChangeRequestDecl;
  readonly service: EntityService;
  readonly services: Record<string, EntityService>;
  readonly values: ChangeValues;
  readonly apply: Record<string, ApplyChanges>;
  /** The targets under the subject: `[key, their reference to it]`. */
  readonly children: [string, string][];

  constructor(o: ChangeKitOptions) {
    this.decl = o.decl;
    this.service = o.service;
    this.services = o.services;
    this.values = new ChangeValues(o.decl);
    this.children = Object.entries(o.decl.targets).flatMap(([k, t]) => (t.under ? [[k, t.under] as [string, string]] : []));
    this.apply = Object.fromEntries(
      Object.keys(o.decl.targets).map((k) => [k, o.apply?.[k] ?? ((tx, id, changes, actor) => o.services[k]!.update(tx, id, changes, actor))]),
    );
  }

  /** The lines' table. */
  get lineTable(): EntityTable {
    return this.service.childService(this.decl.request.fields.lines as ChildrenField).table;
  }

  get subject(): EntityService {
    return this.services[this.decl.subject]!;
  }

  /** The subject's data rule for this reader (a request follows its subject's). */
  subjectScope = (access: DataAccess | undefined): SQL | undefined => rowScope(this.subject.decl, this.subject.table, access);

  /** The subject row the reader may change, locked for update when `lock` (two submits on one subject queue up). */
  async subjectRow(exec: Executor | Tx, id: string, scope: SQL | undefined, lock = false): Promise<Row | undefined> {
    const table = this.subject.table;
    const query = exec
      .select()
      .from(table)
      .where(and(eq(columnOf(table, 'id'), id), scope));
    return ((lock ? await (query as unknown as { for(s: string): Promise<Row[]> }).for('update') : await query) as Row[])[0];
  }

  /** Each child target's rows under the subject, by code. */
  async childRows(exec: Executor, subjectId: string): Promise<Record<string, Row[]>> {
    const out: Record<string, Row[]> = {};
    for (const [key, under] of this.children) {
      const { table } = this.services[key]!;
      out[key] = (await exec
        .select()
        .from(table)
        .where(eq(columnOf(table, under), subjectId))
        .orderBy(asc(columnOf(table, 'code')))) as Row[];
    }
    return out;
  }

  /** The code of the request waiting on each target of the subject: `spu` for the subject's own fields, `sku:<id>`. */
  async pendingTargets(exec: Executor, subjectId: string): Promise<Map<string, string>> {
    const { table: request } = this.service;
    const line = this.lineTable;
    const childIds = this.children.map(([k]) => columnOf(line, `${k}_id`));
    const rows = (await exec
      .select({ target: columnOf(line, 'target'), code: columnOf(request, 'code'), ...Object.fromEntries(childIds.map((c, i) => [this.children[i]![0], c])) })
      .from(line)
      .innerJoin(request, eq(columnOf(request, 'id'), columnOf(line, 'request_id')))
      .where(and(eq(columnOf(request, `${this.decl.subject}_id`), subjectId), eq(columnOf(request, 'status'), 'pending')))) as Row[];
    return new Map(rows.map((r) => [this.targetKey(String(r.target), r[String(r.target)]), String(r.code)]));
  }

  /** `spu`, or `sku:<id>`: how pendingTargets names a target. */
  targetKey = (target: string, id: unknown): string => (target === this.decl.subject ? target : `${target}:${String(id)}`);

  /** Fills each line's old and new text (a reference's title, an enum's label…). */
  async describe(exec: Executor, found: { line: CheckedLine; f: { target: string; field: string; key: string } }[]): Promise<void> {
    const titles = new Map<string, string>();
    for (const key of Object.keys(this.decl.targets)) {
      const refs = found
        .filter(({ f }) => f.target === key && this.values.declared(f as never).type === 'reference')
        .flatMap(({ line, f }) => [line.old_value, line.new_value].map((value) => ({ field: f.field, value })));
      for (const [id, title] of await this.values.titles(exec, this.services[key]!, refs)) titles.set(id, title);
    }
    for (const { line, f } of found) {
      const field = this.values.fieldOf(f.key)!;
      line.old_text = this.values.display(field, line.old_value, titles);
      line.new_text = this.values.display(field, line.new_value, titles);
    }
  }
}
