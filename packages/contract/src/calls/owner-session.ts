import { withSchemas } from '../calls.js';
import { ownerSessionEndpoints } from '../endpoints/index.js';
import {
  AcceptInviteRequest,
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

export const ownerSessionCalls = /* @__PURE__ */ withSchemas(ownerSessionEndpoints, {
  setUp: { input: SetupOwnerRequest, output: OwnerResponse, errors: ['INVALID_SETUP_LINK', 'OWNER_EXISTS'] },
  signIn: { input: SignInOwnerRequest, output: OwnerResponse, errors: ['INVALID_CREDENTIALS'] },
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
    errors: ['INVALID_INVITE', 'INVALID_CREDENTIALS', 'ALREADY_OWNER', 'OWNER_EXISTS'],
  },
});
