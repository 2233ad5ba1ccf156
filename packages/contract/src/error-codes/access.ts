import type { ErrorTable } from './table.js';

/** The request layer and who is calling: malformed requests, credentials, OAuth, and the sites, OAuth
 * clients and API keys they belong to. */
export const ACCESS_ERRORS = {
  // The request itself (the HTTP layer, before any service).
  INVALID_JSON: { status: 400, meaning: 'The request body is not valid JSON' },
  BAD_REQUEST: { status: 400, meaning: 'The request is not well formed' },
  REQUEST_ABORTED: { status: 400, meaning: 'The request body ended before its declared length' },
  ROUTE_NOT_FOUND: { status: 404, meaning: 'No route answers this method and path' },
  METHOD_NOT_ALLOWED: { status: 405, meaning: 'This path does not answer this method' },
  REQUEST_TIMEOUT: { status: 408, meaning: 'The request did not arrive in time' },
  PAYLOAD_TOO_LARGE: { status: 413, meaning: 'The request body is too large' },
  URI_TOO_LONG: { status: 414, meaning: 'The request line is too long' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, meaning: 'The request body must be JSON (application/json)' },
  HEADERS_TOO_LARGE: { status: 431, meaning: 'The request line and headers are too large' },
  RATE_LIMITED: { status: 429, meaning: 'Too many requests; try again later' },
  SYSTEM_ERROR: { status: 500, meaning: 'System error occurred' },
  NOT_READY: {
    status: 503,
    meaning: 'The server cannot answer now: its database is unreachable, or it is stopping',
  },
  ORIGIN_NOT_ALLOWED: { status: 403, meaning: 'Origin not allowed' },
  WEB_NOT_BUILT: {
    status: 404,
    meaning: 'The web app is not built: run "npm run build --workspace @atrium/web"',
  },
  /** The code of a field-violation failure inside a bulk answer's per-item results. */
  INVALID_ARGUMENT: { status: 400, meaning: 'A field of the item is not valid' },

  // Who is calling.
  UNAUTHENTICATED: { status: 401, meaning: 'This call needs an access token or an API key' },
  INVALID_TOKEN: { status: 401, meaning: 'The access token is not valid' },
  TOKEN_EXPIRED: { status: 401, meaning: 'The access token has expired' },
  INVALID_API_KEY: { status: 401, meaning: 'The API key is not valid or has been revoked' },
  FORBIDDEN: { status: 403, meaning: 'You are not allowed to do this' },
  MISSING_PERMISSION: { status: 403, meaning: 'The API key lacks a permission this call needs' },
  SITE_MISMATCH: { status: 403, meaning: 'The credentials belong to different sites' },
  INVALID_CREDENTIALS: { status: 401, meaning: 'The credentials are not correct' },

  // OAuth.
  UNKNOWN_CLIENT: { status: 400, meaning: 'Unknown OAuth client' },
  UNSUPPORTED_GRANT_TYPE: { status: 400, meaning: 'Unsupported grant type' },
  INVALID_GRANT: { status: 400, meaning: 'The grant is invalid, expired, already used or revoked' },

  // Sites, OAuth clients, API keys.
  SITE_NOT_FOUND: { status: 404, meaning: 'The site no longer exists' },
  OAUTH_CLIENT_NOT_FOUND: { status: 404, meaning: 'No OAuth client with this id on this site' },
  API_KEY_NOT_FOUND: { status: 404, meaning: 'No API key with this id on this site' },
  TOO_MANY_CLIENTS: { status: 409, meaning: 'The site has as many OAuth clients as it may have' },
  TOO_MANY_API_KEYS: { status: 409, meaning: 'The site has as many active API keys as it may have' },
} as const satisfies ErrorTable;
