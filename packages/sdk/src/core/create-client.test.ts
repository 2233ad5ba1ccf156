import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ApiKeyStrategy } from '../auth/api-key-strategy.js';
import { OAuthStrategy } from '../auth/oauth-strategy.js';
import { isSystemError, isValidationError } from '../errors/errors.js';
import type { ValidationError } from '../errors/errors.js';
import { startTestServer } from '../testing/http-test-server.js';
import type { RecordedRequest, TestServer } from '../testing/http-test-server.js';
import { bindMethod, ELEVATION_REQUIRED_MESSAGE } from './client-core.js';
import { clearAmbientContext, elevate } from './context.js';
import { createClient } from './create-client.js';
import { defineMethod, defineModule } from './define-method.js';
import { defineQuery } from './define-query.js';

let server: TestServer;
const visitorAuth = () => ({ getAuthHeaders: async () => ({ headers: { Authorization: 'visitor-token' } }) });

const echo = defineMethod<
  [thingId: string, options?: { size?: number; tags?: string[] }],
  Record<string, unknown>
>(
  { method: 'GET', path: '/test/v1/things/{thingId}' },
  {
    args: ['thingId', 'options'],
  },
);
const saveThing = defineMethod<[thing: Record<string, unknown>], Record<string, unknown>>(
  { method: 'POST', path: '/test/v1/things' },
  {
    args: ['thing'],
    returns: 'thing',
    int64: { request: ['thing.sizeInBytes'], response: ['thing.sizeInBytes'] },
  },
);
const adminOnly = defineMethod<[], Record<string, unknown>>(
  { method: 'POST', path: '/test/v1/admin' },
  {
    elevated: true,
  },
);
const things = defineModule({ echo, saveThing, adminOnly });

const lastRequest = (): RecordedRequest => server.requests[server.requests.length - 1]!;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});
afterEach(() => {
  clearAmbientContext();
  server.requests.length = 0;
  server.handle(() => ({ body: {} }));
});

describe('fetchWithAuth', () => {
  it('resolves relative URLs against the host, path prefix included, and adds the auth headers', async () => {
    const client = createClient({
      modules: {},
      host: `${server.url}/prefix/`,
      auth: ApiKeyStrategy({ apiKey: 'key-1', siteId: 'site-1', accountId: 'acc-1' }),
      headers: { 'x-app': 'a' },
    });
    await client.fetchWithAuth('/x?y=1');
    expect(lastRequest().url).toBe('/prefix/x?y=1');
    expect(lastRequest().headers).toMatchObject({
      authorization: 'key-1',
      'wix-site-id': 'site-1',
      'wix-account-id': 'acc-1',
      'x-app': 'a',
    });
  });

  it('lets request headers win, merges and removes client headers', async () => {
    const client = createClient({
      modules: {},
      host: server.url,
      auth: visitorAuth(),
      headers: { 'x-a': '1', 'x-b': '2' },
    });
    client.setHeaders({ 'X-B': undefined, 'x-c': '3' });
    await client.fetchWithAuth(new Request(`${server.url}/r`, { headers: { 'x-a': 'request' } }), {
      headers: { 'x-d': '4' },
    });
    expect(lastRequest().headers).toMatchObject({
      'x-a': 'request',
      'x-c': '3',
      'x-d': '4',
      authorization: 'visitor-token',
    });
    expect(lastRequest().headers['x-b']).toBeUndefined();
  });

  it('repeats the last X-Wix-Consistent it received on every later request', async () => {
    const client = createClient({ modules: {}, host: server.url, auth: visitorAuth() });
    const other = createClient({ modules: {}, host: server.url, auth: visitorAuth() });
    server.handle(() => ({ body: {}, headers: { 'x-wix-consistent': 'mark-1' } }));
    await client.fetchWithAuth('/a');
    expect(lastRequest().headers['x-wix-consistent']).toBeUndefined();
    server.handle(() => ({ body: {} }));
    await client.fetchWithAuth('/b');
    await client.fetchWithAuth('/c');
    expect(server.requests.slice(1).map((request) => request.headers['x-wix-consistent'])).toEqual([
      'mark-1',
      'mark-1',
    ]);
    await other.fetchWithAuth('/d');
    expect(lastRequest().headers['x-wix-consistent']).toBeUndefined();
  });

  it("gives an OAuth strategy the client's host for its token calls", async () => {
    server.handle((request) =>
      request.path === '/oauth2/token'
        ? {
            body: {
              access_token: 'at',
              token_type: 'Bearer',
              expires_in: 60,
              refresh_token: 'rt',
              scope: '',
            },
          }
        : { body: {} },
    );
    const client = createClient({ modules: {}, host: server.url, auth: OAuthStrategy({ clientId: 'c' }) });
    await client.fetchWithAuth('/after-token');
    expect(server.requests.map((request) => [request.path, request.headers.authorization])).toEqual([
      ['/oauth2/token', undefined],
      ['/after-token', 'at'],
    ]);
  });
});

describe('module methods', () => {
  it('are bound to the client, with GET payloads in the query string', async () => {
    server.handle(() => ({ body: { thing: { id: 't1', createdDate: '2026-01-01T00:00:00Z' } } }));
    const client = createClient({ modules: { things }, host: server.url, auth: visitorAuth() });
    const answer = await client.things.echo('t1', { size: 2, tags: ['a', 'b'] });
    expect(lastRequest().method).toBe('GET');
    expect(lastRequest().url).toBe('/test/v1/things/t1?thingId=t1&size=2&tags=a&tags=b');
    expect(answer).toEqual({ thing: { _id: 't1', _createdDate: new Date('2026-01-01T00:00:00Z') } });
  });

  it('convert declared 64-bit fields both ways and return the named field', async () => {
    server.handle((request) => ({ body: request.json }));
    const client = createClient({ modules: { things }, host: server.url, auth: visitorAuth() });
    const saved = await client.things.saveThing({ _id: 'x', sizeInBytes: 1048576, count: 2 });
    expect(lastRequest().json).toEqual({ thing: { id: 'x', sizeInBytes: '1048576', count: 2 } });
    expect(lastRequest().headers['content-type']).toBe('application/json');
    expect(saved).toEqual({ _id: 'x', sizeInBytes: 1048576, count: 2 });
  });

  it('map field violations back to argument names', async () => {
    server.handle(() => ({
      status: 400,
      body: {
        message: 'INVALID_ARGUMENT',
        details: {
          validationError: {
            fieldViolations: [{ field: 'size', description: 'must be at most 10', violatedRule: 'MAX' }],
          },
        },
      },
    }));
    const client = createClient({ modules: { things }, host: server.url, auth: visitorAuth() });
    const error = (await client.things
      .echo('t1', { size: 99 })
      .catch((caught: unknown) => caught)) as ValidationError;
    expect(isValidationError(error)).toBe(true);
    expect(error.message).toBe('INVALID_ARGUMENT: "options.size" must be at most 10');
    expect(error.requestId).toMatch(/^req-/);
  });

  it('end in a system error when the server cannot be reached', async () => {
    const closed = await startTestServer();
    await closed.close();
    const client = createClient({ modules: { things }, host: closed.url, auth: visitorAuth() });
    const error = await client.things.echo('t1').catch((caught: unknown) => caught);
    expect(isSystemError(error)).toBe(true);
    expect((error as Error).message).toMatch(
      /^System error occurred, \{"name":"TypeError","message":"fetch failed"\}$/,
    );
  });

  it('refuse elevated calls on a client that is not elevated', async () => {
    const client = createClient({ modules: { things }, host: server.url, auth: visitorAuth() });
    await expect(client.things.adminOnly()).rejects.toThrow(ELEVATION_REQUIRED_MESSAGE);
    expect(server.requests).toHaveLength(0);
  });
});

describe('module definitions', () => {
  it('refuse a module member that is not a method', () => {
    expect(() => defineModule({ echo, helper: (() => 1) as never })).toThrow(
      'Module member "helper" is not a module method',
    );
  });

  it('bind one method to a client without a module', async () => {
    const client = createClient({ modules: {}, host: server.url, auth: visitorAuth() });
    await bindMethod(echo, client)('t9');
    expect(lastRequest().path).toBe('/test/v1/things/t9');
  });

  it('send GET queries as .r JSON, and long ones as a POST to the /query path', async () => {
    const queryThings = defineQuery<{ _id: string }, [options?: { treeReference?: { ns: string } }]>(
      { method: 'GET', path: '/test/v1/things', postFallback: 'query-path' },
      {
        args: ['options'],
        items: 'things',
        pagingMetadata: 'metadata',
      },
    );
    server.handle(() => ({
      body: { things: [{ id: 'a' }], metadata: { count: 1, cursors: { next: 'n' }, hasNext: true } },
    }));
    const client = createClient({
      modules: { things: { queryThings } },
      host: server.url,
      auth: visitorAuth(),
    });
    const result = await client.things
      .queryThings({ treeReference: { ns: 'x' } })
      .gt('price', 5)
      .find();
    expect([...lastRequest().query.keys()]).toEqual(['.r']);
    expect(JSON.parse(Buffer.from(lastRequest().query.get('.r')!, 'base64url').toString())).toEqual({
      treeReference: { ns: 'x' },
      query: { filter: { price: { $gt: 5 } }, cursorPaging: { limit: 50 } },
    });
    expect(result.items).toEqual([{ _id: 'a' }]);
    expect(result.hasNext()).toBe(true);

    await client.things.queryThings().startsWith('name', 'n'.repeat(4000)).find();
    expect([lastRequest().method, lastRequest().path]).toEqual(['POST', '/test/v1/things/query']);
    expect(lastRequest().json).toEqual({
      query: { filter: { name: { $startsWith: 'n'.repeat(4000) } }, cursorPaging: { limit: 50 } },
    });
  });
});

describe('the ambient context', () => {
  it('is required for methods called unbound', async () => {
    await expect(echo('t1')).rejects.toThrow(
      'Atrium context is not available. Make sure to initialize the Atrium context before using SDK modules',
    );
  });

  it('runs unbound methods on the client that enabled it', async () => {
    const client = createClient({ modules: {}, host: server.url, auth: visitorAuth() });
    client.enableContext('global');
    await echo('t2');
    expect(lastRequest().path).toBe('/test/v1/things/t2');
    expect(lastRequest().headers.authorization).toBe('visitor-token');
    await expect(adminOnly()).rejects.toThrow(ELEVATION_REQUIRED_MESSAGE);
  });

  it('elevates with the ambient elevated client', async () => {
    const visitor = createClient({ modules: {}, host: server.url, auth: visitorAuth() });
    visitor.enableContext('global');
    expect(() => elevate(adminOnly)()).toThrow(ELEVATION_REQUIRED_MESSAGE);
    expect(() => visitor.enableContext('global', { elevated: true })).toThrow(ELEVATION_REQUIRED_MESSAGE);

    const admin = createClient({
      modules: {},
      host: server.url,
      auth: ApiKeyStrategy({ apiKey: 'k', siteId: 's' }),
    });
    admin.enableContext('global', { elevated: true });
    await elevate(adminOnly)();
    expect(lastRequest().headers.authorization).toBe('k');
    // The visitor client is still the ambient one for ordinary calls.
    await echo('t3');
    expect(lastRequest().headers.authorization).toBe('visitor-token');
  });
});
