import type { OrderPaymentStatus } from '@atrium/contract';

/** A payment as the order's status reads it: what was authorized, captured and refunded of it. */
export interface PaymentAmounts {
  status: string;
  amount: bigint;
  captured: bigint;
  refunded: bigint;
  /** Taken back by approved chargebacks: counted as given back, as a refund is. */
  chargedBack?: bigint;
}

/**
 * An order's payment status, derived from its payments alone (never set apart from them): refunds first, then
 * what was captured against the total, then a payment still authorized or waiting.
 */
export function paymentStatusOf(total: bigint, payments: readonly PaymentAmounts[]): OrderPaymentStatus {
  const captured = payments.reduce((sum, p) => sum + p.captured, 0n);
  const refunded = payments.reduce((sum, p) => sum + p.refunded + (p.chargedBack ?? 0n), 0n);
  if (refunded > 0n) return refunded >= captured ? 'FULLY_REFUNDED' : 'PARTIALLY_REFUNDED';
  if (captured >= total) return 'PAID';
  if (captured > 0n) return 'PARTIALLY_PAID';
  if (payments.some((p) => p.status === 'AUTHORIZED' || p.status === 'PENDING')) return 'PENDING';
  return 'NOT_PAID';
}

/** What is still owed: the total less what was captured (refunds do not make an order owe again). */
export const balanceOf = (total: bigint, payments: readonly PaymentAmounts[]) => {
  const captured = payments.reduce((sum, p) => sum + p.captured, 0n);
  return captured >= total ? 0n : total - captured;
};
