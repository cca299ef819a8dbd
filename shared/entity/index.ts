export * from './define-entity.ts';
export * from './fields.ts';
export * from './machine.ts';
