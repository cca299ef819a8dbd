// The SPU a lookup of the SPU family is about: `?id=` (or `spu_id`) or `?code=`, within the caller's SPU data
// rules. A lookup asked about no SPU, an unknown one or one the rules hide answers its empty form (null here),
// never an error: the screens call them while the developer is still typing.
import type { Executor } from '@entrepot/server-kit/db';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { spus } from '../catalogue.schema.ts';

export interface SpuRef {
  id: string;
  code: string;
  name: string;
}

const isUuid = (v: string) => z.uuid().safeParse(v).success;

/** `?id=`, `?spu_id=` or `?code=` (any case): the key asked for, or null when none is given. */
export function spuKeyOf(query: unknown): { id: string } | { code: string } | null {
  const q = (query ?? {}) as Record<string, unknown>;
  const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
  const id = text(q.id) || text(q.spu_id);
  if (id) return { id };
  const code = text(q.code);
  return code ? { code } : null;
}

/** The condition on `spus` for a key: an id that is no uuid matches nothing (no query error). */
export function spuKeyCondition(key: { id: string } | { code: string }): SQL {
  if ('code' in key) return sql`lower(${spus.code}) = ${key.code.toLowerCase()}`;
  return isUuid(key.id) ? eq(spus.id, key.id) : sql`false`;
}

/** The SPU named by the query within the data rules, or null. */
export async function spuNamed(exec: Executor, query: unknown, scope?: SQL): Promise<SpuRef | null> {
  const key = spuKeyOf(query);
  if (!key) return null;
  const [row] = await exec
    .select({ id: spus.id, code: spus.code, name: spus.name })
    .from(spus)
    .where(and(spuKeyCondition(key), scope))
    .limit(1);
  return row ? { id: row.id, code: String(row.code), name: row.name } : null;
}
