import type { Db } from '../../core/db/index.js';
import type { Outbox } from '../../core/events/index.js';
import { briefCache } from '../../core/brief-cache.js';
import { siteRecorder } from './events.js';
import type { apiKeys } from './tables.js';
import type { OAuthClient } from './types.js';

const ORIGIN_CACHE_MS = 5_000;
const CLIENT_CACHE_MS = 5_000;
// A key revoked here is refused at once; another server process may take it for up to this long.
const API_KEY_CACHE_MS = 5_000;

/** What the sites service's functions share: the database, the audit trail and this process's brief caches. */
export interface SitesContext {
  db: Db;
  record: ReturnType<typeof siteRecorder>;
  originCache: ReturnType<typeof briefCache<boolean>>;
  clientCache: ReturnType<typeof briefCache<OAuthClient | undefined>>;
  keyCache: ReturnType<typeof briefCache<typeof apiKeys.$inferSelect>>;
}

export function sitesContext(db: Db, outbox?: Outbox): SitesContext {
  return {
    db,
    record: siteRecorder(outbox),
    originCache: briefCache<boolean>(ORIGIN_CACHE_MS),
    clientCache: briefCache<OAuthClient | undefined>(CLIENT_CACHE_MS),
    keyCache: briefCache<typeof apiKeys.$inferSelect>(API_KEY_CACHE_MS),
  };
}

export function forgetCached(ctx: SitesContext): void {
  ctx.clientCache.clear();
  ctx.originCache.clear();
  ctx.keyCache.clear();
}
