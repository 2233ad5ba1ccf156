import { appError } from '../../core/wire/errors.js';
import type { Call } from '../../core/wire/route.js';
import type { StoredSession } from './service.js';

const PAGES = {
  auth: 'authorize',
  login: 'login',
  logout: 'logout',
  membersAccount: 'account',
  ecomCheckout: 'checkout',
} as const;

/** The hosted page a redirect session opens. */
export function hostedPageUrl(publicUrl: string, session: Pick<StoredSession, 'id' | 'intent'>) {
  const endpoint = `${publicUrl}/hosted/${PAGES[session.intent]}`;
  const searchParams = { session: session.id };
  return { endpoint, searchParams, fullUrl: `${endpoint}?${new URLSearchParams(searchParams).toString()}` };
}

/** A call only a page of the hosted origin may make: a browser says where a request comes from. */
export function assertHostedPage(call: Call, origin: string, message: string) {
  const from = call.request.headers.origin;
  const fetchSite = call.request.headers['sec-fetch-site'];
  if ((from && from !== origin) || (fetchSite && fetchSite !== 'same-origin'))
    throw appError('FORBIDDEN', {}, message);
}
