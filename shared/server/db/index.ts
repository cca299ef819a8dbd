export * from './database.ts';
export { DataDirDamagedError } from './embedded.ts';
export { DataDirLockedError } from './lock.ts';
export { inBatches, isRetryable, QueryOutsideTransactionError } from './transaction.ts';
