import type { OrderInput } from '@atrium/contract';
import { allocate, type Currency } from '../../../core/money/index.js';
import { Violations } from '../../../core/wire/violations.js';
import {
  amounts,
  type Amounts,
  type Declared,
  type DeclaredSummary,
  type Key,
  type Money,
} from './given-amounts.js';

// The money of an order a caller makes whole (createOrder, importOrder): from its line prices and quantities, the
// discounts, shipping cost, fees and tax amounts it states, in integer minor units. A total the caller sends is
// never taken: it is checked against the parts, so that the parts always sum to the whole.

export interface LineMoney {
  id: string;
  unitPrice: bigint;
  subtotal: bigint;
  discount: bigint;
  tax: bigint;
  total: bigint;
  taxRate: string;
}
/** One applied discount: what it took off each line, or off shipping. */
export interface DiscountMoney {
  amount: bigint;
  lines: Map<string, bigint>;
  shipping: bigint;
}
export interface FeeMoney {
  price: bigint;
  tax: bigint;
  taxRate: string;
}
export interface GivenPricing {
  lines: LineMoney[];
  discounts: DiscountMoney[];
  shipping: { price: bigint; discount: bigint; tax: bigint; taxRate: string };
  fees: FeeMoney[];
  summary: Record<Key, bigint>;
}

const SOURCES = ['coupon', 'merchantDiscount', 'discountRule'] as const;
const sum = (values: Iterable<bigint>) => [...values].reduce((a, b) => a + b, 0n);

/** The amount of a tax given as `taxInfo.taxAmount` or the deprecated `taxDetails.totalTax`, and its rate. */
function taxOf(
  read: Amounts['read'],
  part: {
    taxInfo?: { taxAmount?: Money; taxRate?: string | null } | null;
    taxDetails?: { totalTax?: Money; taxRate?: string | null } | null;
  },
  at: string,
) {
  const tax =
    part.taxInfo?.taxAmount != null
      ? read(part.taxInfo.taxAmount, `${at}.taxInfo.taxAmount`)
      : read(part.taxDetails?.totalTax, `${at}.taxDetails.totalTax`);
  return { tax, taxRate: part.taxInfo?.taxRate ?? part.taxDetails?.taxRate ?? '0' };
}

/** Everything the caller states, read and checked field by field before anything is added up. */
function readOrder(
  order: OrderInput,
  money: Amounts,
  { ids, path }: { ids: readonly string[]; path: string },
) {
  const known = new Set(ids);
  const lines = order.lineItems.map((line, i) => {
    const at = `${path}.lineItems[${i}]`;
    const unitPrice = money.read(line.price, `${at}.price`) ?? 0n;
    const subtotal = unitPrice * BigInt(line.quantity);
    money.bounded(subtotal, `${at}.price.amount`, 'the price × the quantity');
    const stated = money.read(line.lineItemPrice, `${at}.lineItemPrice`);
    if (stated !== undefined)
      money.agree(
        { amount: stated, field: `${at}.lineItemPrice.amount` },
        subtotal,
        'the price × the quantity',
      );
    return { id: ids[i]!, unitPrice, subtotal, ...taxOf(money.read, line, at) };
  });
  const discounts = (order.appliedDiscounts ?? []).map((discount, i) => {
    const at = `${path}.appliedDiscounts[${i}]`;
    const set = SOURCES.filter((key) => discount[key] != null);
    const problems = money.violations;
    if (set.length > 1) problems.add(`${at}.${set[1]}`, `cannot be set with ${set[0]}`, 'ONE_OF_ALIGNMENT');
    const amount = set[0] ? money.read(discount[set[0]]!.amount, `${at}.${set[0]}.amount`) : undefined;
    const perLine = (discount.lineItemDiscounts ?? []).map((line, j) => {
      if (!known.has(line.id))
        problems.add(
          `${at}.lineItemDiscounts[${j}].id`,
          'is not the id of a line of the order',
          'VALIDATION',
        );
      const share = money.read(line.totalDiscount, `${at}.lineItemDiscounts[${j}].totalDiscount`);
      if (share === undefined)
        problems.add(`${at}.lineItemDiscounts[${j}].totalDiscount`, 'is required', 'REQUIRED_FIELD');
      return { id: line.id, amount: share ?? 0n };
    });
    for (const [j, id] of (discount.lineItemIds ?? []).entries())
      if (!known.has(id))
        problems.add(`${at}.lineItemIds[${j}]`, 'is not the id of a line of the order', 'VALIDATION');
    const shipping = discount.discountType === 'SHIPPING';
    if (shipping && (perLine.length || discount.lineItemIds?.length))
      problems.add(`${at}.discountType`, 'a SHIPPING discount names no lines', 'ONE_OF_ALIGNMENT');
    if (amount === undefined && !perLine.length)
      problems.add(
        at,
        'must state its amount (in its coupon, merchantDiscount or discountRule) or its lineItemDiscounts',
        'REQUIRED_ONE_OF_FIELD',
      );
    return { at, amount, perLine, lineItemIds: discount.lineItemIds ?? [], shipping };
  });
  const cost = order.shippingInfo?.cost;
  const shipAt = `${path}.shippingInfo.cost`;
  const shipping = {
    price: money.read(cost?.price, `${shipAt}.price`),
    ...taxOf(money.read, cost ?? {}, shipAt),
  };
  const fees = (order.additionalFees ?? []).map((fee, i) => {
    const at = `${path}.additionalFees[${i}]`;
    const price = money.read(fee.price, `${at}.price`);
    const before = money.read(fee.priceBeforeTax, `${at}.priceBeforeTax`);
    const after = money.read(fee.priceAfterTax, `${at}.priceAfterTax`);
    if (price === undefined && before === undefined)
      money.violations.add(`${at}.price`, 'is required', 'REQUIRED_FIELD');
    return { at, price, before, after, ...taxOf(money.read, fee, at) };
  });
  return { lines, discounts, shipping, fees };
}
type Read = ReturnType<typeof readOrder>;

/**
 * The discounts in the order given, each off what earlier ones left: a SHIPPING discount off the shipping cost,
 * one with `lineItemDiscounts` as it says, the rest spread over its lines (`lineItemIds`, or all) by largest
 * remainder in proportion to what each line has left. None may take a line or the shipping below zero.
 */
function applyDiscounts(
  read: Read,
  { left, shipping }: { left: Map<string, bigint>; shipping: { left: bigint } },
  money: Amounts,
) {
  return read.discounts.map((discount): DiscountMoney => {
    const out: DiscountMoney = { amount: 0n, lines: new Map(), shipping: 0n };
    const refuse = (what: string) => money.violations.add(discount.at, what, 'VALIDATION');
    if (discount.shipping) {
      const amount = discount.amount ?? 0n;
      if (amount > shipping.left)
        refuse(`takes ${money.text(amount)} off a shipping cost of ${money.text(shipping.left)}`);
      else {
        shipping.left -= amount;
        out.amount = amount;
        out.shipping = amount;
      }
      return out;
    }
    let parts: Array<[string, bigint]>;
    if (discount.perLine.length) {
      parts = discount.perLine.map((line) => [line.id, line.amount]);
      const stated = sum(parts.map(([, amount]) => amount));
      if (discount.amount !== undefined && discount.amount !== stated)
        money.violations.add(
          `${discount.at}.lineItemDiscounts`,
          `must sum to the discount's amount, ${money.text(discount.amount)}`,
          'VALIDATION',
        );
    } else {
      const targets = discount.lineItemIds.length ? [...new Set(discount.lineItemIds)] : [...left.keys()];
      const room = sum(targets.map((id) => left.get(id) ?? 0n));
      const amount = discount.amount ?? 0n;
      if (amount > room) {
        refuse(`takes ${money.text(amount)} off lines that come to ${money.text(room)}`);
        return out;
      }
      parts =
        amount === 0n
          ? []
          : allocate(
              amount,
              targets.map((id) => left.get(id) ?? 0n),
            ).map((a, i) => [targets[i]!, a]);
    }
    for (const [id, amount] of parts) {
      const room = left.get(id) ?? 0n;
      if (amount > room) {
        refuse(`takes ${money.text(amount)} off line ${id}, which comes to ${money.text(room)}`);
        continue;
      }
      left.set(id, room - amount);
      out.lines.set(id, (out.lines.get(id) ?? 0n) + amount);
      out.amount += amount;
    }
    return out;
  });
}

/** A discount stated only as a total (an imported summary): spread over every line, as a GLOBAL one is. */
function applyStatedDiscount(stated: Declared, left: Map<string, bigint>, money: Amounts) {
  const ids = [...left.keys()];
  const room = sum(left.values());
  if (stated.amount > room) {
    money.violations.add(stated.field, `is more than the lines come to, ${money.text(room)}`, 'VALIDATION');
    return;
  }
  if (stated.amount === 0n) return;
  allocate(
    stated.amount,
    ids.map((id) => left.get(id)!),
  ).forEach((amount, i) => left.set(ids[i]!, left.get(ids[i]!)! - amount));
}

/**
 * The taxes: as itemized on lines, shipping and fees when any is; otherwise a stated total spread over the lines
 * by what each comes to after discounts (largest remainder), so that the lines' taxes sum to it exactly.
 */
function taxes(read: Read, left: Map<string, bigint>, stated: Declared | undefined) {
  const itemized =
    read.lines.some((line) => line.tax !== undefined) ||
    read.shipping.tax !== undefined ||
    read.fees.some((fee) => fee.tax !== undefined);
  if (itemized || !stated)
    return {
      lines: read.lines.map((line) => line.tax ?? 0n),
      shipping: read.shipping.tax ?? 0n,
      fees: read.fees.map((fee) => fee.tax ?? 0n),
    };
  return {
    lines: allocate(
      stated.amount,
      read.lines.map((line) => left.get(line.id)!),
    ),
    shipping: 0n,
    fees: read.fees.map(() => 0n),
  };
}

/**
 * Each fee's price, tax, and the before- and after-tax amounts it states checked. `price` is the fee as shown:
 * with its tax when prices include tax; without a price, `priceBeforeTax` says what it is.
 */
function priceFees(
  read: Read,
  { taxes, included }: { taxes: readonly bigint[]; included: boolean },
  money: Amounts,
): FeeMoney[] {
  return read.fees.map((fee, i) => {
    const tax = taxes[i]!;
    const price = fee.price ?? (included ? fee.before! + tax : fee.before!);
    const before = included ? price - tax : price;
    const after = included ? price : price + tax;
    if (fee.before !== undefined)
      money.agree(
        { amount: fee.before, field: `${fee.at}.priceBeforeTax.amount` },
        before,
        'the price before tax',
      );
    if (fee.after !== undefined)
      money.agree(
        { amount: fee.after, field: `${fee.at}.priceAfterTax.amount` },
        after,
        'the price and its tax',
      );
    return { price, tax, taxRate: fee.taxRate };
  });
}

/** Each line's money: what its discounts left of it, its tax, and its total (with its tax unless included). */
function priceLines(
  read: Read,
  left: Map<string, bigint>,
  { taxes, included }: { taxes: readonly bigint[]; included: boolean },
): LineMoney[] {
  return read.lines.map((line, i): LineMoney => {
    const afterDiscount = left.get(line.id)!;
    const lineTax = taxes[i]!;
    return {
      id: line.id,
      unitPrice: line.unitPrice,
      subtotal: line.subtotal,
      discount: line.subtotal - afterDiscount,
      tax: lineTax,
      total: afterDiscount + (included ? 0n : lineTax),
      taxRate: line.taxRate,
    };
  });
}

/**
 * An order's money from what its caller states, in minor units; every violation (an amount the currency cannot
 * hold, a stated total that is not the sum of its parts, a discount larger than what it applies to) at once.
 */
export function priceGivenOrder(
  order: OrderInput,
  options: { currency: Currency; lineIds: readonly string[]; declared?: DeclaredSummary; path?: string },
): GivenPricing {
  const violations = new Violations();
  const money = amounts(options.currency, violations);
  const path = options.path ?? 'order';
  const declared = options.declared ?? {};
  const first = (key: Key) => declared[key]?.[0];
  const agreeAll = (key: Key, computed: bigint, what: string) =>
    declared[key]?.forEach((stated) => money.agree(stated, computed, what));
  const read = readOrder(order, money, { ids: options.lineIds, path });
  violations.throwIfAny();

  const included = order.taxIncludedInPrices ?? false;
  const left = new Map(read.lines.map((line) => [line.id, line.subtotal]));
  const shippingPrice = read.shipping.price ?? first('shipping')?.amount ?? 0n;
  if (read.shipping.price !== undefined) agreeAll('shipping', shippingPrice, 'the cost of shippingInfo');
  const shipping = { left: shippingPrice };
  const discounts = applyDiscounts(read, { left, shipping }, money);
  if (read.discounts.length)
    agreeAll('discount', sum(discounts.map((d) => d.amount)), 'the sum of appliedDiscounts');
  else if (first('discount')) applyStatedDiscount(first('discount')!, left, money);
  violations.throwIfAny();

  const tax = taxes(read, left, first('tax'));
  const lines = priceLines(read, left, { taxes: tax.lines, included });
  const fees = priceFees(read, { taxes: tax.fees, included }, money);
  const additionalFees = read.fees.length
    ? sum(fees.map((fee) => fee.price))
    : (first('additionalFees')?.amount ?? 0n);
  if (read.fees.length) agreeAll('additionalFees', additionalFees, 'the sum of additionalFees');

  const shippingDiscount = sum(discounts.map((d) => d.shipping));
  const taxTotal = sum(lines.map((line) => line.tax)) + tax.shipping + sum(tax.fees);
  const summary = {
    subtotal: sum(lines.map((line) => line.subtotal)),
    discount: sum(lines.map((line) => line.discount)) + shippingDiscount,
    shipping: shippingPrice,
    additionalFees,
    tax: taxTotal,
    total: 0n,
  };
  summary.total =
    summary.subtotal -
    summary.discount +
    summary.shipping +
    summary.additionalFees +
    (included ? 0n : taxTotal);
  agreeAll('subtotal', summary.subtotal, 'the sum of the lines, price × quantity');
  agreeAll('tax', taxTotal, 'the sum of the taxes of the lines, shipping and fees');
  agreeAll(
    'total',
    summary.total,
    included
      ? 'subtotal − discount + shipping + additional fees (tax included in prices)'
      : 'subtotal − discount + shipping + additional fees + tax',
  );
  money.bounded(summary.total, path, 'the total');
  violations.throwIfAny();
  return {
    lines,
    discounts,
    shipping: {
      price: shippingPrice,
      discount: shippingDiscount,
      tax: tax.shipping,
      taxRate: read.shipping.taxRate,
    },
    fees,
    summary,
  };
}
