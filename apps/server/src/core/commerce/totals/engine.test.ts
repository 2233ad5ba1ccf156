import { describe, expect, it } from 'vitest';
import { currencyOf } from '../../money/index.js';
import { computeTotals } from './engine.js';
import type { ShippingOptionSpec, TotalsInput, TotalsLine } from './types.js';

const APP = '215238eb-22a5-4c36-9e7b-e7c08025e04e';

const line = (
  id: string,
  unitPrice: bigint,
  { quantity = 1, ...extra }: Partial<TotalsLine> = {},
): TotalsLine => ({
  id,
  quantity,
  unitPrice,
  counted: true,
  item: { appId: APP, catalogItemId: id, categoryIds: [] },
  taxGroupId: 'goods',
  weight: 0,
  shippable: false,
  ...extra,
});

const cart = (extra: Partial<TotalsInput>): TotalsInput => ({
  currency: currencyOf('USD'),
  lines: [],
  rules: [],
  buyer: {},
  shipping: { options: [] },
  tax: {
    included: false,
    shippingTaxed: false,
    shippingTaxGroupId: 'shipping',
    feeTaxGroupId: 'goods',
    rates: new Map(),
  },
  fees: [],
  ...extra,
});

const vat = (rate: string, jurisdiction = 'GB') => ({
  rate,
  name: 'VAT',
  type: 'VAT',
  jurisdiction,
  jurisdictionType: 'COUNTRY' as const,
});

describe('discounts', () => {
  it('rounds a percentage once for the rule and spreads it by largest remainder', () => {
    // 10% of 3 × 3.33 = 0.999 → 1.00, spread over three equal lines: 0.34, 0.33, 0.33.
    const totals = computeTotals(
      cart({
        lines: [line('a', 333n), line('b', 333n), line('c', 333n)],
        rules: [{ id: 'r', name: '10% off', discount: { type: 'PERCENTAGE', percentage: '10', scopes: [] } }],
      }),
    );
    expect(totals.lines.map((entry) => entry.discount)).toEqual([34n, 33n, 33n]);
    expect(totals.summary).toMatchObject({ subtotal: 999n, discount: 100n, total: 899n });
    expect(totals.discounts[0]).toMatchObject({ target: 'GLOBAL', amount: 100n });
  });

  it("gives each line the buyer's best rule, never two, and leaves rules whose trigger fails", () => {
    const totals = computeTotals(
      cart({
        lines: [line('mug', 1000n, { quantity: 2 }), line('tee', 2000n)],
        buyer: { memberId: 'm1' },
        rules: [
          { id: 'small', name: '5%', discount: { type: 'PERCENTAGE', percentage: '5', scopes: [] } },
          {
            id: 'mugs',
            name: '3 off each mug',
            discount: {
              type: 'FIXED_AMOUNT',
              amount: 300n,
              scopes: [{ kind: 'catalog', appId: APP, itemIds: ['mug'] }],
            },
          },
          {
            id: 'big',
            name: 'Half off over 100',
            trigger: { kind: 'subtotal', scopes: [], from: 10_000n },
            discount: { type: 'PERCENTAGE', percentage: '50', scopes: [] },
          },
          {
            id: 'members',
            name: 'Members: tee at 15',
            trigger: { kind: 'members', memberIds: ['m1'] },
            discount: {
              type: 'FIXED_PRICE',
              amount: 1500n,
              scopes: [{ kind: 'catalog', appId: APP, itemIds: ['tee'] }],
            },
          },
        ],
      }),
    );
    // mug: 6.00 off (3 × 2) beats 5% (1.00); tee: 5.00 off (price 15) beats 5% (1.00); "big" never triggers.
    expect(totals.lines.map((entry) => entry.discount)).toEqual([600n, 500n]);
    // Listed by rule id.
    expect(totals.discounts.map((discount) => discount.source)).toEqual([
      { kind: 'rule', id: 'members', name: 'Members: tee at 15' },
      { kind: 'rule', id: 'mugs', name: '3 off each mug' },
    ]);
  });

  it('takes a lowest-priced-item discount off one unit of the cheapest line', () => {
    const totals = computeTotals(
      cart({
        lines: [line('a', 800n, { quantity: 3 }), line('b', 500n, { quantity: 2 })],
        rules: [
          {
            id: 'r',
            name: 'Cheapest free',
            discount: { type: 'PERCENTAGE', percentage: '100', scopes: [], lowestPricedOnly: true },
          },
        ],
      }),
    );
    expect(totals.lines.map((entry) => entry.discount)).toEqual([0n, 500n]);
  });

  it('prices a quantity of items together, dearest units first, never above their own price', () => {
    const rule = {
      id: 'r',
      name: '3 for 10',
      discount: { type: 'QUANTITY_BASED' as const, quantity: 3, amount: 1000n, scopes: [] },
    };
    // Units 6, 5, 5, 4, 2: one group of the dearest three (16.00 → 10.00), the other two at their price.
    const totals = computeTotals(
      cart({
        lines: [line('a', 600n), line('b', 500n, { quantity: 2 }), line('c', 400n), line('d', 200n)],
        rules: [rule],
      }),
    );
    expect(totals.summary.discount).toBe(600n);
    expect(totals.lines.map((entry) => entry.discount)).toEqual([225n, 375n, 0n, 0n]);
    // A group already cheaper than the offer is left alone.
    expect(
      computeTotals(cart({ lines: [line('e', 100n, { quantity: 3 })], rules: [rule] })).summary.discount,
    ).toBe(0n);
  });

  it('applies a coupon after the rules, and says why it does not apply', () => {
    const lines = [line('a', 1000n, { quantity: 4 })];
    const coupon = {
      id: 'c',
      code: 'B2G1',
      name: 'Buy 2 get 1',
      type: 'BUY_X_GET_Y' as const,
      buyQuantity: 2,
      getQuantity: 1,
      scopes: [],
    };
    expect(computeTotals(cart({ lines, coupon })).summary.discount).toBe(1000n);
    const minimum = computeTotals(
      cart({ lines, coupon: { ...coupon, type: 'PERCENTAGE', percentage: '10', minimumSubtotal: 5000n } }),
    );
    expect(minimum).toMatchObject({ couponError: 'MINIMUM_SUBTOTAL_NOT_REACHED', summary: { discount: 0n } });
    const scoped = computeTotals(
      cart({
        lines,
        coupon: {
          ...coupon,
          type: 'FIXED_AMOUNT',
          amount: 500n,
          scopes: [{ kind: 'category', categoryIds: ['x'] }],
        },
      }),
    );
    expect(scoped.couponError).toBe('NO_ITEMS_IN_SCOPE');
    // A fixed amount larger than the cart takes it to zero, not below.
    expect(
      computeTotals(cart({ lines, coupon: { ...coupon, type: 'FIXED_AMOUNT', amount: 99_999n } })).summary
        .total,
    ).toBe(0n);
  });
});

describe('shipping', () => {
  const flat: ShippingOptionSpec = {
    code: 'flat',
    title: 'Flat',
    destinations: [{ country: 'US', subdivision: 'CA' }],
    rates: [
      {
        amount: 0n,
        conditions: [{ type: 'BY_TOTAL_WEIGHT', operator: 'EQ', value: '0.3' }],
        multiplyByQuantity: false,
      },
      {
        amount: 700n,
        conditions: [{ type: 'BY_TOTAL_PRICE', operator: 'LT', value: '50' }],
        multiplyByQuantity: false,
      },
      { amount: 200n, conditions: [], multiplyByQuantity: true },
    ],
  };
  const shippable = (weight: number, price = 1000n, quantity = 1) =>
    line(`w${weight}`, price, { quantity, shippable: true, weight });

  it('takes the first rate whose conditions hold, with weights compared exactly', () => {
    const at = (lines: TotalsLine[]) =>
      computeTotals(
        cart({ lines, shipping: { destination: { country: 'US', subdivision: 'US-CA' }, options: [flat] } }),
      ).shipping.selected?.price;
    expect(at([shippable(0.1), shippable(0.2)])).toBe(0n);
    expect(at([shippable(1)])).toBe(700n);
    expect(at([shippable(1, 3000n, 2)])).toBe(400n);
  });

  it('says when nothing ships to the address, or an address is needed, and falls back from an unknown code', () => {
    const lines = [shippable(1)];
    const to = (destination: TotalsInput['shipping']['destination'], selectedCode?: string) =>
      computeTotals(cart({ lines, shipping: { destination, options: [flat], selectedCode } })).shipping;
    expect(to({ country: 'US', subdivision: 'NY' })).toMatchObject({ error: 'NO_SHIPPING_OPTIONS' });
    expect(to(null)).toMatchObject({ error: 'DESTINATION_REQUIRED' });
    expect(to({ country: 'US', subdivision: 'CA' }, 'gone').selected).toMatchObject({
      requested: false,
      price: 700n,
    });
    // Nothing to ship: no shipping and no error.
    expect(
      computeTotals(cart({ lines: [line('digital', 500n)], shipping: { options: [flat] } })).shipping,
    ).toEqual({ offered: [] });
  });

  it('offers a pickup without an address but never chooses it for a buyer who did not ask', () => {
    const pickup: ShippingOptionSpec = {
      code: 'shop',
      title: 'Collect in store',
      destinations: [{ country: 'DE' }],
      rates: [{ amount: 0n, conditions: [], multiplyByQuantity: false }],
      pickup: { method: 'STORE_PICKUP', address: { country: 'DE', city: 'Berlin' } },
    };
    const courier = { ...flat, code: 'courier', destinations: [{ country: 'DE' }] } as ShippingOptionSpec;
    const to = (destination: TotalsInput['shipping']['destination'], selectedCode?: string) =>
      computeTotals(
        cart({ lines: [shippable(1)], shipping: { destination, options: [pickup, courier], selectedCode } }),
      ).shipping;
    // No address: the pickup alone can be offered, and is chosen since nothing else is.
    expect(to(null).offered.map((offer) => offer.option.code)).toEqual(['shop']);
    expect(to(null).selected?.option.code).toBe('shop');
    // In Germany: both, the free pickup listed first, but the delivery chosen unless the pickup is asked for.
    expect(to({ country: 'DE' }).offered.map((offer) => offer.option.code)).toEqual(['shop', 'courier']);
    expect(to({ country: 'DE' }).selected).toMatchObject({ option: { code: 'courier' }, price: 700n });
    expect(to({ country: 'DE' }, 'shop').selected).toMatchObject({ option: { code: 'shop' }, price: 0n });
    // Elsewhere the German store is not offered.
    expect(to({ country: 'FR' })).toMatchObject({ error: 'NO_SHIPPING_OPTIONS', offered: [] });
  });

  it('is free with a free-shipping coupon, and taxed when the site taxes it', () => {
    const totals = computeTotals(
      cart({
        lines: [shippable(1)],
        shipping: { destination: { country: 'US', subdivision: 'CA' }, options: [flat] },
        coupon: { id: 'c', code: 'SHIP', name: 'Free shipping', type: 'FREE_SHIPPING', scopes: [] },
      }),
    );
    expect(totals.summary).toMatchObject({ shipping: 700n, discount: 700n, total: 1000n });
    const taxed = computeTotals(
      cart({
        lines: [shippable(1)],
        shipping: { destination: { country: 'US', subdivision: 'CA' }, options: [flat] },
        tax: {
          included: false,
          shippingTaxed: true,
          shippingTaxGroupId: 'shipping',
          feeTaxGroupId: 'goods',
          rates: new Map([['shipping', [vat('0.1')]]]),
        },
      }),
    );
    expect(taxed.shipping.selected?.tax.tax).toBe(70n);
    expect(taxed.summary.total).toBe(1770n);
  });
});

describe('tax, fees and gift cards', () => {
  it('rounds tax once per line and splits it among its jurisdictions', () => {
    const rates = new Map([['goods', [vat('0.0625', 'CA'), vat('0.0225', 'Los Angeles')]]]);
    const totals = computeTotals(
      cart({
        lines: [line('a', 1999n, { quantity: 3 })],
        tax: {
          included: false,
          shippingTaxed: false,
          shippingTaxGroupId: 'shipping',
          feeTaxGroupId: 'goods',
          rates,
        },
      }),
    );
    // 59.97 × 8.5% = 5.09745 → 5.10, split 0.0625 : 0.0225 → 3.75 and 1.35.
    expect(totals.lines[0]!.tax).toMatchObject({ tax: 510n, rate: '0.085' });
    expect(totals.lines[0]!.tax.breakdown.map((share) => share.amount)).toEqual([375n, 135n]);
    expect(totals.summary.total).toBe(5997n + 510n);
  });

  it('takes tax out of prices that include it', () => {
    const rates = new Map([['goods', [vat('0.2')]]]);
    const totals = computeTotals(
      cart({
        lines: [line('a', 1200n)],
        tax: { included: true, shippingTaxed: false, shippingTaxGroupId: 's', feeTaxGroupId: 'goods', rates },
      }),
    );
    expect(totals.lines[0]!.tax).toMatchObject({ taxable: 1000n, tax: 200n });
    expect(totals.summary).toMatchObject({ tax: 200n, total: 1200n });
  });

  it('charges fees per order or per unit, and takes a gift card up to the total', () => {
    const totals = computeTotals(
      cart({
        lines: [line('a', 1000n, { quantity: 3 })],
        fees: [
          { code: 'h', name: 'Handling', type: 'HANDLING_FEE', amount: 150n, per: 'ORDER', taxable: false },
          { code: 'i', name: 'Insurance', type: 'INSURANCE', amount: 25n, per: 'ITEM', taxable: false },
        ],
        giftCard: { code: '****9999', balance: 100_000n },
      }),
    );
    expect(totals.fees.map((fee) => fee.price)).toEqual([150n, 75n]);
    expect(totals.giftCard).toEqual({ code: '****9999', requested: 100_000n, amount: 3225n });
    expect(totals.summary).toMatchObject({ additionalFees: 225n, giftCard: 3225n, total: 0n });
  });

  it('works in currencies with 0 and 3 decimals', () => {
    const rule = {
      id: 'r',
      name: '1/3 off',
      discount: { type: 'PERCENTAGE' as const, percentage: '33.333', scopes: [] },
    };
    const yen = computeTotals(
      cart({ currency: currencyOf('JPY'), lines: [line('a', 1000n)], rules: [rule] }),
    );
    expect(yen.summary.total).toBe(667n);
    const dinar = computeTotals(
      cart({
        currency: currencyOf('KWD'),
        lines: [line('a', 1000n, { shippable: true }), line('b', 1000n, { shippable: true })],
        rules: [rule],
        shipping: {
          destination: { country: 'KW' },
          options: [
            {
              code: 's',
              title: 'S',
              destinations: 'everywhere',
              rates: [
                {
                  amount: 0n,
                  conditions: [{ type: 'BY_TOTAL_PRICE', operator: 'LTE', value: '1.334' }],
                  multiplyByQuantity: false,
                },
              ],
            },
          ],
        },
      }),
    );
    expect(dinar.summary).toMatchObject({ discount: 667n, total: 1333n });
    expect(dinar.shipping.selected?.price).toBe(0n);
  });
});
