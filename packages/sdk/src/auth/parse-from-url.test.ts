import { describe, expect, it } from 'vitest';
import { parseFromUrl } from './parse-from-url.js';

describe('parseFromUrl', () => {
  it('reads the fragment by default', () => {
    const url = 'https://site.test/callback?code=wrong#code=c1&state=s%201';
    expect(parseFromUrl(url)).toEqual({
      code: 'c1',
      state: 's 1',
      error: undefined,
      errorDescription: undefined,
    });
  });

  it('reads the query string in query mode', () => {
    const url = 'https://site.test/callback?error=access_denied&error_description=No+way&state=s2#code=other';
    expect(parseFromUrl(url, 'query')).toEqual({
      code: undefined,
      state: 's2',
      error: 'access_denied',
      errorDescription: 'No way',
    });
  });

  it('accepts a path without an origin', () => {
    expect(parseFromUrl('/callback#code=c3&state=s3').code).toBe('c3');
  });

  it('needs a URL outside a browser', () => {
    expect(() => parseFromUrl()).toThrow(TypeError);
  });
});
