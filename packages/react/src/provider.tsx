import type { ClientCore } from '@atrium/sdk';
import { QueryClientProvider } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';

const AtriumClientContext = createContext<ClientCore | undefined>(undefined);

export interface AtriumProviderProps {
  /** The Atrium client (from `createClient`) that hooks below reach with `useAtriumClient()`. */
  client: ClientCore;
  /** One per Atrium client: query keys do not name the client. */
  queryClient: QueryClient;
  children?: ReactNode;
}

export function AtriumProvider({ client, queryClient, children }: AtriumProviderProps): ReactNode {
  return (
    <QueryClientProvider client={queryClient}>
      <AtriumClientContext value={client}>{children}</AtriumClientContext>
    </QueryClientProvider>
  );
}

/** The client given to the nearest `AtriumProvider`, typed as the caller's client (`typeof client`). */
export function useAtriumClient<Client extends ClientCore = ClientCore>(): Client {
  const client = useContext(AtriumClientContext);
  if (client === undefined) {
    throw new Error('useAtriumClient() must be used inside <AtriumProvider client={...} queryClient={...}>');
  }
  return client as Client;
}
