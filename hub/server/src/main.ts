import { join } from 'node:path';
import { openDatabase } from '@entrepot/server-kit/db';
import { buildApp } from './app.ts';
import { readConfig } from './config.ts';
import { manifests } from './manifests.ts';

export const migrationsFolder = join(import.meta.dirname, '..', 'migrations');

async function main(): Promise<void> {
  const config = readConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await database.migrate(migrationsFolder);
  const app = await buildApp({ database, manifests, modules: config.modules, logger: { level: process.env.LOG_LEVEL ?? 'info' } });
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 30_000);
    force.unref();
    await app.close();
    await database.close(); // CHECKPOINT and close the embedded database
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
  await app.listen({ port: config.port, host: config.host });
  console.log(`Entrepot 已启动: http://${config.host}:${config.port}/  (数据库: ${database.kind === 'embedded' ? `嵌入式 ${config.dataDir}` : 'PostgreSQL'})`);
}

main().catch((e) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
