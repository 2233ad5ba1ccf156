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
import { sitesEndpoints } from '@atrium/contract/endpoints';

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

export const getSite = /* @__PURE__ */ defineMethod<[], Site>(sitesEndpoints.getSite, {
  returns: 'site',
});

export const updateSite = /* @__PURE__ */ defineMethod<[site: { name: string }], Site>(
  sitesEndpoints.updateSite,
  {
    args: ['site'],
    returns: 'site',
    elevated: true,
  },
);

export const listOAuthClients = /* @__PURE__ */ defineMethod<[], OAuthClient[]>(
  sitesEndpoints.listOAuthClients,
  {
    returns: 'clients',
    elevated: true,
  },
);

export const createOAuthClient = /* @__PURE__ */ defineMethod<[client: NewOAuthClient], OAuthClient>(
  sitesEndpoints.createOAuthClient,
  {
    args: ['client'],
    returns: 'client',
    elevated: true,
  },
);

export const getOAuthClient = /* @__PURE__ */ defineMethod<[clientId: string], OAuthClient>(
  sitesEndpoints.getOAuthClient,
  {
    args: ['clientId'],
    returns: 'client',
    elevated: true,
  },
);

export const updateOAuthClient = /* @__PURE__ */ defineMethod<
  [_id: string, client: OAuthClientUpdate, options?: UpdateOptions],
  OAuthClient
>(sitesEndpoints.updateOAuthClient, {
  args: ['_id', 'client', 'options'],
  payload: { client: 'client', 'client.id': '_id', fieldMask: 'options.fieldMask' },
  returns: 'client',
  elevated: true,
});

export const deleteOAuthClient = /* @__PURE__ */ defineMethod<[clientId: string], void>(
  sitesEndpoints.deleteOAuthClient,
  {
    args: ['clientId'],
    returns: null,
    elevated: true,
  },
);

export const listApiKeys = /* @__PURE__ */ defineMethod<[options?: ListApiKeysOptions], ApiKey[]>(
  sitesEndpoints.listApiKeys,
  {
    args: ['options'],
    returns: 'apiKeys',
    elevated: true,
  },
);

export const createApiKey = /* @__PURE__ */ defineMethod<[apiKey: NewApiKey], CreateApiKeyResponse>(
  sitesEndpoints.createApiKey,
  {
    args: ['apiKey'],
    elevated: true,
  },
);

export const revokeApiKey = /* @__PURE__ */ defineMethod<[apiKeyId: string], ApiKey>(
  sitesEndpoints.revokeApiKey,
  {
    args: ['apiKeyId'],
    returns: 'apiKey',
    elevated: true,
  },
);

export const listSiteOwners = /* @__PURE__ */ defineMethod<[], ListSiteOwnersResponse>(
  sitesEndpoints.listSiteOwners,
  {
    elevated: true,
  },
);

export const inviteOwner = /* @__PURE__ */ defineMethod<[email: string], InviteOwnerResponse>(
  sitesEndpoints.inviteOwner,
  {
    args: ['email'],
    payload: { 'invite.email': 'email' },
    elevated: true,
  },
);

export const revokeOwnerInvite = /* @__PURE__ */ defineMethod<[inviteId: string], void>(
  sitesEndpoints.revokeOwnerInvite,
  {
    args: ['inviteId'],
    returns: null,
    elevated: true,
  },
);
