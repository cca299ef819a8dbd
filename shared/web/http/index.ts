export * from './area-http-client.ts';
export * from './http-client.ts';
export * from './once-every.ts';
