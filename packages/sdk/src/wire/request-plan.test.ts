import { describe, expect, it } from 'vitest';
import { queryPath } from '@atrium/contract/endpoints';
import { fillPath, MAX_GET_QUERY_LENGTH, planRequest, planUrl } from './request-plan.js';

describe('planRequest', () => {
  it('sends GET payloads in the query string, path parameters included again', () => {
    const plan = planRequest(
      { method: 'GET', path: '/ecom/v1/orders/{id}' },
      { id: 'o 1', fields: ['A', 'B'] },
    );
    expect(plan).toEqual({
      method: 'GET',
      path: '/ecom/v1/orders/o%201',
      search: 'id=o+1&fields=A&fields=B',
    });
    expect(planUrl(plan)).toBe('/ecom/v1/orders/o%201?id=o+1&fields=A&fields=B');
  });

  it('fills dotted placeholders from nested fields', () => {
    const plan = planRequest(
      { method: 'PATCH', path: '/v1/categories/{category.id}' },
      { category: { id: 'c/1' } },
    );
    expect(plan.path).toBe('/v1/categories/c%2F1');
    expect(plan.body).toBe('{"category":{"id":"c/1"}}');
    expect(plan.search).toBe('');
  });

  it('sends DELETE payloads in the query string too', () => {
    const plan = planRequest({ method: 'DELETE', path: '/x/{xId}' }, { xId: 'a', tree: { ns: 'n' } });
    expect(planUrl(plan)).toBe('/x/a?xId=a&tree.ns=n');
    expect(plan.body).toBeUndefined();
  });

  it('uses the .r form when the method asks for it, or when the payload needs it', () => {
    const declared = planRequest({ method: 'GET', path: '/x', rawQuery: true }, { a: 'b' });
    expect([...new URLSearchParams(declared.search).keys()]).toEqual(['.r']);
    const needed = planRequest({ method: 'GET', path: '/x' }, { items: [{ id: 1 }] });
    const decoded = JSON.parse(
      Buffer.from(new URLSearchParams(needed.search).get('.r')!, 'base64url').toString(),
    );
    expect(decoded).toEqual({ items: [{ id: 1 }] });
  });

  it('switches a GET to a POST with a JSON body past 4000 characters of query string', () => {
    const spec = { method: 'GET', path: '/v1/events', postFallback: 'same-path' } as const;
    // `v=` plus the value: exactly at the limit stays a GET, one more character does not.
    const atLimit = planRequest(spec, { v: 'x'.repeat(MAX_GET_QUERY_LENGTH - 2) });
    expect(atLimit.method).toBe('GET');
    expect(atLimit.search.length).toBe(MAX_GET_QUERY_LENGTH);
    const payload = { v: 'x'.repeat(MAX_GET_QUERY_LENGTH - 1) };
    const over = planRequest(spec, payload);
    expect(over).toEqual({ method: 'POST', path: '/v1/events', search: '', body: JSON.stringify(payload) });
  });

  it('posts query calls to the /query form of the path', () => {
    const long = { query: { filter: { name: { $eq: 'y'.repeat(5000) } } } };
    const plan = planRequest(
      { method: 'GET', path: '/back-in-stock/{a}', postFallback: 'query-path' },
      { ...long, a: 'r' },
    );
    expect(plan.method).toBe('POST');
    expect(plan.path).toBe('/back-in-stock/r/query');
    expect(queryPath('/v1/shipping-options/query')).toBe('/v1/shipping-options/query');
  });

  it('keeps a long GET as it is when the method declares no fallback', () => {
    const plan = planRequest({ method: 'GET', path: '/x' }, { v: 'x'.repeat(5000) });
    expect(plan.method).toBe('GET');
  });

  it('never switches a long DELETE', () => {
    const plan = planRequest(
      { method: 'DELETE', path: '/x', postFallback: 'same-path' },
      { v: 'x'.repeat(5000) },
    );
    expect(plan.method).toBe('DELETE');
  });

  it('refuses to send a request with a missing path parameter', () => {
    expect(() => fillPath('/a/{b.c}', { b: {} })).toThrow('Missing path parameter "b.c"');
  });
});
