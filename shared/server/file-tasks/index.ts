export * from './cells.ts';
export * from './entity-export.ts';
export * from './entity-import.ts';
export * from './formula-safety.ts';
export * from './operation-log-routes.ts';
export * from './query-export.ts';
export * from './xlsx.ts';
export * from './xlsx-reply.ts';
