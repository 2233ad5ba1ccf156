import type { FastifyInstance } from 'fastify';
import type { PricingSources } from '../../core/commerce/pricing.js';
import type { CursorKey } from '../../core/query/index.js';
import { registerRoutes } from '../../core/wire/route.js';
import type { ShippingContext } from './context.js';
import { createFees } from './fees.js';
import { createOptionsService } from './options.js';
import { createRegionsService } from './regions.js';
import { feeRoutes, optionRoutes, regionRoutes } from './routes.js';

export type { ShippingContext } from './context.js';

export function createShipping(ctx: ShippingContext, cursorKey: CursorKey) {
  const regions = createRegionsService(ctx, (siteId) => options.forgetSpecs(siteId));
  const options = createOptionsService(ctx, regions, cursorKey);
  const fees = createFees(ctx);
  /** The shipping and fee sources of the totals engine. */
  const pricing: Pick<PricingSources, 'shippingOptions' | 'fees'> = {
    shippingOptions: (siteId) => options.specs(siteId),
    fees: (siteId) => fees.specs(siteId),
  };
  return { ctx, regions, options, fees, pricing };
}

export type Shipping = ReturnType<typeof createShipping>;

export function shippingPlugin(shipping: Shipping) {
  return async (app: FastifyInstance) => {
    registerRoutes(app, [
      ...optionRoutes(shipping.options),
      ...regionRoutes(shipping.regions),
      ...feeRoutes(shipping.fees),
    ]);
  };
}
