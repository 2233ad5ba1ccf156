import { allocate, divideRounded, toDecimal } from '../../money/index.js';
import type { TaxRateSpec, TaxResult } from './types.js';

/** Rates are kept as integers of 10^-9: more decimals than the wire's 6. */
const SCALE_DIGITS = 9;
const SCALE = 10n ** BigInt(SCALE_DIGITS);

/** A rate's text (`"0.0825"`) as an integer count of 10^-9. */
export function scaledRate(rate: string): bigint {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(rate);
  if (!match || (match[2]?.length ?? 0) > SCALE_DIGITS)
    throw new RangeError(`${JSON.stringify(rate)} is not a tax rate`);
  return BigInt(match[1]! + (match[2] ?? '').padEnd(SCALE_DIGITS, '0'));
}

const rateText = (scaled: bigint) =>
  toDecimal(scaled, { code: 'XXX', exponent: SCALE_DIGITS }).replace(/\.?0+$/, '') || '0';

/**
 * The tax on an amount, rounded once for the amount as a whole (per line, as Shopify and Saleor do), then split
 * among the rates that make it up by largest remainder, so the breakdown sums to it. When prices include tax,
 * the tax is taken out of the amount (`amount − amount / (1 + rate)`) rather than added to it.
 */
export function taxOn(amount: bigint, rates: readonly TaxRateSpec[], included: boolean): TaxResult {
  const scaled = rates.map((rate) => scaledRate(rate.rate));
  const total = scaled.reduce((a, b) => a + b, 0n);
  if (amount <= 0n || total === 0n)
    return {
      taxable: amount,
      tax: 0n,
      rate: rateText(total),
      breakdown: rates.map((rate) => ({ rate, amount: 0n })),
    };
  const taxable = included ? divideRounded(amount * SCALE, SCALE + total) : amount;
  const tax = included ? amount - taxable : divideRounded(amount * total, SCALE);
  const parts = allocate(tax, scaled);
  return {
    taxable,
    tax,
    rate: rateText(total),
    breakdown: rates.map((rate, i) => ({ rate, amount: parts[i]! })),
  };
}
