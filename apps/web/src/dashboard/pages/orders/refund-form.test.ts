import type { orders } from '@atrium/sdk';
import { ApplicationError } from '@atrium/sdk';
import { describe, expect, it } from 'vitest';
import { leftToRefund, refundErrorText, refundRequest, suggestedAmount } from './refund-form';

const line = (id: string, quantity: number, { total, refunded = 0 }: { total: string; refunded?: number }) =>
  ({
    _id: id,
    quantity,
    refundQuantity: refunded,
    totalPriceAfterTax: { amount: total, formattedAmount: total },
  }) as unknown as orders.Order['lineItems'][number];

const base = {
  orderId: 'o1',
  paymentId: 'p1',
  manual: false,
  amount: '',
  quantities: {},
  restock: false,
  email: false,
  reason: '',
};

describe('the refund form', () => {
  it('knows what is left of a line', () => {
    expect(leftToRefund(line('a', 3, { total: '30.00', refunded: 1 }))).toBe(2);
    expect(leftToRefund(line('a', 3, { total: '30.00', refunded: 5 }))).toBe(0);
  });

  it('suggests the share of each chosen line, added exactly', () => {
    const lines = [line('a', 3, { total: '10.00' }), line('b', 1, { total: '0.20' })];
    expect(suggestedAmount(lines, { a: 2, b: 1 })).toBe('6.87');
    expect(suggestedAmount(lines, { a: 0 })).toBe('');
  });

  it('asks for the whole refundable amount when no amount is given, restocking nothing', () => {
    expect(refundRequest(base)).toEqual({
      orderId: 'o1',
      payment: { paymentId: 'p1' },
      options: {
        details: { lineItems: [] },
        sideEffects: { restockInfo: { type: 'NO_ITEMS' }, sendOrderRefundedEmail: false },
      },
    });
  });

  it('sends the chosen lines, restocks them when asked, and records a manual payment as given back by hand', () => {
    expect(
      refundRequest({
        ...base,
        manual: true,
        amount: ' 6.67 ',
        quantities: { a: 2, b: 0 },
        restock: true,
        email: true,
        reason: 'Damaged',
      }),
    ).toEqual({
      orderId: 'o1',
      payment: { paymentId: 'p1', amount: { amount: '6.67' }, externalRefund: true },
      options: {
        details: { lineItems: [{ lineItemId: 'a', quantity: 2 }], reason: 'Damaged' },
        sideEffects: {
          restockInfo: { type: 'SOME_ITEMS', items: [{ lineItemId: 'a', quantity: 2 }] },
          sendOrderRefundedEmail: true,
        },
      },
    });
  });

  it('shows the server refusal reason plainly', () => {
    const refused = new ApplicationError({
      message: 'PAYMENT_NOT_REFUNDABLE',
      code: 'PAYMENT_NOT_REFUNDABLE',
      description: 'Not refundable: ALREADY_REFUNDED',
      data: { nonRefundableReason: 'ALREADY_REFUNDED' },
    });
    expect(refundErrorText(refused)).toBe('This payment has already been refunded in full.');
    const over = new ApplicationError({
      message: 'REFUND_AMOUNT_EXCEEDS_REFUNDABLE',
      code: 'REFUND_AMOUNT_EXCEEDS_REFUNDABLE',
      description: 'A refund gives back more than zero and at most what the payment captured',
    });
    expect(refundErrorText(over)).toBe(
      'A refund gives back more than zero and at most what the payment captured.',
    );
  });
});
