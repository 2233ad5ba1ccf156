import { withSchemas } from '../calls.js';
import { sitesEndpoints } from '../endpoints/index.js';
import {
  CreateSiteInviteRequest,
  CreateSiteInviteResponse,
  EmptyResponse,
  ListSiteOwnersRequest,
  ListSiteOwnersResponse,
  RevokeSiteInviteRequest,
} from '../owners.js';
import {
  ApiKeyResponse,
  CreateApiKeyRequest,
  CreateApiKeyResponse,
  CreateOAuthClientRequest,
  DeleteOAuthClientRequest,
  GetOAuthClientRequest,
  GetSiteRequest,
  ListApiKeysRequest,
  ListApiKeysResponse,
  ListOAuthClientsRequest,
  ListOAuthClientsResponse,
  OAuthClientResponse,
  RevokeApiKeyRequest,
  SiteResponse,
  UpdateOAuthClientRequest,
  UpdateSiteRequest,
} from '../site-admin.js';

export const sitesCalls = /* @__PURE__ */ withSchemas(sitesEndpoints, {
  getSite: { input: GetSiteRequest, output: SiteResponse },
  updateSite: { input: UpdateSiteRequest, output: SiteResponse },
  listOAuthClients: { input: ListOAuthClientsRequest, output: ListOAuthClientsResponse },
  createOAuthClient: { input: CreateOAuthClientRequest, output: OAuthClientResponse },
  getOAuthClient: { input: GetOAuthClientRequest, output: OAuthClientResponse },
  updateOAuthClient: { input: UpdateOAuthClientRequest, output: OAuthClientResponse },
  deleteOAuthClient: { input: DeleteOAuthClientRequest, output: EmptyResponse },
  listApiKeys: { input: ListApiKeysRequest, output: ListApiKeysResponse },
  createApiKey: { input: CreateApiKeyRequest, output: CreateApiKeyResponse },
  revokeApiKey: { input: RevokeApiKeyRequest, output: ApiKeyResponse },
  listSiteOwners: { input: ListSiteOwnersRequest, output: ListSiteOwnersResponse },
  inviteOwner: { input: CreateSiteInviteRequest, output: CreateSiteInviteResponse },
  revokeOwnerInvite: { input: RevokeSiteInviteRequest, output: EmptyResponse },
});
