import { defineModule } from '../../../core/modules/index.js';
import { createAttemptSweep, createCaptureSweep } from './capture-sweep.js';
import { chargebackRoutes } from './chargeback-routes.js';
import { createChargebacks, type Chargebacks } from './chargebacks.js';
import { collectorRoutes } from './collector-routes.js';
import { createCollector, type Collector } from './collector.js';
import { gatewayOrderRoutes } from './gateway-order-routes.js';
import { createGatewayOrders, type GatewayOrders } from './gateway-orders.js';
import { createPaymentRecords, type PaymentRecords } from './payments-record.js';
import { paymentRecordRoutes } from './payments-record-routes.js';
import { createOrderTipFees, type OrderTipFees } from './tip-fee.js';

/** An order's money: collecting, capturing, refunds, chargebacks, payments recorded from outside, tips. */
export interface OrderPayments {
  collector: Collector;
  chargebacks: Chargebacks;
  records: PaymentRecords;
  gatewayOrders: GatewayOrders;
  tipFees: OrderTipFees;
  /** Payments the provider's ledger and the orders disagree about after a failure or a crash. */
  sweepCaptures(): Promise<number>;
  sweepAttempts(): Promise<number>;
}

declare module '../../../core/modules/module.js' {
  interface Modules {
    orderPayments: OrderPayments;
  }
}

export const orderPaymentsModule = defineModule({
  name: 'orderPayments',
  needs: ['orders'],
  tables: {},
  create: ({ orders: { ctx, idempotency, view } }): OrderPayments => ({
    collector: createCollector(ctx, idempotency, view),
    chargebacks: createChargebacks(ctx),
    records: createPaymentRecords(ctx, idempotency),
    gatewayOrders: createGatewayOrders(ctx),
    tipFees: createOrderTipFees(ctx),
    sweepCaptures: createCaptureSweep(ctx),
    sweepAttempts: createAttemptSweep(ctx),
  }),
  routes: (payments) => [
    ...collectorRoutes(payments.collector),
    ...chargebackRoutes(payments.chargebacks),
    ...paymentRecordRoutes(payments.records),
    ...gatewayOrderRoutes(payments.gatewayOrders),
  ],
  // Every minute: payments the provider's ledger and the orders disagree about after a failure or a crash.
  jobs: (payments) => [
    {
      queue: 'orders.sweep-captures',
      every: '* * * * *',
      async handle() {
        await payments.sweepCaptures();
        await payments.sweepAttempts();
      },
    },
  ],
});
