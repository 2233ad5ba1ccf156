import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { AddToCartRequest, CartResponse, UpdateCartRequest, UpdateCurrentCartRequest } from './cart.js';
import { CatalogReference, CustomLineItemInput, ECOM_CATALOG_APP_ID, LineItemInput } from './cart-lines.js';
import { EstimateTotalsResponse } from './cart-totals.js';
import { Address, decimalAmount, FullAddressContactDetails } from './commerce-common.js';

const CART_ID = '3f1c9a52-6d0e-4b8a-9f3e-2a7c5d1b8e40';
const reference = { catalogItemId: 'c7a1e2f0-1b2c-4d3e-8f4a-5b6c7d8e9f00', appId: ECOM_CATALOG_APP_ID };
const custom = { quantity: 1, price: '12.5', productName: { original: 'Gift wrap' } };
const price = (a: string) => ({
  amount: a,
  convertedAmount: a,
  formattedAmount: a,
  formattedConvertedAmount: a,
});
const ok = (schema: z.ZodType, value: unknown) => schema.safeParse(value).success;

/** The rules a refusal names: a refinement's own (`params.rule`), else the zod issue code. */
const rules = ({ error }: { error?: z.ZodError }) =>
  error?.issues.map((issue) => (issue.code === 'custom' ? issue.params?.rule : issue.code));

describe('cart lines', () => {
  it('holds a quantity to whole numbers from 1 to 100000', () => {
    for (const quantity of [1, 100_000]) expect(ok(LineItemInput, { quantity })).toBe(true);
    for (const quantity of [0, -1, 100_001, 1.5]) {
      expect(ok(LineItemInput, { quantity, catalogReference: reference })).toBe(false);
      expect(ok(CustomLineItemInput, { ...custom, quantity })).toBe(false);
    }
  });

  it('refuses a catalogue item id of 37 characters as too long, naming the field', () => {
    const tooLong = { ...reference, catalogItemId: 'x'.repeat(37) };
    const result = LineItemInput.safeParse({ catalogReference: tooLong });
    expect(result.error!.issues).toHaveLength(1);
    expect(result.error!.issues[0]).toMatchObject({ code: 'too_big', origin: 'string', maximum: 36 });
    expect(result.error!.issues[0]!.path).toEqual(['catalogReference', 'catalogItemId']);
    const options = { note: 'x'.repeat(10_000) };
    expect(rules(CatalogReference.safeParse({ ...reference, options }))).toEqual(['MAX_LENGTH']);
  });

  it('reads a custom price as an exact decimal string from 0 to 10^15', () => {
    for (const good of ['12.5', '0', '1000000000000000', '1000000000000000.000'])
      expect(ok(CustomLineItemInput, { ...custom, price: good })).toBe(true);
    for (const bad of ['1e3', '12.', '-1', '1000000000000000.01', 12.5, ''])
      expect(ok(CustomLineItemInput, { ...custom, price: bad })).toBe(false);
    expect(rules(CustomLineItemInput.safeParse({ ...custom, price: '-1' }))).toEqual(['DECIMAL_GTE']);
    const tooMuch = CustomLineItemInput.safeParse({ ...custom, price: '1000000000000000.01' });
    expect(rules(tooMuch)).toEqual(['DECIMAL_LTE']);
    expect(ok(CustomLineItemInput, { quantity: 1, price: '1' })).toBe(false);
  });

  it('names each decimal bound broken, compared without floats', () => {
    const deposit = decimalAmount({ gt: 0, lte: 999_999_999, maxScale: 3 });
    expect(ok(deposit, '0.001')).toBe(true);
    expect(rules(deposit.safeParse('0'))).toEqual(['DECIMAL_GT']);
    expect(rules(deposit.safeParse('1000000000.0001'))).toEqual(['DECIMAL_LTE', 'DECIMAL_MAX_SCALE']);
    // 2^53 + 1 is not a float: a comparison through Number would call it equal to the bound.
    expect(ok(decimalAmount({ lte: '9007199254740992' }), '9007199254740993')).toBe(false);
    expect(() => decimalAmount({ lte: 1e21 })).toThrow();
  });
});

describe('cart requests', () => {
  it('refuses a buyer note over 1000 characters', () => {
    expect(ok(UpdateCurrentCartRequest, { cartInfo: { buyerNote: 'n'.repeat(1000) } })).toBe(true);
    const result = UpdateCurrentCartRequest.safeParse({ cartInfo: { buyerNote: 'n'.repeat(1001) } });
    expect(result.error!.issues[0]!.path).toEqual(['cartInfo', 'buyerNote']);
  });

  it('takes at most 100 lines in one add-to-cart call, and needs the cart id', () => {
    const lines = (count: number) => Array.from({ length: count }, () => ({ catalogReference: reference }));
    expect(ok(AddToCartRequest, { id: CART_ID, lineItems: lines(100) })).toBe(true);
    const result = AddToCartRequest.safeParse({ id: CART_ID, lineItems: lines(101) });
    expect(result.error!.issues[0]).toMatchObject({ code: 'too_big', origin: 'array', path: ['lineItems'] });
    expect(ok(AddToCartRequest, { lineItems: lines(1) })).toBe(false);
  });

  it('requires the cart id inside cartInfo to update a cart', () => {
    expect(ok(UpdateCartRequest, { cartInfo: { id: CART_ID, buyerNote: 'hi' } })).toBe(true);
    for (const body of [{}, { cartInfo: { buyerNote: 'hi' } }, { cartInfo: { id: 'cart-1' } }])
      expect(ok(UpdateCartRequest, body)).toBe(false);
  });

  it('reads addresses in their wire form, with contact details', () => {
    const address = {
      country: 'DE',
      addressLine: 'Hauptstr. 1',
      geocode: { latitude: 52.5, longitude: 13.4 },
    };
    expect(Address.parse(address)).toEqual(address);
    expect(ok(Address, { ...address, country: 'de' })).toBe(false);
    expect(ok(Address, { ...address, streetAddress: { apt: 'a'.repeat(51) } })).toBe(false);
    const phone = (value: string) => ok(FullAddressContactDetails, { phone: value });
    expect(['+49 (30) 1234-567', '555 0100 ext. 12'].every(phone)).toBe(true);
    expect(['call me', '+', '1'.repeat(51)].some(phone)).toBe(false);
  });
});

describe('cart answers', () => {
  const flags = 'customLineItem priceUndetermined fixedQuantity savePaymentMethod membersOnly'.split(' ');
  const money = ['price', 'fullPrice', 'priceBeforeDiscounts', 'lineItemPrice', 'modifiersTotalPrice'];
  const line = {
    ...Object.fromEntries(flags.map((flag) => [flag, false])),
    ...Object.fromEntries(money.map((field) => [field, price('10.00')])),
    id: '0b9c8d7e-6f5a-4b3c-9d2e-1f0a9b8c7d6e',
    quantity: 2,
    depositAmount: price('5.00'),
    catalogReference: { ...reference, options: { variantId: 'v1' } },
    productName: { original: 'Mug', translated: 'Tasse' },
    descriptionLines: [{ name: { original: 'Colour' }, colorInfo: { original: 'Blue', code: '#00f' } }],
    availability: { status: 'AVAILABLE' },
    itemType: { preset: 'PHYSICAL' },
    paymentOption: 'FULL_PAYMENT_ONLINE',
    policies: [],
    modifierGroups: [],
  };
  const at = '2026-11-21T10:00:00.000Z';
  const cart = {
    id: CART_ID,
    lineItems: [line],
    appliedDiscounts: [{ merchantDiscount: { amount: price('2.00') } }, { coupon: { id: 'c', code: 'TEN' } }],
    ...Object.fromEntries(['currency', 'conversionCurrency', 'paymentCurrency'].map((key) => [key, 'EUR'])),
    weightUnit: 'KG',
    createdDate: at,
    updatedDate: at,
    revision: '3',
  };

  it('parses a cart with every money field', () => {
    expect(CartResponse.parse({ cart })).toEqual({ cart });
    expect(ok(CartResponse, { cart: { ...cart, revision: 3 } })).toBe(false);
    expect(ok(CartResponse, { cart: { ...cart, lineItems: [{ ...line, price: 10 }] } })).toBe(false);
  });

  it('parses an estimate with its summaries, tax and errors', () => {
    const taxDetails = { taxableAmount: price('20.00'), taxRate: '0.19', totalTax: price('3.80') };
    const violation = { field: 'address', description: 'missing', violatedRule: 'REQUIRED_FIELD' };
    const estimate = {
      cart,
      calculatedLineItems: [{ lineItemId: line.id, pricesBreakdown: { price: price('10.00'), taxDetails } }],
      priceSummary: { subtotal: price('20.00'), total: price('23.80'), tax: price('3.80') },
      appliedDiscounts: [{ discountType: 'GLOBAL', merchantDiscount: { amount: price('2') } }],
      calculationErrors: { taxCalculationError: { validationError: { fieldViolations: [violation] } } },
      weightUnit: 'KG',
      currency: 'EUR',
      additionalFees: [{ name: 'Packaging', price: price('1.00'), source: 'MANUAL' }],
      violations: [{ severity: 'WARNING', target: { other: { name: 'OTHER_DEFAULT' } } }],
    };
    expect(EstimateTotalsResponse.parse(estimate)).toEqual(estimate);
  });
});
