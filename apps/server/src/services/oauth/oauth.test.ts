import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestAtrium } from '../../test/app.js';

describe('POST /oauth2/token', () => {
  let atrium: TestAtrium;
  beforeAll(async () => {
    atrium = await createTestApp();
  });
  afterAll(() => atrium?.close());

  it('issues visitor tokens with the anonymous grant', async () => {
    const response = await atrium.app.inject({
      method: 'POST',
      url: '/oauth2/token',
      payload: { clientId: atrium.site.clientId, grantType: 'anonymous' },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ token_type: 'Bearer', expires_in: 3600, scope: 'offline_access' });
    expect(typeof body.access_token).toBe('string');
    expect(response.headers['x-wix-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
