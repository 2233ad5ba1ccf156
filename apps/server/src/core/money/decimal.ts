import type { Currency } from './currency.js';

const DECIMAL = /^(-)?(\d+)(?:\.(\d+))?$/;

/**
 * A wire amount (`"12.50"`, `"-3"`, `"0.5"`) in the currency's minor units, exactly; undefined when the text is
 * not a plain decimal or has more decimals than the currency's minor unit (`"12.505"` in USD): such an amount
 * cannot be paid, so it is refused rather than rounded.
 */
export function toMinor(amount: string, currency: Currency): bigint | undefined {
  const match = DECIMAL.exec(amount);
  if (!match) return undefined;
  const [, minus, whole, fraction = ''] = match;
  const significant = fraction.replace(/0+$/, '');
  if (significant.length > currency.exponent) return undefined;
  const minor = BigInt(whole! + fraction.padEnd(currency.exponent, '0').slice(0, currency.exponent));
  return minus ? -minor : minor;
}

/** Minor units as the wire's decimal string, with exactly the currency's decimals: 1250n in USD is `"12.50"`. */
export function toDecimal(minor: bigint, currency: Currency): string {
  const digits = (minor < 0n ? -minor : minor).toString().padStart(currency.exponent + 1, '0');
  const sign = minor < 0n ? '-' : '';
  if (currency.exponent === 0) return `${sign}${digits}`;
  const point = digits.length - currency.exponent;
  return `${sign}${digits.slice(0, point)}.${digits.slice(point)}`;
}

// Making an Intl.NumberFormat costs far more than using one: a cart of ten lines formats forty amounts.
const formats = new Map<string, Intl.NumberFormat>();

/** Minor units as a person reads them in a locale: `$1,234.50`. Exact: the amount reaches Intl as a string. */
export function formatMoney(minor: bigint, currency: Currency, locale = 'en-US'): string {
  const key = `${locale}|${currency.code}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency: currency.code });
    formats.set(key, format);
  }
  return format.format(toDecimal(minor, currency) as Intl.StringNumericLiteral);
}
