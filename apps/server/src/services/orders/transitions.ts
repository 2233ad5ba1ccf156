import type { OrderStatus } from '@atrium/contract';

/**
 * The moves of an order's status, written down once. An order waiting on something (INITIALIZED, PENDING)
 * may be approved, rejected or canceled; an APPROVED order may only be canceled; CANCELED and REJECTED are
 * final. Anything else is UNSUPPORTED_TRANSITION, and asking for the status it has is STATUS_ALREADY_SET.
 */
export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  INITIALIZED: ['PENDING', 'APPROVED', 'REJECTED', 'CANCELED'],
  PENDING: ['APPROVED', 'REJECTED', 'CANCELED'],
  APPROVED: ['CANCELED'],
  CANCELED: [],
  REJECTED: [],
};

export const mayMove = (from: OrderStatus, to: OrderStatus) => ORDER_TRANSITIONS[from].includes(to);
