import { openDatabase } from '@entrepot/server-kit/db';
import { Outbox } from '@entrepot/server-kit/events';
import { buildApp } from './app.ts';
import { readConfig } from './config.ts';
import { announceAccounts, isFirstEmbeddedStart, prepare, prepareApart } from './prepare.ts';

async function main(): Promise<void> {
  const config = readConfig();
  // The embedded database's first start prepares in a child process, so this one never holds what seeding grew.
  const preparedApart = isFirstEmbeddedStart(config);
  if (preparedApart) await prepareApart();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const { seeded, manifests, identity } = await prepare(config, database);
  const outbox = new Outbox(database);
  const app = await buildApp({
    database,
    identity,
    outbox,
    manifests,
    modules: config.modules,
    intranetInstaller: config.intranetInstaller,
    logger: { level: process.env.LOG_LEVEL ?? 'info' },
  });
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 30_000);
    force.unref();
    await app.close();
    await outbox.stop();
    await identity.tasks.runner.stop(); // a running task stops at its next batch; its lease lets another process resume it
    await database.close(); // CHECKPOINT and close the embedded database
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
  await app.listen({ port: config.port, host: config.host });
  identity.tasks.runner.start();
  outbox.start();
  if (seeded.created) announceAccounts(config, seeded);
  else if (!preparedApart) console.log('管理员账号: admin（密码为首次启动时设置的密码）'); // the preparation said it
  console.log(`Entrepot 已启动: http://${config.host}:${config.port}/  (数据库: ${database.kind === 'embedded' ? `嵌入式 ${config.dataDir}` : 'PostgreSQL'})`);
}

main().catch((e) => {
  // Startup refusals (locked or damaged data directory, a weak ENTREPOT_ADMIN_PASSWORD) are plain messages.
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
