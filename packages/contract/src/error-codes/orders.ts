import type { ErrorTable } from './table.js';

/** Orders once placed: their statuses and activities, payments, fulfillments and recorded transactions. */
export const ORDER_ERRORS = {
  // Orders.
  ORDER_NOT_FOUND: { status: 404, meaning: 'No such order' },
  STATUS_ALREADY_SET: { status: 409, meaning: 'The order already has this status' },
  UNSUPPORTED_TRANSITION: {
    status: 409,
    meaning: "The order's status cannot move to this one (see the allowed moves of order statuses)",
  },
  IDEMPOTENCY_KEY_IN_USE: {
    status: 409,
    meaning: 'A request with this Idempotency-Key is still running; retry when it has answered',
  },
  IDEMPOTENCY_KEY_REUSED: {
    status: 422,
    meaning: 'This Idempotency-Key was used for a different request; use a new key',
  },
  ACTIVITY_NOT_FOUND: { status: 404, meaning: 'The order has no activity with this id' },
  ACTIVITY_NOT_EDITABLE: {
    status: 409,
    meaning:
      "Only merchant comments and custom activities may be added, changed or deleted; the rest are the server's record",
  },
  TOO_MANY_ACTIVITIES: { status: 400, meaning: 'An order holds at most 1000 activities' },
  TOO_MANY_TAGS: { status: 400, meaning: 'An order holds at most 100 public and 100 private tags' },
  ORDER_NUMBER_TAKEN: { status: 409, meaning: 'Another order of the site has this number' },
  ORDER_COUNTER_LOWER_NOT_ALLOWED: {
    status: 409,
    meaning: 'The counter is below the current one: send allowLowerCounter to lower it',
  },
  ORDER_COUNTER_BELOW_EXISTING_ORDER: {
    status: 409,
    meaning:
      'New orders would take the number of an existing order: the counter must be at least the highest',
  },

  // Payments of orders (the payments collector and order transactions).
  PAYMENT_NOT_FOUND: { status: 404, meaning: 'The order has no payment with this id' },
  PAYMENT_NOT_AUTHORIZED: {
    status: 409,
    meaning: 'The payment is not an authorization waiting to be captured or voided',
  },
  PAYMENT_PROVIDER_FAILED: { status: 502, meaning: 'The payment provider refused or failed the operation' },
  PAYMENT_NOT_COLLECTABLE: {
    status: 409,
    meaning: 'Nothing can be collected for the order now (canceled, pending, rejected or paid)',
  },
  PAYMENT_AMOUNT_EXCEEDS_BALANCE: {
    status: 409,
    meaning: 'The amount is zero or more than the order still owes (or the payment still holds)',
  },
  PAYMENT_GATEWAY_ORDER_NOT_FOUND: {
    status: 404,
    meaning:
      'The order has no open payment gateway order with this id (a newer one replaced it, or none was made)',
  },
  PAYMENT_NOT_REFUNDABLE: {
    status: 409,
    meaning: 'The payment cannot be refunded here; its refundability says why',
  },
  REFUND_AMOUNT_EXCEEDS_REFUNDABLE: {
    status: 409,
    meaning: 'The refund is zero or more than the payment captured less what it refunded',
  },
  MEMBERSHIPS_NOT_AVAILABLE: {
    status: 400,
    meaning: 'No memberships provider is installed: orders cannot be charged to memberships',
  },
  CHARGEBACK_NOT_FOUND: { status: 404, meaning: 'No such sandbox chargeback' },
  CHARGEBACK_NOT_ALLOWED: {
    status: 409,
    meaning: 'A chargeback needs a captured sandbox payment with money left that is not refunded or disputed',
  },
  CHARGEBACK_ALREADY_DECIDED: {
    status: 409,
    meaning: 'The chargeback was reversed already; an approved one can only be reversed',
  },

  // Order fulfillments.
  FULFILLMENT_NOT_FOUND: { status: 404, meaning: 'The order has no fulfillment with this id' },
  FULFILLMENT_QUANTITY_EXCEEDED: {
    status: 409,
    meaning:
      "More of a line than is left to fulfil: a line's fulfilled quantities never pass its quantity (data says how many are left)",
  },
  ORDER_NOT_FULFILLABLE: {
    status: 409,
    meaning:
      'Only an approved order takes new fulfillments: this one is canceled, rejected or not yet approved',
  },
  // Order transactions recorded outside Atrium's payment providers (addPayments, the status calls).
  PAYMENTS_EXCEED_ORDER_TOTAL: {
    status: 409,
    meaning:
      "The order's payments would capture more than its total (data gives the total and what was captured)",
  },
  PAYMENT_STATUS_NOT_EDITABLE: {
    status: 409,
    meaning:
      "A provider's or a gift card's payment follows them: capture, void and refund it through the payments collector",
  },
  PAYMENT_STATUS_MOVE_NOT_ALLOWED: {
    status: 409,
    meaning: "The payment's status cannot move to this one here (see the allowed moves of recorded payments)",
  },
  REFUND_TRANSACTION_NOT_FOUND: {
    status: 404,
    meaning: 'The order has no refund with this id, or the refund gave nothing back from this payment',
  },
  REFUND_TRANSACTION_NOT_EDITABLE: {
    status: 409,
    meaning:
      "The refund went through the payment provider: its status is the provider's, not recorded by hand",
  },
  REFUND_STATUS_MOVE_NOT_ALLOWED: {
    status: 409,
    meaning: 'An external refund moves from PENDING to SUCCEEDED or FAILED, once',
  },
} as const satisfies ErrorTable;
