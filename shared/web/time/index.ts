export * from './display-time.ts';
