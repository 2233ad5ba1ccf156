import { defineModule } from '../../../core/modules/index.js';
import { createOrderActivities, type OrderActivities } from './activities.js';
import { activityRoutes } from './activity-routes.js';
import { createOrderAggregates, type OrderAggregates } from './aggregate.js';
import { aggregateRoutes } from './aggregate-routes.js';
import { createOrderManagement, type OrderManagement } from './manage.js';
import { manageRoutes } from './manage-routes.js';
import { createOrderTags, type OrderTagsService } from './tags.js';

/** The site's management of its orders: search, status, changes, the timeline, tags and figures. */
export interface OrderManagementModule {
  manage: OrderManagement;
  activities: OrderActivities;
  tags: OrderTagsService;
  aggregates: OrderAggregates;
}

declare module '../../../core/modules/module.js' {
  interface Modules {
    orderManagement: OrderManagementModule;
  }
}

export const orderManagementModule = defineModule({
  name: 'orderManagement',
  needs: ['orders'],
  tables: {},
  create: ({ orders: { ctx, view } }): OrderManagementModule => ({
    manage: createOrderManagement(ctx, view),
    activities: createOrderActivities(ctx),
    tags: createOrderTags(ctx),
    aggregates: createOrderAggregates(ctx),
  }),
  routes: (management) => [
    ...manageRoutes(management.manage),
    ...activityRoutes(management),
    ...aggregateRoutes(management.aggregates),
  ],
});
