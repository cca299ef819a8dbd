export * from './events.schema.ts';
export * from './outbox.ts';
