import { MAX_AMOUNT, type OrderInput } from '@atrium/contract';
import { toDecimal, toMinor, type Currency } from '../../../core/money/index.js';
import { Violations } from '../../../core/wire/violations.js';

// The amounts a caller states on an order it makes whole, read in the currency's minor units, and the summary
// totals it states beside them (given-pricing.ts checks those against the parts).

export type Money = { amount: string } | null | undefined;
export type Key = 'subtotal' | 'discount' | 'shipping' | 'additionalFees' | 'tax' | 'total';

/** A summary amount the caller stated (import's priceSummary, createOrder's taxInfo.totalTax), and its field. */
export interface Declared {
  amount: bigint;
  field: string;
}
/**
 * Stated summary amounts: each must equal what the itemized parts come to; a part not itemized (no discounts,
 * no shipping cost, no fees, no tax on any part) takes the first stated amount instead.
 */
export type DeclaredSummary = Partial<Record<Key, Declared[]>>;

/** Reads a caller's amounts in minor units, noting each that the currency cannot hold. */
export function amounts(currency: Currency, violations: Violations) {
  const most = BigInt(MAX_AMOUNT) * 10n ** BigInt(currency.exponent);
  const text = (minor: bigint) => toDecimal(minor, currency);
  return {
    violations,
    text,
    read(money: Money, field: string): bigint | undefined {
      if (money == null) return undefined;
      const minor = toMinor(money.amount, currency);
      if (minor !== undefined) return minor;
      violations.add(
        `${field}.amount`,
        `must have at most ${currency.exponent} decimals in ${currency.code}`,
        { rule: 'DECIMAL_MAX_SCALE', data: { maxScale: currency.exponent } },
      );
      return 0n;
    },
    /** A sum past the wire's largest amount cannot be answered: said at the field that made it. */
    bounded(minor: bigint, field: string, what: string) {
      if (minor > most)
        violations.add(field, `${what} must be at most ${MAX_AMOUNT}`, {
          rule: 'DECIMAL_LTE',
          data: { lte: MAX_AMOUNT },
        });
    },
    /** An amount the caller stated that must be what the server computed. */
    agree(stated: Declared | undefined, computed: bigint, what: string) {
      if (stated && stated.amount !== computed)
        violations.add(stated.field, `must be ${text(computed)}: ${what}`, {
          rule: 'VALIDATION',
          data: { expected: text(computed) },
        });
    },
  };
}
export type Amounts = ReturnType<typeof amounts>;

/**
 * The summary amounts an order states, in minor units with their fields: `taxInfo.totalTax` (createOrder and
 * importOrder) and an imported order's `priceSummary`. Each must agree with the parts; see DeclaredSummary.
 */
export function statedSummary(
  order: Pick<OrderInput, 'taxInfo'> & { priceSummary?: Partial<Record<string, Money>> | null },
  currency: Currency,
  path = 'order',
): DeclaredSummary {
  const violations = new Violations();
  const { read } = amounts(currency, violations);
  const declared: DeclaredSummary = {};
  const state = (key: Key, money: Money, field: string) => {
    const amount = read(money, `${path}.${field}`);
    if (amount !== undefined) (declared[key] ??= []).push({ amount, field: `${path}.${field}.amount` });
  };
  const summary = order.priceSummary;
  state('subtotal', summary?.subtotal, 'priceSummary.subtotal');
  state('discount', summary?.discount, 'priceSummary.discount');
  state('shipping', summary?.shipping, 'priceSummary.shipping');
  state('additionalFees', summary?.totalAdditionalFees, 'priceSummary.totalAdditionalFees');
  state('tax', summary?.tax, 'priceSummary.tax');
  state('tax', order.taxInfo?.totalTax, 'taxInfo.totalTax');
  state('total', summary?.total, 'priceSummary.total');
  violations.throwIfAny();
  return declared;
}
