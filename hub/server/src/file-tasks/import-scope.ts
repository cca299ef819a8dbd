import type { Route } from '@entrepot/server-kit/entity';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { MAX_FILE_BYTES } from '../files/files.service.ts';

/**
 * An import route (multipart `file`) at `url`, with multipart parsing in a scope of its own: the module's
 * other routes keep their JSON body parser, and every module accepts uploads under the same limits.
 */
export function mountImport(app: FastifyInstance, url: string, route: Route): void {
  app.register(async (scope) => {
    await scope.register(fastifyMultipart, { limits: { fileSize: MAX_FILE_BYTES, files: 1, fields: 5 }, throwFileSizeLimit: true });
    scope.post(url, route);
  });
}
