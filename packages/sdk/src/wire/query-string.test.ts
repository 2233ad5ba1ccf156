import { describe, expect, it } from 'vitest';
import { base64UrlDecode, base64UrlEncode } from './base64url.js';
import { needsRawForm, toRawSearchParams, toSearchParams } from './query-string.js';

describe('toSearchParams', () => {
  it('flattens nested objects with dotted keys and arrays with repeated keys', () => {
    const params = toSearchParams({
      parentFolderId: 'f1',
      mediaTypes: ['IMAGE', 'VIDEO'],
      paging: { limit: 10, offset: 20 },
      sort: { fieldName: 'displayName', order: 'ASC' },
      private: false,
    });
    expect(params.toString()).toBe(
      'parentFolderId=f1&mediaTypes=IMAGE&mediaTypes=VIDEO&paging.limit=10&paging.offset=20' +
        '&sort.fieldName=displayName&sort.order=ASC&private=false',
    );
  });

  it('leaves out null and undefined values, and goes several levels deep', () => {
    const params = toSearchParams({ a: null, b: undefined, c: { d: { e: 'x', f: null } } });
    expect([...params]).toEqual([['c.d.e', 'x']]);
  });

  it('percent-encodes values', () => {
    expect(toSearchParams({ q: 'a&b=c ü' }).toString()).toBe('q=a%26b%3Dc+%C3%BC');
  });
});

describe('the .r form', () => {
  it('is the base64url JSON of the payload, without padding', () => {
    const payload = { item: { catalogItemId: 'i?1', appId: 'ü' }, treeReference: { appNamespace: '@x/y' } };
    const encoded = toRawSearchParams(payload).get('.r')!;
    expect(encoded).not.toMatch(/[+/=]/);
    expect(JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8'))).toEqual(payload);
  });

  it('round-trips text whose base64 would need padding and the URL-unsafe characters', () => {
    for (const text of ['a', 'ab', 'abc', '???>>>', 'ünïcødé']) {
      const encoded = base64UrlEncode(text);
      expect(encoded).toBe(Buffer.from(text, 'utf8').toString('base64url'));
      expect(base64UrlDecode(encoded)).toBe(text);
    }
  });

  it('is needed for arrays of objects, which dotted keys cannot carry', () => {
    expect(needsRawForm({ items: [{ a: 1 }] })).toBe(true);
    expect(needsRawForm({ nested: { items: [['a']] } })).toBe(true);
    expect(needsRawForm({ ids: ['a', 'b'], paging: { limit: 1 } })).toBe(false);
  });
});
