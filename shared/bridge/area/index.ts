export * from '../index.ts';
export * from './area-bridge.ts';
export * from './bridge-location.ts';
