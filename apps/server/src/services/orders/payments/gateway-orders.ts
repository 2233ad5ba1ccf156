import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { CreatePaymentGatewayOrderRequest, PreparePaymentCollectionRequest } from '@atrium/contract';
import type { Executor } from '../../../core/db/index.js';
import { currencyOf, minorOfField } from '../../../core/money/index.js';
import { appError } from '../../../core/wire/errors.js';
import { lockOrder } from '../captures.js';
import { collectabilityOf } from './collect.js';
import type { OrdersContext } from '../context.js';
import { orderPayments, paymentGatewayOrders, type OrderRow } from '../tables.js';
import { price } from '../wire.js';

/** The provider a gateway order is made with: the one that charges tokens here. */
const PROVIDER = 'sandbox';
// Ids the client sends are free strings on the wire; only a uuid can name a row (the column is a uuid).
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface Opening {
  siteId: string;
  orderId: string;
  /** The amount asked, as sent; the order's balance when absent. */
  amount?: string;
  /** The open gateway order to change, instead of making a new one. */
  reuse?: string | null;
  /** The caller's capture and return choices, kept for the charge that follows. */
  settings: Record<string, unknown>;
}

/** Without the keys the caller left out, so that the stored settings say only what was asked. */
const given = (settings: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(settings).filter(([, value]) => value !== undefined && value !== null));

/** What the order still owes, refused when nothing can be collected now (canceled, pending, paid...). */
async function balanceOf(tx: Executor, order: OrderRow) {
  const payments = await tx.select().from(orderPayments).where(eq(orderPayments.orderId, order.id));
  const { status, balance } = collectabilityOf(order, payments);
  if (status !== 'COLLECTABLE')
    throw appError('PAYMENT_NOT_COLLECTABLE', { orderId: order.id, status }, `Not collectable: ${status}`);
  return balance;
}

/**
 * Payment gateway orders (preparePaymentCollection, paymentCollectionCreatePaymentGatewayOrder): an amount of an
 * order to be charged through the provider, never more than the order still owes. As a Medusa payment session,
 * one is live per order: a new one cancels the earlier, and naming an open one changes it in place.
 */
export function createGatewayOrders(ctx: OrdersContext) {
  const { db, clock } = ctx;

  function open(opening: Opening) {
    if (!ctx.providers.has(PROVIDER))
      throw appError('PAYMENT_PROVIDER_NOT_CONFIGURED', { provider: PROVIDER });
    const { siteId, orderId } = opening;
    // Under the order's lock: parallel calls leave one gateway order open, for no more than the balance.
    return db.transaction(async (tx) => {
      const order = await lockOrder(tx, siteId, orderId);
      const currency = currencyOf(order.currency);
      const balance = await balanceOf(tx, order);
      const amount =
        opening.amount === undefined ? balance : minorOfField(opening.amount, currency, 'amount.amount');
      if (amount <= 0n || amount > balance)
        throw appError(
          'PAYMENT_AMOUNT_EXCEEDS_BALANCE',
          { orderId, balance: price(balance, currency).amount },
          'The amount must be more than zero and at most what the order still owes',
        );
      const now = new Date(clock());
      const values = { amount, currency: order.currency, settings: given(opening.settings), updatedAt: now };
      const mine = and(eq(paymentGatewayOrders.siteId, siteId), eq(paymentGatewayOrders.orderId, order.id));
      const openOnes = and(mine, eq(paymentGatewayOrders.status, 'OPEN'));
      if (opening.reuse) {
        const [row] = UUID.test(opening.reuse)
          ? await tx
              .update(paymentGatewayOrders)
              .set(values)
              .where(and(openOnes, eq(paymentGatewayOrders.id, opening.reuse)))
              .returning({ id: paymentGatewayOrders.id })
          : [];
        if (!row)
          throw appError('PAYMENT_GATEWAY_ORDER_NOT_FOUND', {
            orderId,
            paymentGatewayOrderId: opening.reuse,
          });
        return { paymentGatewayOrderId: row.id };
      }
      await tx.update(paymentGatewayOrders).set({ status: 'CANCELED', updatedAt: now }).where(openOnes);
      const id = randomUUID();
      await tx.insert(paymentGatewayOrders).values({
        id,
        siteId,
        orderId: order.id,
        provider: PROVIDER,
        status: 'OPEN',
        ...values,
        createdAt: now,
      });
      return { paymentGatewayOrderId: id };
    });
  }

  return {
    /** A gateway order for the amount asked, with how it is to be captured and where the buyer returns. */
    prepare: (siteId: string, request: PreparePaymentCollectionRequest) =>
      open({
        siteId,
        orderId: request.ecomOrderId,
        amount: request.amount.amount,
        reuse: request.paymentGatewayOrderId,
        settings: {
          delayedCapture: request.delayedCapture,
          merchantInitiated: request.merchantInitiated,
          redirectUrls: request.redirectUrls,
          delayedCaptureSettings: request.delayedCaptureSettings,
        },
      }),

    /** A gateway order for all the order still owes, taken by `chargedBy`. */
    create: (siteId: string, request: CreatePaymentGatewayOrderRequest) =>
      open({ siteId, orderId: request.ecomOrderId, settings: { chargedBy: request.chargedBy } }),

    /** The gateway orders of an order, newest first: what a later charge looks up. */
    list: (siteId: string, orderId: string) =>
      db
        .select()
        .from(paymentGatewayOrders)
        .where(and(eq(paymentGatewayOrders.siteId, siteId), eq(paymentGatewayOrders.orderId, orderId)))
        .orderBy(desc(paymentGatewayOrders.createdAt)),
  };
}

export type GatewayOrders = ReturnType<typeof createGatewayOrders>;
