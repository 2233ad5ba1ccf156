import type { FastifyInstance } from 'fastify';
import type { CarrierRatesProvider } from '../../core/commerce/carriers.js';
import type { PricingSources } from '../../core/commerce/pricing.js';
import type { CursorKey } from '../../core/query/index.js';
import { registerRoutes } from '../../core/wire/route.js';
import type { ShippingContext } from './context.js';
import { createCarriers } from './carriers.js';
import { createFees } from './fees.js';
import { logisticsRoutes } from './logistics-routes.js';
import { createOffers } from './offers.js';
import { createOptionsService } from './options.js';
import { createRegionsService } from './regions.js';
import { feeRoutes, optionRoutes, regionRoutes } from './routes.js';

export type { ShippingContext } from './context.js';

export { CARRIERS } from './sandbox-carrier.js';

/** `installed`: the carriers on this server, which each site may enable (none by default). */
export function createShipping(
  ctx: ShippingContext,
  cursorKey: CursorKey,
  installed: readonly CarrierRatesProvider[] = [],
  carrierTimeoutMs?: number,
) {
  const regions = createRegionsService(ctx, (siteId) => options.forgetSpecs(siteId));
  const options = createOptionsService(ctx, regions, cursorKey);
  const fees = createFees(ctx);
  const carriers = createCarriers(ctx, installed, carrierTimeoutMs);
  /** The shipping and fee sources of the totals engine. */
  const pricing: Pick<PricingSources, 'shippingOptions' | 'fees'> = {
    shippingOptions: createOffers(ctx, options, carriers),
    fees: (siteId) => fees.specs(siteId),
  };
  return { ctx, regions, options, fees, carriers, pricing };
}

export type Shipping = ReturnType<typeof createShipping>;

export function shippingPlugin(shipping: Shipping) {
  return async (app: FastifyInstance) => {
    registerRoutes(app, [
      ...optionRoutes(shipping.options),
      ...regionRoutes(shipping.regions),
      ...feeRoutes(shipping.fees),
      ...logisticsRoutes(shipping.options, shipping.carriers),
    ]);
  };
}
