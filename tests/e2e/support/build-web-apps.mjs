// Builds the hub and every area that has a web app, as `npm start` does, before the server starts.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..', '..', '..');
const modules = join(root, 'modules');
const apps = ['hub/web', ...(existsSync(modules) ? readdirSync(modules).map((m) => `modules/${m}/web`) : [])].filter((dir) =>
  existsSync(join(root, dir, 'vite.config.ts')),
);
for (const dir of apps) {
  const r = spawnSync('pnpm', ['exec', 'vite', 'build', '--logLevel', 'warn'], { cwd: join(root, dir), stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
