import { CREDENTIAL_ERRORS, REQUEST_ERRORS, type ErrorCode } from '@atrium/contract';
import type { Access } from '../auth/context.js';

/** Every application error code a route can answer: the request layer's, the credentials', and its call's own. */
export function routeErrors(route: { access: Access; call: { errors?: readonly ErrorCode[] } }): ErrorCode[] {
  return [
    ...new Set<ErrorCode>([
      ...REQUEST_ERRORS,
      ...(route.access === 'none' ? [] : CREDENTIAL_ERRORS),
      ...(route.call.errors ?? []),
    ]),
  ];
}
