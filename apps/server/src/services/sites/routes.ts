import { type Permission, sitesCalls } from '@atrium/contract';
import { ALL_PERMISSIONS, type AuthContext } from '../../core/auth/context.js';
import { appError } from '../../core/wire/errors.js';
import { maskedPatch } from '../../core/wire/field-mask.js';
import { defineRoute } from '../../core/wire/route.js';
import type { SitesService } from './service.js';
import { toWireApiKey, toWireClient, toWireSite } from './wire.js';

const CLIENT_FIELDS = ['name', 'allowedOrigins', 'redirectUris', 'rotateRefreshTokens'] as const;
const clientNotFound = () => appError('OAUTH_CLIENT_NOT_FOUND');

/** An API key may hand out only permissions it holds itself, so a narrow key cannot mint a broad one. */
function checkGrantable(auth: AuthContext, permissions: readonly Permission[]): void {
  if (auth.kind !== 'apiKey' || auth.permissions.includes(ALL_PERMISSIONS)) return;
  const missing = permissions.filter((p) => !auth.permissions.includes(p));
  if (missing.length > 0)
    throw appError(
      'MISSING_PERMISSION',
      { permissions: missing },
      'An API key cannot grant permissions it does not hold',
    );
}

export function siteRoutes(sites: SitesService) {
  return [...siteInfoRoutes(sites), ...clientRoutes(sites), ...apiKeyRoutes(sites)];
}

function siteInfoRoutes(sites: SitesService) {
  return [
    defineRoute(sitesCalls.getSite, {
      access: 'site',
      summary: 'The site the caller belongs to (its name, for headers and titles)',
      async handler(_, call) {
        const site = await sites.getSite(call.siteId);
        if (!site) throw appError('SITE_NOT_FOUND');
        return { site: toWireSite(site) };
      },
    }),
    defineRoute(sitesCalls.updateSite, {
      access: 'admin',
      permission: 'site.manage',
      summary: 'Rename the site',
      async handler({ site, fieldMask }, call) {
        const patch = maskedPatch({ entity: site, name: 'site', fieldMask, updatable: ['name'] as const });
        const current = await sites.getSite(call.siteId);
        const updated = patch.name ? await sites.renameSite(call.siteId, patch.name) : current;
        if (!updated) throw appError('SITE_NOT_FOUND');
        return { site: toWireSite(updated) };
      },
    }),
  ];
}

function clientRoutes(sites: SitesService) {
  return [
    defineRoute(sitesCalls.listOAuthClients, {
      access: 'admin',
      permission: 'oauth-clients.manage',
      summary: 'The OAuth clients of the site',
      handler: async (_, call) => ({ clients: (await sites.listClients(call.siteId)).map(toWireClient) }),
    }),
    defineRoute(sitesCalls.createOAuthClient, {
      access: 'admin',
      permission: 'oauth-clients.manage',
      summary: 'Create an OAuth client: allowed origins, exact redirect URIs, refresh-token rotation',
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
    defineRoute(sitesCalls.getOAuthClient, {
      access: 'admin',
      permission: 'oauth-clients.manage',
      summary: 'One OAuth client',
      async handler({ clientId }, call) {
        const client = await sites.getSiteClient(call.siteId, clientId);
        if (!client) throw clientNotFound();
        return { client: toWireClient(client) };
      },
    }),
    defineRoute(sitesCalls.updateOAuthClient, {
      access: 'admin',
      permission: 'oauth-clients.manage',
      summary: 'Change an OAuth client',
      async handler({ client, fieldMask }, call) {
        const patch = maskedPatch({ entity: client, name: 'client', fieldMask, updatable: CLIENT_FIELDS });
        const updated = await sites.updateClient(call.siteId, client.id, patch);
        if (!updated) throw clientNotFound();
        return { client: toWireClient(updated) };
      },
    }),
    defineRoute(sitesCalls.deleteOAuthClient, {
      access: 'admin',
      permission: 'oauth-clients.manage',
      summary: 'Delete an OAuth client; its tokens stop being renewed',
      async handler({ clientId }, call) {
        if (!(await sites.deleteClient(call.siteId, clientId))) throw clientNotFound();
        return {};
      },
    }),
  ];
}

function apiKeyRoutes(sites: SitesService) {
  return [
    defineRoute(sitesCalls.listApiKeys, {
      access: 'admin',
      permission: 'api-keys.manage',
      summary: 'The API keys of the site, by name and last use (never the keys themselves)',
      handler: async ({ includeRevoked }, call) => ({
        apiKeys: (await sites.listApiKeys(call.siteId, includeRevoked ?? false)).map(toWireApiKey),
      }),
    }),
    defineRoute(sitesCalls.createApiKey, {
      access: 'admin',
      permission: 'api-keys.manage',
      summary: 'Create an API key; the key is shown this once',
      async handler({ apiKey }, call) {
        const permissions = [...new Set(apiKey.permissions ?? [ALL_PERMISSIONS as Permission])];
        checkGrantable(call.auth, permissions);
        const created = await sites.createApiKey(call.siteId, apiKey.name, permissions);
        return { apiKey: toWireApiKey(created.row), key: created.key };
      },
    }),
    defineRoute(sitesCalls.revokeApiKey, {
      access: 'admin',
      permission: 'api-keys.manage',
      summary: 'Revoke an API key: calls made with it fail from now on',
      async handler({ apiKeyId }, call) {
        const revoked = await sites.revokeApiKey(call.siteId, apiKeyId);
        if (!revoked) throw appError('API_KEY_NOT_FOUND');
        return { apiKey: toWireApiKey(revoked) };
      },
    }),
  ];
}
