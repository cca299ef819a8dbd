import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { COMPRESS_MIN_BYTES, chooseEncoding, compressResponses } from './compress-responses.ts';

const big = { rows: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `订单 ${i}` })) };

async function app() {
  const server = Fastify();
  compressResponses(server);
  server.get('/big', async () => big);
  server.get('/small', async () => ({ ok: true }));
  server.get('/file', async (_request, reply) => reply.type('application/octet-stream').send(Buffer.alloc(COMPRESS_MIN_BYTES * 2)));
  return server;
}

describe('chooseEncoding', () => {
  it('prefers brotli, falls back to gzip, honours q=0 and *', () => {
    expect(chooseEncoding('gzip, deflate, br')).toBe('br');
    expect(chooseEncoding('gzip, br;q=0')).toBe('gzip');
    expect(chooseEncoding('deflate')).toBeNull();
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding('*;q=0, gzip')).toBe('gzip');
    expect(chooseEncoding(undefined)).toBeNull();
  });
});

describe('compressResponses', () => {
  it('sends a large JSON answer in brotli or gzip when asked, with Vary', async () => {
    const server = await app();
    const br = await server.inject({ url: '/big', headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/Accept-Encoding/);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(big);
    expect(br.rawPayload.length).toBeLessThan(JSON.stringify(big).length / 3);
    const gz = await server.inject({ url: '/big', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(big);
  });

  it('leaves small answers, binary files and clients that do not ask as they are', async () => {
    const server = await app();
    const plain = await server.inject({ url: '/big' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toEqual(big);
    const small = await server.inject({ url: '/small', headers: { 'accept-encoding': 'br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    const file = await server.inject({ url: '/file', headers: { 'accept-encoding': 'br' } });
    expect(file.headers['content-encoding']).toBeUndefined();
    expect(file.rawPayload.length).toBe(COMPRESS_MIN_BYTES * 2);
  });
});
