import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { webApps } from '../../scripts/lib/web-apps.mjs';
import { COMPRESSIBLE, MIN_BYTES } from '../../shared/web/vite/compress.ts';
import { expect, test } from './support/test.ts';

// The builds as the server sends them (README "Web apps and the wire"): every text file has its brotli and gzip
// twins, each page maps the shared UI library, and the server sends the twin the browser asks for.
const root = join(import.meta.dirname, '..', '..');
const URL_PREFIX: Record<string, string> = { 'hub/web': '/', 'shared/web/ui-library': '/ui/' };
const urlOf = (app: string, file: string) => `${URL_PREFIX[app] ?? `/modules/${app.split('/')[1]}/`}${file}`;

function filesOf(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => statSync(join(dir, f)).isFile());
}

test('every built file has its compressed twins and is sent compressed when asked', async ({ request }) => {
  let checked = 0;
  for (const app of webApps(root)) {
    const dist = join(root, app, 'dist');
    for (const file of filesOf(dist).filter((f) => COMPRESSIBLE.test(f) && statSync(join(dist, f)).size >= MIN_BYTES)) {
      expect(existsSync(join(dist, `${file}.br`)) && existsSync(join(dist, `${file}.gz`)), `${app}/dist/${file}`).toBe(true);
    }
    // Each app's page and the files it loads first, as a browser asks for them.
    const page = await request.get(urlOf(app, app === 'shared/web/ui-library' ? 'ui-library.json' : ''), { headers: { 'accept-encoding': 'br, gzip' } });
    expect(page.status()).toBe(200);
    const body = await page.text();
    const loaded = [...body.matchAll(/(?:src|href)="([^"]+\.(?:js|css))"|"(\/ui\/assets\/[^"]+)"/g)].map((m) => m[1] ?? m[2]) as string[];
    for (const url of loaded) {
      const file = join(
        root,
        url.startsWith('/ui/') ? 'shared/web/ui-library/dist' : url.startsWith('/modules/') ? `modules/${url.split('/')[2]}/web/dist` : 'hub/web/dist',
        url.replace(/^\/(ui|modules\/[^/]+)?\/?/, ''),
      );
      const size = statSync(file).size;
      const brotli = await request.get(url, { headers: { 'accept-encoding': 'br' } });
      expect(brotli.headers()['content-encoding'], url).toBe(size >= MIN_BYTES ? 'br' : undefined);
      expect(brotli.headers()['cache-control'], url).toContain('immutable');
      const gzip = await request.get(url, { headers: { 'accept-encoding': 'gzip' } });
      expect(gzip.headers()['content-encoding'], url).toBe(size >= MIN_BYTES ? 'gzip' : undefined);
      expect(await gzip.text()).toBe(readFileSync(file, 'utf8')); // the twin is the file
      checked += 1;
    }
    if (app.startsWith('modules/')) expect(body, `${app} maps the shared UI library`).toContain('<script type="importmap">');
  }
  expect(checked).toBeGreaterThan(20);
});
