import { spawn } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { copyTemplateDir } from '../testing/db-global-setup.ts';
import { DataDirDamagedError, DataDirLockedError, openDatabase } from './index.ts';

// Only the embedded database has a data directory and a lock of its own: vitest's db-embedded project.
const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function templateCopy(): string {
  const target = inject('testDb');
  if (target.kind !== 'embedded') throw new Error('embedded only');
  const dir = copyTemplateDir(target.templateDir);
  dirs.push(dir);
  return dir;
}

/** Starts the writer, waits for `count` acknowledged commits, then SIGKILLs it mid-write. */
function writeThenKill(dataDir: string, count: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(import.meta.dirname, '..', 'testing', 'crash-writer.ts'), dataDir], { stdio: ['ignore', 'pipe', 'pipe'] });
    let acknowledged = 0;
    let buffer = '';
    let stderr = '';
    child.stderr.on('data', (d) => {
      stderr += d;
    });
    child.stdout.on('data', (d) => {
      buffer += d;
      const lines = buffer.split('\n');
      buffer = lines.pop() ?? '';
      for (const line of lines) acknowledged = Number(line);
      if (acknowledged >= count && !child.killed) child.kill('SIGKILL');
    });
    child.on('exit', (code, signal) => (signal === 'SIGKILL' ? resolve(acknowledged) : reject(new Error(`writer exited ${code}: ${stderr}`))));
  });
}

describe('embedded database durability', () => {
  it('keeps every acknowledged write when the process is killed mid-write, and reopens', async () => {
    const dataDir = templateCopy();
    const acknowledged = await writeThenKill(dataDir, 200);
    // The killed process left its lock and socket behind; reopening takes both over.
    const database = await openDatabase({ dataDir });
    try {
      const { rows } = await database.pool.query('select count(*)::int as n, max(id) as last from public.crash_probe');
      expect(rows[0].n).toBeGreaterThanOrEqual(acknowledged);
      expect(rows[0].last).toBe(rows[0].n); // no holes: every committed id is there
    } finally {
      await database.close();
    }
  }, 120_000);

  it('refuses a second process on the same directory with a clear message', async () => {
    const dataDir = templateCopy();
    const first = await openDatabase({ dataDir });
    try {
      await expect(openDatabase({ dataDir })).rejects.toBeInstanceOf(DataDirLockedError);
      await expect(openDatabase({ dataDir })).rejects.toThrow(/正被进程 \d+ 使用/);
    } finally {
      await first.close();
    }
  });

  it('says clearly when the directory is damaged, and releases the lock', async () => {
    const dataDir = templateCopy();
    writeFileSync(join(dataDir, 'pgdata', 'global', 'pg_control'), Buffer.alloc(8192, 7));
    await expect(openDatabase({ dataDir })).rejects.toBeInstanceOf(DataDirDamagedError);
    await expect(openDatabase({ dataDir })).rejects.toThrow(/可能已损坏/);
  });
});
