import type { ItemReference, MediaAsset } from '@atrium/contract';
import type { Clock } from '../../core/clock.js';
import type { Db } from '../../core/db/index.js';
import type { Outbox } from '../../core/events/index.js';

/** The media library, as far as the catalogue needs it: a site's public image by file id. */
export interface CatalogImages {
  publicImage(siteId: string, fileId: string): Promise<MediaAsset | null>;
}

/** The categories service, as far as the catalogue needs it: the store tree's placements of a product. */
export interface CatalogCategories {
  missingCategories(siteId: string, categoryIds: readonly string[]): Promise<string[]>;
  setCategories(siteId: string, item: ItemReference, categoryIds: readonly string[]): Promise<void>;
  categoriesOf(siteId: string, items: readonly ItemReference[]): Promise<Map<string, string[]>>;
}

/** The tax service, as far as the catalogue needs it: whether a product's tax group exists. */
export interface CatalogTaxGroups {
  exists(siteId: string, taxGroupId: string): Promise<boolean>;
}

/** What every part of the catalogue shares. */
export interface CatalogContext {
  db: Db;
  clock: Clock;
  outbox: Outbox;
  images: CatalogImages;
  categories: CatalogCategories;
  taxGroups: CatalogTaxGroups;
}
