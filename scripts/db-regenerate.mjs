#!/usr/bin/env node
// `pnpm db:regenerate`: rebuilds the one init migration from every *.schema.ts (the app has no deployed
// database to migrate forward yet, so the history stays two files: 0000_extensions, hand-written, and
// 0001_init, generated). Holds a lock so two writers never regenerate at once.
import { spawnSync } from 'node:child_process';
import { closeSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const dir = join(root, 'hub', 'server', 'migrations');
const lockPath = join(root, '.tmp-db-regenerate.lock');

function lock() {
  for (let i = 0; i < 600; i++) {
    try {
      return openSync(lockPath, 'wx');
    } catch {
      spawnSync('sleep', ['0.5']);
    }
  }
  throw new Error(`${lockPath} is held: remove it if no regeneration runs`);
}

const fd = lock();
let status = 0;
try {
  const journalPath = join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8'));
  journal.entries = journal.entries.filter((e) => e.tag === '0000_extensions');
  writeFileSync(journalPath, `${JSON.stringify(journal, null, 2)}\n`);
  rmSync(join(dir, '0001_init.sql'), { force: true });
  rmSync(join(dir, 'meta', '0001_snapshot.json'), { force: true });
  const r = spawnSync('pnpm', ['exec', 'drizzle-kit', 'generate', '--config', 'hub/server/drizzle.config.ts', '--name', 'init'], {
    cwd: root,
    stdio: 'inherit',
  });
  status = r.status ?? 1;
} finally {
  closeSync(fd);
  rmSync(lockPath, { force: true });
}
// Exit after the lock is gone: a failed generation (a schema file being edited) must not leave it held.
process.exit(status);
