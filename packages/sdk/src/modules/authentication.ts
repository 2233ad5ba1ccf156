/** Member sign-in calls (ENDPOINTS.md, "Identity: authentication"). Most callers use OAuthStrategy's flows. */
import type {
  CaptchaToken,
  IdentityProfile,
  Identity as WireIdentity,
  StateMachineResponse as WireStateMachineResponse,
} from '@atrium/contract';
import { defineMethod } from '../core/define-method.js';
import type { FromWire } from '../wire/wire-types.js';

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

const BASE = '/_api/iam/authentication';

export const loginV2 = /* @__PURE__ */ defineMethod<
  [loginId: LoginId, options?: LoginOptions],
  StateMachineResponse
>({
  method: 'POST',
  path: `${BASE}/v2/login`,
  args: ['loginId', 'options'],
});

export const registerV2 = /* @__PURE__ */ defineMethod<
  [loginId: LoginId, options: RegisterOptions],
  StateMachineResponse
>({
  method: 'POST',
  path: `${BASE}/v2/register`,
  args: ['loginId', 'options'],
});

export const changePassword = /* @__PURE__ */ defineMethod<[newPassword: string], void>({
  method: 'POST',
  path: `${BASE}/v2/change-password`,
  args: ['newPassword'],
  returns: null,
});

export const signOn = /* @__PURE__ */ defineMethod<
  [loginId: LoginId, options?: SignOnOptions],
  { sessionToken: string; identity: Identity }
>({
  method: 'POST',
  path: `${BASE}/v2/sign-on`,
  args: ['loginId', 'options'],
  elevated: true,
});

export const validateEmail = /* @__PURE__ */ defineMethod<
  [email: string],
  { valid: boolean; formatInvalid: boolean; failure?: { reason: string } | null }
>({
  method: 'POST',
  path: `${BASE}/v2/validate-email`,
  args: ['email'],
});

export const logout = /* @__PURE__ */ defineMethod<[options?: LogoutOptions], Record<string, unknown>>({
  method: 'GET',
  path: `${BASE}/v1/logout`,
  args: ['options'],
});

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
>({
  method: 'POST',
  path: `${BASE}/v2/{factorType}/verify`,
  args: ['factorType', 'options'],
});
