// The library's hashes, kept current on demand: a picture is pending while its hash was not computed from
// its current file (just added, fetched, uploaded elsewhere, rotated). Each search first hashes the pending
// pictures the caller sees, newest first, at most HASH_BATCH of them within HASH_BUDGET_MS, so a picture
// added a moment ago is found and a large backlog is worked off over a few searches without a slow one.
import type { Database } from '@entrepot/server-kit/db';
import { currentFileDirectory } from '@entrepot/server-kit/entity';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { pictures } from '../picture.schema.ts';
import { readStored } from '../picture-files.ts';
import { pictureHash } from './dhash.ts';

export const HASH_BATCH = 200;
const HASH_BUDGET_MS = 2000;
/** Pictures decoded at once (sharp works on libuv's threads). */
const PARALLEL = 4;

/** The hash was not made from the picture's current file. */
export const pendingHash: SQL = sql`${pictures.dhash_file} is distinct from ${pictures.file}`;

/** The store's thumbnail of a picture's signed URL (≤ 200 px; made on the first request when missing). */
export const thumbnailOf = (url: string): string => `${url}${url.includes('?') ? '&' : '?'}thumb=1`;

/** A stored picture's hash, read from its thumbnail: cheap to decode, and the same for every picture. */
export async function storedPictureHash(request: FastifyRequest, url: string): Promise<{ read: boolean; hash: bigint | null }> {
  const bytes = await readStored(request, thumbnailOf(url));
  return bytes ? { read: true, hash: await pictureHash(bytes) } : { read: false, hash: null };
}

/**
 * Hashes pending pictures (of `where`: the caller's visible ones, or one picture) and answers how many are
 * still pending there. An unreadable picture (BMP, a damaged file, a file the store does not know) is
 * marked hashed without a hash, so it is not tried again until its file changes; a store that did not
 * answer leaves it pending. The hash is a server-only cache: no version, no audit entry.
 */
export async function hashPending(request: FastifyRequest, database: Database, where: SQL | undefined): Promise<number> {
  const started = Date.now();
  const rows = await database.db
    .select({ id: pictures.id, file: pictures.file })
    .from(pictures)
    .where(and(pendingHash, where))
    .orderBy(desc(pictures.id))
    .limit(HASH_BATCH);
  const described = rows.length ? await currentFileDirectory()?.describe(database.db, [...new Set(rows.map((r) => r.file))]) : undefined;
  for (let i = 0; i < rows.length && Date.now() - started < HASH_BUDGET_MS; i += PARALLEL) {
    const chunk = rows.slice(i, i + PARALLEL);
    const hashed = await Promise.all(
      chunk.map(async (row) => {
        const stored = described?.get(row.file);
        return stored ? storedPictureHash(request, stored.url) : { read: described !== undefined, hash: null };
      }),
    );
    for (const [k, row] of chunk.entries()) {
      if (!hashed[k]!.read) continue;
      await database.db
        .update(pictures)
        .set({ dhash: hashed[k]!.hash, dhash_file: row.file })
        .where(and(eq(pictures.id, row.id), eq(pictures.file, row.file))); // a rotation meanwhile stays pending
    }
  }
  const [left] = await database.db.select({ n: sql<number>`count(*)::int` }).from(pictures).where(and(pendingHash, where));
  return left?.n ?? 0;
}
