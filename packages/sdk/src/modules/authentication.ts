/** Member sign-in calls (ENDPOINTS.md, "Identity: authentication"). Most callers use OAuthStrategy's flows. */
import type {
  CaptchaToken,
  IdentityProfile,
  Identity as WireIdentity,
  StateMachineResponse as WireStateMachineResponse,
} from '@atrium/contract';
import { defineMethod } from '../core/define-method.js';
import type { FromWire } from '../wire/wire-types.js';
import { authenticationEndpoints } from '@atrium/contract/endpoints';

export type Identity = FromWire<WireIdentity>;
export type StateMachineResponse = FromWire<WireStateMachineResponse>;
export type { CaptchaToken, IdentityProfile };

export interface LoginId {
  email: string;
}

export interface LoginOptions {
  password?: string;
  captchaTokens?: CaptchaToken[];
  clientMetaData?: Record<string, unknown>;
  stateToken?: string;
}

export interface RegisterOptions {
  password: string;
  profile?: IdentityProfile;
  captchaTokens?: CaptchaToken[];
  clientMetaData?: Record<string, unknown>;
}

export interface SignOnOptions {
  profile?: IdentityProfile;
  verifyEmail?: boolean;
  mergeExistingContact?: boolean;
}

export interface LogoutOptions {
  postLogoutRedirectUri?: string;
  clientId?: string;
}

export const loginV2 = /* @__PURE__ */ defineMethod<
  [loginId: LoginId, options?: LoginOptions],
  StateMachineResponse
>(authenticationEndpoints.loginV2, {
  args: ['loginId', 'options'],
});

export const registerV2 = /* @__PURE__ */ defineMethod<
  [loginId: LoginId, options: RegisterOptions],
  StateMachineResponse
>(authenticationEndpoints.registerV2, {
  args: ['loginId', 'options'],
});

/** `options.currentPassword` (Atrium), when given, must be right: the account page asks for it. */
export const changePassword = /* @__PURE__ */ defineMethod<
  [newPassword: string, options?: { currentPassword?: string }],
  void
>(authenticationEndpoints.changePassword, {
  args: ['newPassword', 'options'],
  returns: null,
});

export const signOn = /* @__PURE__ */ defineMethod<
  [loginId: LoginId, options?: SignOnOptions],
  { sessionToken: string; identity: Identity }
>(authenticationEndpoints.signOn, {
  args: ['loginId', 'options'],
  elevated: true,
});

export const validateEmail = /* @__PURE__ */ defineMethod<
  [email: string],
  { valid: boolean; formatInvalid: boolean; failure?: { reason: string } | null }
>(authenticationEndpoints.validateEmail, {
  args: ['email'],
});

export const logout = /* @__PURE__ */ defineMethod<[options?: LogoutOptions], Record<string, unknown>>(
  authenticationEndpoints.logout,
  {
    args: ['options'],
  },
);

export interface VerifyFactorOptions {
  stateToken: string;
  rememberThisDevice?: boolean;
  totpData?: { code: string };
  emailData?: { code: string };
  recoveryCodeData?: { code: string };
  smsData?: { code: string };
  callData?: { code: string };
  /** A passkey's assertion as JSON (AuthenticationResponseJSON), for the options in `mfaChallengeData.webauthn`. */
  webauthnData?: { credential: Record<string, unknown> };
}

/** The second factor of a sign-in answered with REQUIRE_MFA (`totp`, `webauthn`, `email` or `recovery_code`). */
export const verifyFactor = /* @__PURE__ */ defineMethod<
  [factorType: string, options: VerifyFactorOptions],
  StateMachineResponse
>(authenticationEndpoints.verifyFactor, {
  args: ['factorType', 'options'],
});
