import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { lockDataDir } from './lock.ts';

export class DataDirDamagedError extends Error {}

export interface EmbeddedServer {
  /** Directory holding the socket, as `pg` expects in `host`. */
  socketDir: string;
  port: number;
  /**
   * A new thread on the same directory: WebAssembly memory only grows, so what migrations and seeding took is
   * returned to the system. Only when no statement runs (at startup).
   */
  restart(): Promise<void>;
  close(): Promise<void>;
}

const SOCKET_PORT = 5432;

export async function startEmbedded(dataDir: string): Promise<EmbeddedServer> {
  mkdirSync(dataDir, { recursive: true });
  const unlock = lockDataDir(dataDir);
  const pgdata = join(dataDir, 'pgdata');
  // pg connects to <host>/.s.PGSQL.<port>; a short name keeps under the 107-byte socket path limit.
  const socketDir = dataDir;
  const socketPath = join(socketDir, `.s.PGSQL.${SOCKET_PORT}`);
  let worker: Worker;
  try {
    worker = await startWorker(pgdata, socketPath);
  } catch (e) {
    unlock();
    throw e;
  }
  let closing: Promise<void> | undefined;
  return {
    socketDir,
    port: SOCKET_PORT,
    async restart() {
      await stopWorker(worker);
      worker = await startWorker(pgdata, socketPath);
    },
    close() {
      closing ??= (async () => {
        await stopWorker(worker);
        unlock();
      })();
      return closing;
    },
  };
}

/** The database's thread, answering on the socket once it says it is ready. */
async function startWorker(pgdata: string, socketPath: string): Promise<Worker> {
  if (existsSync(socketPath)) rmSync(socketPath); // left by a killed process (we hold the lock) or a restart
  const worker = new Worker(new URL('./embedded-worker.ts', import.meta.url), { workerData: { dataDir: pgdata, socketPath } });
  try {
    await new Promise<void>((resolve, reject) => {
      worker.once('message', (msg: { type: string; message?: string }) => {
        if (msg.type === 'ready') resolve();
        else reject(new DataDirDamagedError(`嵌入式数据库无法打开数据目录 ${pgdata}（可能已损坏）：${msg.message}。请从备份恢复，或移走该目录后重新启动。`));
      });
      worker.once('error', (e) => reject(new DataDirDamagedError(`嵌入式数据库无法打开数据目录 ${pgdata}（可能已损坏）：${e.message}`)));
    });
    return worker;
  } catch (e) {
    await worker.terminate();
    throw e;
  }
}

/** CHECKPOINT and close inside the thread, then end it (its WebAssembly memory goes with it). */
async function stopWorker(worker: Worker): Promise<void> {
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, 15_000);
    worker.once('message', () => {
      clearTimeout(timer);
      resolve();
    });
    worker.postMessage({ type: 'close' });
  });
  await worker.terminate();
}
