export * from './counter.ts';
export * from './errors.ts';
export * from './http.ts';
export * from './ids.ts';
