import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { startEmbedded } from './embedded.ts';
import { allowGenericPlans } from './generic-plans.ts';
import { guardPool, runTransaction } from './transaction.ts';
import { installTypeParsers } from './types.ts';

export type Db = NodePgDatabase<Record<string, never>>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Either the database or an open transaction: what read helpers accept. */
export type Executor = Db | Tx;

/**
 * Reads at once on the pool (each on a connection of its own), one after another inside a transaction: its one
 * connection would queue them anyway, and pg deprecates a query sent while another runs on the same client.
 */
export async function allOn<T extends readonly unknown[]>(exec: Executor, reads: readonly [...{ [K in keyof T]: () => Promise<T[K]> }]): Promise<T> {
  if (!('rollback' in exec)) return (await Promise.all(reads.map((read) => read()))) as unknown as T;
  const out: unknown[] = [];
  for (const read of reads) out.push(await read());
  return out as unknown as T;
}

export interface Database {
  kind: 'embedded' | 'postgres';
  db: Db;
  pool: pg.Pool;
  /** The one way to run several statements atomically; retries serialization failures and deadlocks. */
  tx<T>(fn: (tx: Tx) => Promise<T>): Promise<T>;
  migrate(migrationsFolder: string): Promise<void>;
  /**
   * After the startup's heavy work (migrations, seeding), with no statement running: the embedded database's
   * thread starts anew, returning the memory that work grew (README "Settings"); nothing on PostgreSQL.
   */
  settle(): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl?: string;
  dataDir: string;
  /** Pool size for PostgreSQL; the embedded database always uses one connection. */
  poolSize?: number;
}

// Every session runs in UTC. Named statements (queryPrepared) save parsing, but are planned with their
// parameters each time: a generic plan chosen blind to a filter's selectivity (status = 'on_sale' against a
// rare one) can be a hundred times slower than the custom one. No JIT: our statements are short, and a cost
// estimate inflated by stale statistics (a table filling fast, before autovacuum analyzes it) had each batch of
// arriving orders spend ~100 ms compiling a statement that runs in 2.
const UTC = '-c TimeZone=UTC -c plan_cache_mode=force_custom_plan -c jit=off';
// The sessions that run the statements whose generic plan is proven bounded (generic-plans.ts), planned once each.
const GENERIC = '-c TimeZone=UTC -c plan_cache_mode=force_generic_plan -c jit=off';

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  installTypeParsers();
  const embedded = options.databaseUrl ? undefined : await startEmbedded(options.dataDir);
  const pool = embedded
    ? guardPool(new pg.Pool({ host: embedded.socketDir, port: embedded.port, user: 'postgres', database: 'postgres', max: 1, options: UTC }))
    : guardPool(new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10, options: UTC }));
  // PostgreSQL only: the embedded database has one connection, and a second would queue behind it.
  const generic = embedded ? undefined : guardPool(new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10, options: GENERIC }));
  for (const p of generic ? [pool, generic] : [pool])
    p.on('error', () => {
      /* an idle client died (server restart); the pool replaces it on next use */
    });
  if (generic) allowGenericPlans(pool, generic);
  const db = drizzle({ client: pool }) as Db;
  return {
    kind: embedded ? 'embedded' : 'postgres',
    db,
    pool,
    tx: (fn) => runTransaction((body) => db.transaction((tx) => body(() => fn(tx)))),
    migrate: (migrationsFolder) => migrate(db, { migrationsFolder }),
    async settle() {
      if (!embedded) return;
      // The idle connection goes first (the pool opens a new one to the new thread on the next statement).
      await new Promise<void>((resolve) => {
        if (pool.idleCount === 0) return resolve();
        pool.connect().then((client) => {
          client.release(true);
          resolve();
        }, resolve);
      });
      await embedded.restart();
    },
    async close() {
      await pool.end();
      await generic?.end();
      await embedded?.close();
    },
  };
}
