import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { join } from 'node:path';

export class DataDirLockedError extends Error {}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * One process per data directory: PGlite has no lock of its own and two processes corrupt one directory.
 * A lock left by a dead process (SIGKILL) is taken over.
 */
export function lockDataDir(dataDir: string): () => void {
  const path = join(dataDir, 'entrepot.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(path, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => {
        try {
          if (readFileSync(path, 'utf8') === String(process.pid)) unlinkSync(path);
        } catch {
          /* already gone */
        }
      };
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      const pid = Number(readFileSync(path, 'utf8'));
      if (pid && isAlive(pid)) {
        throw new DataDirLockedError(
          `数据目录 ${dataDir} 正被进程 ${pid} 使用：同一数据目录只能由一个进程打开。请先停止该进程，或用 DATA_DIR 指定另一个目录。`,
        );
      }
      unlinkSync(path); // stale: its owner is gone
    }
  }
  throw new DataDirLockedError(`无法锁定数据目录 ${dataDir}`);
}
