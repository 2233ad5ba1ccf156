import {
  ApiKeyResponse,
  CreateApiKeyRequest,
  CreateApiKeyResponse,
  CreateOAuthClientRequest,
  DeleteOAuthClientRequest,
  EmptyResponse,
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
  type Permission,
} from '@atrium/contract';
import { ALL_PERMISSIONS, type AuthContext } from '../../core/auth/context.js';
import { AppError, notFound } from '../../core/wire/errors.js';
import { maskedPatch } from '../../core/wire/field-mask.js';
import { defineRoute } from '../../core/wire/route.js';
import type { SitesService } from './service.js';
import { toWireApiKey, toWireClient, toWireSite } from './wire.js';

const CLIENT_FIELDS = ['name', 'allowedOrigins', 'redirectUris', 'rotateRefreshTokens'] as const;
const clientNotFound = () => notFound('OAUTH_CLIENT_NOT_FOUND', 'No OAuth client with this id on this site');

/** An API key may hand out only permissions it holds itself, so a narrow key cannot mint a broad one. */
function checkGrantable(auth: AuthContext, permissions: readonly Permission[]): void {
  if (auth.kind !== 'apiKey' || auth.permissions.includes(ALL_PERMISSIONS)) return;
  const missing = permissions.filter((p) => !auth.permissions.includes(p));
  if (missing.length > 0)
    throw new AppError(403, 'MISSING_PERMISSION', 'An API key cannot grant permissions it does not hold', {
      permissions: missing,
    });
}

export function siteRoutes(sites: SitesService) {
  return [
    defineRoute({
      method: 'GET',
      path: '/atrium/v1/site',
      access: 'site',
      summary: 'The site the caller belongs to (its name, for headers and titles)',
      input: GetSiteRequest,
      output: SiteResponse,
      async handler(_, call) {
        const site = await sites.getSite(call.siteId);
        if (!site) throw notFound('SITE_NOT_FOUND', 'The site no longer exists');
        return { site: toWireSite(site) };
      },
    }),
    defineRoute({
      method: 'PATCH',
      path: '/atrium/v1/site',
      access: 'admin',
      permission: 'site.manage',
      summary: 'Rename the site',
      input: UpdateSiteRequest,
      output: SiteResponse,
      async handler({ site, fieldMask }, call) {
        const patch = maskedPatch({ entity: site, name: 'site', fieldMask, updatable: ['name'] as const });
        const current = await sites.getSite(call.siteId);
        const updated = patch.name ? await sites.renameSite(call.siteId, patch.name) : current;
        if (!updated) throw notFound('SITE_NOT_FOUND', 'The site no longer exists');
        return { site: toWireSite(updated) };
      },
    }),
    defineRoute({
      method: 'GET',
      path: '/atrium/v1/oauth-clients',
      access: 'admin',
      permission: 'oauth-clients.manage',
      summary: 'The OAuth clients of the site',
      input: ListOAuthClientsRequest,
      output: ListOAuthClientsResponse,
      handler: async (_, call) => ({ clients: (await sites.listClients(call.siteId)).map(toWireClient) }),
    }),
    defineRoute({
      method: 'POST',
      path: '/atrium/v1/oauth-clients',
      access: 'admin',
      permission: 'oauth-clients.manage',
      summary: 'Create an OAuth client: allowed origins, exact redirect URIs, refresh-token rotation',
      input: CreateOAuthClientRequest,
      output: OAuthClientResponse,
      async handler({ client }, call) {
        const created = await sites.createClient(call.siteId, {
          name: client.name,
          allowedOrigins: client.allowedOrigins ?? [],
          redirectUris: client.redirectUris ?? [],
          rotateRefreshTokens: client.rotateRefreshTokens ?? false,
        });
        return { client: toWireClient(created) };
      },
    }),
    defineRoute({
      method: 'GET',
      path: '/atrium/v1/oauth-clients/{clientId}',
      access: 'admin',
      permission: 'oauth-clients.manage',
      summary: 'One OAuth client',
      input: GetOAuthClientRequest,
      output: OAuthClientResponse,
      async handler({ clientId }, call) {
        const client = await sites.getSiteClient(call.siteId, clientId);
        if (!client) throw clientNotFound();
        return { client: toWireClient(client) };
      },
    }),
    defineRoute({
      method: 'PATCH',
      path: '/atrium/v1/oauth-clients/{client.id}',
      access: 'admin',
      permission: 'oauth-clients.manage',
      summary: 'Change an OAuth client',
      input: UpdateOAuthClientRequest,
      output: OAuthClientResponse,
      async handler({ client, fieldMask }, call) {
        const patch = maskedPatch({ entity: client, name: 'client', fieldMask, updatable: CLIENT_FIELDS });
        const updated = await sites.updateClient(call.siteId, client.id, patch);
        if (!updated) throw clientNotFound();
        return { client: toWireClient(updated) };
      },
    }),
    defineRoute({
      method: 'DELETE',
      path: '/atrium/v1/oauth-clients/{clientId}',
      access: 'admin',
      permission: 'oauth-clients.manage',
      summary: 'Delete an OAuth client; its tokens stop being renewed',
      input: DeleteOAuthClientRequest,
      output: EmptyResponse,
      async handler({ clientId }, call) {
        if (!(await sites.deleteClient(call.siteId, clientId))) throw clientNotFound();
        return {};
      },
    }),
    defineRoute({
      method: 'GET',
      path: '/atrium/v1/api-keys',
      access: 'admin',
      permission: 'api-keys.manage',
      summary: 'The API keys of the site, by name and last use (never the keys themselves)',
      input: ListApiKeysRequest,
      output: ListApiKeysResponse,
      handler: async ({ includeRevoked }, call) => ({
        apiKeys: (await sites.listApiKeys(call.siteId, includeRevoked ?? false)).map(toWireApiKey),
      }),
    }),
    defineRoute({
      method: 'POST',
      path: '/atrium/v1/api-keys',
      access: 'admin',
      permission: 'api-keys.manage',
      summary: 'Create an API key; the key is shown this once',
      input: CreateApiKeyRequest,
      output: CreateApiKeyResponse,
      async handler({ apiKey }, call) {
        const permissions = [...new Set(apiKey.permissions ?? [ALL_PERMISSIONS as Permission])];
        checkGrantable(call.auth, permissions);
        const created = await sites.createApiKey(call.siteId, apiKey.name, permissions);
        return { apiKey: toWireApiKey(created.row), key: created.key };
      },
    }),
    defineRoute({
      method: 'POST',
      path: '/atrium/v1/api-keys/{apiKeyId}/revoke',
      access: 'admin',
      permission: 'api-keys.manage',
      summary: 'Revoke an API key: calls made with it fail from now on',
      input: RevokeApiKeyRequest,
      output: ApiKeyResponse,
      async handler({ apiKeyId }, call) {
        const revoked = await sites.revokeApiKey(call.siteId, apiKeyId);
        if (!revoked) throw notFound('API_KEY_NOT_FOUND', 'No API key with this id on this site');
        return { apiKey: toWireApiKey(revoked) };
      },
    }),
  ];
}
