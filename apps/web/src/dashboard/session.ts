import { atriumKeys, ownerSessionMutations, ownerSessionQueries } from '@atrium/react';
import { createClient, ownerSession, SessionCookieStrategy } from '@atrium/sdk';
import { useMutation, useQuery, type QueryClient } from '@tanstack/react-query';
import { createContext, useContext } from 'react';

export type Session = ownerSession.OwnerSession;
export type Owner = ownerSession.Owner;

/**
 * The dashboard's own cache (the session); each site has another, so session hooks name this one explicitly
 * and work the same inside a site's pages.
 */
export const DashboardCache = createContext<QueryClient | null>(null);

function useDashboardCache(): QueryClient {
  const client = useContext(DashboardCache);
  if (!client) throw new Error('Session hooks need <DashboardCache value={queryClient}>');
  return client;
}

function createOwnerClient(queryClient: QueryClient) {
  return createClient({
    modules: { ownerSession },
    // The session cookie rides along (same origin); changes carry the CSRF token of the session last read.
    auth: SessionCookieStrategy({
      csrfToken: () => queryClient.getQueryData<Session | null>(atriumKeys.ownerSession.session())?.csrfToken,
    }),
  });
}

export type OwnerClient = ReturnType<typeof createOwnerClient>;

const ownerClients = new WeakMap<QueryClient, OwnerClient>();

/** The dashboard's own calls (`ownerSession`), one client per dashboard cache, whose session gives the CSRF token. */
export function ownerClientFor(queryClient: QueryClient): OwnerClient {
  let client = ownerClients.get(queryClient);
  if (!client) ownerClients.set(queryClient, (client = createOwnerClient(queryClient)));
  return client;
}

/** The owner session's client and the dashboard's cache, for `ownerSessionMutations.*(client, queryClient)`. */
export function useOwnerApi(): { client: OwnerClient; queryClient: QueryClient } {
  const queryClient = useDashboardCache();
  return { client: ownerClientFor(queryClient), queryClient };
}

/** Refetches the session, whose site list changes when a site is created or renamed. */
export function useRefreshSession(): () => Promise<void> {
  const queryClient = useDashboardCache();
  return () => queryClient.invalidateQueries({ queryKey: atriumKeys.ownerSession.session() });
}

export function useSession() {
  const { client, queryClient } = useOwnerApi();
  return useQuery(ownerSessionQueries.session(client), queryClient);
}

/** The session of a page inside `RequireSession`, which renders nothing until there is one. */
export function useSignedIn(): Session {
  const { data } = useSession();
  if (!data) throw new Error('useSignedIn() is only for pages inside RequireSession');
  return data;
}

/** Ends the session; the dashboard forgets it whatever the server answered. */
export function useSignOut() {
  const { client, queryClient } = useOwnerApi();
  return useMutation(
    ownerSessionMutations.signOut(client, queryClient, {
      onSettled: () => queryClient.setQueryData(atriumKeys.ownerSession.session(), null),
    }),
    queryClient,
  );
}

export function useCreateSite() {
  const { client, queryClient } = useOwnerApi();
  return useMutation(ownerSessionMutations.createSite(client, queryClient), queryClient);
}
