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
  getSite: { input: GetSiteRequest, output: SiteResponse, errors: ['SITE_NOT_FOUND'] },
  updateSite: { input: UpdateSiteRequest, output: SiteResponse, errors: ['SITE_NOT_FOUND'] },
  listOAuthClients: { input: ListOAuthClientsRequest, output: ListOAuthClientsResponse },
  createOAuthClient: {
    input: CreateOAuthClientRequest,
    output: OAuthClientResponse,
    errors: ['TOO_MANY_CLIENTS'],
  },
  getOAuthClient: {
    input: GetOAuthClientRequest,
    output: OAuthClientResponse,
    errors: ['OAUTH_CLIENT_NOT_FOUND'],
  },
  updateOAuthClient: {
    input: UpdateOAuthClientRequest,
    output: OAuthClientResponse,
    errors: ['OAUTH_CLIENT_NOT_FOUND'],
  },
  deleteOAuthClient: {
    input: DeleteOAuthClientRequest,
    output: EmptyResponse,
    errors: ['OAUTH_CLIENT_NOT_FOUND'],
  },
  listApiKeys: { input: ListApiKeysRequest, output: ListApiKeysResponse },
  createApiKey: { input: CreateApiKeyRequest, output: CreateApiKeyResponse, errors: ['TOO_MANY_API_KEYS'] },
  revokeApiKey: { input: RevokeApiKeyRequest, output: ApiKeyResponse, errors: ['API_KEY_NOT_FOUND'] },
  listSiteOwners: {
    input: ListSiteOwnersRequest,
    output: ListSiteOwnersResponse,
    errors: ['OWNER_REQUIRED'],
  },
  inviteOwner: {
    input: CreateSiteInviteRequest,
    output: CreateSiteInviteResponse,
    errors: ['OWNER_REQUIRED', 'ALREADY_OWNER'],
  },
  revokeOwnerInvite: {
    input: RevokeSiteInviteRequest,
    output: EmptyResponse,
    errors: ['OWNER_REQUIRED', 'INVITE_NOT_FOUND'],
  },
});
