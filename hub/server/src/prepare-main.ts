// The first start's preparation in a process of its own (prepare.ts): migrate, seed, close the database, exit.
import { openDatabase } from '@entrepot/server-kit/db';
import { readConfig } from './config.ts';
import { announceAccounts, prepare } from './prepare.ts';

const config = readConfig();
try {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const { seeded } = await prepare(config, database);
  await database.close(); // CHECKPOINT: the server opens a complete directory
  if (seeded.created) announceAccounts(config, seeded);
  process.exit(0);
} catch (e) {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
}
