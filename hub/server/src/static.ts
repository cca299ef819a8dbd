import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ok } from '@entrepot/contract';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

export const repoRoot = join(import.meta.dirname, '..', '..', '..');

/** Areas with a built web app: modules/<area>/web/dist. */
export function builtAreas(root = repoRoot): { area: string; dist: string }[] {
  const modulesDir = join(root, 'modules');
  if (!existsSync(modulesDir)) return [];
  return readdirSync(modulesDir)
    .map((area) => ({ area, dist: join(modulesDir, area, 'web', 'dist') }))
    .filter(({ dist }) => existsSync(join(dist, 'index.html')));
}

/** Serves the built hub at `/` and each built area at `/modules/<area>/`. */
export async function serveBuiltApps(app: FastifyInstance, root = repoRoot): Promise<void> {
  const hubDist = join(root, 'hub', 'web', 'dist');
  const headers = (reply: FastifyReply, path: string) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    // index.html must be revalidated so a new build is picked up; hashed assets (assets/) can be cached for long,
    // the few unhashed files beside them (the icon) for a day. (The path is the file sent: `index.html.br` too.)
    const cache = /\.html(\.br|\.gz)?$/.test(path)
      ? 'no-cache'
      : /[\\/]assets[\\/]/.test(path)
        ? 'public, max-age=31536000, immutable'
        : 'public, max-age=86400';
    reply.header('Cache-Control', cache);
  };
  const uiLibrary = join(root, 'shared', 'web', 'ui-library', 'dist');
  const apps = [
    ...(existsSync(join(hubDist, 'index.html')) ? [{ dist: hubDist, prefix: '/' }] : []),
    // The UI library every area's page maps React, Arco and the kit to (shared/web/vite/ui-library.ts).
    ...(existsSync(uiLibrary) ? [{ dist: uiLibrary, prefix: '/ui/' }] : []),
    ...builtAreas(root).map(({ area, dist }) => ({ dist, prefix: `/modules/${area}/` })),
  ];
  // Which areas have a build: the hub shows 功能建设中 for the others' screens without asking for them (a 404).
  const built = builtAreas(root).map(({ area }) => area);
  app.get('/modules/built', { config: { public: true } }, async () => ok(built));
  // 帮助 is a page of the hub's build (hub/web/help): `/help` is its directory.
  app.get('/help', { config: { public: true } }, async (_request, reply) => reply.redirect('/help/', 301));
  for (const { dist, prefix } of apps) {
    await app.register(async (scope) => {
      scope.addHook('onRoute', (route) => {
        route.config = { ...route.config, public: true }; // built assets carry no data
      });
      // Every build file has its brotli and gzip twins (shared/web/vite/compress.ts): sent as they are when asked.
      await scope.register(fastifyStatic, { root: dist, prefix, wildcard: false, preCompressed: true, setHeaders: headers });
    });
  }
}
