// Money arrives as decimal strings. Sums and shares are worked out here in whole units of the smallest decimal
// (bigint), never in floating point, so that 0.10 + 0.20 is 0.30 and a suggested refund is exactly a cent.

const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;

interface Units {
  units: bigint;
  scale: number;
}

/** "12.30" → 1230 units at scale 2; null for anything that is not a plain decimal. */
export function parseDecimal(text: string): Units | null {
  const match = DECIMAL.exec(text.trim());
  if (!match) return null;
  const [, sign, whole, fraction = ''] = match;
  const units = BigInt(`${whole}${fraction}`);
  return { units: sign ? -units : units, scale: fraction.length };
}

const rescale = ({ units, scale }: Units, to: number) => units * 10n ** BigInt(to - scale);

export function formatUnits(units: bigint, scale: number): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(scale + 1, '0');
  const whole = digits.slice(0, digits.length - scale);
  const fraction = scale ? `.${digits.slice(digits.length - scale)}` : '';
  return `${negative ? '-' : ''}${whole}${fraction}`;
}

/** The exact sum, written with as many decimals as the most precise amount; unreadable amounts count as 0. */
export function sumDecimals(amounts: readonly string[]): string {
  const parsed = amounts.map(parseDecimal).filter((p): p is Units => p !== null);
  const scale = Math.max(0, ...parsed.map((p) => p.scale));
  return formatUnits(
    parsed.reduce((sum, p) => sum + rescale(p, scale), 0n),
    scale,
  );
}

/**
 * `part` of `whole` units of a line's total (2 of 3 units of "10.00" is "6.67"), rounded half away from zero
 * at the total's own decimals, as the server rounds.
 */
export function shareOf(total: string, part: number, whole: number): string {
  const parsed = parseDecimal(total);
  if (!parsed || whole <= 0) return '0';
  const numerator = parsed.units * BigInt(part);
  const divisor = BigInt(whole);
  const negative = numerator < 0n;
  const magnitude = negative ? -numerator : numerator;
  const rounded = (magnitude * 2n + divisor) / (divisor * 2n);
  return formatUnits(negative ? -rounded : rounded, parsed.scale);
}

/** Bar heights for values in proportion to the largest, as whole-number arithmetic (0 to `height`). */
export function proportions(values: readonly bigint[], height: number): number[] {
  const max = values.reduce((m, v) => (v > m ? v : m), 0n);
  if (max <= 0n) return values.map(() => 0);
  return values.map((v) => (v <= 0n ? 0 : Number((v * BigInt(height) * 100n) / max) / 100));
}

/** The amount in the currency's own style ("$1,234.50"), from its exact decimal text. */
export function formatMoney(amount: string, currency: string | null | undefined): string {
  if (!currency) return amount;
  try {
    // format() reads a decimal string exactly (Intl.NumberFormat v3); no float is made of it.
    const format = new Intl.NumberFormat(undefined, { style: 'currency', currency });
    return format.format(amount as unknown as number);
  } catch {
    return `${amount} ${currency}`;
  }
}
