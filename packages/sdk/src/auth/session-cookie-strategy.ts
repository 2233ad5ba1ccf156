import type { AuthStrategy } from './auth-strategy.js';

/** The header that carries a cookie session's CSRF token on changes (the dashboard's owner session). */
export const CSRF_HEADER = 'x-atrium-csrf';

export interface SessionCookieStrategyOptions {
  /**
   * The session's CSRF token, read before every request (the owner session's `csrfToken`); undefined while
   * there is no session. Without it no CSRF header is sent.
   */
  csrfToken?: () => string | undefined;
}

/**
 * For pages on the server's own origin (the dashboard, the hosted pages): the browser's session cookie rides
 * along with same-origin requests, so the strategy adds no credentials, only the CSRF token when one is known.
 */
export function SessionCookieStrategy(options: SessionCookieStrategyOptions = {}): AuthStrategy {
  return {
    async getAuthHeaders() {
      const token = options.csrfToken?.();
      const headers: Record<string, string> = {};
      if (token) headers[CSRF_HEADER] = token;
      return { headers };
    },
  };
}
