export * from './chords.ts';
export * from './messages.ts';
