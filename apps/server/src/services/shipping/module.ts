import type { PricingSources } from '../../core/commerce/pricing.js';
import { defineModule } from '../../core/modules/index.js';
import { createCarriers, type Carriers } from './carriers.js';
import { createFees, type Fees } from './fees.js';
import { logisticsRoutes } from './logistics-routes.js';
import { createOffers } from './offers.js';
import { createOptionsService, type OptionsService } from './options.js';
import { createRegionsService, type RegionsService } from './regions.js';
import { feeRoutes, optionRoutes, regionRoutes } from './routes.js';
import { CARRIERS } from './sandbox-carrier.js';
import * as tables from './tables.js';

/** Shipping options with their rates, delivery regions, fees, carriers' live rates; the engine's shipping source. */
export interface Shipping {
  regions: RegionsService;
  options: OptionsService;
  fees: Fees;
  carriers: Carriers;
  pricing: Pick<PricingSources, 'shippingOptions' | 'fees'>;
}

declare module '../../core/modules/module.js' {
  interface Modules {
    shipping: Shipping;
  }
}

export const shippingModule = defineModule({
  name: 'shipping',
  needs: ['catalog'],
  tables,
  create({ core, catalog }): Shipping {
    const { config } = core;
    const ctx = { db: core.db, clock: core.clock, outbox: core.outbox, storeSettings: catalog.getSettings };
    // The carriers installed on this server, which each site may enable (none by default).
    const installed = core.carriers ?? config.carriers.map((name) => CARRIERS[name]);
    const regions = createRegionsService(ctx, (siteId) => options.forgetSpecs(siteId));
    const options = createOptionsService(ctx, regions, core.cursorKey);
    const fees = createFees(ctx);
    const carriers = createCarriers(ctx, installed, config.carrierTimeoutMs);
    const pricing: Shipping['pricing'] = {
      shippingOptions: createOffers(ctx, options, carriers),
      fees: (siteId) => fees.specs(siteId),
    };
    return { regions, options, fees, carriers, pricing };
  },
  routes: (shipping) => [
    ...optionRoutes(shipping.options),
    ...regionRoutes(shipping.regions),
    ...feeRoutes(shipping.fees),
    ...logisticsRoutes(shipping.options, shipping.carriers),
  ],
});
