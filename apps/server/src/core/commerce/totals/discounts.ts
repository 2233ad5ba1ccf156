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
  if (discount.type === 'QUANTITY_BASED') return groupPrices(discount, eligible);
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
 * A price for a quantity ("3 for 10.00"): the eligible units, dearest first, in groups of `quantity`; each
 * whole group costs `amount`, and its saving is spread over its units by their prices.
 */
function groupPrices(discount: RuleDiscount, eligible: readonly Open[]): Map<string, bigint> {
  const size = discount.quantity ?? 0;
  const amounts = new Map<string, bigint>();
  if (size < 1) return amounts;
  const units = eligible
    .flatMap((entry) => Array.from({ length: entry.line.quantity }, () => entry.line))
    .sort((a, b) =>
      a.unitPrice === b.unitPrice ? (a.id < b.id ? -1 : 1) : a.unitPrice > b.unitPrice ? -1 : 1,
    );
  for (let start = 0; start + size <= units.length; start += size) {
    const group = units.slice(start, start + size);
    const full = group.reduce((total, unit) => total + unit.unitPrice, 0n);
    const saving = full - (discount.amount ?? full);
    if (saving <= 0n) continue;
    allocate(
      saving,
      group.map((unit) => unit.unitPrice),
    ).forEach((part, i) => {
      const id = group[i]!.id;
      amounts.set(id, (amounts.get(id) ?? 0n) + part);
    });
  }
  return amounts;
}

/**
 * The automatic rules, the buyer's best for each line: of the rules whose trigger holds (on the cart before any
 * discount), each line takes the one that takes the most off it (ties: the smaller rule id), so rules never
 * stack on a line. Each rule is then applied to its lines alone, rounded once over them.
 */
export function applyRules(input: TotalsInput, open: Open[]): AppliedDiscountResult[] {
  const counted = open.map((entry) => entry.line);
  const candidates = [...input.rules]
    .filter((rule) => triggerMet(rule.trigger, input, counted))
    .sort((a, b) => (a.id < b.id ? -1 : 1));
  const offers = candidates.map((rule) => ruleAmounts(rule.discount, open));
  const chosen = new Map<DiscountRuleSpec, Open[]>();
  for (const entry of open) {
    let best = -1;
    offers.forEach((amounts, i) => {
      const amount = amounts.get(entry.line.id) ?? 0n;
      if (amount > 0n && (best < 0 || amount > (offers[best]!.get(entry.line.id) ?? 0n))) best = i;
    });
    if (best >= 0) chosen.set(candidates[best]!, [...(chosen.get(candidates[best]!) ?? []), entry]);
  }
  const applied: AppliedDiscountResult[] = [];
  for (const rule of candidates) {
    const lines = chosen.get(rule);
    if (!lines) continue;
    const amounts = ruleAmounts(rule.discount, lines);
    const total = sum(amounts.values());
    if (total === 0n) continue;
    for (const entry of lines) entry.left -= amounts.get(entry.line.id) ?? 0n;
    applied.push({
      source: { kind: 'rule', id: rule.id, name: rule.name },
      target: rule.discount.scopes.length || rule.discount.lowestPricedOnly ? 'SPECIFIC_ITEMS' : 'GLOBAL',
      amount: total,
      lines: amounts,
    });
  }
  return applied;
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
