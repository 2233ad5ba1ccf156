import { forgetDeletedMembers } from '../../core/commerce/anonymise.js';
import { defineModule } from '../../core/modules/index.js';
import { assertOrderAccess } from './access.js';
import { createOrderActivities, type OrderActivities } from './activities.js';
import { activityRoutes } from './activity-routes.js';
import { createOrderAggregates, type OrderAggregates } from './aggregate.js';
import { aggregateRoutes } from './aggregate-routes.js';
import { createBuyerAnonymiser } from './anonymise.js';
import { createAttemptSweep, createCaptureSweep } from './capture-sweep.js';
import { chargebackRoutes } from './chargeback-routes.js';
import { createChargebacks, type Chargebacks } from './chargebacks.js';
import { collectorRoutes } from './collector-routes.js';
import type { OrdersContext } from './context.js';
import { createDirectOrders, type DirectOrders } from './direct.js';
import { fulfillmentRoutes } from './fulfillment-routes.js';
import { createFulfillments, type Fulfillments } from './fulfillments.js';
import { gatewayOrderRoutes } from './gateway-order-routes.js';
import { createGatewayOrders, type GatewayOrders } from './gateway-orders.js';
import { createOrderImports, type OrderImports } from './import.js';
import { importRoutes } from './import-routes.js';
import { manageRoutes } from './manage-routes.js';
import { createPaymentRecords, type PaymentRecords } from './payments-record.js';
import { paymentRecordRoutes } from './payments-record-routes.js';
import { orderRoutes } from './routes.js';
import { createOrdersService, type OrdersService } from './service.js';
import { createSubscriptionOrders, type SubscriptionOrders } from './subscriptions.js';
import * as tables from './tables.js';
import { createOrderTags, type OrderTagsService } from './tags.js';
import { createOrderTipFees, type OrderTipFees } from './tip-fee.js';

/** Orders: placed from checkouts (or given), paid through providers, fulfilled, refunded, managed. */
export interface Orders {
  ctx: OrdersContext;
  service: OrdersService;
  chargebacks: Chargebacks;
  activities: OrderActivities;
  tags: OrderTagsService;
  direct: DirectOrders;
  imports: OrderImports;
  fulfillments: Fulfillments;
  paymentRecords: PaymentRecords;
  aggregates: OrderAggregates;
  gatewayOrders: GatewayOrders;
  tipFees: OrderTipFees;
  subscriptions: SubscriptionOrders;
  /** Payments the provider's ledger and the orders disagree about after a failure or a crash. */
  sweepCaptures(): Promise<number>;
  sweepAttempts(): Promise<number>;
  /** A member deleted their account: their orders stay with the shop, with nothing that names them. */
  anonymiseMember(siteId: string, memberId: string): Promise<number>;
  /** The order's buyer, or the site (owner, key with `ecom.manage`); ORDER_NOT_FOUND for anyone else. */
  assertAccess: typeof assertOrderAccess;
}

declare module '../../core/modules/module.js' {
  interface Modules {
    orders: Orders;
  }
}

function createOrders(ctx: OrdersContext): Orders {
  const service = createOrdersService(ctx);
  return {
    ctx,
    service,
    chargebacks: createChargebacks(ctx),
    activities: createOrderActivities(ctx),
    tags: createOrderTags(ctx),
    direct: createDirectOrders(ctx),
    imports: createOrderImports(ctx),
    fulfillments: createFulfillments(ctx),
    paymentRecords: createPaymentRecords(ctx, service.idempotency),
    aggregates: createOrderAggregates(ctx),
    gatewayOrders: createGatewayOrders(ctx),
    tipFees: createOrderTipFees(ctx),
    subscriptions: createSubscriptionOrders(ctx),
    sweepCaptures: createCaptureSweep(ctx),
    sweepAttempts: createAttemptSweep(ctx),
    anonymiseMember: createBuyerAnonymiser(ctx),
    assertAccess: assertOrderAccess,
  };
}

export const ordersModule = defineModule({
  name: 'orders',
  needs: ['commerce', 'checkouts', 'payments', 'discounts', 'giftCards'],
  tables,
  create: ({ core, commerce, checkouts, payments, discounts, giftCards }) =>
    createOrders({
      db: core.db,
      clock: core.clock,
      outbox: core.outbox,
      mail: core.mail,
      cursorKey: core.cursorKey,
      checkouts,
      catalogs: commerce.catalogs,
      providers: payments.providers,
      storeSettings: commerce.storeSettings,
      redeemCoupon: (tx, siteId, couponId, use) => discounts.coupons.redeem(tx, siteId, couponId, use),
      redeemGiftCard: (tx, siteId, id, use) => giftCards.service.redeem(tx, siteId, { id }, use),
    }),
  routes: (orders) => [
    ...orderRoutes(orders.service),
    ...manageRoutes(orders.service),
    ...collectorRoutes(orders.service.collector),
    ...chargebackRoutes(orders.chargebacks),
    ...activityRoutes(orders),
    ...importRoutes(orders),
    ...fulfillmentRoutes(orders.fulfillments),
    ...paymentRecordRoutes(orders.paymentRecords),
    ...aggregateRoutes(orders.aggregates),
    ...gatewayOrderRoutes(orders.gatewayOrders),
  ],
  jobs: (orders) => [
    // Hourly: answers kept for their Idempotency-Key past its day go.
    {
      queue: 'orders.sweep-idempotency-keys',
      every: '37 * * * *',
      handle: () => orders.service.idempotency.sweep(),
    },
    {
      queue: 'orders.sweep-captures',
      every: '* * * * *',
      async handle() {
        await orders.sweepCaptures();
        await orders.sweepAttempts();
      },
    },
  ],
  listeners: (orders) => [forgetDeletedMembers('orders.member-deleted', orders.anonymiseMember)],
});
