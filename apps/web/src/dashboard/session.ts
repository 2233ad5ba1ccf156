import { queryOptions, useMutation, useQuery, type QueryClient } from '@tanstack/react-query';
import { createContext, useContext } from 'react';
import type { Endpoint } from '@atrium/contract';
import { ownerSessionEndpoints } from '@atrium/contract/endpoints';
import { fetchSession, ownerCall, type Owner, type Session } from './session-api';

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

/** Refetches the session, whose site list changes when a site is created or renamed. */
export function useRefreshSession(): () => Promise<void> {
  const queryClient = useDashboardCache();
  return () => queryClient.invalidateQueries({ queryKey: sessionQuery.queryKey });
}

export const sessionQuery = queryOptions({
  queryKey: ['dashboard', 'session'],
  queryFn: fetchSession,
  staleTime: 60_000,
});

export const useSession = () => useQuery(sessionQuery, useDashboardCache());

/** The session of a page inside `RequireSession`, which renders nothing until there is one. */
export function useSignedIn(): Session {
  const { data } = useSession();
  if (!data) throw new Error('useSignedIn() is only for pages inside RequireSession');
  return data;
}

/** Sign-in, first-owner setup and invitation acceptance all end in a session: refetch it. */
export function useStartSession<Input extends object>(endpoint: Endpoint) {
  const queryClient = useDashboardCache();
  return useMutation(
    {
      mutationFn: (input: Input) => ownerCall<{ owner: Owner }>(endpoint, { body: input }),
      onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionQuery.queryKey }),
    },
    queryClient,
  );
}

export function useSignOut() {
  const queryClient = useDashboardCache();
  const session = useSession().data;
  return useMutation(
    {
      mutationFn: () => ownerCall(ownerSessionEndpoints.signOut, { body: {}, csrf: session?.csrfToken }),
      onSettled: () => queryClient.setQueryData(sessionQuery.queryKey, null),
    },
    queryClient,
  );
}

export function useCreateSite() {
  const queryClient = useDashboardCache();
  const session = useSession().data;
  return useMutation(
    {
      mutationFn: (name: string) =>
        ownerCall<{ site: { id: string; name: string } }>(ownerSessionEndpoints.createSite, {
          body: { site: { name } },
          csrf: session?.csrfToken,
        }),
      onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionQuery.queryKey }),
    },
    queryClient,
  );
}

/** A change the signed-in owner makes to their own account: the session (name, two-factor) is refetched. */
export function useAccountChange<Input extends object, Output = unknown>(endpoint: Endpoint) {
  const queryClient = useDashboardCache();
  const session = useSession().data;
  return useMutation(
    {
      mutationFn: (input: Input) => ownerCall<Output>(endpoint, { body: input, csrf: session?.csrfToken }),
      onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionQuery.queryKey }),
    },
    queryClient,
  );
}
