import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { serveBuiltApps } from './static.ts';

/** A repository with built apps: each file beside its compressed twins, as the build writes them. */
function builtRepo(): string {
  const root = mkdtempSync(join(tmpdir(), 'entrepot-static-'));
  const write = (path: string, text: string) => {
    const file = join(root, path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, text);
    writeFileSync(`${file}.br`, brotliCompressSync(text));
    writeFileSync(`${file}.gz`, gzipSync(text));
  };
  write('hub/web/dist/index.html', '<!doctype html><title>hub</title>');
  write('hub/web/dist/favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
  write('modules/oms/web/dist/index.html', '<!doctype html><title>oms</title>');
  write('modules/oms/web/dist/assets/index-abc123.js', `export const area = ${JSON.stringify('oms'.repeat(500))};`);
  write('shared/web/ui-library/dist/assets/react-def456.js', `export const react = ${JSON.stringify('r'.repeat(2000))};`);
  return root;
}

describe('serveBuiltApps', () => {
  it('sends each built file compressed when asked, hashed files for a year, pages revalidated', async () => {
    const app = Fastify();
    await serveBuiltApps(app, builtRepo());
    const asset = await app.inject({ url: '/modules/oms/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip, br' } });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-encoding']).toBe('br');
    expect(asset.headers.vary).toMatch(/accept-encoding/i);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(asset.rawPayload).toString()).toContain('omsoms');
    const library = await app.inject({ url: '/ui/assets/react-def456.js', headers: { 'accept-encoding': 'gzip' } });
    expect(library.headers['content-encoding']).toBe('gzip');
    const page = await app.inject({ url: '/modules/oms/', headers: { 'accept-encoding': 'br' } });
    expect(page.headers['cache-control']).toBe('no-cache');
    const plain = await app.inject({ url: '/modules/oms/assets/index-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('omsoms');
    const icon = await app.inject({ url: '/favicon.svg' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('public, max-age=86400');
  });
});
