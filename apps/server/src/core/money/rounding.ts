/**
 * `numerator / denominator` rounded to the nearest integer, halves away from zero (12.5 → 13, -12.5 → -13), on
 * integers only: the one rounding rule of Atrium's money, symmetric for refunds and discounts.
 */
export function divideRounded(numerator: bigint, denominator: bigint): bigint {
  if (denominator === 0n) throw new RangeError('division by zero');
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  const quotient = (2n * n + d) / (2n * d);
  return negative ? -quotient : quotient;
}

/**
 * An amount times a decimal rate given as text (`"7.25"` percent, `"0.0825"`), rounded once, half away from
 * zero: `percentOf(1999n, "15")` is 300n (299.85 rounded).
 */
export function percentOf(amount: bigint, percent: string): bigint {
  const match = /^(-)?(\d+)(?:\.(\d+))?$/.exec(percent);
  if (!match) throw new RangeError(`${JSON.stringify(percent)} is not a decimal percentage`);
  const [, minus, whole, fraction = ''] = match;
  const rate = BigInt(`${minus ?? ''}${whole}${fraction}`);
  return divideRounded(amount * rate, 100n * 10n ** BigInt(fraction.length));
}
