export { computeTotals } from './engine.js';
export { subdivisionCode } from './shipping.js';
export { scaledRate } from './tax.js';
export type * from './types.js';
