import { ordersCalls } from '@atrium/contract';
import { defineRoute } from '../../../core/wire/route.js';
import type { OrderActivities } from './activities.js';
import type { OrderTagsService } from './tags.js';

/** The site's own: its owner, and API keys with `ecom.manage`; buyers neither see nor call these. */
const admin = { access: 'admin' as const, permission: 'ecom.manage' };

/** An order's timeline (comments and custom activities) and its tags ("Commerce: orders and payments collector"). */
export function activityRoutes(services: { activities: OrderActivities; tags: OrderTagsService }) {
  const { activities, tags } = services;
  return [
    defineRoute(ordersCalls.addActivity, {
      ...admin,
      summary: "Add a merchant comment or a custom activity to an order's timeline",
      handler: (input, call) => activities.add(call.siteId, input),
    }),
    defineRoute(ordersCalls.addActivities, {
      ...admin,
      summary: "Add merchant comments and custom activities to an order's timeline, in the order sent",
      handler: (input, call) => activities.addMany(call.siteId, input),
    }),
    defineRoute(ordersCalls.updateActivity, {
      ...admin,
      summary:
        'Change a merchant comment or custom activity; system activities stay as the server wrote them',
      handler: (input, call) => activities.update(call.siteId, input),
    }),
    defineRoute(ordersCalls.deleteActivity, {
      ...admin,
      summary: 'Delete a merchant comment or custom activity; system activities stay',
      handler: (input, call) => activities.delete(call.siteId, input),
    }),
    defineRoute(ordersCalls.bulkUpdateOrderTags, {
      ...admin,
      summary: 'Assign and unassign public and private tags on orders, each order on its own',
      handler: (input, call) => tags.bulkUpdate(call.siteId, input),
    }),
  ];
}
