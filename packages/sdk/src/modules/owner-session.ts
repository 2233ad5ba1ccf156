/**
 * Atrium: the dashboard's own session, same origin only (`ownerSessionEndpoints`): the owner's sign-in,
 * first-owner setup, invitations, password reset, their account and second factor, and the short-lived
 * per-site tokens with which the dashboard then uses the public API. A client for it uses
 * `SessionCookieStrategy({ csrfToken })`: the session cookie rides along, and changes carry the session's
 * CSRF token (`getSession().csrfToken`).
 */
import type { CallInput, CallOutput, ownerSessionCalls } from '@atrium/contract';
import { ownerSessionEndpoints } from '@atrium/contract/endpoints';
import { defineMethod } from '../core/define-method.js';
import type { FromWire } from '../wire/wire-types.js';

type Calls = typeof ownerSessionCalls;

/** The signed-in owner, their sites and the CSRF token for changes. */
export type OwnerSession = FromWire<CallOutput<Calls['getSession']>>;
export type Owner = OwnerSession['owner'];
export type OwnerSite = OwnerSession['sites'][number];
export type OwnedSite = FromWire<CallOutput<Calls['createSite']>['site']>;
export type SiteToken = FromWire<CallOutput<Calls['createSiteToken']>>;
export type Invitation = FromWire<CallOutput<Calls['lookUpInvite']>>;
export type TotpEnrolment = FromWire<CallOutput<Calls['startTotp']>>;
export type RecoveryCodes = FromWire<CallOutput<Calls['confirmTotp']>>;

export type SignInInput = CallInput<Calls['signIn']>;
export type SetUpInput = CallInput<Calls['setUp']>;
export type AcceptInviteInput = CallInput<Calls['acceptInvite']>;
export type ResetPasswordInput = CallInput<Calls['resetPassword']>;
export type ChangePasswordInput = CallInput<Calls['changePassword']>;
export type AccountChanges = CallInput<Calls['updateAccount']>['owner'];

/** The session; NO_SESSION or SESSION_EXPIRED (401) when there is none. */
export const getSession = /* @__PURE__ */ defineMethod<[], OwnerSession>(ownerSessionEndpoints.getSession);

/** Signs in (sets the session cookie); SECOND_FACTOR_REQUIRED asks for `code` as well. */
export const signIn = /* @__PURE__ */ defineMethod<[credentials: SignInInput], Owner>(
  ownerSessionEndpoints.signIn,
  { args: ['credentials'], payload: { '...': 'credentials' }, returns: 'owner' },
);

/** The first owner, from the one-time link printed at first start; signs them in. */
export const setUp = /* @__PURE__ */ defineMethod<[owner: SetUpInput], Owner>(ownerSessionEndpoints.setUp, {
  args: ['owner'],
  payload: { '...': 'owner' },
  returns: 'owner',
});

export const signOut = /* @__PURE__ */ defineMethod<[], void>(ownerSessionEndpoints.signOut, {
  returns: null,
});

/** A site owned by the signed-in owner. */
export const createSite = /* @__PURE__ */ defineMethod<[site: { name: string }], OwnedSite>(
  ownerSessionEndpoints.createSite,
  { args: ['site'], returns: 'site' },
);

/** An owner access token for one of the owner's sites (what `ownerTokenStrategy`s send). */
export const createSiteToken = /* @__PURE__ */ defineMethod<[siteId: string], SiteToken>(
  ownerSessionEndpoints.createSiteToken,
  { args: ['siteId'] },
);

/** What an invitation link is for; INVALID_INVITE when it is spent or expired. */
export const lookUpInvite = /* @__PURE__ */ defineMethod<[token: string], Invitation>(
  ownerSessionEndpoints.lookUpInvite,
  { args: ['token'] },
);

/** Accepts an invitation (a new account, or the existing one's password) and signs in. */
export const acceptInvite = /* @__PURE__ */ defineMethod<[acceptance: AcceptInviteInput], Owner>(
  ownerSessionEndpoints.acceptInvite,
  { args: ['acceptance'], payload: { '...': 'acceptance' }, returns: 'owner' },
);

/** Resolves when the setup link can still create the first owner; INVALID_SETUP_LINK otherwise. */
export const lookUpSetupLink = /* @__PURE__ */ defineMethod<[token: string], void>(
  ownerSessionEndpoints.lookUpSetupLink,
  { args: ['token'], returns: null },
);

export const requestPasswordReset = /* @__PURE__ */ defineMethod<[email: string], void>(
  ownerSessionEndpoints.requestPasswordReset,
  { args: ['email'], returns: null },
);

export const resetPassword = /* @__PURE__ */ defineMethod<[reset: ResetPasswordInput], void>(
  ownerSessionEndpoints.resetPassword,
  { args: ['reset'], payload: { '...': 'reset' }, returns: null },
);

export const updateAccount = /* @__PURE__ */ defineMethod<[owner: AccountChanges], Owner>(
  ownerSessionEndpoints.updateAccount,
  { args: ['owner'], returns: 'owner' },
);

export const changePassword = /* @__PURE__ */ defineMethod<[change: ChangePasswordInput], void>(
  ownerSessionEndpoints.changePassword,
  { args: ['change'], payload: { '...': 'change' }, returns: null },
);

/** Starts an authenticator enrolment, confirmed by `confirmTotp` with the app's first code. */
export const startTotp = /* @__PURE__ */ defineMethod<[password: string], TotpEnrolment>(
  ownerSessionEndpoints.startTotp,
  { args: ['password'] },
);

export const confirmTotp = /* @__PURE__ */ defineMethod<[code: string], RecoveryCodes>(
  ownerSessionEndpoints.confirmTotp,
  { args: ['code'] },
);

export const disableTotp = /* @__PURE__ */ defineMethod<[password: string], void>(
  ownerSessionEndpoints.disableTotp,
  { args: ['password'], returns: null },
);

export const regenerateRecoveryCodes = /* @__PURE__ */ defineMethod<[password: string], RecoveryCodes>(
  ownerSessionEndpoints.regenerateRecoveryCodes,
  { args: ['password'] },
);
