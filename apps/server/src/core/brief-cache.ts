/**
 * Values kept for a few seconds in this process, for lookups that every request makes: at most `max` of them
 * (past it, all are dropped at once rather than tracked for eviction).
 */
export function briefCache<V>(ttlMs: number, max = 10_000) {
  const entries = new Map<string, { value: V; at: number }>();
  return {
    /** The value kept for `key`, wrapped so that a kept `undefined` (a miss worth remembering) is told apart. */
    get(key: string): { value: V } | undefined {
      const entry = entries.get(key);
      return entry && Date.now() - entry.at < ttlMs ? entry : undefined;
    },
    set(key: string, value: V): void {
      if (entries.size >= max) entries.clear();
      entries.set(key, { value, at: Date.now() });
    },
    delete: (key: string) => void entries.delete(key),
    clear: () => entries.clear(),
  };
}

/**
 * A site's configuration (its discount rules, shipping options, tax rates...) kept for a few seconds, so that
 * pricing a cart does not read it all again on every request. Concurrent loads share one read; a write in this
 * process forgets the site's entry once it has committed, and other processes see it within `ttlMs`.
 */
export function siteCache<V>(ttlMs = 5_000) {
  const cache = briefCache<Promise<V>>(ttlMs);
  return {
    get(siteId: string, load: () => Promise<V>): Promise<V> {
      const kept = cache.get(siteId);
      if (kept) return kept.value;
      const loading = load();
      cache.set(siteId, loading);
      loading.catch(() => cache.delete(siteId));
      return loading;
    },
    forget: (siteId: string) => cache.delete(siteId),
  };
}
