import type { CheckoutRow, PricedCheckout } from '../../checkouts/index.js';

/** How an order from a checkout is paid: offline (nothing charged now), or by a provider's token. */
export type Payment =
  { kind: 'offline'; tokenRequired?: boolean } | { kind: 'token'; token: string; delayCapture: boolean };

/** A checkout about to become an order: its row, as priced, and how it is to be paid. */
export interface CheckoutToPlace {
  row: CheckoutRow;
  priced: PricedCheckout;
  payment: Payment;
}
