/** Redirect sessions: links to the pages Atrium hosts (ENDPOINTS.md, "Redirect sessions"; WIRE.md section 8). */
import type { AuthorizeRequest } from '@atrium/contract';
import { defineMethod } from '../core/define-method.js';
import { redirectsEndpoints } from '@atrium/contract/endpoints';

export type { AuthorizeRequest };

export interface RedirectSessionOptions {
  auth?: { authRequest: AuthorizeRequest; prompt?: 'login' | 'none' };
  login?: Record<string, never>;
  logout?: { clientId: string };
  /** The member's account on the hosted pages; Atrium offers `ACCOUNT_INFO` (sign-in security). */
  membersAccount?: { section?: 'ACCOUNT_INFO' | 'BOOKINGS' | 'ORDERS' | 'SUBSCRIPTIONS' | 'EVENTS' };
  ecomCheckout?: { checkoutId: string };
  bookingsCheckout?: Record<string, unknown>;
  eventsCheckout?: Record<string, unknown>;
  paidPlansCheckout?: Record<string, unknown>;
  storesProduct?: Record<string, unknown>;
  bookingsBook?: Record<string, unknown>;
  ecomOrderPaymentRequest?: Record<string, unknown>;
  callbacks?: { postFlowUrl?: string; thankYouPageUrl?: string; loginUrl?: string; cartPageUrl?: string };
  preferences?: Record<string, unknown>;
  origin?: string;
}

export interface RedirectSession {
  _id: string;
  fullUrl: string;
  urlDetails: { endpoint: string; searchParams: Record<string, string> };
  sessionToken: string | null;
  shortUrl: string;
}

export const createRedirectSession = /* @__PURE__ */ defineMethod<
  [options: RedirectSessionOptions],
  { redirectSession: RedirectSession }
>(redirectsEndpoints.createRedirectSession, {
  args: ['options'],
});
