import { ACCESS_ERRORS } from './error-codes/access.js';
import { CATALOGUE_ERRORS } from './error-codes/catalogue.js';
import { COMMERCE_ERRORS } from './error-codes/commerce.js';
import { IDENTITY_ERRORS } from './error-codes/identity.js';
import { MEDIA_ERRORS } from './error-codes/media.js';
import { ORDER_ERRORS } from './error-codes/orders.js';
import { RECOMMENDATION_ERRORS } from './error-codes/recommendations.js';
import type { ErrorTable } from './error-codes/table.js';

/**
 * Every application error code the server answers (WIRE.md section 5), with its HTTP status and what it means.
 * Services raise errors by code only; the meaning is the description unless the service says something more
 * precise. Plain data, so that the SDK can name the codes as a type without loading anything.
 *
 * The table is written in parts by area (`error-codes/`), each code in exactly one part (error-codes.test.ts
 * holds that no part repeats another's code, which a spread would silently overwrite).
 */
export const ERROR_CODES = {
  ...ACCESS_ERRORS,
  ...IDENTITY_ERRORS,
  ...MEDIA_ERRORS,
  ...CATALOGUE_ERRORS,
  ...COMMERCE_ERRORS,
  ...ORDER_ERRORS,
  ...RECOMMENDATION_ERRORS,
} as const satisfies ErrorTable;

/** Every application error code the server can answer. */
export type ErrorCode = keyof typeof ERROR_CODES;

/** The codes any route can answer, whatever it does: the request layer's. */
export const REQUEST_ERRORS = [
  'INVALID_JSON',
  'BAD_REQUEST',
  'REQUEST_ABORTED',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'HEADERS_TOO_LARGE',
  'URI_TOO_LONG',
  'RATE_LIMITED',
  'SYSTEM_ERROR',
] as const satisfies readonly ErrorCode[];

/** What a route that needs credentials can answer besides its own codes. */
export const CREDENTIAL_ERRORS = [
  'UNAUTHENTICATED',
  'INVALID_TOKEN',
  'TOKEN_EXPIRED',
  'INVALID_API_KEY',
  'SITE_MISMATCH',
  'FORBIDDEN',
  'MISSING_PERMISSION',
] as const satisfies readonly ErrorCode[];
