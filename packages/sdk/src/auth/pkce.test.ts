import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createCodeChallenge, createCodeVerifier, generateOAuthData, randomUnreserved } from './pkce.js';

const UNRESERVED = /^[A-Za-z0-9\-._~]+$/;

describe('PKCE', () => {
  it('makes verifiers of 43 unreserved characters by default, and up to 128 on request', () => {
    const verifier = createCodeVerifier();
    expect(verifier).toHaveLength(43);
    expect(verifier).toMatch(UNRESERVED);
    expect(createCodeVerifier(128)).toHaveLength(128);
    expect(createCodeVerifier()).not.toBe(verifier);
  });

  it('refuses lengths outside 43 to 128', () => {
    expect(() => createCodeVerifier(42)).toThrow(RangeError);
    expect(() => createCodeVerifier(129)).toThrow(RangeError);
    expect(() => createCodeVerifier(50.5)).toThrow(RangeError);
  });

  it('uses the whole unreserved alphabet', () => {
    const seen = new Set(randomUnreserved(20_000));
    expect(seen.size).toBe(66);
  });

  it('computes the S256 challenge', async () => {
    const verifier = createCodeVerifier();
    const expected = createHash('sha256').update(verifier, 'ascii').digest('base64url');
    expect(await createCodeChallenge(verifier)).toBe(expected);
    // RFC 7636 appendix B.
    expect(await createCodeChallenge('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe(
      'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    );
  });

  it('generates the data of one authorization flow', async () => {
    const data = await generateOAuthData('https://site.test/callback', 'https://site.test/shop');
    expect(data.redirectUri).toBe('https://site.test/callback');
    expect(data.originalUri).toBe('https://site.test/shop');
    expect(data.state).toMatch(UNRESERVED);
    expect(data.state.length).toBeGreaterThanOrEqual(16);
    expect(data.codeChallenge).toBe(createHash('sha256').update(data.codeVerifier).digest('base64url'));
    expect((await generateOAuthData('https://site.test/callback')).originalUri).toBe('');
  });
});
