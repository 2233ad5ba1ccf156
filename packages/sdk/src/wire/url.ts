const ABSOLUTE_URL = /^[a-z][a-z0-9+.-]*:/i;

/**
 * Resolves a path against the client's host. The host may carry a path prefix (`https://x.test/api`), which
 * `new URL(path, host)` would drop for a path starting with `/`; an empty host keeps the URL relative, for
 * same-origin use in browsers.
 */
export function resolveUrl(host: string, url: string): string {
  if (ABSOLUTE_URL.test(url) || url.startsWith('//')) return url;
  const base = host.replace(/\/+$/, '');
  return `${base}/${url.replace(/^\/+/, '')}`;
}
