// The only file another module may import from modules/catalogue: types, query functions, event names.

/** The product standard a SKU is inspected against (its own, else its SPU's), with its revision: for quality. */
export { effectiveStandard } from './server/standard/standard-reads.ts';
