import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance } from 'fastify';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Answers smaller than this go as they are: compressing them costs more than the bytes it saves. */
export const COMPRESS_MIN_BYTES = 2048;
const TEXT = /^(application\/(json|javascript)|text\/)/;

type Encoding = 'br' | 'gzip';

/** The encoding to answer with for an `Accept-Encoding` header: brotli first, then gzip, never one refused (q=0). */
export function chooseEncoding(accept: string | undefined): Encoding | null {
  if (!accept) return null;
  const offered = new Map<string, number>();
  for (const part of accept.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    offered.set(name as string, q ? Number(q.slice(2)) : 1);
  }
  const wants = (name: Encoding) => (offered.get(name) ?? offered.get('*') ?? 0) > 0;
  return wants('br') ? 'br' : wants('gzip') ? 'gzip' : null;
}

/**
 * Compresses API answers above a size (README "Web apps"): JSON and text only, on the thread pool, brotli at a
 * fast level (4) or gzip. Files already encoded (the builds' twins, downloads) and streams pass untouched.
 */
export function compressResponses(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (reply.hasHeader('content-encoding') || !TEXT.test(String(reply.getHeader('content-type') ?? ''))) return payload;
    const size = Buffer.byteLength(payload);
    if (size < COMPRESS_MIN_BYTES) return payload;
    reply.header('vary', appendVary(reply.getHeader('vary')));
    const encoding = chooseEncoding(request.headers['accept-encoding']);
    if (!encoding) return payload;
    const body =
      encoding === 'br'
        ? await brotli(payload, { params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_SIZE_HINT]: size } })
        : await gzipAsync(payload, { level: 6 });
    reply.header('content-encoding', encoding).removeHeader('content-length');
    return body;
  });
}

function appendVary(current: unknown): string {
  const value = current ? String(current) : '';
  return /accept-encoding/i.test(value) ? value : value ? `${value}, Accept-Encoding` : 'Accept-Encoding';
}
