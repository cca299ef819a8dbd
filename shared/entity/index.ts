export * from './data-rules.ts';
export * from './decimal.ts';
export * from './define-entity.ts';
export * from './fields.ts';
export * from './machine.ts';
export * from './query.ts';
export * from './resource.ts';
export * from './row.ts';
