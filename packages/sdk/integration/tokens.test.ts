import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, OAuthStrategy, isTokenError, oauth, webhooks, type Tokens } from '../src/index.js';
import { startAtrium, type ListeningAtrium } from './server.js';

let atrium: ListeningAtrium;
beforeAll(async () => {
  atrium = await startAtrium();
});
afterAll(() => atrium?.close());

const strategy = (tokens?: Tokens) =>
  OAuthStrategy({ clientId: atrium.site.clientId, host: atrium.host, ...(tokens ? { tokens } : {}) });

describe('visitor tokens against the real server', () => {
  it('obtains an anonymous visitor session', async () => {
    const auth = strategy();
    const tokens = await auth.generateVisitorTokens();
    expect(tokens.refreshToken.role).toBe('visitor');
    expect(tokens.accessToken.expiresAt).toBeGreaterThan(Date.now() / 1000 + 3500);
    expect(auth.loggedIn()).toBe(false);
    const headers = await auth.getAuthHeaders();
    expect(headers.headers.Authorization).toBe(tokens.accessToken.value);
  });

  it('renews an expired access token with the refresh token and keeps the first refresh token', async () => {
    const first = await strategy().generateVisitorTokens();
    const expired: Tokens = {
      ...first,
      accessToken: { value: first.accessToken.value, expiresAt: Math.floor(Date.now() / 1000) - 10 },
    };
    const auth = strategy(expired);
    const renewed = await auth.generateVisitorTokens();
    expect(renewed.accessToken.value).not.toBe(first.accessToken.value);
    expect(renewed.refreshToken.value).toBe(first.refreshToken.value);
  });

  it('falls back to a new anonymous grant when the refresh token is refused', async () => {
    const auth = strategy({
      accessToken: { value: 'stale', expiresAt: 1 },
      refreshToken: { value: 'x'.repeat(43), role: 'visitor' },
    });
    const tokens = await auth.generateVisitorTokens();
    expect(tokens.refreshToken.value).not.toBe('x'.repeat(43));
    expect(tokens.refreshToken.role).toBe('visitor');
  });

  it('reports a token failure with the status text and the request id', async () => {
    const auth = OAuthStrategy({ clientId: '00000000-0000-4000-8000-000000000000', host: atrium.host });
    const error = await auth.generateVisitorTokens().catch((e: unknown) => e);
    expect(isTokenError(error)).toBe(true);
    expect((error as Error).message).toContain('Failed to fetch tokens from OAuth API');
    expect((error as { requestId?: string }).requestId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sends the visitor token on module calls; an elevated module refuses a visitor client', async () => {
    const client = createClient({ modules: { webhooks }, auth: strategy(), host: atrium.host });
    await expect(client.webhooks.getWebhook('00000000-0000-4000-8000-000000000000')).rejects.toThrow(
      'An elevated client is required to use elevated modules',
    );
    const response = await client.fetchWithAuth('/atrium/v1/webhooks/00000000-0000-4000-8000-000000000000');
    expect(response.status).toBe(403);
  });
});

describe('the OAuth module’s envelope calls', () => {
  it('grants and introspects through token and tokenInfo', async () => {
    const client = createClient({ modules: { oauth }, auth: strategy(), host: atrium.host });
    const granted = await client.oauth.token({
      body: `grantType=anonymous&clientId=${atrium.site.clientId}`,
      method: 'POST',
    });
    const info = await client.oauth.tokenInfo({ body: `token=${granted.access_token}` });
    expect(info).toMatchObject({ active: true, role: 'visitor', client_id: atrium.site.clientId });
    expect(await client.oauth.tokenInfo({ body: 'token=forged' })).toEqual({ active: false });
  });
});
