import { CREDENTIAL_ERRORS, REQUEST_ERRORS, type ErrorCode } from '@atrium/contract';
import type { RouteSpec } from './route.js';

/** Every application error code a route can answer: the request layer's, the credentials', and its call's own. */
export function routeErrors(route: RouteSpec): ErrorCode[] {
  return [
    ...new Set<ErrorCode>([
      ...REQUEST_ERRORS,
      ...(route.access === 'none' ? [] : CREDENTIAL_ERRORS),
      ...(route.call.errors ?? []),
    ]),
  ];
}
