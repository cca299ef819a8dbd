// Builds the UI library, the hub and every area that has a web app, as `npm start` does, before the server starts.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { webApps } from '../../../scripts/lib/web-apps.mjs';

const root = join(import.meta.dirname, '..', '..', '..');
for (const dir of webApps(root)) {
  const r = spawnSync('pnpm', ['exec', 'vite', 'build', '--logLevel', 'warn'], { cwd: join(root, dir), stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
