import { join } from 'node:path';
import { openDatabase } from '@entrepot/server-kit/db';
import { Outbox } from '@entrepot/server-kit/events';
import { buildApp } from './app.ts';
import { readConfig } from './config.ts';
import { s3ConfigFromEnv } from './files/s3-config.ts';
import { seedFiles } from './files/seed-files.ts';
import { LocalStorage } from './files/storage.ts';
import { seedDemoOrganization } from './identity/demo-organization.ts';
import { createIdentity } from './identity/index.ts';
import { DEMO_PASSWORD, grantDemoRoles, seedIdentity } from './identity/seed.ts';
import { migrationsFolder } from './main-paths.ts';
import { loadManifests } from './manifests.ts';

async function main(): Promise<void> {
  const config = readConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await database.migrate(migrationsFolder);
  const seeded = await seedIdentity(database, { adminPassword: config.adminPassword, demo: config.seedDemo });
  if (seeded.created && config.seedDemo) await seedDemoOrganization(database); // departments, jobs, example data groups
  const manifests = await loadManifests();
  // The S3 client (30 MB loaded) only when S3_BUCKET is set.
  const s3 = s3ConfigFromEnv(process.env);
  const storage = s3 ? new (await import('./files/s3-storage.ts')).S3Storage(s3) : new LocalStorage(join(config.dataDir, 'files'));
  const identity = await createIdentity(database, { storage });
  // Each module's reference data, and its demo data on the first start, in the modules' order.
  const files = seedFiles(identity.files);
  for (const m of manifests) {
    await m.seed?.run(database, { demo: config.seedDemo, firstStart: seeded.created, files });
    if (seeded.created && config.seedDemo && m.demoGrants) await grantDemoRoles(database, m.demoGrants);
  }
  await database.settle(); // the embedded database hands back what migrating and seeding grew
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
  if (seeded.created) {
    console.log(`管理员账号: admin  密码: ${seeded.generated ? `${seeded.adminPassword}  (随机生成，只显示这一次)` : '(ENTREPOT_ADMIN_PASSWORD)'}`);
    if (config.seedDemo) console.log(`演示账号: buyer01 warehouse01 finance01 cs01 ops01 newbie01  密码: ${DEMO_PASSWORD}`);
  } else console.log('管理员账号: admin（密码为首次启动时设置的密码）');
  console.log(`Entrepot 已启动: http://${config.host}:${config.port}/  (数据库: ${database.kind === 'embedded' ? `嵌入式 ${config.dataDir}` : 'PostgreSQL'})`);
}

main().catch((e) => {
  // Startup refusals (locked or damaged data directory, a weak ENTREPOT_ADMIN_PASSWORD) are plain messages.
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
