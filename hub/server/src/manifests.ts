// Every module the server can mount, found by the `./manifest` entry of each modules/*/package.json (a module
// joins by declaring it), in the order of their `position`: menus, mounting and seeding follow it.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ModuleManifest } from './module.ts';

export const modulesDir = join(import.meta.dirname, '..', '..', '..', 'modules');

/** A seed reading another module's records must come after it: said at start, not as a missing row later. */
function checkSeedOrder(ordered: ModuleManifest[]): void {
  ordered.forEach((m, i) => {
    for (const before of m.seed?.after ?? []) {
      const at = ordered.findIndex((x) => x.name === before);
      if (at >= i) throw new Error(`模块 ${m.name} 的种子数据依赖 ${before}，${before} 的 position 须小于 ${m.name}`);
    }
  });
}

export async function loadManifests(dir = modulesDir): Promise<ModuleManifest[]> {
  const found: ModuleManifest[] = [];
  for (const name of readdirSync(dir).sort()) {
    const pkg = join(dir, name, 'package.json');
    if (!existsSync(pkg)) continue;
    const entry = (JSON.parse(readFileSync(pkg, 'utf8')) as { exports?: Record<string, string> }).exports?.['./manifest'];
    if (!entry) continue;
    const { manifest } = (await import(pathToFileURL(join(dir, name, entry)).href)) as { manifest: ModuleManifest };
    found.push(manifest);
  }
  const ordered = found.sort((a, b) => (a.position ?? 1000) - (b.position ?? 1000));
  checkSeedOrder(ordered);
  return ordered;
}
