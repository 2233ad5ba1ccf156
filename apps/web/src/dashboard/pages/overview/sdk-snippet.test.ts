import { describe, expect, it } from 'vitest';
import { sdkSnippet } from './sdk-snippet';

describe('the SDK snippet of the overview', () => {
  it('names the client id and this server, as OAuthStrategy and createClient take them', () => {
    const snippet = sdkSnippet('2f1c0f0e-1111-4222-8333-444455556666', 'https://atrium.example.com');
    expect(snippet).toContain("OAuthStrategy({ clientId: '2f1c0f0e-1111-4222-8333-444455556666' })");
    expect(snippet).toContain("host: 'https://atrium.example.com'");
    expect(snippet).toMatch(/^import \{ createClient, OAuthStrategy, products \} from '@atrium\/sdk';/);
  });
});
