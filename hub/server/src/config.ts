import { resolve } from 'node:path';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  adminPassword?: string;
  seedDemo: boolean;
  /** Mount only these modules (`--modules wms,global-wms` or ENTREPOT_MODULES); all when empty. */
  modules: string[];
  /** 连接内网服务's installer, a file on the server (ENTREPOT_INTRANET_INSTALLER); none: the menu is hidden. */
  intranetInstaller?: string;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env, argv: string[] = process.argv): Config {
  const flag = argv.indexOf('--modules');
  const modulesArg = argv.find((a) => a.startsWith('--modules='))?.slice('--modules='.length) ?? (flag >= 0 ? argv[flag + 1] : undefined);
  const modules = modulesArg ?? env.ENTREPOT_MODULES ?? '';
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '127.0.0.1',
    dataDir: resolve(env.DATA_DIR ?? './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    adminPassword: env.ENTREPOT_ADMIN_PASSWORD || undefined,
    seedDemo: env.SEED_DEMO !== '0',
    intranetInstaller: env.ENTREPOT_INTRANET_INSTALLER || undefined,
    modules: modules
      .split(',')
      .map((m) => m.trim())
      .filter(Boolean),
  };
}
