/**
 * Query and mutation options for the SDK's sites module: the site, its OAuth clients, API keys and owners.
 * Same pattern as the webhooks module.
 */
import type { BoundModule, sites } from '@atrium/sdk';
import { queryOptions } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { withInvalidation } from '../mutations.js';
import type { CallerMutationOptions } from '../mutations.js';
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
type Caller<TData, TVariables> = CallerMutationOptions<TData, TVariables>;

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
  updateSite: (
    client: SitesClient,
    queryClient: QueryClient,
    options?: Caller<sites.Site, { name: string }>,
  ) =>
    withInvalidation(
      {
        ...options,
        mutationKey: keys.mutation('updateSite'),
        mutationFn: (site) => client.sites.updateSite(site),
      },
      { queryClient, invalidate: () => [keys.site()] },
    ),
  createClient: (
    client: SitesClient,
    queryClient: QueryClient,
    options?: Caller<sites.OAuthClient, sites.NewOAuthClient>,
  ) =>
    withInvalidation(
      {
        ...options,
        mutationKey: keys.mutation('createClient'),
        mutationFn: (input) => client.sites.createOAuthClient(input),
      },
      { queryClient, invalidate: () => [keys.clients()] },
    ),
  updateClient: (
    client: SitesClient,
    queryClient: QueryClient,
    options?: Caller<sites.OAuthClient, UpdateClientVariables>,
  ) =>
    withInvalidation(
      {
        ...options,
        mutationKey: keys.mutation('updateClient'),
        mutationFn: ({ _id, client: update, options: mask }: UpdateClientVariables) =>
          client.sites.updateOAuthClient(_id, update, mask),
      },
      { queryClient, invalidate: () => [keys.clients()] },
    ),
  deleteClient: (client: SitesClient, queryClient: QueryClient, options?: Caller<void, string>) =>
    withInvalidation(
      {
        ...options,
        mutationKey: keys.mutation('deleteClient'),
        mutationFn: (clientId) => client.sites.deleteOAuthClient(clientId),
      },
      { queryClient, invalidate: () => [keys.clients()] },
    ),
  createApiKey: (
    client: SitesClient,
    queryClient: QueryClient,
    options?: Caller<sites.CreateApiKeyResponse, sites.NewApiKey>,
  ) =>
    withInvalidation(
      {
        ...options,
        mutationKey: keys.mutation('createApiKey'),
        mutationFn: (apiKey) => client.sites.createApiKey(apiKey),
      },
      { queryClient, invalidate: () => [keys.apiKeys()] },
    ),
  revokeApiKey: (client: SitesClient, queryClient: QueryClient, options?: Caller<sites.ApiKey, string>) =>
    withInvalidation(
      {
        ...options,
        mutationKey: keys.mutation('revokeApiKey'),
        mutationFn: (apiKeyId) => client.sites.revokeApiKey(apiKeyId),
      },
      { queryClient, invalidate: () => [keys.apiKeys()] },
    ),
  inviteOwner: (
    client: SitesClient,
    queryClient: QueryClient,
    options?: Caller<sites.InviteOwnerResponse, string>,
  ) =>
    withInvalidation(
      {
        ...options,
        mutationKey: keys.mutation('inviteOwner'),
        mutationFn: (email) => client.sites.inviteOwner(email),
      },
      { queryClient, invalidate: () => [keys.owners()] },
    ),
  revokeOwnerInvite: (client: SitesClient, queryClient: QueryClient, options?: Caller<void, string>) =>
    withInvalidation(
      {
        ...options,
        mutationKey: keys.mutation('revokeOwnerInvite'),
        mutationFn: (inviteId) => client.sites.revokeOwnerInvite(inviteId),
      },
      { queryClient, invalidate: () => [keys.owners()] },
    ),
};
