import { endpointTable } from './endpoint.js';

// ENDPOINTS.md "Identity: authentication", plus Atrium's second-factor answer during sign-in.
export const authenticationEndpoints = /* @__PURE__ */ endpointTable('authentication', {
  logout: { method: 'GET', path: '/_api/iam/authentication/v1/logout' },
  changePassword: { method: 'POST', path: '/_api/iam/authentication/v2/change-password' },
  loginV2: { method: 'POST', path: '/_api/iam/authentication/v2/login' },
  registerV2: { method: 'POST', path: '/_api/iam/authentication/v2/register' },
  signOn: { method: 'POST', path: '/_api/iam/authentication/v2/sign-on' },
  validateEmail: { method: 'POST', path: '/_api/iam/authentication/v2/validate-email' },
  verifyFactor: { method: 'POST', path: '/_api/iam/authentication/v2/{factorType}/verify' },
});

// ENDPOINTS.md "Identity: OAuth endpoints". WIRE.md section 1: the token body is plain JSON.
export const oauthEndpoints = /* @__PURE__ */ endpointTable('oauth', {
  jwks: { method: 'GET', path: '/oauth2/jwks' },
  token: { method: 'POST', path: '/oauth2/token' },
  tokenInfo: { method: 'POST', path: '/oauth2/token-info' },
  userInfo: { method: 'GET', path: '/oauth2/user-info' },
});

// ENDPOINTS.md "Identity: recovery".
export const recoveryEndpoints = /* @__PURE__ */ endpointTable('recovery', {
  sendActivationEmail: { method: 'POST', path: '/_api/iam/recovery/v1/activation-email' },
  recover: { method: 'POST', path: '/_api/iam/recovery/v1/recover' },
  sendRecoveryEmail: { method: 'POST', path: '/_api/iam/recovery/v1/send-email' },
});

// ENDPOINTS.md "Identity: verification".
export const verificationEndpoints = /* @__PURE__ */ endpointTable('verification', {
  verifyDuringAuthentication: { method: 'POST', path: '/_api/iam/verification/v1/auth/verify' },
  start: { method: 'POST', path: '/_api/iam/verification/v1/start' },
});

// ENDPOINTS.md "Redirect sessions".
export const redirectsEndpoints = /* @__PURE__ */ endpointTable('redirects', {
  createRedirectSession: { method: 'POST', path: '/_api/redirects-api/v1/redirect-session' },
});

/** Atrium: what the hosted pages (same origin only) ask of the server. */
export const hostedEndpoints = /* @__PURE__ */ endpointTable('hosted', {
  getRedirectSession: { method: 'GET', path: '/atrium/v1/hosted/redirect-sessions/{sessionId}' },
  createAccountToken: { method: 'POST', path: '/atrium/v1/hosted/account-token' },
  createCheckoutPageToken: { method: 'POST', path: '/atrium/v1/hosted/checkout-token' },
  lookUpRecoveryLink: { method: 'POST', path: '/atrium/v1/hosted/recovery-links/look-up' },
});

/** Atrium: the site's members, their sign-in settings and the site's mailbox, for owners and API keys. */
export const siteMembersEndpoints = /* @__PURE__ */ endpointTable('siteMembers', {
  listMembers: { method: 'GET', path: '/atrium/v1/members' },
  getMember: { method: 'GET', path: '/atrium/v1/members/{memberId}' },
  approveMember: { method: 'POST', path: '/atrium/v1/members/{memberId}/approve' },
  rejectMember: { method: 'POST', path: '/atrium/v1/members/{memberId}/reject' },
  blockMember: { method: 'POST', path: '/atrium/v1/members/{memberId}/block' },
  unblockMember: { method: 'POST', path: '/atrium/v1/members/{memberId}/unblock' },
  resetMemberFactors: { method: 'POST', path: '/atrium/v1/members/{memberId}/reset-factors' },
  getMemberSettings: { method: 'GET', path: '/atrium/v1/member-settings' },
  updateMemberSettings: { method: 'PATCH', path: '/atrium/v1/member-settings' },
  listMailMessages: { method: 'GET', path: '/atrium/v1/mail-messages' },
});

/** Atrium: a signed-in member's second factors. */
export const factorsEndpoints = /* @__PURE__ */ endpointTable('factors', {
  listFactors: { method: 'GET', path: '/atrium/v1/members/me/factors' },
  enrolTotp: { method: 'POST', path: '/atrium/v1/members/me/factors/totp' },
  enrolSms: { method: 'POST', path: '/atrium/v1/members/me/factors/sms' },
  enrolCall: { method: 'POST', path: '/atrium/v1/members/me/factors/call' },
  enrolPasskey: { method: 'POST', path: '/atrium/v1/members/me/factors/webauthn' },
  activateFactor: { method: 'POST', path: '/atrium/v1/members/me/factors/{factorId}/activate' },
  removeFactor: { method: 'DELETE', path: '/atrium/v1/members/me/factors/{factorId}' },
  regenerateRecoveryCodes: { method: 'POST', path: '/atrium/v1/members/me/recovery-codes' },
});

/** Atrium: the captcha challenge a sign-in or registration answers. */
export const captchaEndpoints = /* @__PURE__ */ endpointTable('captcha', {
  getChallenge: { method: 'GET', path: '/atrium/v1/captcha/challenge' },
});

/** Atrium: a signed-in member's own account (the hosted account page): profile, email, addresses, deletion. */
export const memberAccountEndpoints = /* @__PURE__ */ endpointTable('memberAccount', {
  getMyAccount: { method: 'GET', path: '/atrium/v1/members/me/account' },
  updateMyProfile: { method: 'PATCH', path: '/atrium/v1/members/me/profile' },
  uploadMyPicture: { method: 'POST', path: '/atrium/v1/members/me/picture' },
  removeMyPicture: { method: 'DELETE', path: '/atrium/v1/members/me/picture' },
  startEmailChange: { method: 'POST', path: '/atrium/v1/members/me/email-change' },
  confirmEmailChange: { method: 'POST', path: '/atrium/v1/members/me/email-change/confirm' },
  listMyAddresses: { method: 'GET', path: '/atrium/v1/members/me/addresses' },
  createMyAddress: { method: 'POST', path: '/atrium/v1/members/me/addresses' },
  updateMyAddress: { method: 'PATCH', path: '/atrium/v1/members/me/addresses/{addressId}' },
  deleteMyAddress: { method: 'DELETE', path: '/atrium/v1/members/me/addresses/{addressId}' },
  sendDeletionCode: { method: 'POST', path: '/atrium/v1/members/me/deletion-code' },
  deleteMyAccount: { method: 'POST', path: '/atrium/v1/members/me/delete' },
});
