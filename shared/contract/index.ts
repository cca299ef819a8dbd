export * from './codes.ts';
export * from './envelope.ts';
export * from './menus.ts';
export * from './permissions.ts';
export * from './wire.ts';
