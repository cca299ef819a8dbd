// `sample/upload` (multipart `files[]`, optional `id`): sample pictures into identity's file store through its
// own upload as the caller (the catalogue's `common/uploadfile2oss` helpers: type checked against the bytes,
// generated keys, thumbnails, signed URLs). With `id` they join that sample's pictures at once (after the
// ones it has, 10 at most, checked before anything is stored); without, the answer's ids are what a sample
// form sends on create. Multipart is parsed in a scope of its own.
import { hasAnyPermission, ok } from '@entrepot/contract';
import { forbidden, invalid, notFound, parse, requestUser } from '@entrepot/server-kit';
import type { Database } from '@entrepot/server-kit/db';
import { updateSchema } from '@entrepot/server-kit/entity';
import fastifyMultipart from '@fastify/multipart';
import type { SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { sample } from '../../entities/index.ts';
import { MAX_FILE_BYTES, MAX_FILES, readParts, store } from '../standard/upload-routes.ts';
import type { SampleServices } from './sample-services.ts';

const PICTURES_ONLY = '5';
const maxPictures = sample.fields.images.max;
const sampleId = z.object({ id: z.uuid('请选择样品').optional() });

/** The sample's pictures with the new ones after them, as its update takes them (the field's checks). */
function withPictures(current: unknown, added: string[]) {
  const ids = [...((current as string[] | null) ?? []), ...added];
  return parse(updateSchema(sample), { images: ids });
}

export function sampleUploadRoute(database: Database, s: SampleServices, scopeOf: (r: FastifyRequest) => SQL | undefined) {
  const codes = [sample.permission('create'), sample.permission('update')];
  return (app: FastifyInstance) => {
    app.register(async (scope) => {
      await scope.register(fastifyMultipart, {
        limits: { fileSize: MAX_FILE_BYTES, files: MAX_FILES, parts: MAX_FILES + 10, fieldSize: 10_000 },
        throwFileSizeLimit: true,
      });
      scope.post('/api/v1/product/sample/upload', { config: { permission: codes } }, async (request) => {
        const { files, fields } = await readParts(request);
        const { id } = parse(sampleId, { id: fields.id || undefined });
        if (!id) return ok({ files: await store(request, files, PICTURES_ONLY), sample: null });
        const user = requestUser(request);
        if (!hasAnyPermission(user.isAdmin, user.permissions, sample.permission('update'))) throw forbidden();
        const before = await s.sample.find(database.db, id, scopeOf(request));
        if (!before) throw notFound('样品');
        const held = (before.images ?? []).length;
        if (held + files.length > maxPictures) throw invalid('images', `图片最多${maxPictures}个，该样品已有${held}个`);
        const stored = await store(request, files, PICTURES_ONLY);
        const input = withPictures(
          before.images,
          stored.map((f) => f.id),
        );
        const actor = { id: user.id, name: user.name };
        const updated = await database.tx((tx) => s.sample.update(tx, id, input, actor, { scope: scopeOf(request) }));
        return ok({ files: stored, sample: updated });
      });
    });
  };
}
