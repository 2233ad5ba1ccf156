import { invalid } from '../wire/errors.js';
import type { Currency } from './currency.js';
import { toMinor } from './decimal.js';

/**
 * A caller's amount in the currency's minor units; more decimals than the currency has (or no decimal at all)
 * is a violation of `field`, since such an amount cannot be paid.
 */
export function minorOfField(amount: string, currency: Currency, field: string): bigint {
  const minor = toMinor(amount, currency);
  if (minor === undefined)
    throw invalid(field, `must have at most ${currency.exponent} decimals in ${currency.code}`, {
      rule: 'DECIMAL_MAX_SCALE',
      data: { maxScale: currency.exponent },
    });
  return minor;
}
