/**
 * The events of orders (seed 001 section 4): created, updated, approved, canceled, payment status updated, and
 * fulfillments updated (a fulfillment created, changed or deleted).
 */
export const ORDER_EVENTS = {
  created: 'order.created',
  updated: 'order.updated',
  deleted: 'order.deleted',
  approved: 'order.approved',
  canceled: 'order.canceled',
  paymentStatusUpdated: 'order.payment_status_updated',
  fulfillmentsUpdated: 'order.fulfillments_updated',
} as const;
