/** The events of orders (seed 001 section 4): created, updated, approved, canceled, payment status updated. */
export const ORDER_EVENTS = {
  created: 'order.created',
  updated: 'order.updated',
  deleted: 'order.deleted',
  approved: 'order.approved',
  canceled: 'order.canceled',
  paymentStatusUpdated: 'order.payment_status_updated',
} as const;
