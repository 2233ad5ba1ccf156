import { randomUUID } from 'node:crypto';
import {
  ORDER_EVENTS,
  type CreateOrderRequest,
  type OrderCreationSettings,
  type OrderStatus,
} from '@atrium/contract';
import type { AuthContext } from '../../../core/auth/context.js';
import { currencyOf } from '../../../core/money/index.js';
import { invalid } from '../../../core/wire/errors.js';
import type { OrdersContext } from '../context.js';
import { creatorOf, givenOrderRows, insertGivenOrder, linkCheckout, storeSettingsOf } from './given-order.js';
import { statedSummary } from './given-amounts.js';
import { nextOrderNumber } from '../numbers.js';
import { paymentStatusOf } from '../payment-status.js';
import { moveOrderStock } from '../stock.js';
import { findOrder, orderParts } from '../store.js';
import { ORDER_TRANSITIONS } from '../transitions.js';
import { orderWire } from '../wire.js';

/**
 * The statuses an order may start in: those that can still move (transitions.ts). CANCELED and REJECTED are
 * where an order ends, through updateOrderStatus or cancelOrder, never where one begins.
 */
const STARTING = (Object.keys(ORDER_TRANSITIONS) as OrderStatus[]).filter(
  (status) => ORDER_TRANSITIONS[status].length > 0,
);

/**
 * The status of a new order: as sent, or as its approval strategy says. By default it is approved at once;
 * waiting for payment, it is approved now only when nothing is owed; Atrium saves no payment method when an
 * order is made, so an order waiting for one starts INITIALIZED, for the site to approve.
 */
function statusOf(
  sent: OrderStatus | null | undefined,
  settings: OrderCreationSettings | null | undefined,
  total: bigint,
): OrderStatus {
  if (sent) {
    if (!STARTING.includes(sent))
      throw invalid('order.status', `an order starts ${STARTING.join(', ')}`, {
        rule: 'VALIDATION',
        data: { allowed: STARTING },
      });
    return sent;
  }
  switch (settings?.orderApprovalStrategy) {
    case 'PAYMENT_RECEIVED':
      return total === 0n ? 'APPROVED' : 'INITIALIZED';
    case 'PAYMENT_METHOD_SAVED':
      return 'INITIALIZED';
    default:
      return 'APPROVED';
  }
}

/**
 * createOrder: an order the site makes itself (a phone or back-office order), priced by the caller in the
 * store's currency, its totals the server's. Its payment status is derived from its payments (none yet: NOT_PAID,
 * or PAID when nothing is owed), never sent. Who may edit it (`editableBy...`) is not kept: every caller with
 * `ecom.manage` may, as with every order; and no mail is sent when an order is made, whatever `notifications` says.
 */
export function createDirectOrders(ctx: OrdersContext) {
  const { db, clock, outbox } = ctx;

  return {
    async create(siteId: string, auth: AuthContext, request: CreateOrderRequest) {
      const { order: input, settings } = request;
      if (input.paymentStatus != null)
        throw invalid('order.paymentStatus', "is derived from the order's payments", 'FIELD_NOT_ALLOWED');
      const store = await storeSettingsOf(ctx, siteId);
      const currency = currencyOf(store.currency);
      const orderId = randomUUID();
      const { values, lines } = givenOrderRows(input, {
        siteId,
        orderId,
        settings: store,
        currency,
        declared: statedSummary(input, currency),
      });
      const status = statusOf(input.status, settings, values.total);
      const paymentStatus = paymentStatusOf(values.total, []);
      await db.transaction(async (tx) => {
        // The checkout first, then the number, then the stock: the order in which placing a checkout locks them.
        if (values.checkoutId)
          await linkCheckout(ctx, tx, { siteId, checkoutId: values.checkoutId, orderId });
        const now = new Date(clock());
        const order = await insertGivenOrder(tx, {
          order: {
            ...values,
            number: await nextOrderNumber(tx, siteId),
            status,
            paymentStatus,
            channelType: input.channelInfo?.type ?? 'BACKOFFICE_MERCHANT',
            createdBy: creatorOf(auth),
            purchasedAt: input.purchasedDate ? new Date(input.purchasedDate) : now,
            createdAt: now,
            updatedAt: now,
          },
          lines,
          activities: [
            { id: randomUUID(), orderId, siteId, type: 'ORDER_PLACED', createdAt: now, updatedAt: now },
          ],
        });
        // As a placed checkout: an approved order takes its stock now in a store that takes it on placing, or
        // when it is paid already (nothing owed). Too few left refuses the order, and its number with it.
        const trigger = store.inventoryTrigger;
        if (status === 'APPROVED' && (trigger === 'ON_ORDER_PLACED' || paymentStatus === 'PAID'))
          await moveOrderStock(ctx, tx, {
            order,
            lines: lines.map((line) => ({ ...line, options: line.options ?? null })),
            direction: 'take',
            reason: trigger === 'ON_ORDER_PLACED' ? 'ORDER_PLACED' : 'ORDER_PAID',
          });
        await outbox.record(tx, {
          siteId,
          type: ORDER_EVENTS.created,
          entityId: orderId,
          data: { orderId, number: order.number, checkoutId: order.checkoutId },
        });
      });
      const order = (await findOrder(db, siteId, orderId))!;
      const { lines: stored, payments, activities } = await orderParts(db, orderId);
      return { order: orderWire(order, { lines: stored, payments, activities }) };
    },
  };
}

export type DirectOrders = ReturnType<typeof createDirectOrders>;
