import type { Clock } from '../../core/clock.js';
import type { Db, Executor } from '../../core/db/index.js';
import type { Purchase } from '../orders/index.js';

/** A catalogue as recommendations read it: what a shopper can buy now, and which items belong together. */
export interface RecommendationCatalog {
  readonly appId: string;
  /** Of these items, those shown and in stock now. */
  available(siteId: string, ids: readonly string[]): Promise<Set<string>>;
  /** The shown categories of these items: each once, those of the first item first. */
  categoriesOf(siteId: string, ids: readonly string[]): Promise<string[]>;
  /** One page of a category's items, in the category's own order; `next` is null after the last page. */
  itemsIn(
    siteId: string,
    categoryId: string,
    cursor: string | null,
  ): Promise<{ ids: string[]; next: string | null }>;
}

export interface RecommendationsContext {
  db: Db;
  clock: Clock;
  catalog: RecommendationCatalog;
  /** An order's status and lines, read in the counting transaction; none when the order is gone. */
  purchase(tx: Executor, siteId: string, orderId: string): Promise<Purchase | undefined>;
}
