import type { OAuthClient } from './service.js';

/**
 * A URL an OAuth client may send people back to (after sign-out, a password reset, a hosted flow): one of its
 * redirect URIs exactly, or a page of one of its allowed origins.
 */
export function isReturnAllowed(client: OAuthClient, url: string): boolean {
  if (client.redirectUris.includes(url)) return true;
  try {
    return client.allowedOrigins.includes(new URL(url).origin);
  } catch {
    return false;
  }
}
