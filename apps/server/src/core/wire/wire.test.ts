import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import { endpointTable, withSchemas } from '@atrium/contract';
import { appError } from './errors.js';
import { defineRoute, registerRoutes } from './route.js';
import { createServer } from './server.js';

const Payload = z.object({
  itemId: z.string(),
  paging: z
    .object({ limit: z.number().int().max(100).nullish(), offset: z.number().int().nullish() })
    .nullish(),
  mediaTypes: z.array(z.enum(['IMAGE', 'VIDEO'])).nullish(),
  private: z.boolean().nullish(),
  email: z.email().nullish(),
  name: z.string().max(5).nullish(),
});

const Thing = z.object({ thing: z.object({ id: z.string(), title: z.string() }) });
const testCalls = withSchemas(
  endpointTable('test', {
    echo: { method: 'GET', path: '/v1/items/{itemId}', postFallback: 'same-path' },
    dotted: { method: 'PATCH', path: '/v1/things/{thing.id}' },
    fail: { method: 'POST', path: '/v1/fail/{kind}' },
  }),
  {
    echo: { input: Payload, output: z.object({ received: Payload }) },
    dotted: { input: Thing, output: Thing },
    fail: { input: z.object({ kind: z.string() }), output: z.object({}) },
  },
);

const logLines: string[] = [];
let app: FastifyInstance;

beforeAll(async () => {
  const stream = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(String(chunk));
      done();
    },
  });
  app = createServer({ logger: { level: 'info', stream } });
  app.decorateRequest('authenticate', async () => ({ kind: 'anonymous' as const }));
  registerRoutes(app, [
    defineRoute(testCalls.echo, {
      access: 'none',
      summary: 'echo',
      handler: async (input) => ({ received: input }),
    }),
    defineRoute(testCalls.dotted, {
      access: 'none',
      summary: 'dotted path parameter',
      handler: async (input) => ({ ...input, extra: 'dropped' }),
    }),
    defineRoute(testCalls.fail, {
      access: 'none',
      summary: 'failures',
      async handler({ kind }) {
        if (kind === 'app') throw appError('ALREADY_OWNER', { itemId: 'i1' }, 'The item is taken');
        throw new Error('secret connection string postgres://user:pw@db');
      },
    }),
  ]);
  await app.ready();
});
afterAll(() => app.close());

describe('GET payloads from the query string', () => {
  it('reads dotted keys, repeated arrays, numbers, booleans and the path parameter again', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/v1/items/i1?itemId=i1&paging.limit=10&paging.offset=20&mediaTypes=IMAGE&mediaTypes=VIDEO&private=true',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().received).toEqual({
      itemId: 'i1',
      paging: { limit: 10, offset: 20 },
      mediaTypes: ['IMAGE', 'VIDEO'],
      private: true,
    });
  });

  it('wraps a single value of an array field', async () => {
    const response = await app.inject({ method: 'GET', url: '/v1/items/i1?mediaTypes=VIDEO' });
    expect(response.json().received.mediaTypes).toEqual(['VIDEO']);
  });

  it('reads the whole payload from `.r` (base64url JSON)', async () => {
    const payload = { paging: { limit: 3 }, mediaTypes: ['IMAGE'], private: false };
    const r = Buffer.from(JSON.stringify(payload)).toString('base64url');
    const response = await app.inject({ method: 'GET', url: `/v1/items/i9?.r=${r}` });
    expect(response.json().received).toEqual({ itemId: 'i9', ...payload });
  });

  it('rejects a `.r` that is not base64url JSON', async () => {
    const response = await app.inject({ method: 'GET', url: '/v1/items/i9?.r=%%%not-json' });
    expect(response.statusCode).toBe(400);
    expect(response.json().details.validationError.fieldViolations[0]).toMatchObject({
      field: '.r',
      violatedRule: 'FORMAT',
    });
  });

  it('refuses prototype keys', async () => {
    for (const url of [
      '/v1/items/i1?__proto__.polluted=1',
      `/v1/items/i1?.r=${Buffer.from('{"__proto__":{"x":1}}').toString('base64url')}`,
    ]) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(400);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    }
  });

  it('accepts the POST fallback with the same payload as JSON', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/v1/items/i1',
      payload: { paging: { limit: 5 }, mediaTypes: ['IMAGE'], name: 'ab' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().received).toEqual({
      itemId: 'i1',
      paging: { limit: 5 },
      mediaTypes: ['IMAGE'],
      name: 'ab',
    });
  });

  it('fills a dotted path parameter and drops undeclared answer fields', async () => {
    const response = await app.inject({
      method: 'PATCH',
      url: '/v1/things/t1',
      payload: { thing: { title: 'x' } },
    });
    expect(response.json()).toEqual({ thing: { id: 't1', title: 'x' } });
  });
});

describe('error bodies', () => {
  it('lists every violated field, sorted, with its rule', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/v1/items/i1?paging.limit=500&mediaTypes=AUDIO&email=nope&name=toolong&private=maybe',
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.message).toBe('INVALID_ARGUMENT');
    const violations = body.details.validationError.fieldViolations;
    expect(violations.map((v: { field: string }) => v.field)).toEqual([
      'email',
      'mediaTypes[0]',
      'name',
      'paging.limit',
      'private',
    ]);
    expect(violations[0]).toMatchObject({ violatedRule: 'FORMAT', data: { type: 'EMAIL' } });
    expect(violations[1]).toMatchObject({ violatedRule: 'INVALID_ENUM_VALUE' });
    expect(violations[2]).toMatchObject({ violatedRule: 'MAX_LENGTH', data: { max: 5 } });
    expect(violations[3]).toMatchObject({ violatedRule: 'MAX', data: { max: 100 } });
    expect(response.headers['x-wix-request-id']).toBeTruthy();
  });

  it('names a missing field as REQUIRED_FIELD', async () => {
    const response = await app.inject({ method: 'PATCH', url: '/v1/things/t1', payload: { thing: {} } });
    expect(response.json().details.validationError.fieldViolations).toEqual([
      { field: 'thing.title', description: 'is required', violatedRule: 'REQUIRED_FIELD' },
    ]);
  });

  it('answers application errors with their code, description and data', async () => {
    const response = await app.inject({ method: 'POST', url: '/v1/fail/app', payload: {} });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: 'The item is taken',
      details: {
        applicationError: { code: 'ALREADY_OWNER', description: 'The item is taken', data: { itemId: 'i1' } },
      },
    });
  });

  it('hides internals of a 500 and logs them with the request id', async () => {
    const response = await app.inject({ method: 'POST', url: '/v1/fail/crash', payload: {} });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('postgres');
    expect(response.json().message).toBe('System error occurred');
    const id = response.headers['x-wix-request-id'] as string;
    const logged = logLines.find((line) => line.includes(id) && line.includes('secret connection string'));
    expect(logged).toBeDefined();
  });

  it('answers malformed JSON, unknown routes and wrong media types with application errors', async () => {
    const bad = await app.inject({
      method: 'POST',
      url: '/v1/fail/app',
      headers: { 'content-type': 'application/json' },
      payload: '{nope',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.applicationError.code).toBe('INVALID_JSON');
    const missing = await app.inject({ method: 'GET', url: '/v1/nothing' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().details.applicationError.code).toBe('ROUTE_NOT_FOUND');
    const text = await app.inject({
      method: 'POST',
      url: '/v1/fail/app',
      headers: { 'content-type': 'text/plain' },
      payload: 'hi',
    });
    expect(text.statusCode).toBe(415);
    const array = await app.inject({ method: 'POST', url: '/v1/fail/app', payload: [1] });
    expect(array.statusCode).toBe(400);
  });

  it('treats an empty JSON body as an empty payload', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/v1/fail/app',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(response.statusCode).toBe(409);
  });

  it('gives every response its own request id', async () => {
    const ids = new Set<string>();
    for (let i = 0; i < 5; i++)
      ids.add(
        (await app.inject({ method: 'GET', url: '/v1/items/a' })).headers['x-wix-request-id'] as string,
      );
    expect(ids.size).toBe(5);
  });
});
