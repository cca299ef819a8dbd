// The demo server a browser benchmark drives: the built web apps (built here when missing), the embedded
// database on a fresh data directory, the demo data, admin's password known.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SERVER_ENV, SERVER_NODE_FLAGS } from '../../lib/server-node-flags.mjs';

const root = join(import.meta.dirname, '..', '..', '..');
export const DEMO_PASSWORD = 'Admin@2026!x';

export type DemoServer = { base: string; pid: number; dataDir: string; stop: () => Promise<void> };

/** `dataDir` to start again on a directory already seeded; `env` to add settings (DATABASE_URL…). */
export async function startDemoServer(port: number, name: string, options: { dataDir?: string; env?: Record<string, string> } = {}): Promise<DemoServer> {
  if (!existsSync(join(root, 'hub', 'web', 'dist', 'index.html'))) {
    console.log(`${name}: building the web apps…`);
    spawnSync(process.execPath, [join(root, 'tests', 'e2e', 'support', 'build-web-apps.mjs')], { stdio: 'inherit', cwd: root });
  }
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), `entrepot-bench-${name}-`));
  // As `npm start` runs it: the server's own Node flags.
  const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, join(root, 'hub', 'server', 'src', 'main.ts')], {
    cwd: root,
    env: {
      ...process.env,
      ...SERVER_ENV,
      PORT: String(port),
      DATA_DIR: dataDir,
      SEED_DEMO: '1',
      OMS_PULL_SECONDS: '0',
      ENTREPOT_ADMIN_PASSWORD: DEMO_PASSWORD,
      LOG_LEVEL: 'warn',
      ...options.env,
    },
    stdio: 'ignore',
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if ((await fetch(`${base}/health`).catch(() => null))?.ok) break;
    if (i > 600) throw new Error('the server did not start');
    await new Promise((r) => setTimeout(r, 200));
  }
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  return {
    base,
    pid: server.pid as number,
    dataDir,
    stop: async () => {
      server.kill('SIGTERM'); // the server closes the embedded database (CHECKPOINT) before it exits
      await exited;
    },
  };
}
