import { withSchemas } from '../calls.js';
import { ownerSessionEndpoints } from '../endpoints/index.js';
import {
  AcceptInviteRequest,
  ChangeOwnerPasswordRequest,
  ConfirmOwnerTotpRequest,
  ConfirmPasswordRequest,
  LookUpSetupLinkRequest,
  OwnerRecoveryCodesResponse,
  RequestOwnerPasswordResetRequest,
  ResetOwnerPasswordRequest,
  StartOwnerTotpResponse,
  UpdateOwnerAccountRequest,
  CreateOwnedSiteRequest,
  EmptyRequest,
  EmptyResponse,
  IssueSiteTokenRequest,
  IssueSiteTokenResponse,
  LookUpInviteRequest,
  LookUpInviteResponse,
  OwnedSiteResponse,
  OwnerResponse,
  OwnerSessionResponse,
  SetupOwnerRequest,
  SignInOwnerRequest,
} from '../owners.js';

/** What every call made with the session cookie may answer. */
const SIGNED_IN = ['NO_SESSION', 'SESSION_EXPIRED', 'INVALID_CSRF_TOKEN'] as const;

export const ownerSessionCalls = /* @__PURE__ */ withSchemas(ownerSessionEndpoints, {
  setUp: { input: SetupOwnerRequest, output: OwnerResponse, errors: ['INVALID_SETUP_LINK', 'OWNER_EXISTS'] },
  signIn: {
    input: SignInOwnerRequest,
    output: OwnerResponse,
    errors: ['INVALID_CREDENTIALS', 'SECOND_FACTOR_REQUIRED', 'INVALID_CODE'],
  },
  signOut: {
    input: EmptyRequest,
    output: EmptyResponse,
    errors: ['NO_SESSION', 'SESSION_EXPIRED', 'INVALID_CSRF_TOKEN'],
  },
  getSession: {
    input: EmptyRequest,
    output: OwnerSessionResponse,
    errors: ['NO_SESSION', 'SESSION_EXPIRED'],
  },
  createSite: {
    input: CreateOwnedSiteRequest,
    output: OwnedSiteResponse,
    errors: ['NO_SESSION', 'SESSION_EXPIRED', 'INVALID_CSRF_TOKEN'],
  },
  createSiteToken: {
    input: IssueSiteTokenRequest,
    output: IssueSiteTokenResponse,
    errors: ['NO_SESSION', 'SESSION_EXPIRED', 'INVALID_CSRF_TOKEN', 'NOT_SITE_OWNER'],
  },
  lookUpInvite: { input: LookUpInviteRequest, output: LookUpInviteResponse, errors: ['INVALID_INVITE'] },
  acceptInvite: {
    input: AcceptInviteRequest,
    output: OwnerResponse,
    errors: [
      'INVALID_INVITE',
      'INVALID_CREDENTIALS',
      'SECOND_FACTOR_REQUIRED',
      'INVALID_CODE',
      'ALREADY_OWNER',
      'OWNER_EXISTS',
    ],
  },
  lookUpSetupLink: { input: LookUpSetupLinkRequest, output: EmptyResponse, errors: ['INVALID_SETUP_LINK'] },
  requestPasswordReset: {
    input: RequestOwnerPasswordResetRequest,
    output: EmptyResponse,
    errors: ['MAIL_NOT_CONFIGURED'],
  },
  resetPassword: { input: ResetOwnerPasswordRequest, output: EmptyResponse, errors: ['INVALID_RESET_LINK'] },
  updateAccount: { input: UpdateOwnerAccountRequest, output: OwnerResponse, errors: SIGNED_IN },
  changePassword: {
    input: ChangeOwnerPasswordRequest,
    output: EmptyResponse,
    errors: [...SIGNED_IN, 'INVALID_CREDENTIALS'],
  },
  startTotp: {
    input: ConfirmPasswordRequest,
    output: StartOwnerTotpResponse,
    errors: [...SIGNED_IN, 'INVALID_CREDENTIALS', 'TWO_FACTOR_ALREADY_ENABLED'],
  },
  confirmTotp: {
    input: ConfirmOwnerTotpRequest,
    output: OwnerRecoveryCodesResponse,
    errors: [...SIGNED_IN, 'INVALID_CODE', 'TWO_FACTOR_NOT_STARTED', 'TWO_FACTOR_ALREADY_ENABLED'],
  },
  disableTotp: {
    input: ConfirmPasswordRequest,
    output: EmptyResponse,
    errors: [...SIGNED_IN, 'INVALID_CREDENTIALS', 'TWO_FACTOR_NOT_ENABLED'],
  },
  regenerateRecoveryCodes: {
    input: ConfirmPasswordRequest,
    output: OwnerRecoveryCodesResponse,
    errors: [...SIGNED_IN, 'INVALID_CREDENTIALS', 'TWO_FACTOR_NOT_ENABLED'],
  },
});
