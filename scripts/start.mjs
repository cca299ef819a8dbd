// `npm start` after bootstrap: build the web apps, then run the server (it migrates and seeds on start).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { SERVER_NODE_FLAGS } from './lib/server-node-flags.mjs';
import { root, step } from './lib/steps.mjs';

const webApps = ['hub/web', ...(existsSync(join(root, 'modules')) ? readdirSync(join(root, 'modules')).map((m) => `modules/${m}/web`) : [])].filter((dir) =>
  existsSync(join(root, dir, 'vite.config.ts')),
);
for (const dir of webApps) step(`build ${dir}`, 'pnpm', ['exec', 'vite', 'build', '--logLevel', 'warn'], { cwd: join(root, dir) });

const r = spawnSync(process.execPath, [...SERVER_NODE_FLAGS, 'hub/server/src/main.ts', ...process.argv.slice(2)], { stdio: 'inherit', cwd: root });
process.exit(r.status ?? 1);
