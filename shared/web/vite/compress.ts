import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** What is worth compressing: text the browser asks for (not images or fonts already compressed). */
export const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt)$/;
/** Below this size a compressed twin saves less than its headers cost. */
export const MIN_BYTES = 1024;

/** Writes `<file>.br` (brotli, best) and `<file>.gz` (gzip, best) beside every compressible file of a build. */
export async function compressFile(path: string): Promise<void> {
  const data = await readFile(path);
  if (data.length < MIN_BYTES) return;
  const [br, gz] = await Promise.all([
    brotli(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length } }),
    gzipAsync(data, { level: 9 }),
  ]);
  await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
}

/**
 * Build-time compression (README "Web apps"): the server sends these twins as they are (`preCompressed`), so a
 * browser gets brotli or gzip without the server compressing a byte at request time.
 */
export function compressAssets(): Plugin {
  return {
    name: 'entrepot:compress-assets',
    apply: 'build',
    async writeBundle(options, bundle) {
      const dir = options.dir ?? '';
      const files = Object.keys(bundle).filter((name) => COMPRESSIBLE.test(name));
      await Promise.all(files.map((name) => compressFile(join(dir, name))));
    },
  };
}
