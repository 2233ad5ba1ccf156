// Test support only (never exported from index.ts): an API-key client of the real server started by
// vitest.global-setup.ts, with the modules a test names, and a wrapper that provides it with a fresh cache.
import { ApiKeyStrategy, createClient } from '@atrium/sdk';
import type { ReactNode } from 'react';
import { inject } from 'vitest';
import { AtriumProvider } from '../provider.js';
import { createQueryClient } from '../query-client.js';

const atrium = inject('atrium');

export function adminSetUp<const M extends Parameters<typeof createClient>[0]['modules']>(modules: M) {
  const client = createClient({
    modules,
    host: atrium.host,
    auth: ApiKeyStrategy({ apiKey: atrium.apiKey, siteId: atrium.siteId }),
  });
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AtriumProvider client={client} queryClient={queryClient}>
      {children}
    </AtriumProvider>
  );
  return { client, queryClient, wrapper };
}
