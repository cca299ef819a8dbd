// What a start does before it serves: the migrations, the identity's seed (the administrator, the demo people and
// organisation on the first start) and every module's reference data (its demo data on the first start). On the
// embedded database's first start this runs in a child process of its own (`prepare-main.ts`): seeding the demo
// grows the heap by hundreds of megabytes that a long-running server would keep; the child's are gone when it exits,
// and the server opens a prepared directory as on any restart (README "Memory at rest").
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Database } from '@entrepot/server-kit/db';
import type { Config } from './config.ts';
import { s3ConfigFromEnv } from './files/s3-config.ts';
import { seedFiles } from './files/seed-files.ts';
import { LocalStorage } from './files/storage.ts';
import { seedDemoOrganization } from './identity/demo-organization.ts';
import { createIdentity } from './identity/index.ts';
import { DEMO_PASSWORD, grantDemoRoles, seedIdentity } from './identity/seed.ts';
import { migrationsFolder } from './main-paths.ts';
import { loadManifests } from './manifests.ts';

export async function prepare(config: Config, database: Database) {
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
  for (const m of manifests) await m.seed?.late?.(database, { demo: config.seedDemo, firstStart: seeded.created, files });
  await database.settle(); // the embedded database hands back what migrating and seeding grew
  return { seeded, manifests, identity };
}

/** The accounts to sign in with, said once: on the start that created them. */
export function announceAccounts(config: Config, seeded: Awaited<ReturnType<typeof seedIdentity>>): void {
  console.log(`管理员账号: admin  密码: ${seeded.generated ? `${seeded.adminPassword}  (随机生成，只显示这一次)` : '(ENTREPOT_ADMIN_PASSWORD)'}`);
  if (config.seedDemo) console.log(`演示账号: buyer01 warehouse01 finance01 cs01 ops01 newbie01  密码: ${DEMO_PASSWORD}`);
}

/** An embedded data directory never opened yet (no database in it). */
export const isFirstEmbeddedStart = (config: Config): boolean => !config.databaseUrl && !existsSync(join(config.dataDir, 'pgdata', 'PG_VERSION'));

/** Runs `prepare` in a child process with this one's flags and environment; refuses the start if it fails. */
export function prepareApart(): Promise<void> {
  const child = spawn(process.execPath, [...process.execArgv, join(import.meta.dirname, 'prepare-main.ts'), ...process.argv.slice(2)], {
    stdio: 'inherit',
    env: process.env,
  });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`首次启动的数据准备未完成（退出码 ${code}），请查看上面的信息后重新启动。`))));
  });
}
