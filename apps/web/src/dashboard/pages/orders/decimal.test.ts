import { describe, expect, it } from 'vitest';
import { formatMoney, formatUnits, parseDecimal, proportions, shareOf, sumDecimals } from './decimal';

describe('exact money arithmetic', () => {
  it('reads decimal text as whole units, refusing anything else', () => {
    expect(parseDecimal('12.30')).toEqual({ units: 1230n, scale: 2 });
    expect(parseDecimal('-0.5')).toEqual({ units: -5n, scale: 1 });
    expect(parseDecimal('7')).toEqual({ units: 7n, scale: 0 });
    expect(['', '1e3', '1.2.3', 'NaN', '.5'].map(parseDecimal)).toEqual([null, null, null, null, null]);
  });

  it('writes units back with their decimals', () => {
    expect(formatUnits(5n, 2)).toBe('0.05');
    expect(formatUnits(-1230n, 2)).toBe('-12.30');
    expect(formatUnits(42n, 0)).toBe('42');
  });

  it('adds without floating point drift', () => {
    expect(sumDecimals(['0.10', '0.20'])).toBe('0.30');
    expect(sumDecimals(['1.005', '2.1', '3'])).toBe('6.105');
    expect(sumDecimals(['999999999999999.99', '0.01'])).toBe('1000000000000000.00');
    expect(sumDecimals([])).toBe('0');
  });

  it('takes a share of a line, rounding half away from zero at the line total decimals', () => {
    expect(shareOf('10.00', 2, 3)).toBe('6.67');
    expect(shareOf('10.00', 1, 3)).toBe('3.33');
    expect(shareOf('0.05', 1, 2)).toBe('0.03');
    expect(shareOf('-0.05', 1, 2)).toBe('-0.03');
    expect(shareOf('24.99', 3, 3)).toBe('24.99');
    expect(shareOf('oops', 1, 2)).toBe('0');
  });

  it('scales bars to the largest value', () => {
    expect(proportions([0n, 50n, 100n], 40)).toEqual([0, 20, 40]);
    expect(proportions([0n, 0n], 40)).toEqual([0, 0]);
    expect(proportions([1n, 3n], 10)).toEqual([3.33, 10]);
  });

  it('formats a decimal in its currency', () => {
    expect(formatMoney('1234.5', 'USD')).toMatch(/1,234\.50/);
    expect(formatMoney('3.10', null)).toBe('3.10');
    expect(formatMoney('3.10', 'not a currency')).toBe('3.10 not a currency');
  });
});
