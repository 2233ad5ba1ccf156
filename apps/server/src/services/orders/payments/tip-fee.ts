import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { ORDER_EVENTS, TIP_FEE_CODE } from '@atrium/contract';
import { type Executor, nextRevision } from '../../../core/db/index.js';
import { currencyOf, toMinor } from '../../../core/money/index.js';
import { appError } from '../../../core/wire/errors.js';
import { lockOrder, settlePaymentStatus } from '../captures.js';
import type { OrdersContext } from '../context.js';
import { findOrder } from '../store.js';
import { orderLines, orderPayments, orders, type OrderRow } from '../tables.js';
import { price } from '../wire.js';

// A tip is one of the order's additional fees (code TIP_FEE_CODE, never taxed): the order's totals, its
// balance and its payment status include it the way they include any fee, and the price summary still sums.

type Plain = Record<string, unknown>;
const isTip = (fee: unknown) => (fee as Plain | null)?.code === TIP_FEE_CODE;

/** The tip fee an order holds: its id and amount in minor units. */
export interface OrderTipFee {
  id: string;
  amount: bigint;
}

function tipFeeOf(order: OrderRow): OrderTipFee | null {
  const fee = order.snapshot.additionalFees.find(isTip) as Plain | undefined;
  if (!fee) return null;
  const amount = toMinor(String((fee.price as Plain).amount), currencyOf(order.currency)) ?? 0n;
  return { id: String(fee.id), amount };
}

async function lineSubtotalOf(db: Executor, orderId: string) {
  const [row] = await db
    .select({ subtotal: sql<string>`coalesce(sum(${orderLines.subtotal}), 0)` })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId));
  return BigInt(row?.subtotal ?? 0);
}

/** What a tip is figured on and what the order holds of it, for the tips service (services/tips). */
export function createOrderTipFees(ctx: OrdersContext) {
  return {
    /** The order, its lines' subtotal before discounts, and its tip fee; undefined if the site has no such order. */
    async read(db: Executor, siteId: string, orderId: string) {
      const order = await findOrder(db, siteId, orderId);
      if (!order) return undefined;
      return { order, lineSubtotal: await lineSubtotalOf(db, orderId), fee: tipFeeOf(order) };
    },

    /**
     * Sets (amount) or takes away (null) the order's tip fee in the caller's transaction, the order row locked:
     * total and fees move by the difference and the payment status is read again, so a tip added to a paid
     * order leaves a balance due. A canceled order, or one paid past the total the change would leave, is refused.
     */
    async set(tx: Executor, { siteId, orderId }: { siteId: string; orderId: string }, amount: bigint | null) {
      const order = await lockOrder(tx, siteId, orderId);
      const current = tipFeeOf(order);
      const delta = (amount ?? 0n) - (current?.amount ?? 0n);
      const total = order.total + delta;
      const payments = await tx.select().from(orderPayments).where(eq(orderPayments.orderId, orderId));
      const captured = payments.reduce((sum, p) => sum + p.captured, 0n);
      if (order.status === 'CANCELED' || total < captured)
        throw appError('TIP_ORDER_NOT_CHANGEABLE', {
          orderId,
          reason: order.status === 'CANCELED' ? 'CANCELED' : 'PAID_PAST_TOTAL',
        });
      const currency = currencyOf(order.currency);
      const shown = price(amount ?? 0n, currency);
      const fee = {
        id: current?.id ?? randomUUID(),
        code: TIP_FEE_CODE,
        name: 'Tip',
        price: shown,
        priceBeforeTax: shown,
        priceAfterTax: shown,
        source: 'MANUAL',
        lineItemIds: [],
      };
      const others = order.snapshot.additionalFees.filter((f) => !isTip(f));
      const now = new Date(ctx.clock());
      const [updated] = await tx
        .update(orders)
        .set({
          snapshot: { ...order.snapshot, additionalFees: amount === null ? others : [...others, fee] },
          additionalFees: order.additionalFees + delta,
          total,
          ...nextRevision(orders, now),
        })
        .where(eq(orders.id, orderId))
        .returning();
      await ctx.outbox.record(tx, {
        siteId,
        type: ORDER_EVENTS.updated,
        entityId: orderId,
        data: { orderId, changed: ['additionalFees', 'priceSummary'] },
      });
      const settled = await settlePaymentStatus(ctx, tx, updated!);
      return { order: settled, fee: amount === null ? null : { id: fee.id, amount } };
    },
  };
}

export type OrderTipFees = ReturnType<typeof createOrderTipFees>;
