import { ORDER_EVENTS } from '@atrium/contract';
import { forgetDeletedMembers } from '../../core/commerce/anonymise.js';
import { defineModule } from '../../core/modules/index.js';
import type { SubscriptionsContext } from './context.js';
import { createMemberDeletion } from './member-deleted.js';
import { createRenewals, type Renewals } from './renew.js';
import { subscriptionRoutes } from './routes.js';
import { createSubscriptionsService, type SubscriptionsService } from './service.js';
import * as tables from './tables.js';

/**
 * Subscription contracts: made from the order that bought one (its `order.created` event, through a job of our
 * own, made in the order's transaction), renewed by a sweep every minute, managed by the site and its members.
 */
export interface Subscriptions {
  service: SubscriptionsService;
  renewals: Renewals;
  /** A member deleted their account: their contracts stop and forget them. */
  memberDeleted(siteId: string, memberId: string): Promise<number>;
}

declare module '../../core/modules/module.js' {
  interface Modules {
    subscriptions: Subscriptions;
  }
}

export const subscriptionsModule = defineModule({
  name: 'subscriptions',
  needs: ['orderPlacing'],
  tables,
  create({ core, orderPlacing }): Subscriptions {
    const { db, clock, outbox, cursorKey, mail } = core;
    const ctx: SubscriptionsContext = {
      db,
      clock,
      outbox,
      cursorKey,
      mail,
      orders: orderPlacing.subscriptions,
    };
    const service = createSubscriptionsService(ctx);
    return {
      service,
      renewals: createRenewals(ctx, service),
      memberDeleted: createMemberDeletion(ctx, service),
    };
  },
  routes: (subscriptions) => subscriptionRoutes(subscriptions.service),
  jobs: (subscriptions) => [
    { queue: 'subscriptions.renew', every: '* * * * *', handle: () => subscriptions.renewals.sweep() },
  ],
  listeners: (subscriptions) => [
    {
      queue: 'subscriptions.order-placed',
      events: [ORDER_EVENTS.created],
      options: { retryLimit: 5, retryDelay: 10, retryBackoff: true },
      async handle(event) {
        const orderId = event.data.orderId;
        if (typeof orderId === 'string') await subscriptions.renewals.fromOrder(event.siteId, orderId);
      },
    },
    forgetDeletedMembers('subscriptions.member-deleted', subscriptions.memberDeleted),
  ],
});
