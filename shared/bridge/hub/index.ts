export * from '../index.ts';
export * from './hub-bridge.ts';
