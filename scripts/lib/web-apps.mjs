// The web apps a build makes, in order: the shared UI library first (the areas map their imports to its files),
// then the hub and every area that has a vite config (README "Web apps").
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

export function webApps(root) {
  const modules = join(root, 'modules');
  const areas = existsSync(modules) ? readdirSync(modules).map((m) => `modules/${m}/web`) : [];
  return ['shared/web/ui-library', 'hub/web', ...areas].filter((dir) => existsSync(join(root, dir, 'vite.config.ts')));
}
