export * from './themes.ts';
