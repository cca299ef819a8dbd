// Runs PGlite in its own thread behind a unix socket, so wasm work never blocks the server's event loop
// (a 2.5 s stall per request when it ran in-process; see design notes/backend.md §1).
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

const { dataDir, socketPath } = workerData as { dataDir: string; socketPath: string };
const port = parentPort;
if (!port) throw new Error('embedded-worker must run in a worker thread');

const mb = (value: string | undefined, fallback: number) => (value && Number(value) > 0 ? Number(value) : fallback);

async function main(): Promise<void> {
  let db: PGlite;
  try {
    db = await PGlite.create(dataDir, {
      extensions: { pg_trgm },
      startParams: [
        ...PGlite.defaultStartParams,
        ...['-c', `shared_buffers=${mb(process.env.EMBEDDED_SHARED_BUFFERS_MB, 16)}MB`],
        ...['-c', `maintenance_work_mem=${mb(process.env.EMBEDDED_MAINTENANCE_WORK_MEM_MB, 16)}MB`],
      ],
    });
    await db.query('select 1');
  } catch (e) {
    port?.postMessage({ type: 'error', message: (e as Error)?.message ?? e });
    return;
  }
  // The app uses one connection at a time, but pg-pool drops a client after a query error and connects
  // anew at once: room for a few connections lets the new one in while the old one is still closing.
  const server = new PGLiteSocketServer({ db, path: socketPath, maxConnections: 4 });
  await server.start();
  port?.postMessage({ type: 'ready' });
  port?.on('message', async (msg: { type: string }) => {
    if (msg.type !== 'close') return;
    try {
      await server.stop();
      await db.exec('CHECKPOINT');
      await db.close();
    } finally {
      port?.postMessage({ type: 'closed' });
    }
  });
}

void main();
