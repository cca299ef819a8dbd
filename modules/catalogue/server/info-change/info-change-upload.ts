// `spuskuchange/upload` (multipart `files[]`): a request's attachments — pictures or documents (PDF, xlsx,
// docx…) — into identity's file store through its own upload as the caller (type checked against the bytes,
// generated keys, signed URLs). The answer's ids are what `POST spuskuchange` sends as `attachments`; the
// request accepts only files its submitter uploaded. Multipart is parsed in a scope of its own.
import { ok } from '@entrepot/contract';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { MAX_FILE_BYTES, MAX_FILES, readParts, store } from '../standard/upload-routes.ts';

export function infoChangeUploadRoute(url: string, permission: string) {
  return (app: FastifyInstance) => {
    app.register(async (scope) => {
      await scope.register(fastifyMultipart, {
        limits: { fileSize: MAX_FILE_BYTES, files: MAX_FILES, parts: MAX_FILES + 10, fieldSize: 10_000 },
        throwFileSizeLimit: true,
      });
      scope.post(url, { config: { permission } }, async (request) => {
        const { files } = await readParts(request);
        return ok({ files: await store(request, files, undefined) });
      });
    });
  };
}
