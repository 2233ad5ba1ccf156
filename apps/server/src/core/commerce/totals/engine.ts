import { applyCoupon, applyRules, type Open } from './discounts.js';
import { offerShipping } from './shipping.js';
import { taxOn } from './tax.js';
import type {
  AppliedDiscountResult,
  FeeResult,
  LineTotals,
  ShippingResult,
  TaxRateSpec,
  Totals,
  TotalsInput,
} from './types.js';

const sum = (amounts: Iterable<bigint>) => [...amounts].reduce((a, b) => a + b, 0n);

type Rates = (group: string) => readonly TaxRateSpec[];

/**
 * The options offered for what ships, and the one chosen with its tax; a coupon for free shipping takes the
 * chosen option's price off (pushed among `discounts`).
 */
function shippingOf(
  input: TotalsInput,
  open: readonly Open[],
  {
    couponError,
    discounts,
    rates,
  }: { couponError?: string; discounts: AppliedDiscountResult[]; rates: Rates },
): ShippingResult {
  const taxSettings = input.tax;
  const shippable = open
    .filter((entry) => entry.line.shippable)
    .map((entry) => ({
      weight: entry.line.weight,
      quantity: entry.line.quantity,
      afterDiscount: entry.left,
    }));
  const { chosen, ...offer } = offerShipping(input, shippable);
  const shipping: ShippingResult = { ...offer };
  if (chosen) {
    const free = input.coupon?.type === 'FREE_SHIPPING' && !couponError;
    const discount = free ? chosen.price : 0n;
    const charged = chosen.price - discount;
    shipping.selected = {
      ...chosen,
      discount,
      tax: taxOn(
        charged,
        taxSettings.shippingTaxed ? rates(taxSettings.shippingTaxGroupId) : [],
        taxSettings.included,
      ),
    };
    if (free && discount > 0n)
      discounts.push({
        source: { kind: 'coupon', id: input.coupon!.id, code: input.coupon!.code, name: input.coupon!.name },
        target: 'SHIPPING',
        amount: discount,
        lines: new Map(),
      });
  }

  return shipping;
}

/** The fees, when anything is bought: per order or per item, taxed when the fee is taxable. */
function feesOf(input: TotalsInput, open: readonly Open[], rates: Rates): FeeResult[] {
  const taxSettings = input.tax;
  const units = open.reduce((count, entry) => count + entry.line.quantity, 0);
  return units
    ? input.fees.map((fee) => {
        const price = fee.per === 'ITEM' ? fee.amount * BigInt(units) : fee.amount;
        return {
          fee,
          price,
          tax: taxOn(price, fee.taxable ? rates(taxSettings.feeTaxGroupId) : [], taxSettings.included),
        };
      })
    : [];
}

/**
 * A cart's totals, exactly, in this order: the catalogue price; line discounts (automatic rules, then the
 * coupon), spread over lines by largest remainder; shipping and its discount; additional fees; tax per line, on
 * shipping and on fees, each rounded once; the gift card; the total. Pure: the same input gives the same totals
 * whatever the order of its lines.
 */
export function computeTotals(input: TotalsInput): Totals {
  const { tax: taxSettings } = input;
  // Work in id order, so that every tie (a remainder, a cheapest line) falls the same way however lines arrive.
  const open: Open[] = input.lines
    .filter((line) => line.counted && line.quantity > 0)
    .map((line) => ({ line, left: line.unitPrice * BigInt(line.quantity) }))
    .sort((a, b) => (a.line.id < b.line.id ? -1 : 1));

  const discounts: AppliedDiscountResult[] = applyRules(input, open);
  const coupon = input.coupon ? applyCoupon(input.coupon, open) : {};
  if (coupon.applied) discounts.push(coupon.applied);

  const rates = (group: string) => taxSettings.rates.get(group) ?? [];
  const settled = new Map(open.map((entry) => [entry.line.id, entry]));
  const lines: LineTotals[] = input.lines.map((line) => {
    const entry = settled.get(line.id);
    const subtotal = entry ? line.unitPrice * BigInt(line.quantity) : 0n;
    const afterDiscount = entry ? entry.left : 0n;
    const tax = taxOn(afterDiscount, rates(line.taxGroupId), taxSettings.included);
    return {
      id: line.id,
      subtotal,
      discount: subtotal - afterDiscount,
      afterDiscount,
      tax,
      total: afterDiscount + (taxSettings.included ? 0n : tax.tax),
    };
  });

  const shipping = shippingOf(input, open, { couponError: coupon.error, discounts, rates });
  const fees = feesOf(input, open, rates);

  const added = (amount: bigint, tax: bigint) => amount + (taxSettings.included ? 0n : tax);
  const shippingCharged = shipping.selected ? shipping.selected.price - shipping.selected.discount : 0n;
  const beforeGiftCard =
    sum(lines.map((line) => line.total)) +
    added(shippingCharged, shipping.selected?.tax.tax ?? 0n) +
    sum(fees.map((fee) => added(fee.price, fee.tax.tax)));
  const card = input.giftCard;
  const requested = card ? (card.requested ?? card.balance) : 0n;
  const cardAmount = card ? [card.balance, requested, beforeGiftCard].reduce((a, b) => (a < b ? a : b)) : 0n;

  return {
    lines,
    discounts,
    shipping,
    fees,
    ...(card ? { giftCard: { code: card.code, requested, amount: cardAmount } } : {}),
    ...(coupon.error ? { couponError: coupon.error } : {}),
    summary: {
      subtotal: sum(lines.map((line) => line.subtotal)),
      discount: sum(lines.map((line) => line.discount)) + (shipping.selected?.discount ?? 0n),
      shipping: shipping.selected?.price ?? 0n,
      additionalFees: sum(fees.map((fee) => fee.price)),
      tax:
        sum(lines.map((line) => line.tax.tax)) +
        (shipping.selected?.tax.tax ?? 0n) +
        sum(fees.map((fee) => fee.tax.tax)),
      giftCard: cardAmount,
      total: beforeGiftCard - cardAmount,
    },
  };
}
