/**
 * Atrium: what the hosted pages (sign-in, account, checkout, password reset; same origin only) ask of the
 * server for themselves: the redirect session that opened them, and the short tokens they then act with.
 * A client for them uses `SessionCookieStrategy()`: the member's or the checkout's cookie rides along.
 */
import type { CallInput, CallOutput, hostedCalls } from '@atrium/contract';
import { hostedEndpoints } from '@atrium/contract/endpoints';
import { defineMethod } from '../core/define-method.js';
import type { FromWire } from '../wire/wire-types.js';

type Calls = typeof hostedCalls;

/** What a hosted page knows about the redirect session that opened it. */
export type HostedSession = FromWire<CallOutput<Calls['getRedirectSession']>>;
/** The signed-in member's short token for the hosted account page. */
export type AccountToken = FromWire<CallOutput<Calls['createAccountToken']>>;
/** The hosted checkout's short token, acting as the checkout's buyer. */
export type CheckoutPageToken = FromWire<CallOutput<Calls['createCheckoutPageToken']>>;
/** The site a password recovery link is for. */
export type RecoveryLinkSite = FromWire<CallOutput<Calls['lookUpRecoveryLink']>>;
export type RecoveryLinkLookUp = CallInput<Calls['lookUpRecoveryLink']>;

/** The redirect session; REDIRECT_SESSION_NOT_FOUND when it has expired or does not exist. */
export const getRedirectSession = /* @__PURE__ */ defineMethod<[sessionId: string], HostedSession>(
  hostedEndpoints.getRedirectSession,
  { args: ['sessionId'] },
);

/** A member token from the member's session cookie; NOT_SIGNED_IN (401) when there is no such cookie. */
export const createAccountToken = /* @__PURE__ */ defineMethod<[sessionId: string], AccountToken>(
  hostedEndpoints.createAccountToken,
  { args: ['sessionId'] },
);

/** The checkout page's token; the first answer sets the browser's cookie that later ones check. */
export const createCheckoutPageToken = /* @__PURE__ */ defineMethod<[sessionId: string], CheckoutPageToken>(
  hostedEndpoints.createCheckoutPageToken,
  { args: ['sessionId'] },
);

/** The site a recovery link is for; INVALID_RECOVERY_TOKEN when it is spent, expired or not a link. */
export const lookUpRecoveryLink = /* @__PURE__ */ defineMethod<[recoveryToken: string], RecoveryLinkSite>(
  hostedEndpoints.lookUpRecoveryLink,
  { args: ['recoveryToken'] },
);
