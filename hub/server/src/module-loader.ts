import type { FastifyInstance } from 'fastify';
import type { ModuleContext, ModuleManifest } from './module.ts';

/** Mounts each module's plugins under their service prefixes; `only` limits which modules run here. */
export async function mountModules(app: FastifyInstance, manifests: ModuleManifest[], ctx: ModuleContext, only: string[] = []): Promise<string[]> {
  const unknown = only.filter((name) => !manifests.some((m) => m.name === name));
  if (unknown.length) throw new Error(`未知模块: ${unknown.join(', ')}（可选: ${manifests.map((m) => m.name).join(', ')}）`);
  const chosen = only.length ? manifests.filter((m) => only.includes(m.name)) : manifests;
  for (const manifest of chosen) {
    for (const [prefix, plugin] of Object.entries(manifest.services)) {
      await app.register(async (scope) => plugin(scope, ctx), { prefix });
    }
  }
  return chosen.map((m) => m.name);
}
