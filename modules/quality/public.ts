// The only file another module may import from modules/quality: what goods in asks before and while receiving, and
// the events the area publishes.
export { qualityEvents } from './domain/events.ts';
export { receiptHold, sampleSizes } from './server/reads.ts';
