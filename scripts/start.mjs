// `npm start` after bootstrap: build the web apps, then run the server (it migrates and seeds on start).
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { SERVER_ENV, SERVER_NODE_FLAGS } from './lib/server-node-flags.mjs';
import { root, step } from './lib/steps.mjs';
import { webApps } from './lib/web-apps.mjs';

for (const dir of webApps(root)) step(`build ${dir}`, 'pnpm', ['exec', 'vite', 'build', '--logLevel', 'warn'], { cwd: join(root, dir) });

const r = spawnSync(process.execPath, [...SERVER_NODE_FLAGS, 'hub/server/src/main.ts', ...process.argv.slice(2)], {
  stdio: 'inherit',
  cwd: root,
  env: { ...process.env, ...SERVER_ENV },
});
process.exit(r.status ?? 1);
