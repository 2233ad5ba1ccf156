// Money for all of commerce: integer minor units (bigint) inside, decimal strings on the wire, one rounding
// rule (half away from zero) and allocation by largest remainder, so that parts always sum to the whole.
export { currencyOf, isCurrencyCode, type Currency } from './currency.js';
export { formatMoney, toDecimal, toMinor } from './decimal.js';
export { divideRounded, percentOf } from './rounding.js';
export { allocate } from './allocate.js';
export { minorOfField } from './field.js';
