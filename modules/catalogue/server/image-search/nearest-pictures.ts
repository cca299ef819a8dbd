// The library pictures nearest to a hash, computed by the database: the Hamming distance is the number of
// ones in the XOR of the two 64-bit hashes (`bit_count(bit(64))`, PostgreSQL 14+ and PGlite alike). A full
// pass over the hashed pictures the caller sees: tens of thousands of rows take milliseconds.
import type { Executor } from '@entrepot/server-kit/db';
import { currentFileDirectory } from '@entrepot/server-kit/entity';
import { and, asc, eq, isNotNull, ne, type SQL, sql } from 'drizzle-orm';
import { skus, spus } from '../catalogue.schema.ts';
import { pictures } from '../picture.schema.ts';
import { stateLabel } from '../state-request-rules.ts';
import { similarity } from './dhash.ts';
import { thumbnailOf } from './picture-hashes.ts';

export interface NearestQuery {
  hash: bigint;
  maxDistance: number;
  limit: number;
  /** The picture searched from (image/search): not its own match. */
  excludeId?: string;
  /** The caller's data rule on SPUs (pictures follow their SPU). */
  spuRule?: SQL;
  /** Columns the caller's column rules hide, per entity: left out of the owners. */
  hidden: { spu: ReadonlySet<string>; sku: ReadonlySet<string> };
}

type Owner = { id: string; code: string | null; name: string | null; status: string | null };

/** An owner (SPU or SKU) as a match shows it, without the columns the caller may not see. */
function ownerOf(kind: 'spu' | 'sku', owner: Owner, hidden: ReadonlySet<string>) {
  const shown: Record<string, unknown> = { id: owner.id, code: owner.code, name: owner.name, status: owner.status };
  if (owner.status) shown.status_label = stateLabel(kind, owner.status);
  for (const field of hidden) {
    delete shown[field];
    if (field === 'status') delete shown.status_label;
  }
  return shown;
}

export async function nearestPictures(exec: Executor, q: NearestQuery) {
  const distance = sql<number>`bit_count((${pictures.dhash} # ${q.hash.toString()}::bigint)::bit(64))::int`;
  const rows = await exec
    .select({
      id: pictures.id,
      name: pictures.name,
      file: pictures.file,
      is_main: pictures.is_main,
      tags: pictures.tags,
      distance,
      spu: { id: spus.id, code: spus.code, name: spus.name, status: spus.status },
      sku: { id: skus.id, code: skus.code, name: skus.name, status: skus.status },
    })
    .from(pictures)
    .innerJoin(spus, eq(spus.id, pictures.spu_id))
    .leftJoin(skus, eq(skus.id, pictures.sku_id))
    .where(and(isNotNull(pictures.dhash), sql`${distance} <= ${q.maxDistance}`, q.excludeId ? ne(pictures.id, q.excludeId) : undefined, q.spuRule))
    .orderBy(asc(distance), asc(pictures.id))
    .limit(q.limit);
  const files = rows.length ? await currentFileDirectory()?.describe(exec, [...new Set(rows.map((r) => r.file))]) : undefined;
  return rows.map((r) => {
    const file = files?.get(r.file);
    return {
      id: r.id,
      name: r.name,
      is_main: r.is_main,
      tags: r.tags ?? [],
      distance: r.distance,
      similarity: similarity(r.distance),
      file: file ? { id: file.id, name: file.name, url: file.url, content_type: file.content_type } : null,
      thumbnail_url: file ? thumbnailOf(file.url) : null,
      spu: ownerOf('spu', r.spu, q.hidden.spu),
      sku: r.sku ? ownerOf('sku', r.sku, q.hidden.sku) : null,
    };
  });
}
