export type ResponseMode = 'query' | 'fragment';

export interface AuthorizationResult {
  code?: string;
  state?: string;
  error?: string;
  errorDescription?: string;
}

/**
 * Reads what the authorization page sent back on the return URL (specification 000 section 2): from the
 * fragment by default, or from the query string.
 */
export function parseFromUrl(url?: string, responseMode: ResponseMode = 'fragment'): AuthorizationResult {
  const href = url ?? (typeof window === 'undefined' ? undefined : window.location.href);
  if (href === undefined) throw new TypeError('parseFromUrl needs a URL outside a browser');
  // A base lets a path such as `/callback#code=...` parse too.
  const parsed = new URL(href, 'http://localhost');
  const params =
    responseMode === 'query' ? parsed.searchParams : new URLSearchParams(parsed.hash.replace(/^#/, ''));
  const read = (name: string): string | undefined => params.get(name) ?? undefined;
  return {
    code: read('code'),
    state: read('state'),
    error: read('error'),
    errorDescription: read('error_description'),
  };
}
