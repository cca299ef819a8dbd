// The only file another module may import from modules/quality: what goods in asks before and while receiving.
export { receiptHold, sampleSizes } from './server/reads.ts';
