import type { AuthorizeRequest, CreateRedirectSessionRequest } from '@atrium/contract';
import type { AuthContext } from '../../core/auth/context.js';
import type { Clock } from '../../core/clock.js';
import type { Db } from '../../core/db/index.js';
import type { Sites } from '../sites/index.js';

export type Intent = 'auth' | 'login' | 'logout' | 'membersAccount' | 'ecomCheckout';
/** Hosted pages that another part of the platform owns and checks: the checkout. */
export type OfferedIntent = 'ecomCheckout';

export interface SessionParams {
  authRequest?: AuthorizeRequest;
  prompt?: 'login' | 'none' | null;
  postFlowUrl?: string | null;
  /** The visitor who asked for the authorize link: what they had (their cart) follows them when they sign in. */
  visitorId?: string | null;
  /** ecomCheckout: the checkout, and where its buyer goes once it is paid. */
  checkoutId?: string;
  thankYouPageUrl?: string | null;
  /** The hash of the cookie of the browser that first opened the link: a page only that browser may use. */
  claim?: string;
}

/**
 * How the part that owns an offered intent checks a request for it: that the caller may open it, and which
 * OAuth client the session belongs to (the caller's, or the site's first one for the owner and API keys).
 */
export type IntentCheck = (
  siteId: string,
  auth: AuthContext,
  request: CreateRedirectSessionRequest,
) => Promise<{ clientId: string; params: SessionParams }>;
export interface StoredSession {
  id: string;
  siteId: string;
  clientId: string;
  intent: Intent;
  params: SessionParams;
}

/** A session to store: the site's client it belongs to, what it opens, and with what. */
export type NewSession = Omit<StoredSession, 'id'>;

export interface Caller {
  auth: AuthContext;
  /** The OAuth client of a visitor's or member's token. */
  clientId?: string | undefined;
}

/** A caller's request for a redirect session, on their site. */
export interface SessionAsk {
  siteId: string;
  caller: Caller;
  request: CreateRedirectSessionRequest;
}

/** What the redirects service's functions share. */
export interface RedirectsContext {
  db: Db;
  clock: Clock;
  sites: Sites;
  offered: Map<OfferedIntent, IntentCheck>;
}
