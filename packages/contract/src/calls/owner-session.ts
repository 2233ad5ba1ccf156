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
  setUp: { input: SetupOwnerRequest, output: OwnerResponse },
  signIn: { input: SignInOwnerRequest, output: OwnerResponse },
  signOut: { input: EmptyRequest, output: EmptyResponse },
  getSession: { input: EmptyRequest, output: OwnerSessionResponse },
  createSite: { input: CreateOwnedSiteRequest, output: OwnedSiteResponse },
  createSiteToken: { input: IssueSiteTokenRequest, output: IssueSiteTokenResponse },
  lookUpInvite: { input: LookUpInviteRequest, output: LookUpInviteResponse },
  acceptInvite: { input: AcceptInviteRequest, output: OwnerResponse },
});
