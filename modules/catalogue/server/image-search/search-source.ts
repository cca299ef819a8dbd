// Where a search starts. `image/searchimage`: a picture the caller uploaded (their own file only, as the
// engine's file fields rule). `image/search`: a picture of the library, named by id or as the main (else
// first) picture of a SKU or an SPU, within the caller's data rules.
import { invalid, notFound, requestUser } from '@entrepot/server-kit';
import type { Database } from '@entrepot/server-kit/db';
import { currentFileDirectory } from '@entrepot/server-kit/entity';
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { skus, spus } from '../catalogue.schema.ts';
import { pictures } from '../picture.schema.ts';
import { picturesOfVisibleSpus } from '../picture-commands.ts';
import { hashPending, storedPictureHash } from './picture-hashes.ts';

const UNREADABLE = '该图片格式无法识别，请换一张图片（支持JPG、PNG、WebP、GIF）';

/** The hash of a file the caller uploaded (`POST /upload-service/happo/file/upload`, type 5). */
export async function uploadedFileHash(request: FastifyRequest, database: Database, fileId: string): Promise<bigint> {
  const stored = (await currentFileDirectory()?.describe(database.db, [fileId]))?.get(fileId);
  // Someone else's upload is refused like an unknown one: a file id seen somewhere is no licence to read it.
  if (!stored || stored.owner_id !== requestUser(request).id) throw invalid('file_id', '图片文件不存在，请重新上传');
  if (!stored.content_type.startsWith('image/')) throw invalid('file_id', '只能上传图片');
  const { hash } = await storedPictureHash(request, stored.url);
  if (hash === null) throw invalid('file_id', UNREADABLE);
  return hash;
}

export type SourceQuery = { picture_id?: string; sku_code?: string; spu_code?: string };

/** The picture a library search starts from: the named one, or its owner's main (else first) picture. */
async function findSource(database: Database, q: SourceQuery, spuRule: SQL | undefined) {
  const visible = picturesOfVisibleSpus(spuRule);
  const pick = async (where: SQL, label: string, ...order: SQL[]) => {
    const [row] = await database.db
      .select({ id: pictures.id, spu_id: pictures.spu_id, sku_id: pictures.sku_id })
      .from(pictures)
      .where(and(where, visible))
      .orderBy(...order, desc(pictures.is_main), asc(pictures.sort), asc(pictures.created_at), asc(pictures.id))
      .limit(1);
    if (!row) throw notFound(label);
    return row;
  };
  if (q.picture_id) return pick(eq(pictures.id, q.picture_id), '图片');
  if (q.sku_code) {
    const sku = sql`(select ${skus.id} from ${skus} where lower(${skus.code}) = lower(${q.sku_code}))`;
    return pick(sql`${pictures.sku_id} = ${sku}`, `SKU ${q.sku_code} 的图片`);
  }
  const spu = sql`(select ${spus.id} from ${spus} where lower(${spus.code}) = lower(${q.spu_code ?? ''}))`;
  // The SPU's own pictures before its SKUs'.
  return pick(sql`${pictures.spu_id} = ${spu}`, `SPU ${q.spu_code} 的图片`, sql`${pictures.sku_id} is null desc`);
}

/** The start picture and its hash (hashed now when it is pending). */
export async function libraryPictureHash(request: FastifyRequest, database: Database, q: SourceQuery, spuRule: SQL | undefined) {
  const source = await findSource(database, q, spuRule);
  await hashPending(request, database, eq(pictures.id, source.id));
  const [row] = await database.db.select({ dhash: pictures.dhash }).from(pictures).where(eq(pictures.id, source.id));
  if (row?.dhash == null) throw invalid(q.picture_id ? 'picture_id' : q.sku_code ? 'sku_code' : 'spu_code', UNREADABLE);
  return { source, hash: row.dhash };
}
