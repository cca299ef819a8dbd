import { join } from 'node:path';
import { openDatabase } from '@entrepot/server-kit/db';
import { Outbox } from '@entrepot/server-kit/events';
import { seedAccounts } from '../../../modules/accounts/server/seed.ts';
import { seedCatalogueReference } from '../../../modules/catalogue/server/reference-seed.ts';
import { seedCatalogue } from '../../../modules/catalogue/server/seed.ts';
import { seedFinance } from '../../../modules/finance/server/seed.ts';
import { seedCountries, seedLogisticsDemo } from '../../../modules/logistics/public.ts';
import { seedWms } from '../../../modules/wms/server/seed.ts';
import { buildApp } from './app.ts';
import { readConfig } from './config.ts';
import { S3Storage, s3ConfigFromEnv } from './files/s3-storage.ts';
import { LocalStorage } from './files/storage.ts';
import { createIdentity } from './identity/index.ts';
import { DEMO_PASSWORD, seedIdentity } from './identity/seed.ts';
import { migrationsFolder } from './main-paths.ts';
import { manifests } from './manifests.ts';

async function main(): Promise<void> {
  const config = readConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await database.migrate(migrationsFolder);
  const seeded = await seedIdentity(database, { adminPassword: config.adminPassword, demo: config.seedDemo });
  await seedCountries(database); // reference data (ISO 3166-1), whatever SEED_DEMO says: only while the table is empty
  if (seeded.created && config.seedDemo) {
    // demo data on the first start only
    await seedAccounts(database);
    await seedLogisticsDemo(database);
    await seedWms(database);
    await seedCatalogue(database); // brands, categories, 68 SPUs / 652 SKUs (TS001-BLK-M…)
    await seedCatalogueReference(database); // after the SKUs: packages, tags and mappings for the first ones
  }
  if (seeded.created) await seedFinance(database, { demo: config.seedDemo }); // currencies, subjects…; rates and banks as demo
  const storage = s3ConfigFromEnv(process.env) ? new S3Storage(s3ConfigFromEnv(process.env)!) : new LocalStorage(join(config.dataDir, 'files'));
  const identity = await createIdentity(database, { storage });
  const outbox = new Outbox(database);
  const app = await buildApp({ database, identity, outbox, manifests, modules: config.modules, logger: { level: process.env.LOG_LEVEL ?? 'info' } });
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
