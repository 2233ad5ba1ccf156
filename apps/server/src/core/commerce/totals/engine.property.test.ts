import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { currencyOf } from '../../money/index.js';
import { computeTotals } from './engine.js';
import type { DiscountRuleSpec, Scope, TaxRateSpec, Totals, TotalsInput, TotalsLine } from './types.js';

const USD = currencyOf('USD');
const APP = '215238eb-22a5-4c36-9e7b-e7c08025e04e';
const ITEMS = ['a', 'b', 'c', 'd', 'e'];
const CATEGORIES = ['mugs', 'shirts'];
const GROUPS = ['goods', 'books', 'shipping'];

const rate = (value: string, jurisdiction = 'GB'): TaxRateSpec => ({
  rate: value,
  name: 'VAT',
  type: 'VAT',
  jurisdiction,
  jurisdictionType: 'COUNTRY',
});

const line = fc.record({
  id: fc.uuid(),
  quantity: fc.integer({ min: 1, max: 20 }),
  unitPrice: fc.bigInt({ min: 0n, max: 100_000n }),
  counted: fc.integer({ min: 0, max: 9 }).map((roll) => roll > 0),
  item: fc.record({
    appId: fc.constant(APP),
    catalogItemId: fc.constantFrom(...ITEMS),
    categoryIds: fc.subarray(CATEGORIES),
  }),
  taxGroupId: fc.constantFrom(...GROUPS),
  weight: fc.double({ min: 0, max: 5, noNaN: true }),
  shippable: fc.boolean(),
}) satisfies fc.Arbitrary<TotalsLine>;

const scopes: fc.Arbitrary<Scope[]> = fc.oneof(
  fc.constant([] as Scope[]),
  fc.constantFrom(...ITEMS).map((id) => [{ kind: 'catalog' as const, appId: APP, itemIds: [id] }]),
  fc.constantFrom(...CATEGORIES).map((id) => [{ kind: 'category' as const, categoryIds: [id] }]),
);

const rule: fc.Arbitrary<DiscountRuleSpec> = fc.record({
  id: fc.uuid(),
  name: fc.constant('Rule'),
  trigger: fc.option(
    fc.oneof(
      fc.record({
        kind: fc.constant('subtotal' as const),
        scopes: fc.constant([]),
        from: fc.bigInt({ min: 0n, max: 50_000n }),
      }),
      fc.record({ kind: fc.constant('quantity' as const), scopes, from: fc.integer({ min: 1, max: 5 }) }),
    ),
    { nil: undefined },
  ),
  discount: fc.oneof(
    fc.record({
      type: fc.constant('PERCENTAGE' as const),
      percentage: fc.constantFrom('10', '12.5', '33.3', '50', '100'),
      scopes,
      lowestPricedOnly: fc.boolean(),
    }),
    fc.record({
      type: fc.constant('QUANTITY_BASED' as const),
      amount: fc.bigInt({ min: 0n, max: 50_000n }),
      quantity: fc.integer({ min: 2, max: 4 }),
      scopes,
    }),
    fc.record({
      type: fc.constantFrom('FIXED_AMOUNT' as const, 'FIXED_PRICE' as const),
      amount: fc.bigInt({ min: 0n, max: 20_000n }),
      scopes,
      lowestPricedOnly: fc.boolean(),
    }),
  ),
});

const input: fc.Arbitrary<TotalsInput> = fc.record({
  currency: fc.constant(USD),
  lines: fc.uniqueArray(line, { minLength: 1, maxLength: 12, selector: (l) => l.id }),
  rules: fc.array(rule, { maxLength: 5 }),
  coupon: fc.option(
    fc.record({
      id: fc.constant('coupon'),
      code: fc.constant('SAVE'),
      name: fc.constant('Save'),
      type: fc.constantFrom(
        'PERCENTAGE' as const,
        'FIXED_AMOUNT' as const,
        'FREE_SHIPPING' as const,
        'BUY_X_GET_Y' as const,
      ),
      percentage: fc.constantFrom('5', '15', '100'),
      amount: fc.bigInt({ min: 1n, max: 100_000n }),
      buyQuantity: fc.integer({ min: 1, max: 3 }),
      getQuantity: fc.integer({ min: 1, max: 2 }),
      scopes,
      minimumSubtotal: fc.option(fc.bigInt({ min: 0n, max: 100_000n }), { nil: undefined }),
    }),
    { nil: undefined },
  ),
  buyer: fc.constant({}),
  shipping: fc.record({
    destination: fc.constant({ country: 'GB' }),
    options: fc.constant([
      {
        code: 'standard',
        title: 'Standard',
        destinations: 'everywhere' as const,
        rates: [
          {
            amount: 0n,
            conditions: [{ type: 'BY_TOTAL_PRICE' as const, operator: 'GTE' as const, value: '100' }],
            multiplyByQuantity: false,
          },
          { amount: 499n, conditions: [], multiplyByQuantity: false },
        ],
      },
      {
        code: 'express',
        title: 'Express',
        destinations: [{ country: 'GB' }],
        rates: [{ amount: 150n, conditions: [], multiplyByQuantity: true }],
      },
    ]),
    selectedCode: fc.constantFrom(null, 'express', 'gone'),
  }),
  tax: fc.record({
    included: fc.boolean(),
    shippingTaxed: fc.boolean(),
    shippingTaxGroupId: fc.constant('shipping'),
    feeTaxGroupId: fc.constant('goods'),
    rates: fc.tuple(fc.constantFrom('0.2', '0.0825', '0.05', '0'), fc.constantFrom('0', '0.01', '0.025')).map(
      ([country, city]) =>
        new Map([
          ['goods', [rate(country), rate(city, 'London')]],
          ['shipping', [rate(country)]],
        ]),
    ),
  }),
  fees: fc.array(
    fc.record({
      code: fc.constant('handling'),
      name: fc.constant('Handling'),
      type: fc.constantFrom('HANDLING_FEE' as const, 'INSURANCE' as const),
      amount: fc.bigInt({ min: 0n, max: 1_000n }),
      per: fc.constantFrom('ORDER' as const, 'ITEM' as const),
      taxable: fc.boolean(),
    }),
    { maxLength: 2 },
  ),
  giftCard: fc.option(
    fc.record({
      code: fc.constant('****1234'),
      balance: fc.bigInt({ min: 0n, max: 200_000n }),
      requested: fc.option(fc.bigInt({ min: 0n, max: 200_000n }), { nil: null }),
    }),
    { nil: null },
  ),
});

const sum = (values: readonly bigint[]) => values.reduce((a, b) => a + b, 0n);

function assertAddsUp(totals: Totals, included: boolean) {
  const { summary } = totals;
  for (const line of totals.lines) {
    expect(line.afterDiscount).toBeGreaterThanOrEqual(0n);
    expect(line.discount).toBeGreaterThanOrEqual(0n);
    expect(line.subtotal - line.discount).toBe(line.afterDiscount);
    expect(line.tax.tax).toBeGreaterThanOrEqual(0n);
    expect(sum(line.tax.breakdown.map((share) => share.amount))).toBe(line.tax.tax);
  }
  expect(sum(totals.discounts.map((discount) => discount.amount))).toBe(summary.discount);
  for (const discount of totals.discounts)
    if (discount.target !== 'SHIPPING') expect(sum([...discount.lines.values()])).toBe(discount.amount);
  expect(summary.subtotal).toBe(sum(totals.lines.map((line) => line.subtotal)));
  expect(summary.total).toBe(
    summary.subtotal -
      summary.discount +
      summary.shipping +
      summary.additionalFees +
      (included ? 0n : summary.tax) -
      summary.giftCard,
  );
  expect(summary.total).toBeGreaterThanOrEqual(0n);
  expect(summary.giftCard).toBeGreaterThanOrEqual(0n);
}

describe('the totals engine, on hundreds of random carts', () => {
  it('adds up to the minor unit: parts sum to the total, no line below zero, every tax split exactly', () => {
    fc.assert(
      fc.property(input, (cart) => assertAddsUp(computeTotals(cart), cart.tax.included)),
      { numRuns: 400 },
    );
  });

  it('gives the same totals whatever the order of the lines', () => {
    fc.assert(
      fc.property(input, fc.integer(), (cart, seed) => {
        const shuffled = cart.lines
          .map((entry, i) => ({ entry, key: (i * 7919 + seed) % 101 }))
          .sort((a, b) => a.key - b.key)
          .map(({ entry }) => entry);
        const one = computeTotals(cart);
        const two = computeTotals({ ...cart, lines: shuffled });
        expect(two.summary).toEqual(one.summary);
        const byId = (totals: Totals) => new Map(totals.lines.map((entry) => [entry.id, entry]));
        expect(byId(two)).toEqual(byId(one));
      }),
      { numRuns: 300 },
    );
  });

  it('agrees between tax-inclusive and tax-exclusive prices of the same goods', () => {
    fc.assert(
      fc.property(input, (cart) => {
        const plain = { ...cart, rules: [], coupon: undefined, fees: [], giftCard: null };
        const shipping = { ...cart.shipping, options: [] };
        const units = cart.lines.map((entry) => ({ ...entry, quantity: 1 }));
        const exclusive = computeTotals({
          ...plain,
          shipping,
          lines: units,
          tax: { ...cart.tax, included: false },
        });
        // The same goods priced with their tax in: each one's net price plus its tax.
        const gross = units.map((entry, i) => ({ ...entry, unitPrice: exclusive.lines[i]!.total }));
        const inclusive = computeTotals({
          ...plain,
          shipping,
          lines: gross,
          tax: { ...cart.tax, included: true },
        });
        inclusive.lines.forEach((entry, i) => {
          expect(entry.tax.taxable).toBe(exclusive.lines[i]!.afterDiscount);
          expect(entry.tax.tax).toBe(exclusive.lines[i]!.tax.tax);
        });
        expect(inclusive.summary.total).toBe(exclusive.summary.total);
        expect(inclusive.summary.tax).toBe(exclusive.summary.tax);
      }),
      { numRuns: 300 },
    );
  });

  it('takes a 100% discount to zero, never to negative tax', () => {
    fc.assert(
      fc.property(input, (cart) => {
        const free = computeTotals({
          ...cart,
          rules: [
            { id: 'all', name: 'All free', discount: { type: 'PERCENTAGE', percentage: '100', scopes: [] } },
          ],
          coupon: undefined,
          fees: [],
          giftCard: null,
          shipping: { ...cart.shipping, options: [] },
        });
        for (const entry of free.lines) {
          expect(entry.afterDiscount).toBe(0n);
          expect(entry.tax.tax).toBe(0n);
        }
        expect(free.summary.total).toBe(0n);
        expect(free.summary.tax).toBe(0n);
      }),
      { numRuns: 200 },
    );
  });
});
