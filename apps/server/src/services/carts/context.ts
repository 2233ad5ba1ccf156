import type { StoreSettings } from '@atrium/contract';
import type { Clock } from '../../core/clock.js';
import type { CatalogProvider } from '../../core/commerce/catalog-provider.js';
import type { PricingSources } from '../../core/commerce/pricing.js';
import type { Db } from '../../core/db/index.js';
import type { Outbox } from '../../core/events/index.js';

/** What every part of the carts service shares. */
export interface CartsContext {
  db: Db;
  clock: Clock;
  outbox: Outbox;
  /** The catalogues cart lines can name, by app id. */
  catalogs: ReadonlyMap<string, CatalogProvider>;
  /** Where discounts, coupons, tax, shipping and fees come from. */
  pricing: PricingSources;
  /** The store's currency and weight unit. */
  storeSettings(siteId: string): Promise<StoreSettings>;
}
