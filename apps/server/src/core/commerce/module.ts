import type { StoreSettings } from '@atrium/contract';
import type { Executor } from '../db/index.js';
import { defineModule } from '../modules/index.js';
import type { CatalogProvider } from './catalog-provider.js';
import type { PricingSources } from './pricing.js';

/**
 * What prices a cart, a checkout or an order: the catalogues lines name, the sources of the totals engine
 * (discounts, coupons, shipping, fees, tax, gift cards) and the store's settings. Joined here once, from the
 * modules that keep each, for every module that sells.
 */
export interface Commerce {
  /** The catalogues a line may name, by app id. */
  catalogs: ReadonlyMap<string, CatalogProvider>;
  pricing: PricingSources;
  /** The store's currency, weight unit and stock trigger (kept for a few seconds). */
  /** Inside a transaction, read through it (`executor`): PGlite has one connection, which the transaction holds. */
  storeSettings(siteId: string, executor?: Executor): Promise<StoreSettings>;
}

declare module '../modules/module.js' {
  interface Modules {
    commerce: Commerce;
  }
}

export const commerceModule = defineModule({
  name: 'commerce',
  needs: ['catalog', 'discounts', 'shipping', 'tax', 'giftCards'],
  tables: {},
  create: ({ catalog, discounts, shipping, tax, giftCards }): Commerce => ({
    catalogs: catalog.catalogs,
    pricing: { ...discounts.pricing, ...shipping.pricing, ...tax.pricing, ...giftCards.pricing },
    storeSettings: catalog.getSettings,
  }),
});
