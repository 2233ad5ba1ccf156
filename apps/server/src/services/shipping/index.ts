import type { FastifyInstance } from 'fastify';
import type { PricingSources } from '../../core/commerce/pricing.js';
import type { CursorKey } from '../../core/query/index.js';
import { registerRoutes } from '../../core/wire/route.js';
import type { ShippingContext } from './context.js';
import { createOptionsService } from './options.js';
import { createRegionsService } from './regions.js';
import { optionRoutes, regionRoutes } from './routes.js';

export type { ShippingContext } from './context.js';

export function createShipping(ctx: ShippingContext, cursorKey: CursorKey) {
  const regions = createRegionsService(ctx);
  const options = createOptionsService(ctx, regions, cursorKey);
  /** The shipping source of the totals engine. */
  const pricing: Pick<PricingSources, 'shippingOptions'> = {
    shippingOptions: (siteId) => options.specs(siteId),
  };
  return { ctx, regions, options, pricing };
}

export type Shipping = ReturnType<typeof createShipping>;

export function shippingPlugin(shipping: Shipping) {
  return async (app: FastifyInstance) => {
    registerRoutes(app, [...optionRoutes(shipping.options), ...regionRoutes(shipping.regions)]);
  };
}
