import { Code, fail, ok } from '@entrepot/contract';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../identity/auth-hook.ts';
import type { ModuleContext, ModuleFiles } from '../module.ts';
import { FileService, type IncomingFile, MAX_FILE_BYTES, MAX_FILES_PER_UPLOAD } from './files.service.ts';
import { readThumbnail, THUMB_CONTENT_TYPE } from './thumbnails.ts';

const FILE_FIELDS = new Set(['files[]', 'files', 'file', 'file[]']);

async function readUpload(request: import('fastify').FastifyRequest): Promise<{ files: IncomingFile[]; fields: Record<string, string> }> {
  const files: IncomingFile[] = [];
  const fields: Record<string, string> = {};
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      if (!FILE_FIELDS.has(part.fieldname)) {
        part.file.resume();
        continue;
      }
      files.push({ filename: part.filename, mimetype: part.mimetype, bytes: await part.toBuffer() });
    } else fields[part.fieldname] = String(part.value);
  }
  return { files, fields };
}

const MULTIPART = {
  limits: { fileSize: MAX_FILE_BYTES, files: MAX_FILES_PER_UPLOAD, parts: MAX_FILES_PER_UPLOAD + 20, fieldSize: 10_000 },
  throwFileSizeLimit: true,
};

/** Files for modules (`ModuleContext.files`): an upload route of their own, the checked store, signed URLs. */
export function moduleFiles(service: FileService): ModuleFiles {
  return {
    mountUpload(app, url, route, handle) {
      app.register(async (scope) => {
        await scope.register(fastifyMultipart, MULTIPART);
        scope.post(url, { config: route }, async (request) => {
          const { files, fields } = await readUpload(request);
          return ok(await handle(request, files, fields));
        });
      });
    },
    store: (tx, files, opts) => service.store(tx, files, opts),
    url: (key) => service.signer.url(key),
  };
}

/** `/upload-service`: multipart uploads answered with signed, expiring URLs. */
export function uploadRoutes(service: FileService) {
  return async (app: FastifyInstance, { database }: ModuleContext) => {
    await app.register(fastifyMultipart, MULTIPART);
    app.post('/happo/file/upload', async (request) => {
      const { files, fields } = await readUpload(request);
      const purpose = fields.type ? `upload:${fields.type.slice(0, 20)}` : 'upload';
      return ok(await database.tx((tx) => service.store(tx, files, { purpose, imagesOnly: fields.type === '5', ownerId: currentUser(request).id })));
    });
    app.post('/upload/erpImage', async (request) => {
      const { files } = await readUpload(request);
      return ok(await database.tx((tx) => service.store(tx, files, { purpose: 'erpImage', imagesOnly: true, ownerId: currentUser(request).id })));
    });
  };
}

/**
 * `/files/<key>?exp&sig`: public (the signature is the credential), nosniff, attachment unless an image;
 * `&thumb=1` on a picture answers its thumbnail (webp, ≤ 200 px; the original when none can be made).
 */
export function fileDownloadRoutes(service: FileService) {
  return async (app: FastifyInstance, { database }: ModuleContext) => {
    app.get<{ Params: { '*': string }; Querystring: { exp?: string; sig?: string; thumb?: string } }>(
      '/*',
      { config: { public: true } },
      async (request, reply) => {
        const key = request.params['*'];
        if (!service.signer.verify(key, request.query.exp, request.query.sig)) return fail(Code.FORBIDDEN, '文件链接无效或已过期');
        const meta = await service.metadata(database.db, key);
        const image = meta?.contentType.startsWith('image/') ?? false;
        const thumb = image && request.query.thumb === '1' ? await readThumbnail(service.storage, key) : null;
        const body = thumb ?? (meta && (await service.storage.get(key)));
        if (!meta || !body) return fail(Code.NOT_FOUND, '文件不存在');
        const disposition = image ? 'inline' : 'attachment';
        reply
          .header('Content-Type', thumb ? THUMB_CONTENT_TYPE : meta.contentType)
          .header('X-Content-Type-Options', 'nosniff')
          .header('Content-Security-Policy', "default-src 'none'")
          .header('Cache-Control', 'private, max-age=3600')
          .header('Content-Disposition', `${disposition}; filename*=UTF-8''${encodeURIComponent(meta.originalName)}`);
        return reply.send(body);
      },
    );
  };
}

export { FileService };
