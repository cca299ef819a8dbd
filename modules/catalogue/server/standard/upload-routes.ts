// The catalogue's two upload paths, both into identity's file store through its own upload (the same checks
// of type against bytes, generated keys, thumbnails, signed URLs), reached in-process as the caller:
// - `common/uploadfile2oss`: files for the catalogue's screens (an import sheet, a certificate, a picture);
//   answers the stored files as the shared upload does (`type=5` keeps it to pictures).
// - `common/imageoss/kakaupload/{id}`: pictures that join the pictures of SPU or SKU `{id}` at once (the
//   picture library's `image/add`: after its pictures, the first of an owner without one its main picture).
// Multipart is parsed in a scope of its own, so the module's other routes keep their JSON body parser.
import { Code, type CodeValue, ok } from '@entrepot/contract';
import { AppError, invalid, notFound, parse, requestUser } from '@entrepot/server-kit';
import type { Database } from '@entrepot/server-kit/db';
import { rowScope } from '@entrepot/server-kit/entity';
import fastifyMultipart from '@fastify/multipart';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { spu } from '../../entities/index.ts';
import { skus, spus } from '../catalogue.schema.ts';
import { actorOf, pictureBodies, pictureCommands } from '../picture-commands.ts';
import { postUpload } from '../picture-files.ts';
import { pictureServices } from '../picture-routes.ts';

/** The shared upload's limits (it checks them again). */
export const MAX_FILE_BYTES = 20 * 1024 * 1024;
export const MAX_FILES = 10;
const FILE_FIELDS = new Set(['files[]', 'files', 'file', 'file[]']);

interface Incoming {
  filename: string;
  mimetype: string;
  bytes: Buffer;
}
interface Stored {
  id: string;
  url: string;
  name: string;
}

export async function readParts(request: FastifyRequest): Promise<{ files: Incoming[]; fields: Record<string, string> }> {
  const files: Incoming[] = [];
  const fields: Record<string, string> = {};
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      if (FILE_FIELDS.has(part.fieldname)) files.push({ filename: part.filename, mimetype: part.mimetype, bytes: await part.toBuffer() });
      else part.file.resume();
    } else fields[part.fieldname] = String(part.value);
  }
  if (files.length === 0) throw invalid('files[]', '请上传文件');
  return { files, fields };
}

/** Stores the files through the shared upload as the caller; its refusal (type, size) is the answer's. */
export async function store(request: FastifyRequest, files: Incoming[], type: string | undefined): Promise<Stored[]> {
  const uploads = files.map((f) => ({ name: f.filename, bytes: f.bytes, contentType: f.mimetype }));
  const envelope = await postUpload<Stored>(request, uploads, type);
  if (envelope.code !== Code.OK || !envelope.data) throw new AppError(envelope.code as CodeValue, envelope.message);
  return envelope.data;
}

const spuRule = (r: FastifyRequest) => rowScope(spu, spus, requestUser(r).access);
const ownerId = z.object({ id: z.uuid('请选择SPU或SKU') });
const tagList = (text: string | undefined) =>
  (text ?? '')
    .split(/[,，]/)
    .map((t) => t.trim())
    .filter(Boolean);

/** SPU or SKU `{id}` as a picture owner, its SPU visible to the caller (10404 otherwise). */
async function pictureOwner(database: Database, id: string, rule: ReturnType<typeof spuRule>) {
  const [sku] = await database.db.select({ spu_id: skus.spu_id }).from(skus).where(eq(skus.id, id));
  const owner = sku ? { spu_id: sku.spu_id, sku_id: id } : { spu_id: id, sku_id: null };
  const [seen] = await database.db
    .select({ id: spus.id })
    .from(spus)
    .where(and(eq(spus.id, owner.spu_id), rule));
  if (!seen) throw notFound(sku ? 'SKU' : 'SPU或SKU');
  return owner;
}

export function uploadRoutes(database: Database, codes: { upload: string[]; picture: string }) {
  const pictures = pictureCommands(pictureServices());
  return (app: FastifyInstance) => {
    app.register(async (scope) => {
      await scope.register(fastifyMultipart, {
        limits: { fileSize: MAX_FILE_BYTES, files: MAX_FILES, parts: MAX_FILES + 10, fieldSize: 10_000 },
        throwFileSizeLimit: true,
      });
      scope.post('/api/v1/product/common/uploadfile2oss', { config: { permission: codes.upload } }, async (request) => {
        const { files, fields } = await readParts(request);
        return ok(await store(request, files, fields.type));
      });
      scope.post('/api/v1/product/common/imageoss/kakaupload/:id', { config: { permission: codes.picture } }, async (request) => {
        const { id } = parse(ownerId, request.params);
        const { files, fields } = await readParts(request);
        const tags = parse(pictureBodies.add.shape.tags, tagList(fields.tags));
        const owner = await pictureOwner(database, id, spuRule(request));
        const stored = await store(request, files, '5');
        const created = await database.tx((tx) => pictures.add(tx, { ...owner, files: stored.map((f) => f.id), tags }, actorOf(request), spuRule(request)));
        return ok({ files: stored, pictures: created });
      });
    });
  };
}
