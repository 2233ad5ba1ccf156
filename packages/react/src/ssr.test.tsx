// @vitest-environment node
import { ApiKeyStrategy, OAuthStrategy, createClient, isSystemError, webhooks } from '@atrium/sdk';
import { useQuery } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../../sdk/src/testing/http-test-server.js';
import type { TestServer } from '../../sdk/src/testing/http-test-server.js';
import {
  AtriumProvider,
  createQueryClient,
  useAtriumClient,
  useAuthState,
  useSignInProgress,
  webhooksQueries,
} from './index.js';

let server: TestServer;
const client = () =>
  createClient({
    modules: { webhooks },
    host: server.url,
    auth: ApiKeyStrategy({ apiKey: 'k', siteId: 's' }),
  });

beforeAll(async () => {
  server = await startTestServer(() => ({
    body: {
      webhooks: [{ id: 'w1', url: 'https://ssr.test/hook' }],
      pagingMetadata: { count: 1, cursors: {} },
    },
  }));
});
afterAll(async () => {
  await server.close();
});

describe('on the server', () => {
  it('runs without window or document', () => {
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
  });

  it('does not retry a failed query', async () => {
    server.requests.length = 0;
    server.handle(() => ({ status: 503, body: {} }));
    const queryClient = createQueryClient();
    const started = Date.now();
    const error = await queryClient
      .fetchQuery(webhooksQueries.list(client()))
      .catch((caught: unknown) => caught);
    expect(isSystemError(error)).toBe(true);
    expect(server.requests).toHaveLength(1);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('renders prefetched data and the auth state to a string', async () => {
    server.handle(() => ({
      body: {
        webhooks: [{ id: 'w1', url: 'https://ssr.test/hook' }],
        pagingMetadata: { count: 1, cursors: {} },
      },
    }));
    const queryClient = createQueryClient();
    const admin = client();
    await queryClient.prefetchQuery(webhooksQueries.list(admin));
    const visitor = OAuthStrategy({
      clientId: 'c',
      tokens: {
        accessToken: { value: 'a', expiresAt: Date.now() / 1000 + 600 },
        refreshToken: { value: 'r', role: 'visitor' },
      },
    });
    function Page() {
      const { data } = useQuery(webhooksQueries.list(useAtriumClient<typeof admin>()));
      const auth = useAuthState(visitor);
      const signingIn = useSignInProgress();
      return (
        <main>
          <p>{`${auth.role} ${auth.renewing ? 'renewing' : 'idle'} ${signingIn ? 'signing in' : 'ready'}`}</p>
          <ul>
            {data?.items.map((webhook) => (
              <li key={webhook._id}>{webhook.url}</li>
            ))}
          </ul>
        </main>
      );
    }
    const html = renderToString(
      <AtriumProvider client={admin} queryClient={queryClient}>
        <Page />
      </AtriumProvider>,
    );
    expect(html).toBe('<main><p>visitor idle ready</p><ul><li>https://ssr.test/hook</li></ul></main>');
  });
});
