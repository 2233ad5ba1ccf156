/**
 * `total` split into parts in proportion to `weights`, by largest remainder: each part gets the floor of its
 * share, and the minor units left over go one each to the parts with the largest remainders (the earlier part on
 * a tie). The parts always sum to `total` exactly, and parts of equal weight differ by at most one minor unit.
 * A negative total is split as its opposite and negated; all-zero weights split it equally. Anchor: Vendure's
 * proration.
 */
export function allocate(total: bigint, weights: readonly bigint[]): bigint[] {
  if (weights.length === 0) throw new RangeError('nothing to allocate to');
  if (weights.some((weight) => weight < 0n)) throw new RangeError('weights cannot be negative');
  if (total < 0n) return allocate(-total, weights).map((part) => -part);
  const even = weights.every((weight) => weight === 0n);
  const shares = even ? weights.map(() => 1n) : weights;
  const sum = shares.reduce((a, b) => a + b, 0n);
  const parts = shares.map((share) => (total * share) / sum);
  let left = total - parts.reduce((a, b) => a + b, 0n);
  const byRemainder = shares
    .map((share, index) => ({ index, remainder: (total * share) % sum }))
    .sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  for (const { index } of byRemainder) {
    if (left === 0n) break;
    parts[index]! += 1n;
    left -= 1n;
  }
  return parts;
}
