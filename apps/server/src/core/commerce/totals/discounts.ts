import { allocate, percentOf } from '../../money/index.js';
import { cheapest, inScope, spread, triggerMet } from './scopes.js';
import type {
  AppliedDiscountResult,
  CouponSpec,
  DiscountRuleSpec,
  RuleDiscount,
  Totals,
  TotalsInput,
  TotalsLine,
} from './types.js';

/** A counted line with what is still left to pay on it after the discounts so far. */
export interface Open {
  line: TotalsLine;
  left: bigint;
}

const byId = (a: Open, b: Open) => (a.line.id < b.line.id ? -1 : a.line.id > b.line.id ? 1 : 0);
const sum = (amounts: Iterable<bigint>) => [...amounts].reduce((a, b) => a + b, 0n);
const min = (a: bigint, b: bigint) => (a < b ? a : b);

/** What a rule's discount takes off each line it applies to, per unit (or from one unit, the cheapest). */
function ruleAmounts(discount: RuleDiscount, open: readonly Open[]): Map<string, bigint> {
  const eligible = open.filter((entry) => entry.left > 0n && inScope(entry.line, discount.scopes));
  const offUnit = (unit: bigint) =>
    discount.type === 'PERCENTAGE'
      ? percentOf(unit, discount.percentage ?? '0')
      : discount.type === 'FIXED_AMOUNT'
        ? min(discount.amount ?? 0n, unit)
        : unit > (discount.amount ?? 0n)
          ? unit - (discount.amount ?? 0n)
          : 0n;
  if (discount.lowestPricedOnly) {
    const target = cheapest(eligible);
    const amount = target ? offUnit(target.line.unitPrice) : 0n;
    return target && amount > 0n ? new Map([[target.line.id, amount]]) : new Map();
  }
  if (discount.type === 'PERCENTAGE') {
    // Rounded once for the rule as a whole, then spread: the lines' parts sum to the rule's amount.
    const total = percentOf(sum(eligible.map((entry) => entry.left)), discount.percentage ?? '0');
    return spread(
      total,
      eligible.map((entry) => ({ id: entry.line.id, weight: entry.left })),
    );
  }
  const amounts = new Map<string, bigint>();
  for (const { line } of eligible) {
    const amount = offUnit(line.unitPrice) * BigInt(line.quantity);
    if (amount > 0n) amounts.set(line.id, amount);
  }
  return amounts;
}

/**
 * The automatic rules, the buyer's best first: of the rules whose trigger holds, the one that takes the most off
 * applies to its lines; then the best of the rest applies to the lines still undiscounted, and so on. A line
 * gets at most one rule, so rules never stack on one line (ties go to the rule with the smaller id).
 */
export function applyRules(input: TotalsInput, open: Open[]): AppliedDiscountResult[] {
  const counted = open.map((entry) => entry.line);
  let candidates = [...input.rules]
    .filter((rule) => triggerMet(rule.trigger, input, counted))
    .sort((a, b) => (a.id < b.id ? -1 : 1));
  const applied: AppliedDiscountResult[] = [];
  const taken = new Set<string>();
  for (;;) {
    let best: { rule: DiscountRuleSpec; amounts: Map<string, bigint>; total: bigint } | undefined;
    const untaken = open.filter((entry) => !taken.has(entry.line.id));
    for (const rule of candidates) {
      const amounts = ruleAmounts(rule.discount, untaken);
      const total = sum(amounts.values());
      if (total > (best?.total ?? 0n)) best = { rule, amounts, total };
    }
    if (!best) return applied;
    for (const entry of open) {
      const amount = best.amounts.get(entry.line.id);
      if (amount === undefined) continue;
      entry.left -= amount;
      taken.add(entry.line.id);
    }
    const { rule } = best;
    applied.push({
      source: { kind: 'rule', id: rule.id, name: rule.name },
      target: rule.discount.scopes.length || rule.discount.lowestPricedOnly ? 'SPECIFIC_ITEMS' : 'GLOBAL',
      amount: best.total,
      lines: best.amounts,
    });
    candidates = candidates.filter((candidate) => candidate !== rule);
  }
}

/** Buy X get Y: in every X + Y units in scope, the Y cheapest (by what is left on them) are free. */
function freeUnits(coupon: CouponSpec, eligible: readonly Open[]): Map<string, bigint> {
  const buy = coupon.buyQuantity ?? 1;
  const get = coupon.getQuantity ?? 1;
  const units = eligible
    .flatMap((entry) =>
      allocate(
        entry.left,
        Array.from({ length: entry.line.quantity }, () => 1n),
      ).map((price) => ({
        id: entry.line.id,
        price,
      })),
    )
    .sort((a, b) => (a.price === b.price ? (a.id < b.id ? -1 : 1) : a.price < b.price ? -1 : 1));
  const free = Math.floor(units.length / (buy + get)) * get;
  const amounts = new Map<string, bigint>();
  for (const unit of units.slice(0, free)) amounts.set(unit.id, (amounts.get(unit.id) ?? 0n) + unit.price);
  return amounts;
}

/**
 * The coupon, after the rules and on what they left: a percentage or amount off the scoped lines (spread by what
 * is left on each), or free units. FREE_SHIPPING is applied with shipping. The minimum is on the subtotal
 * before discounts.
 */
export function applyCoupon(
  coupon: CouponSpec,
  open: Open[],
): { applied?: AppliedDiscountResult; error?: Totals['couponError'] } {
  const subtotal = sum(open.map((entry) => entry.line.unitPrice * BigInt(entry.line.quantity)));
  if (coupon.minimumSubtotal !== undefined && subtotal < coupon.minimumSubtotal)
    return { error: 'MINIMUM_SUBTOTAL_NOT_REACHED' };
  if (coupon.type === 'FREE_SHIPPING') return {};
  const eligible = open.filter((entry) => entry.left > 0n && inScope(entry.line, coupon.scopes)).sort(byId);
  if (!eligible.length) return { error: 'NO_ITEMS_IN_SCOPE' };
  const left = sum(eligible.map((entry) => entry.left));
  const weights = eligible.map((entry) => ({ id: entry.line.id, weight: entry.left }));
  const amounts =
    coupon.type === 'PERCENTAGE'
      ? spread(percentOf(left, coupon.percentage ?? '0'), weights)
      : coupon.type === 'FIXED_AMOUNT'
        ? spread(min(coupon.amount ?? 0n, left), weights)
        : freeUnits(coupon, eligible);
  for (const entry of open) entry.left -= amounts.get(entry.line.id) ?? 0n;
  return {
    applied: {
      source: { kind: 'coupon', id: coupon.id, code: coupon.code, name: coupon.name },
      target: coupon.scopes.length ? 'SPECIFIC_ITEMS' : 'GLOBAL',
      amount: sum(amounts.values()),
      lines: amounts,
    },
  };
}
