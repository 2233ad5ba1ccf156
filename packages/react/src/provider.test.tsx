import { ApiKeyStrategy, createClient } from '@atrium/sdk';
import { useQueryClient } from '@tanstack/react-query';
import { render, renderHook, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AtriumProvider, useAtriumClient } from './provider.js';
import { createQueryClient } from './query-client.js';

describe('AtriumProvider', () => {
  it('gives its children the Atrium client and the QueryClient', () => {
    const client = createClient({ modules: {}, auth: ApiKeyStrategy({ apiKey: 'k', siteId: 's' }) });
    const queryClient = createQueryClient();
    const { result } = renderHook(
      () => ({ client: useAtriumClient<typeof client>(), queryClient: useQueryClient() }),
      {
        wrapper: ({ children }) => (
          <AtriumProvider client={client} queryClient={queryClient}>
            {children}
          </AtriumProvider>
        ),
      },
    );
    expect(result.current.client).toBe(client);
    expect(result.current.queryClient).toBe(queryClient);
  });

  it('useAtriumClient throws a clear error outside the provider', () => {
    // React reports the error thrown during render on the console as well.
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    function Orphan() {
      useAtriumClient();
      return <p>never</p>;
    }
    expect(() => render(<Orphan />)).toThrow(
      'useAtriumClient() must be used inside <AtriumProvider client={...} queryClient={...}>',
    );
    expect(screen.queryByText('never')).toBeNull();
    quiet.mockRestore();
  });
});
