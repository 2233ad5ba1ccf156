/**
 * Query and mutation options for the SDK's sites module: the site, its OAuth clients, API keys and owners.
 * Same pattern as the webhooks module.
 */
import type { BoundModule, sites } from '@atrium/sdk';
import { queryOptions } from '@tanstack/react-query';
import { mutationFactory } from '../mutations.js';
import { atriumKeys } from '../query-keys.js';

/** Any client made with the sites module (`createClient({ modules: { sites }, auth })`). */
export interface SitesClient {
  sites: BoundModule<typeof sites>;
}

export interface UpdateClientVariables {
  _id: string;
  client: sites.OAuthClientUpdate;
  options?: sites.UpdateOptions;
}

const keys = atriumKeys.sites;

export const sitesQueries = {
  site: (client: SitesClient) =>
    queryOptions({ queryKey: keys.site(), queryFn: () => client.sites.getSite() }),
  clients: (client: SitesClient) =>
    queryOptions({ queryKey: keys.clients(), queryFn: () => client.sites.listOAuthClients() }),
  apiKeys: (client: SitesClient, params: sites.ListApiKeysOptions = {}) =>
    queryOptions({ queryKey: keys.apiKeys(params), queryFn: () => client.sites.listApiKeys(params) }),
  owners: (client: SitesClient) =>
    queryOptions({ queryKey: keys.owners(), queryFn: () => client.sites.listSiteOwners() }),
};

export const sitesMutations = {
  updateSite: mutationFactory<SitesClient, sites.Site, { name: string }>({
    mutationKey: keys.mutation('updateSite'),
    mutationFn: (client, site) => client.sites.updateSite(site),
    invalidate: () => [keys.site()],
  }),
  createClient: mutationFactory<SitesClient, sites.OAuthClient, sites.NewOAuthClient>({
    mutationKey: keys.mutation('createClient'),
    mutationFn: (client, input) => client.sites.createOAuthClient(input),
    invalidate: () => [keys.clients()],
  }),
  updateClient: mutationFactory<SitesClient, sites.OAuthClient, UpdateClientVariables>({
    mutationKey: keys.mutation('updateClient'),
    mutationFn: (client, { _id, client: update, options }) =>
      client.sites.updateOAuthClient(_id, update, options),
    invalidate: () => [keys.clients()],
  }),
  deleteClient: mutationFactory<SitesClient, void, string>({
    mutationKey: keys.mutation('deleteClient'),
    mutationFn: (client, clientId) => client.sites.deleteOAuthClient(clientId),
    invalidate: () => [keys.clients()],
  }),
  createApiKey: mutationFactory<SitesClient, sites.CreateApiKeyResponse, sites.NewApiKey>({
    mutationKey: keys.mutation('createApiKey'),
    mutationFn: (client, apiKey) => client.sites.createApiKey(apiKey),
    invalidate: () => [keys.apiKeys()],
  }),
  revokeApiKey: mutationFactory<SitesClient, sites.ApiKey, string>({
    mutationKey: keys.mutation('revokeApiKey'),
    mutationFn: (client, apiKeyId) => client.sites.revokeApiKey(apiKeyId),
    invalidate: () => [keys.apiKeys()],
  }),
  inviteOwner: mutationFactory<SitesClient, sites.InviteOwnerResponse, string>({
    mutationKey: keys.mutation('inviteOwner'),
    mutationFn: (client, email) => client.sites.inviteOwner(email),
    invalidate: () => [keys.owners()],
  }),
  revokeOwnerInvite: mutationFactory<SitesClient, void, string>({
    mutationKey: keys.mutation('revokeOwnerInvite'),
    mutationFn: (client, inviteId) => client.sites.revokeOwnerInvite(inviteId),
    invalidate: () => [keys.owners()],
  }),
};
