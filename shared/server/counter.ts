import { sql } from 'drizzle-orm';
import type { Executor } from './db/database.ts';

/** Next value of a named counter, atomically, inside the caller's transaction; `n` values: the last of them. */
export async function nextCounterValue(exec: Executor, key: string, n = 1): Promise<bigint> {
  const result = await exec.execute<{ value: string }>(sql`
    insert into platform.counter (key, value) values (${key}, ${n})
    on conflict (key) do update set value = platform.counter.value + ${n}
    returning value`);
  const row = result.rows[0];
  if (!row) throw new Error(`counter ${key} returned no row`);
  return BigInt(row.value);
}

/**
 * Formats a document code from a pattern such as `PO{yyyyMMdd}{seq}` or `SKU{seq:6}`; the counter is
 * keyed by the pattern's fixed part plus its date, so daily patterns restart at 1 each day.
 */
export async function nextDocumentCode(exec: Executor, pattern: string, now = new Date()): Promise<string> {
  return (await nextDocumentCodes(exec, pattern, 1, now))[0]!;
}

/** `n` consecutive codes of a pattern (a batch of documents made at once), with one counter update. */
export async function nextDocumentCodes(exec: Executor, pattern: string, n: number, now = new Date()): Promise<string[]> {
  if (n < 1) return [];
  const shanghai = new Date(now.getTime() + 8 * 3600_000); // document dates follow the business day in China
  const parts: Record<string, string> = {
    yyyy: String(shanghai.getUTCFullYear()),
    MM: String(shanghai.getUTCMonth() + 1).padStart(2, '0'),
    dd: String(shanghai.getUTCDate()).padStart(2, '0'),
  };
  const fixed = pattern.replace(/\{(yyyyMMdd|yyyyMM|yyyy)\}/g, (_, f: string) =>
    f.replace('yyyy', parts.yyyy!).replace('MM', parts.MM!).replace('dd', parts.dd!),
  );
  const seqMatch = /\{seq(?::(\d+))?\}/.exec(fixed);
  if (!seqMatch) throw new Error(`document pattern ${pattern} has no {seq}`);
  const width = Number(seqMatch[1] ?? 4);
  const last = await nextCounterValue(exec, fixed.replace(seqMatch[0], '#'), n);
  return Array.from({ length: n }, (_, i) => fixed.replace(seqMatch[0], String(last - BigInt(n - 1 - i)).padStart(width, '0')));
}
