import Fastify from 'fastify';

/**
 * A local server speaking the slice of the S3 API that S3Storage uses (path-style PUT/GET/DELETE
 * object), for tests and demos without an object store. It does not check signatures.
 */
export async function startFakeS3(): Promise<{ endpoint: string; objects: Map<string, { body: Buffer; contentType: string }>; close(): Promise<void> }> {
  const objects = new Map<string, { body: Buffer; contentType: string }>();
  const app = Fastify();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
  app.put<{ Params: { '*': string } }>('/*', async (req, reply) => {
    objects.set(req.params['*'], { body: req.body as Buffer, contentType: req.headers['content-type'] ?? 'application/octet-stream' });
    return reply.header('ETag', '"fake"').send('');
  });
  app.get<{ Params: { '*': string } }>('/*', async (req, reply) => {
    const object = objects.get(req.params['*']);
    if (!object)
      return reply
        .status(404)
        .header('Content-Type', 'application/xml')
        .send('<?xml version="1.0"?><Error><Code>NoSuchKey</Code><Message>missing</Message></Error>');
    return reply.header('Content-Type', object.contentType).send(object.body);
  });
  app.delete<{ Params: { '*': string } }>('/*', async (req, reply) => {
    objects.delete(req.params['*']);
    return reply.status(204).send();
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { endpoint: `http://127.0.0.1:${port}`, objects, close: () => app.close() };
}
