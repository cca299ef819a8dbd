// The palette's lookup of documents by number (`PO20261126-00`, `RC20261127-0001`): typed from its start, a range
// over the number's unique index (`lower(code)`) — never a scan of the table — within the reader's data rules.
import { hasAnyPermission } from '@entrepot/contract';
import type { EntityDecl } from '@entrepot/entity';
import type { RequestUser } from '@entrepot/server-kit';
import type { Database } from '@entrepot/server-kit/db';
import { columnOf, type EntityTable, rowScope } from '@entrepot/server-kit/entity';
import { and, asc, type SQL, sql } from 'drizzle-orm';
import type { SearchHit } from './module.ts';

export interface NumberedDocument {
  decl: EntityDecl;
  table: EntityTable;
  /** What the hit is called (采购单, 收货单). */
  kind: string;
  /** The screen that opens it with `?id=`. */
  url: string;
  limit: number;
  /** Beyond the entity's own data rules: which records this reader may find (a request with a line he may see). */
  visible?: (user: RequestUser) => SQL | undefined;
}

export async function searchByNumber(database: Database, user: RequestUser, text: string, documents: readonly NumberedDocument[]): Promise<SearchHit[]> {
  const prefix = /^[A-Za-z0-9-]{2,}$/.test(text.trim()) ? text.trim().toLowerCase() : null;
  if (!prefix) return [];
  const hits: SearchHit[] = [];
  for (const { decl, table, kind, url, limit, visible } of documents) {
    if (!hasAnyPermission(user.isAdmin, user.permissions, decl.permission('read'))) continue;
    const code = columnOf(table, 'code');
    const rows = await database.db
      .select({ id: columnOf(table, 'id'), code })
      .from(table)
      .where(and(sql`lower(${code}) >= ${prefix}`, sql`lower(${code}) < ${`${prefix}\u{10FFFF}`}`, rowScope(decl, table, user.access), visible?.(user)))
      .orderBy(asc(code))
      .limit(limit);
    hits.push(...rows.map((r) => ({ kind, code: String(r.code), title: `${kind} ${r.code}`, url: `${url}?id=${r.id}` })));
  }
  return hits;
}
