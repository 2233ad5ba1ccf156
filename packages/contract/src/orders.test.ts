import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { ECOM_CATALOG_APP_ID } from './cart-lines.js';
import {
  ACTIVITY_TYPES,
  ActivityInput,
  ORDER_ACTIVITY_TYPES,
  OrderActivityType,
} from './order-activities.js';
import { OrderLineItemInput } from './order-lines.js';
import { Price, PriceInput } from './order-pricing.js';
import {
  AddActivityRequest,
  BulkUpdateOrdersRequest,
  CancelOrderRequest,
  CreateOrderAndChargeRequest,
  CreateOrderRequest,
  GetOrderRequest,
  MarkCheckoutAsCompletedRequest,
  OrderResponse,
  SearchOrdersRequest,
  SetOrderNumberCounterRequest,
  UpdateOrderLineItemRequest,
  UpdateOrderRequest,
  UpdateOrderStatusRequest,
} from './order-requests.js';
import {
  AddPaymentsRequest,
  BulkUpdatePaymentStatusesRequest,
  ListTransactionsForMultipleOrdersRequest,
  OrderTransactionsResponse,
  PAYMENT_STATUSES,
  TRANSACTION_STATUSES,
  UpdateRefundTransactionRequest,
} from './order-transactions.js';
import { ORDER_STATUSES, OrderStatus } from './orders.js';
import {
  CaptureAuthorizedPaymentsRequest,
  PreparePaymentCollectionRequest,
  RecordManuallyCollectedPaymentRequest,
  TriggerRefundRequest,
} from './payments-collector.js';

const ORDER_ID = '9a3f6c1e-2b7d-4e8f-a1c5-3d9e7b2f4a60';
const LINE_ID = '5c2e8a4f-1d3b-4f6e-9a7c-8b1d2e3f4a50';
const PAYMENT_ID = '7e4a2c9d-3f1b-4a8e-b6d5-2c9f8e1a3b70';
const OTHER_ID = '1f8b3d6a-4c2e-4b9f-8d7a-6e5c4b3a2d10';
const at = '2026-11-21T10:00:00.000Z';
const price = (amount: string) => ({ amount, formattedAmount: `€${amount}` });
const ok = (schema: z.ZodType, value: unknown) => schema.safeParse(value).success;
/** The rules a refusal names: a refinement's own (`params.rule`), else the zod issue code, with its path. */
const refusals = ({ error }: { error?: z.ZodError }) =>
  error?.issues.map((issue) => [
    issue.path.join('.'),
    issue.code === 'custom' ? (issue.params as { rule?: string } | undefined)?.rule : issue.code,
  ]);

const taxInfo = {
  taxAmount: price('3.80'),
  taxableAmount: price('20.00'),
  taxRate: '0.19',
  taxIncludedInPrice: false,
  taxBreakdown: [
    {
      jurisdiction: 'DE',
      rate: '0.19',
      taxAmount: price('3.80'),
      taxName: 'MwSt',
      jurisdictionType: 'COUNTRY',
      taxableAmount: price('20.00'),
      nonTaxableAmount: price('0.00'),
    },
  ],
};
const line = {
  id: LINE_ID,
  productName: { original: 'Mug', translated: 'Tasse' },
  catalogReference: {
    catalogItemId: 'c7a1e2f0-1b2c',
    appId: ECOM_CATALOG_APP_ID,
    options: { variantId: 'v1' },
  },
  quantity: 2,
  totalDiscount: price('2.00'),
  descriptionLines: [{ name: { original: 'Colour' }, colorInfo: { original: 'Blue', code: '#00f' } }],
  image: { id: 'img1', url: 'https://media.example/img1.jpg', width: 600, height: 400 },
  physicalProperties: { weight: 0.4, sku: 'MUG-B', shippable: true },
  itemType: { preset: 'PHYSICAL' },
  refundQuantity: 0,
  price: price('10.00'),
  priceBeforeDiscounts: price('11.00'),
  totalPriceBeforeTax: price('20.00'),
  totalPriceAfterTax: price('23.80'),
  paymentOption: 'FULL_PAYMENT_ONLINE',
  taxInfo,
  locations: [{ id: OTHER_ID, quantity: 2, name: 'Warehouse' }],
  lineItemPrice: price('20.00'),
  taxableAddress: { addressType: 'SHIPPING' },
  priceUndetermined: false,
  fixedQuantity: false,
  decimalQuantity: { measurementUnit: 'KG', value: '0.8' },
  modifierGroups: [
    {
      id: 'g1',
      name: { original: 'Gift wrap' },
      modifiers: [{ id: 'm1', label: { original: 'Red' }, price: price('1.00') }],
    },
  ],
};
const address = {
  address: { country: 'DE', city: 'Berlin', postalCode: '10115', addressLine: 'Hauptstr. 1' },
  contactDetails: { firstName: 'Ada', lastName: 'Lovelace', phone: '+49 30 1234567' },
};
const order = {
  id: ORDER_ID,
  number: '10042',
  createdDate: at,
  updatedDate: at,
  lineItems: [line],
  buyerInfo: { memberId: OTHER_ID, contactId: OTHER_ID, email: 'ada@example.com' },
  paymentStatus: 'PAID',
  fulfillmentStatus: 'NOT_FULFILLED',
  buyerLanguage: 'de',
  weightUnit: 'KG',
  currency: 'EUR',
  taxIncludedInPrices: false,
  siteLanguage: 'en',
  priceSummary: {
    subtotal: price('22.00'),
    shipping: price('4.90'),
    tax: price('4.73'),
    discount: price('2.00'),
    total: price('29.63'),
    totalAdditionalFees: price('0.00'),
  },
  billingInfo: address,
  shippingInfo: {
    code: 'standard',
    title: 'Standard',
    logistics: {
      shippingDestination: address,
      deliveryTime: '2-3 days',
      deliveryTimeSlot: { from: at, to: at },
    },
    cost: { price: price('4.90'), totalPriceAfterTax: price('5.83'), taxInfo, discount: price('0.00') },
    region: { name: 'Germany' },
  },
  buyerNote: 'Ring twice',
  status: 'APPROVED',
  archived: false,
  taxSummary: { totalTax: price('4.73') },
  taxInfo: {
    totalTax: price('4.73'),
    taxBreakdown: [
      {
        ...{ taxName: 'MwSt', taxType: 'VAT', jurisdiction: 'DE', jurisdictionType: 'COUNTRY', rate: '0.19' },
        aggregatedTaxAmount: price('4.73'),
      },
    ],
    taxExempt: false,
  },
  appliedDiscounts: [
    {
      id: OTHER_ID,
      coupon: { id: 'c1', code: 'TEN', name: 'Ten off', amount: price('2.00') },
      discountType: 'SPECIFIC_ITEMS',
      lineItemDiscounts: [{ id: LINE_ID, totalDiscount: price('2.00') }],
    },
  ],
  activities: [
    { id: OTHER_ID, createdDate: at, activityType: 'ORDER_PLACED' },
    {
      id: OTHER_ID,
      createdDate: at,
      activityType: 'MERCHANT_COMMENT',
      merchantComment: { message: 'Fragile' },
    },
    {
      ...{ id: OTHER_ID, createdDate: at, activityType: 'REFUND_INITIATED' },
      refundInitiated: {
        refundId: OTHER_ID,
        amount: price('10.00'),
        payments: [{ paymentId: PAYMENT_ID, regular: { amount: price('10.00'), lastFourDigits: '4242' } }],
      },
    },
    {
      ...{ id: OTHER_ID, createdDate: at, type: 'CUSTOM_ACTIVITY' },
      customActivity: { appId: OTHER_ID, type: 'loyalty', additionalData: { points: '20' } },
    },
  ],
  createdBy: { memberId: OTHER_ID },
  channelInfo: { type: 'WEB' },
  seenByAHuman: true,
  checkoutId: OTHER_ID,
  customFields: [{ title: 'Gift message', value: 'Happy birthday' }],
  balanceSummary: { balance: price('-0.37'), paid: price('30.00'), refunded: price('0.00') },
  additionalFees: [{ id: OTHER_ID, name: 'Packaging', price: price('1.00'), source: 'MANUAL' }],
  tags: { tags: { tagIds: [OTHER_ID] } },
  purchasedDate: at,
  businessLocation: { id: OTHER_ID, name: 'Berlin store' },
  platformFeeSummary: {
    total: price('0.30'),
    fees: [{ amount: price('0.30'), lineItemId: LINE_ID, chargeType: 'PASS_ON', percentageRate: '0.01' }],
  },
  imported: false,
};

describe('order answers', () => {
  it('parses a full order, with lines, shipping, tax, discounts, activities and balance', () => {
    expect(OrderResponse.parse({ order })).toEqual({ order });
  });

  it('parses an order without any of its optional parts', () => {
    const optional =
      'shippingInfo billingInfo taxInfo taxSummary tags businessLocation platformFeeSummary'.split(' ');
    const bare = Object.fromEntries(Object.entries(order).filter(([key]) => !optional.includes(key)));
    const lean = { ...line, image: undefined, taxInfo: undefined, decimalQuantity: undefined, locations: [] };
    expect(ok(OrderResponse, { order: { ...bare, lineItems: [lean], balanceSummary: {} } })).toBe(true);
    expect(ok(OrderResponse, { order: { ...order, status: 'SHIPPED' } })).toBe(false);
    expect(ok(OrderResponse, { order: { ...order, number: undefined } })).toBe(false);
  });

  it("parses an order's transactions: a captured card payment, a gift card and a refund", () => {
    const card = {
      id: PAYMENT_ID,
      createdDate: at,
      amount: price('20.00'),
      status: 'APPROVED',
      regularPaymentDetails: {
        creditCardDetails: { lastFourDigits: '4242', brand: 'VISA' },
        authorizationDetails: {
          delayedCapture: true,
          authorizedDate: at,
          captures: [{ id: OTHER_ID, status: 'SUCCEEDED', amount: price('20.00'), createdDate: at }],
          scheduledAction: { actionType: 'CAPTURE', executionDate: at },
        },
        chargebacks: [{ id: OTHER_ID, amount: price('5.00'), status: 'APPROVED' }],
        paymentMethodName: { userDefinedName: { predefined: 'CASH' } },
      },
    };
    const giftCard = {
      id: OTHER_ID,
      createdDate: at,
      amount: price('10.00'),
      giftcardPaymentDetails: { giftCardPaymentId: 'g1', appId: OTHER_ID, obfuscatedCode: '****ABCD' },
    };
    const refund = {
      id: OTHER_ID,
      createdDate: at,
      transactions: [{ paymentId: PAYMENT_ID, amount: price('10.00'), refundStatus: 'PENDING' }],
      details: { lineItems: [{ lineItemId: LINE_ID, quantity: 1 }], reason: 'Broken' },
      summary: { requestedRefund: price('10.00'), pending: true },
    };
    const answer = {
      orderTransactions: { orderId: ORDER_ID, payments: [card, giftCard], refunds: [refund] },
    };
    expect(OrderTransactionsResponse.parse(answer)).toEqual(answer);
    const undefinedStatus = { ...card, status: 'UNDEFINED' };
    expect(
      ok(OrderTransactionsResponse, {
        orderTransactions: { ...answer.orderTransactions, payments: [undefinedStatus] },
      }),
    ).toBe(false);
  });

  it('keeps each enum as its wire type lists it', () => {
    expect(OrderStatus.options).toEqual([...ORDER_STATUSES]);
    expect(ACTIVITY_TYPES).toContain('CUSTOM_ACTIVITY');
    expect(ORDER_ACTIVITY_TYPES).not.toContain('CUSTOM_ACTIVITY');
    expect(ok(OrderActivityType, 'CHARGEBACK_CREATED')).toBe(true);
    expect(TRANSACTION_STATUSES).toEqual(['UNDEFINED', ...PAYMENT_STATUSES]);
  });

  it('answers amounts as the server wrote them, signed balances included', () => {
    expect(ok(Price, price('-0.37'))).toBe(true);
    expect(ok(PriceInput, price('-0.37'))).toBe(false);
  });
});

const inputLine = { productName: { original: 'Mug' }, quantity: 2, price: { amount: '10.00' } };

describe('order requests', () => {
  it('creates an order from lines alone, and drops what the server sets', () => {
    const parsed = CreateOrderRequest.parse({ order: { lineItems: [inputLine], id: ORDER_ID, number: '7' } });
    expect(parsed).toEqual({ order: { lineItems: [inputLine] } });
    expect(
      ok(CreateOrderRequest, { order: { lineItems: [inputLine] }, settings: { editableByEveryone: true } }),
    ).toBe(true);
  });

  it('refuses an order without lines, or a line without its price or name', () => {
    expect(refusals(CreateOrderRequest.safeParse({ order: { lineItems: [] } }))).toEqual([
      ['order.lineItems', 'too_small'],
    ]);
    expect(refusals(CreateOrderRequest.safeParse({}))).toEqual([['order', 'invalid_type']]);
    const { price: _, ...unpriced } = inputLine;
    expect(refusals(OrderLineItemInput.safeParse(unpriced))).toEqual([['price', 'invalid_type']]);
    expect(ok(OrderLineItemInput, { ...inputLine, productName: { original: '' } })).toBe(false);
  });

  it('refuses values of the wrong type', () => {
    expect(refusals(OrderLineItemInput.safeParse({ ...inputLine, quantity: '2' }))).toEqual([
      ['quantity', 'invalid_type'],
    ]);
    expect(ok(OrderLineItemInput, { ...inputLine, quantity: 1.5 })).toBe(false);
    expect(ok(GetOrderRequest, { id: 'order-1' })).toBe(false);
    expect(ok(CancelOrderRequest, { id: ORDER_ID, restockAllItems: 'yes' })).toBe(false);
  });

  it('refuses strings over their length', () => {
    const note = (buyerNote: string) =>
      CreateOrderRequest.safeParse({ order: { lineItems: [inputLine], buyerNote } });
    expect(note('n'.repeat(1000)).success).toBe(true);
    expect(refusals(note('n'.repeat(1001)))).toEqual([['order.buyerNote', 'too_big']]);
    const comment = { merchantComment: { message: 'm'.repeat(5001) } };
    expect(refusals(AddActivityRequest.safeParse({ id: ORDER_ID, activity: comment }))).toEqual([
      ['activity.merchantComment.message', 'too_big'],
    ]);
    expect(ok(CancelOrderRequest, { id: ORDER_ID, customMessage: 'x'.repeat(1001) })).toBe(false);
    expect(ok(SearchOrdersRequest, { search: { cursorPaging: { cursor: 'c'.repeat(16_001) } } })).toBe(false);
  });

  it('refuses amounts that are not decimal strings from 0 to 10^15, naming the bound broken', () => {
    const priced = (amount: unknown) => OrderLineItemInput.safeParse({ ...inputLine, price: { amount } });
    for (const good of ['0', '10.5', '1000000000000000']) expect(priced(good).success).toBe(true);
    for (const bad of ['1e3', '10.', '', 10.5]) expect(priced(bad).success).toBe(false);
    expect(refusals(priced('-1'))).toEqual([['price.amount', 'DECIMAL_GTE']]);
    expect(refusals(priced('1000000000000000.01'))).toEqual([['price.amount', 'DECIMAL_LTE']]);
    const rate = OrderLineItemInput.safeParse({ ...inputLine, taxInfo: { taxRate: '0.1234567' } });
    expect(refusals(rate)).toEqual([['taxInfo.taxRate', 'DECIMAL_MAX_SCALE']]);
    const none = OrderLineItemInput.safeParse({ ...inputLine, decimalQuantity: { value: '0' } });
    expect(refusals(none)).toEqual([['decimalQuantity.value', 'DECIMAL_GT']]);
    const refund = { ecomOrderId: ORDER_ID, payments: [{ paymentId: PAYMENT_ID, amount: { amount: '-5' } }] };
    expect(refusals(TriggerRefundRequest.safeParse(refund))).toEqual([
      ['payments.0.amount.amount', 'DECIMAL_GTE'],
    ]);
  });

  it('refuses enum values the wire does not list', () => {
    expect(refusals(UpdateOrderStatusRequest.safeParse({ orderId: ORDER_ID, status: 'SHIPPED' }))).toEqual([
      ['status', 'invalid_value'],
    ]);
    const activity = { activityType: 'ORDER_TELEPORTED' };
    expect(ok(ActivityInput, activity)).toBe(false);
    const statuses = { paymentAndOrderIds: [{ orderId: ORDER_ID, paymentId: PAYMENT_ID }], status: 'LOST' };
    expect(ok(BulkUpdatePaymentStatusesRequest, statuses)).toBe(false);
    expect(ok(BulkUpdatePaymentStatusesRequest, { ...statuses, status: 'UNDEFINED' })).toBe(true);
    const other = {
      ecomOrderId: ORDER_ID,
      amount: { amount: '5' },
      userDefinedPaymentMethodName: { predefined: 'GOLD' },
    };
    expect(ok(RecordManuallyCollectedPaymentRequest, other)).toBe(false);
  });

  it('holds the order number counter to 0..999999999, as a 64-bit integer string', () => {
    expect(ok(SetOrderNumberCounterRequest, { counter: '999999999' })).toBe(true);
    expect(refusals(SetOrderNumberCounterRequest.safeParse({ counter: '1000000000' }))).toEqual([
      ['counter', 'MAX'],
    ]);
    expect(refusals(SetOrderNumberCounterRequest.safeParse({ counter: '-1' }))).toEqual([['counter', 'MIN']]);
    expect(ok(SetOrderNumberCounterRequest, { counter: 42 })).toBe(false);
  });

  it('updates an order by the id in its path, leaving its lines to updateOrderLineItem', () => {
    const update = {
      order: { id: ORDER_ID, buyerNote: 'Leave at door', lineItems: [inputLine] },
      fieldMask: 'buyerNote',
    };
    expect(UpdateOrderRequest.parse(update)).toEqual({
      order: { id: ORDER_ID, buyerNote: 'Leave at door' },
      fieldMask: 'buyerNote',
    });
    expect(ok(UpdateOrderRequest, { order: { buyerNote: 'x' } })).toBe(false);
    expect(ok(BulkUpdateOrdersRequest, { orders: [] })).toBe(false);
    expect(ok(UpdateOrderLineItemRequest, { id: ORDER_ID, lineItem: { id: LINE_ID, quantity: 3 } })).toBe(
      true,
    );
    expect(ok(UpdateOrderLineItemRequest, { id: ORDER_ID, lineItem: { quantity: 3 } })).toBe(false);
  });

  it('takes requests with only their required fields', () => {
    expect(ok(CancelOrderRequest, { id: ORDER_ID })).toBe(true);
    expect(ok(SearchOrdersRequest, {})).toBe(true);
    expect(
      ok(CaptureAuthorizedPaymentsRequest, { ecomOrderId: ORDER_ID, payments: [{ paymentId: PAYMENT_ID }] }),
    ).toBe(true);
    expect(ok(PreparePaymentCollectionRequest, { ecomOrderId: ORDER_ID, amount: { amount: '29.63' } })).toBe(
      true,
    );
    expect(ok(CreateOrderAndChargeRequest, { id: OTHER_ID })).toBe(true);
    expect(ok(MarkCheckoutAsCompletedRequest, { id: OTHER_ID })).toBe(true);
    expect(ok(ListTransactionsForMultipleOrdersRequest, { orderIds: [ORDER_ID] })).toBe(true);
    expect(ok(AddPaymentsRequest, { orderId: ORDER_ID, payments: [{ amount: { amount: '5' } }] })).toBe(true);
    const transaction = { paymentId: PAYMENT_ID, refundStatus: 'SUCCEEDED' };
    expect(ok(UpdateRefundTransactionRequest, { orderId: ORDER_ID, refundId: OTHER_ID, transaction })).toBe(
      true,
    );
  });

  it('refuses a refund of more than one payment in one call', () => {
    const payment = { paymentId: PAYMENT_ID };
    expect(ok(TriggerRefundRequest, { ecomOrderId: ORDER_ID, payments: [payment] })).toBe(true);
    expect(
      refusals(TriggerRefundRequest.safeParse({ ecomOrderId: ORDER_ID, payments: [payment, payment] })),
    ).toEqual([['payments', 'too_big']]);
  });
});
