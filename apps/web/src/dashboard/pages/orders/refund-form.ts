import type { RefundRequest } from '@atrium/react';
import { isApplicationError, type orders } from '@atrium/sdk';
import { describeError } from '../../errors';
import { shareOf, sumDecimals } from './decimal';
import { refusalReason } from './order-labels';

type Line = orders.Order['lineItems'][number];

/** How many of a line are left to refund. */
export const leftToRefund = (line: Line) => Math.max(0, line.quantity - (line.refundQuantity ?? 0));

/** What the lines chosen cost the buyer (their share of each line's total after tax); empty when none is chosen. */
export function suggestedAmount(lines: readonly Line[], quantities: Record<string, number>): string {
  const shares = lines
    .filter((line) => (quantities[line._id] ?? 0) > 0)
    .map((line) => shareOf(line.totalPriceAfterTax.amount, quantities[line._id]!, line.quantity));
  return shares.length ? sumDecimals(shares) : '';
}

export interface RefundForm {
  orderId: string;
  paymentId: string;
  /** Taken by hand: given back by hand too, and recorded as an external refund. */
  manual: boolean;
  amount: string;
  quantities: Record<string, number>;
  restock: boolean;
  email: boolean;
  reason: string;
}

/** The triggerRefund call for the form: one payment, the lines and quantities, and what else should happen. */
export function refundRequest(form: RefundForm): RefundRequest {
  const items = Object.entries(form.quantities)
    .filter(([, quantity]) => quantity > 0)
    .map(([lineItemId, quantity]) => ({ lineItemId, quantity }));
  const amount = form.amount.trim();
  const reason = form.reason.trim();
  return {
    orderId: form.orderId,
    payment: {
      paymentId: form.paymentId,
      ...(amount ? { amount: { amount } } : {}),
      ...(form.manual ? { externalRefund: true } : {}),
    },
    options: {
      details: { lineItems: items, ...(reason ? { reason } : {}) },
      sideEffects: {
        restockInfo: form.restock && items.length ? { type: 'SOME_ITEMS', items } : { type: 'NO_ITEMS' },
        sendOrderRefundedEmail: form.email,
      },
    },
  };
}

/** The server's refusal in the owner's words: why the payment cannot be refunded, when it says why. */
export function refundErrorText(error: unknown): string {
  if (isApplicationError(error) && error.code === 'PAYMENT_NOT_REFUNDABLE') {
    const reason = error.data.nonRefundableReason;
    if (typeof reason === 'string' && reason !== 'NONE') return refusalReason(reason);
  }
  return describeError(error);
}
