import { AsyncLocalStorage } from 'node:async_hooks';
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import type pg from 'pg';

interface TxState {
  open: boolean;
}

export const txContext = new AsyncLocalStorage<TxState>();

export class QueryOutsideTransactionError extends Error {
  constructor() {
    super('在事务进行中使用了事务之外的数据库连接：请把 tx 传下去（在嵌入式数据库上这会永远等待）');
  }
}

function refuseInsideTransaction(): void {
  if (txContext.getStore()?.open) throw new QueryOutsideTransactionError();
}

/**
 * Makes the pool refuse queries issued from code running inside an open transaction: on the embedded
 * database (one connection) such a query would wait forever for the connection the transaction holds.
 */
export function guardPool(pool: pg.Pool): pg.Pool {
  const query = pool.query.bind(pool);
  const connect = pool.connect.bind(pool);
  pool.query = ((...args: Parameters<typeof query>) => {
    refuseInsideTransaction();
    return query(...args);
  }) as typeof pool.query;
  pool.connect = ((...args: Parameters<typeof connect>) => {
    refuseInsideTransaction();
    return connect(...args);
  }) as typeof pool.connect;
  return pool;
}

const RETRYABLE = new Set(['40001', '40P01']); // serialization failure, deadlock detected
const MAX_ATTEMPTS = 5;

export function isRetryable(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } };
  return RETRYABLE.has(e?.code ?? e?.cause?.code ?? '');
}

/** Runs `begin` (which opens one transaction and calls `body`) with the guard set and retries on 40001/40P01. */
export async function runTransaction<T>(begin: (body: <R>(fn: () => Promise<R>) => Promise<R>) => Promise<T>): Promise<T> {
  if (txContext.getStore()?.open) throw new Error('已在事务中：请使用传入的 tx，而不是再开一个事务');
  for (let attempt = 1; ; attempt++) {
    const state: TxState = { open: false };
    try {
      return await txContext.run(state, () =>
        begin(async (fn) => {
          state.open = true;
          try {
            return await fn();
          } finally {
            state.open = false;
          }
        }),
      );
    } catch (e) {
      // Drizzle wraps driver errors; the guard's own error says more than "Failed query".
      if ((e as Error)?.cause instanceof QueryOutsideTransactionError) throw (e as Error).cause;
      if (!isRetryable(e) || attempt >= MAX_ATTEMPTS) throw e;
      await new Promise((r) => setTimeout(r, 5 + Math.random() * 20 * attempt));
    }
  }
}

/** Long writes commit in batches, yielding between them so other requests interleave. */
export async function inBatches<T>(items: readonly T[], size: number, write: (batch: T[], index: number) => Promise<void>): Promise<void> {
  for (let i = 0; i < items.length; i += size) {
    await write(items.slice(i, i + size), i / size);
    await yieldToEventLoop();
  }
}
