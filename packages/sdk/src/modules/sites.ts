/**
 * The site itself, and who runs it: its name (any caller of the site may read it), its OAuth clients, its
 * API keys and its owners. Everything but `getSite` acts for the site and needs an elevated client (an API
 * key, or the dashboard's owner token).
 */
import type {
  ApiKey as WireApiKey,
  OAuthClient as WireOAuthClient,
  Owner as WireOwner,
  Permission,
  Site as WireSite,
  SiteInvite as WireSiteInvite,
} from '@atrium/contract';
import { defineMethod } from '../core/define-method.js';
import type { FromWire } from '../wire/wire-types.js';

export type Site = FromWire<WireSite>;
export type OAuthClient = FromWire<WireOAuthClient>;
export type ApiKey = FromWire<WireApiKey>;
export type SiteOwner = FromWire<WireOwner>;
export type SiteInvite = FromWire<WireSiteInvite>;
export type { Permission };

export interface NewOAuthClient {
  name: string;
  allowedOrigins?: string[];
  redirectUris?: string[];
  rotateRefreshTokens?: boolean;
}

export type OAuthClientUpdate = Partial<NewOAuthClient>;

export interface UpdateOptions {
  /** The fields to change; a list, or the wire's comma-joined string. */
  fieldMask?: string | string[];
}

export interface NewApiKey {
  name: string;
  /** Every permission (`*`) unless said otherwise. */
  permissions?: Permission[];
}

export interface CreateApiKeyResponse {
  apiKey: ApiKey;
  /** The whole key, shown this once. */
  key: string;
}

export interface ListApiKeysOptions {
  includeRevoked?: boolean;
}

export interface ListSiteOwnersResponse {
  owners: SiteOwner[];
  invites: SiteInvite[];
}

export interface InviteOwnerResponse {
  invite: SiteInvite;
  /** The link to send to the invited person, shown this once. */
  inviteUrl: string;
}

export const getSite = /* @__PURE__ */ defineMethod<[], Site>({
  method: 'GET',
  path: '/atrium/v1/site',
  returns: 'site',
});

export const updateSite = /* @__PURE__ */ defineMethod<[site: { name: string }], Site>({
  method: 'PATCH',
  path: '/atrium/v1/site',
  args: ['site'],
  returns: 'site',
  elevated: true,
});

export const listOAuthClients = /* @__PURE__ */ defineMethod<[], OAuthClient[]>({
  method: 'GET',
  path: '/atrium/v1/oauth-clients',
  returns: 'clients',
  elevated: true,
});

export const createOAuthClient = /* @__PURE__ */ defineMethod<[client: NewOAuthClient], OAuthClient>({
  method: 'POST',
  path: '/atrium/v1/oauth-clients',
  args: ['client'],
  returns: 'client',
  elevated: true,
});

export const getOAuthClient = /* @__PURE__ */ defineMethod<[clientId: string], OAuthClient>({
  method: 'GET',
  path: '/atrium/v1/oauth-clients/{clientId}',
  args: ['clientId'],
  returns: 'client',
  elevated: true,
});

export const updateOAuthClient = /* @__PURE__ */ defineMethod<
  [_id: string, client: OAuthClientUpdate, options?: UpdateOptions],
  OAuthClient
>({
  method: 'PATCH',
  path: '/atrium/v1/oauth-clients/{client.id}',
  args: ['_id', 'client', 'options'],
  payload: { client: 'client', 'client.id': '_id', fieldMask: 'options.fieldMask' },
  returns: 'client',
  elevated: true,
});

export const deleteOAuthClient = /* @__PURE__ */ defineMethod<[clientId: string], void>({
  method: 'DELETE',
  path: '/atrium/v1/oauth-clients/{clientId}',
  args: ['clientId'],
  returns: null,
  elevated: true,
});

export const listApiKeys = /* @__PURE__ */ defineMethod<[options?: ListApiKeysOptions], ApiKey[]>({
  method: 'GET',
  path: '/atrium/v1/api-keys',
  args: ['options'],
  returns: 'apiKeys',
  elevated: true,
});

export const createApiKey = /* @__PURE__ */ defineMethod<[apiKey: NewApiKey], CreateApiKeyResponse>({
  method: 'POST',
  path: '/atrium/v1/api-keys',
  args: ['apiKey'],
  elevated: true,
});

export const revokeApiKey = /* @__PURE__ */ defineMethod<[apiKeyId: string], ApiKey>({
  method: 'POST',
  path: '/atrium/v1/api-keys/{apiKeyId}/revoke',
  args: ['apiKeyId'],
  returns: 'apiKey',
  elevated: true,
});

export const listSiteOwners = /* @__PURE__ */ defineMethod<[], ListSiteOwnersResponse>({
  method: 'GET',
  path: '/atrium/v1/site-owners',
  elevated: true,
});

export const inviteOwner = /* @__PURE__ */ defineMethod<[email: string], InviteOwnerResponse>({
  method: 'POST',
  path: '/atrium/v1/site-invites',
  args: ['email'],
  payload: { 'invite.email': 'email' },
  elevated: true,
});

export const revokeOwnerInvite = /* @__PURE__ */ defineMethod<[inviteId: string], void>({
  method: 'DELETE',
  path: '/atrium/v1/site-invites/{inviteId}',
  args: ['inviteId'],
  returns: null,
  elevated: true,
});
