import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ApiKeyStrategy,
  createClient,
  isApplicationError,
  isValidationError,
  OAuthStrategy,
  sites,
} from '../src/index.js';
import { startAtrium, type ListeningAtrium } from './server.js';

let atrium: ListeningAtrium;
const admin = () =>
  createClient({
    modules: { sites },
    auth: ApiKeyStrategy({ apiKey: atrium.site.apiKey, siteId: atrium.site.siteId }),
    host: atrium.host,
  });

beforeAll(async () => {
  atrium = await startAtrium();
});
afterAll(async () => atrium?.close());

describe('the sites module against the real server', () => {
  it('gives a visitor the site’s name, and nothing elevated', async () => {
    const visitor = createClient({
      modules: { sites },
      auth: OAuthStrategy({ clientId: atrium.site.clientId }),
      host: atrium.host,
    });
    const site = await visitor.sites.getSite();
    expect(site).toMatchObject({ _id: atrium.site.siteId, name: 'Test site' });
    expect(site._createdDate).toBeInstanceOf(Date);
    await expect(visitor.sites.listApiKeys()).rejects.toThrow(
      'An elevated client is required to use elevated modules',
    );
  });

  it('manages OAuth clients with the field mask and argument names', async () => {
    const client = admin();
    const created = await client.sites.createOAuthClient({
      name: 'Kiosk',
      allowedOrigins: ['https://kiosk.example.com'],
    });
    expect(created).toMatchObject({ name: 'Kiosk', redirectUris: [], rotateRefreshTokens: false });
    const updated = await client.sites.updateOAuthClient(
      created._id,
      { rotateRefreshTokens: true, name: 'not sent' },
      { fieldMask: ['rotateRefreshTokens'] },
    );
    expect(updated).toMatchObject({ name: 'Kiosk', rotateRefreshTokens: true });
    expect((await client.sites.listOAuthClients()).map((c) => c.name)).toEqual(['Default client', 'Kiosk']);

    const error = await client.sites
      .createOAuthClient({ name: 'Bad', allowedOrigins: ['kiosk'] })
      .catch((e) => e);
    expect(isValidationError(error)).toBe(true);
    expect(error.message).toContain('"client.allowedOrigins[0]"');

    await client.sites.deleteOAuthClient(created._id);
    const gone = await client.sites.getOAuthClient(created._id).catch((e) => e);
    expect(isApplicationError(gone) && gone.code).toBe('OAUTH_CLIENT_NOT_FOUND');
  });

  it('creates, lists and revokes API keys; owner management needs an owner', async () => {
    const client = admin();
    const { apiKey, key } = await client.sites.createApiKey({
      name: 'Reports',
      permissions: ['events.read'],
    });
    expect(key.startsWith('atr_')).toBe(true);
    expect((await client.sites.listApiKeys()).map((k) => k._id)).toContain(apiKey._id);
    const revoked = await client.sites.revokeApiKey(apiKey._id);
    expect(revoked.revokedDate).toBeInstanceOf(Date);
    expect((await client.sites.listApiKeys({ includeRevoked: true })).map((k) => k._id)).toContain(
      apiKey._id,
    );
    const refused = await client.sites.inviteOwner('someone@example.com').catch((e) => e);
    expect(isApplicationError(refused) && refused.code).toBe('OWNER_REQUIRED');
  });
});
