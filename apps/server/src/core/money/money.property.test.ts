import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocate, currencyOf, divideRounded, formatMoney, percentOf, toDecimal, toMinor } from './index.js';

const CURRENCIES = ['JPY', 'USD', 'KWD'].map(currencyOf);
// Amounts up to the wire's bound (10^15 in major units, so 10^18 minor units in a 3-decimal currency).
const minor = fc.bigInt({ min: -(10n ** 18n), max: 10n ** 18n });
const abs = (value: bigint) => (value < 0n ? -value : value);

describe('currencies', () => {
  it('take their minor unit from ISO 4217 and refuse codes that are not currencies', () => {
    expect(CURRENCIES.map((c) => [c.code, c.exponent])).toEqual([
      ['JPY', 0],
      ['USD', 2],
      ['KWD', 3],
    ]);
    expect(() => currencyOf('XYZ')).toThrow(/not an ISO 4217/);
    expect(() => currencyOf('usd')).toThrow(/not an ISO 4217/);
  });
});

describe('decimal strings', () => {
  it('round-trip from minor units through the wire’s string, in currencies with 0, 2 and 3 decimals', () => {
    fc.assert(
      fc.property(fc.constantFrom(...CURRENCIES), minor, (currency, value) => {
        const text = toDecimal(value, currency);
        expect(text).toMatch(
          currency.exponent ? new RegExp(`^-?\\d+\\.\\d{${currency.exponent}}$`) : /^-?\d+$/,
        );
        expect(toMinor(text, currency)).toBe(value);
      }),
    );
  });

  it('read exactly, with trailing zeros or none, and refuse what a minor unit cannot hold', () => {
    const usd = currencyOf('USD');
    expect(toMinor('12.50', usd)).toBe(1250n);
    expect(toMinor('12.5', usd)).toBe(1250n);
    expect(toMinor('12.500', usd)).toBe(1250n);
    expect(toMinor('12', usd)).toBe(1200n);
    expect(toMinor('-0.01', usd)).toBe(-1n);
    // 0.1 + 0.2 is 0.3 here, not 0.30000000000000004.
    expect(toMinor('0.2', usd)! + toMinor('0.1', usd)!).toBe(30n);
    for (const bad of ['12.505', '1e3', '12.', '.5', ' 12', '12,50', 'NaN', 'Infinity', '', '+1'])
      expect(toMinor(bad, usd), bad).toBeUndefined();
    expect(toMinor('5.5', currencyOf('JPY'))).toBeUndefined();
    expect(toMinor('1.234', currencyOf('KWD'))).toBe(1234n);
    expect(toDecimal(5n, usd)).toBe('0.05');
    expect(toDecimal(-5n, usd)).toBe('-0.05');
  });

  it('format for people exactly, however large', () => {
    expect(formatMoney(10n ** 17n - 1n, currencyOf('USD'))).toBe('$999,999,999,999,999.99');
    expect(formatMoney(1234n, currencyOf('JPY'))).toBe('¥1,234');
    expect(formatMoney(-1250n, currencyOf('EUR'), 'de-DE')).toBe('-12,50\u00a0€');
  });
});

describe('rounding', () => {
  it('takes the nearest integer, halves away from zero, and is symmetric', () => {
    const denominator = fc.bigInt({ min: 1n, max: 10n ** 6n });
    fc.assert(
      fc.property(minor, denominator, (numerator, d) => {
        const q = divideRounded(numerator, d);
        expect(divideRounded(-numerator, d)).toBe(-q);
        expect(divideRounded(numerator, -d)).toBe(-q);
        // No other integer is nearer; on a tie, the one farther from zero.
        const distance = abs(numerator - q * d) * 2n;
        expect(distance <= d).toBe(true);
        if (distance === d) expect(abs(q * d) > abs(numerator)).toBe(true);
      }),
    );
    expect([25n, 15n, -25n, -15n, 14n].map((n) => divideRounded(n, 10n))).toEqual([3n, 2n, -3n, -2n, 1n]);
  });

  it('applies a percentage rounded once', () => {
    expect(percentOf(1999n, '15')).toBe(300n);
    expect(percentOf(1000n, '8.875')).toBe(89n);
    expect(percentOf(-1999n, '15')).toBe(-300n);
    expect(percentOf(1n, '50')).toBe(1n);
    expect(() => percentOf(1n, '1e2')).toThrow(RangeError);
  });
});

describe('allocation by largest remainder', () => {
  const weights = fc.array(fc.bigInt({ min: 0n, max: 10n ** 9n }), { minLength: 1, maxLength: 30 });

  it('gives parts that sum to the whole exactly, each within one minor unit of its exact share', () => {
    fc.assert(
      fc.property(minor, weights, (total, ws) => {
        const parts = allocate(total, ws);
        expect(parts).toHaveLength(ws.length);
        expect(parts.reduce((a, b) => a + b, 0n)).toBe(total);
        const even = ws.every((w) => w === 0n);
        const shares = even ? ws.map(() => 1n) : ws;
        const sum = shares.reduce((a, b) => a + b, 0n);
        parts.forEach((part, i) => {
          expect(total < 0n ? part <= 0n : part >= 0n).toBe(true);
          expect(abs(part * sum - total * shares[i]!) < sum).toBe(true);
        });
      }),
    );
  });

  it('never lets parts of equal weight differ by more than one minor unit', () => {
    fc.assert(
      fc.property(
        minor,
        fc.bigInt({ min: 0n, max: 10n ** 6n }),
        fc.integer({ min: 1, max: 40 }),
        (total, w, n) => {
          const parts = allocate(
            total,
            Array.from({ length: n }, () => w),
          );
          const sorted = [...parts].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
          expect(sorted.at(-1)! - sorted[0]!).toBeLessThanOrEqual(1n);
        },
      ),
    );
  });

  it('splits a cent among three as 34, 33, 33, and refuses negative weights', () => {
    expect(allocate(100n, [1n, 1n, 1n])).toEqual([34n, 33n, 33n]);
    expect(allocate(-100n, [1n, 1n, 1n])).toEqual([-34n, -33n, -33n]);
    expect(allocate(1000n, [2999n, 1n])).toEqual([1000n, 0n]);
    expect(allocate(10n, [0n, 0n])).toEqual([5n, 5n]);
    expect(() => allocate(10n, [1n, -1n])).toThrow(RangeError);
    expect(() => allocate(10n, [])).toThrow(RangeError);
  });
});
