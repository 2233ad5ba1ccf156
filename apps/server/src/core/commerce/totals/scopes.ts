import { allocate } from '../../money/index.js';
import type { Scope, TotalsLine, Trigger, TotalsInput } from './types.js';

/** Whether a line's item is in any of the scopes; no scopes means every item. */
export function inScope(line: TotalsLine, scopes: readonly Scope[]): boolean {
  if (!scopes.length) return true;
  const item = line.item;
  if (!item) return false;
  return scopes.some((scope) =>
    scope.kind === 'catalog'
      ? item.appId === scope.appId && (!scope.itemIds?.length || scope.itemIds.includes(item.catalogItemId))
      : item.categoryIds.some((id) => scope.categoryIds.includes(id)),
  );
}

const subtotalOf = (line: TotalsLine) => line.unitPrice * BigInt(line.quantity);

/** Whether a trigger holds for the cart as it is before any discount. */
export function triggerMet(
  trigger: Trigger | undefined,
  input: TotalsInput,
  lines: readonly TotalsLine[],
): boolean {
  if (!trigger) return true;
  switch (trigger.kind) {
    case 'and':
      return trigger.triggers.every((inner) => triggerMet(inner, input, lines));
    case 'or':
      return trigger.triggers.some((inner) => triggerMet(inner, input, lines));
    case 'subtotal': {
      const sum = lines
        .filter((line) => inScope(line, trigger.scopes))
        .reduce((a, line) => a + subtotalOf(line), 0n);
      return (
        (trigger.from === undefined || sum >= trigger.from) && (trigger.to === undefined || sum <= trigger.to)
      );
    }
    case 'quantity': {
      const count = lines
        .filter((line) => inScope(line, trigger.scopes))
        .reduce((a, line) => a + line.quantity, 0);
      return (
        (trigger.from === undefined || count >= trigger.from) &&
        (trigger.to === undefined || count <= trigger.to)
      );
    }
    case 'members':
      return !!input.buyer.memberId && trigger.memberIds.includes(input.buyer.memberId);
    case 'custom':
      return input.customTriggersMet?.has(`${trigger.appId}:${trigger.id}`) ?? false;
  }
}

/** An amount spread over lines in proportion to their weights, by largest remainder; zero-weight lines get none. */
export function spread(
  total: bigint,
  weighted: ReadonlyArray<{ id: string; weight: bigint }>,
): Map<string, bigint> {
  const parts = new Map<string, bigint>();
  const shares = weighted.filter((entry) => entry.weight > 0n);
  if (!shares.length || total === 0n) return parts;
  allocate(
    total,
    shares.map((entry) => entry.weight),
  ).forEach((part, i) => part > 0n && parts.set(shares[i]!.id, part));
  return parts;
}

/** The cheapest line (by unit price, then id): the one a lowest-priced-item discount goes to. */
export function cheapest<T extends { line: TotalsLine }>(entries: readonly T[]): T | undefined {
  return entries.reduce<T | undefined>(
    (best, entry) =>
      !best ||
      entry.line.unitPrice < best.line.unitPrice ||
      (entry.line.unitPrice === best.line.unitPrice && entry.line.id < best.line.id)
        ? entry
        : best,
    undefined,
  );
}
