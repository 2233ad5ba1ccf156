import type { CatalogProvider } from '../../core/commerce/catalog-provider.js';
import type { Clock } from '../../core/clock.js';
import type { Db } from '../../core/db/index.js';
import type { Outbox } from '../../core/events/index.js';
import type { Mail } from '../../core/mail/index.js';
import type { CursorKey } from '../../core/query/index.js';
import type { RateLimiter } from '../../core/rate-limit/index.js';

/** What the mail needs of the site: its name, and the origins its own pages live on (item links must be one). */
export interface SiteFacts {
  name: string;
  origins: readonly string[];
}

export interface BackInStockContext {
  db: Db;
  clock: Clock;
  outbox: Outbox;
  mail: Mail;
  cursorKey: CursorKey;
  limiter: RateLimiter;
  /** The catalogues cart lines name, by app id: a request names an item the same way. */
  catalogs: ReadonlyMap<string, CatalogProvider>;
  site(siteId: string): Promise<SiteFacts | undefined>;
}
