export * from './codes.ts';
export * from './envelope.ts';
export * from './permissions.ts';
export * from './wire.ts';
