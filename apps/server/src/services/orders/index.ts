import type { FastifyInstance } from 'fastify';
import type { JobRunner } from '../../core/jobs/index.js';
import { registerRoutes } from '../../core/wire/route.js';
import { createOrderActivities } from './activities.js';
import { createAttemptSweep, createCaptureSweep } from './capture-sweep.js';
import { createOrderAggregates } from './aggregate.js';
import { aggregateRoutes } from './aggregate-routes.js';
import { activityRoutes } from './activity-routes.js';
import type { OrdersContext } from './context.js';
import { createDirectOrders } from './direct.js';
import { fulfillmentRoutes } from './fulfillment-routes.js';
import { gatewayOrderRoutes } from './gateway-order-routes.js';
import { createGatewayOrders } from './gateway-orders.js';
import { createFulfillments } from './fulfillments.js';
import { createOrderImports } from './import.js';
import { importRoutes } from './import-routes.js';
import { chargebackRoutes } from './chargeback-routes.js';
import { createChargebacks } from './chargebacks.js';
import { collectorRoutes } from './collector-routes.js';
import { manageRoutes } from './manage-routes.js';
import { createPaymentRecords } from './payments-record.js';
import { paymentRecordRoutes } from './payments-record-routes.js';
import { orderRoutes } from './routes.js';
import { createOrdersService } from './service.js';
import { createSubscriptionOrders } from './subscriptions.js';
import { createOrderTags } from './tags.js';
import { createOrderTipFees } from './tip-fee.js';
import { onMemberDeleted } from '../../core/commerce/anonymise.js';
import { createBuyerAnonymiser } from './anonymise.js';

export type { OrdersContext } from './context.js';
export type { OrdersService } from './service.js';
export type { Purchase } from './store.js';
export type { OrderTipFees } from './tip-fee.js';
export { assertOrderAccess } from './access.js';
export type { SubscriptionOrders } from './subscriptions.js';

const SWEEP_KEYS_QUEUE = 'orders.sweep-idempotency-keys';
const SWEEP_CAPTURES_QUEUE = 'orders.sweep-captures';
const MEMBER_DELETED_QUEUE = 'orders.member-deleted';

export function createOrders(ctx: OrdersContext, jobs: JobRunner) {
  const service = createOrdersService(ctx);
  // Hourly: answers kept for their Idempotency-Key past its day go.
  jobs.define({ name: SWEEP_KEYS_QUEUE });
  jobs.scheduleEvery(SWEEP_KEYS_QUEUE, '37 * * * *');
  jobs.handle(SWEEP_KEYS_QUEUE, async () => void (await service.idempotency.sweep()));
  // Every minute: payments the provider's ledger and the orders disagree about after a failure or a crash.
  const sweepCaptures = createCaptureSweep(ctx);
  const sweepAttempts = createAttemptSweep(ctx);
  jobs.define({ name: SWEEP_CAPTURES_QUEUE });
  jobs.scheduleEvery(SWEEP_CAPTURES_QUEUE, '* * * * *');
  jobs.handle(SWEEP_CAPTURES_QUEUE, async () => {
    await sweepCaptures();
    await sweepAttempts();
  });
  // A member who deletes their account: their orders stay with the shop, with nothing that names them.
  const anonymiseMember = createBuyerAnonymiser(ctx);
  onMemberDeleted(jobs, ctx.outbox, MEMBER_DELETED_QUEUE, anonymiseMember);
  return {
    ctx,
    service,
    anonymiseMember,
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
    sweepCaptures,
    sweepAttempts,
    subscriptions: createSubscriptionOrders(ctx),
  };
}

export type Orders = ReturnType<typeof createOrders>;

export function ordersPlugin(orders: Orders) {
  return async (app: FastifyInstance) => {
    registerRoutes(app, orderRoutes(orders.service));
    registerRoutes(app, manageRoutes(orders.service));
    registerRoutes(app, collectorRoutes(orders.service.collector));
    registerRoutes(app, chargebackRoutes(orders.chargebacks));
    registerRoutes(app, activityRoutes(orders));
    registerRoutes(app, importRoutes(orders));
    registerRoutes(app, fulfillmentRoutes(orders.fulfillments));
    registerRoutes(app, paymentRecordRoutes(orders.paymentRecords));
    registerRoutes(app, aggregateRoutes(orders.aggregates));
    registerRoutes(app, gatewayOrderRoutes(orders.gatewayOrders));
  };
}
