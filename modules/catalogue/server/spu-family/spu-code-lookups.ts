// `spu_code` and `spu/uniquename` of the SPU form. With their key they answer as before (lookups.ts: the
// next free code of a prefix, whether a Chinese name is free); without it they answer what the form can use.
import type { Executor } from '@entrepot/server-kit/db';
import { sql } from 'drizzle-orm';
import { spus } from '../catalogue.schema.ts';
import { nextSpuCode, spuNameUnique } from '../lookups.ts';

/** The longest prefix `nextSpuCode` accepts (a capital letter and up to 9 more characters). */
const MAX_PREFIX = 10;

export interface PrefixNext {
  prefix: string;
  /** The next free code of the prefix (TS021 after TS020): what `spu_code?prefix=` answers. */
  next: string;
}

/**
 * The letter prefixes the SPU codes use (TS, HD…), each with its next free code, by prefix. Codes that are
 * not letters then digits have no prefix to continue. The same numbering as `nextSpuCode`: the largest
 * number after the prefix plus one, 3 digits at least.
 */
export async function prefixesInUse(exec: Executor): Promise<PrefixNext[]> {
  const prefix = sql<string>`substring(upper(${spus.code}) from '^([A-Z]+)[0-9]+$')`;
  const rows = await exec
    .select({ prefix, top: sql<string>`max(substring(${spus.code} from '[0-9]+$')::numeric)::text` })
    .from(spus)
    .where(sql`upper(${spus.code}) ~ '^[A-Z]+[0-9]+$'`)
    .groupBy(prefix)
    .orderBy(prefix);
  return rows
    .filter((r) => r.prefix.length <= MAX_PREFIX)
    .map((r) => ({ prefix: r.prefix, next: `${r.prefix}${String(BigInt(r.top) + 1n).padStart(3, '0')}` }));
}

/** `spu_code?prefix=TS` → `{code}`; without a prefix → `{code: null, prefixes}` for the form's prefix select. */
export async function spuCodeLookup(exec: Executor, prefix: unknown): Promise<{ code: string | null; prefixes?: PrefixNext[] }> {
  if (String(prefix ?? '').trim()) return nextSpuCode(exec, prefix);
  return { code: null, prefixes: await prefixesInUse(exec) };
}

/** `spu/uniquename?name=&id=`: no name clashes with nothing. */
export async function uniqueNameLookup(exec: Executor, name: unknown, id: unknown): Promise<{ unique: boolean }> {
  if (!String(name ?? '').trim()) return { unique: true };
  return spuNameUnique(exec, name, typeof id === 'string' && /^[0-9a-f-]{36}$/i.test(id) ? id : undefined);
}
