// One declared transition request on the server (TransitionRequestDecl, @entrepot/entity): its tables, each
// target's table and write, and what every step shares — the targets' data rules, the lines a reader may see.
import type { TransitionRequestDecl } from '@entrepot/entity';
import type { Tx } from '@entrepot/server-kit/db';
import { type Actor, columnOf, type DataAccess, type EntityTable, rowScope } from '@entrepot/server-kit/entity';
import type { Outbox } from '@entrepot/server-kit/events';
import { and, eq, type SQL, sql } from 'drizzle-orm';

/** A target's move of these records by the transition, in one go (one event for a batch); it throws to refuse. */
export type MoveTargets = (tx: Tx, ids: string[], transition: string, actor: Actor, outbox: Outbox) => Promise<unknown>;

export interface TransitionKitOptions {
  decl: TransitionRequestDecl;
  /** The request's and the lines' tables (`tableOf` of `decl.request` and `decl.line`). */
  tables: { request: EntityTable; line: EntityTable };
  /** Each target's table and its own move (its service's transition, with whatever it cascades and announces). */
  targets: Record<string, { table: EntityTable; move: MoveTargets }>;
}

/** The data rules of one reader on each target (undefined: unrestricted). */
export type TargetScopes = Record<string, SQL | undefined>;

export class TransitionKit {
  readonly decl: TransitionRequestDecl;
  readonly requests: EntityTable;
  readonly lines: EntityTable;
  readonly targets: TransitionKitOptions['targets'];
  /** The target keys in the declaration's order: the subject first. */
  readonly keys: string[];

  constructor(o: TransitionKitOptions) {
    this.decl = o.decl;
    this.requests = o.tables.request;
    this.lines = o.tables.line;
    this.targets = o.targets;
    this.keys = Object.keys(o.decl.targets);
  }

  /** `spu_id`: a line's reference to the subject. */
  get subjectId(): string {
    return `${this.decl.subject}_id`;
  }

  line = (key: string) => columnOf(this.lines, key);
  request = (key: string) => columnOf(this.requests, key);

  scopes(access: DataAccess | undefined): TargetScopes {
    return Object.fromEntries(this.keys.map((k) => [k, rowScope(this.decl.targets[k]!.entity, this.targets[k]!.table, access)]));
  }

  /** The lines whose record the reader may see (undefined: every line). */
  visibleLines(scopes: TargetScopes): SQL | undefined {
    if (this.keys.every((k) => !scopes[k])) return undefined;
    const cases = this.keys.map((k) => {
      const { table } = this.targets[k]!;
      return sql`when ${this.line('kind')} = ${k} then exists (select 1 from ${table} where ${columnOf(table, 'id')} = ${this.line('target_id')}::uuid and ${scopes[k] ?? sql`true`})`;
    });
    return sql`(case ${sql.join(cases, sql` `)} else false end)`;
  }

  /** The requests with a line the reader may see (undefined: every request). */
  visibleRequests(scopes: TargetScopes): SQL | undefined {
    const visible = this.visibleLines(scopes);
    return visible && sql`exists (select 1 from ${this.lines} where ${this.line('request_id')} = ${this.request('id')} and ${visible})`;
  }

  /** The lines of a request the reader may see. */
  linesOf = (requestId: unknown, scopes: TargetScopes) => and(eq(this.line('request_id'), requestId), this.visibleLines(scopes));
}
