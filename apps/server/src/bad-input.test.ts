import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRandom } from './test/bad-input/samples.js';
import { buildRequest, offWire, operationsOf, type Operation } from './test/bad-input/requests.js';
import { SPOILERS } from './test/bad-input/spoil.js';
import { createTestApp, visitorToken, type TestAtrium } from './test/app.js';

// Every route of /openapi.json, tried as a hostile client would: sampled payloads spoiled with wrong types,
// missing and unknown fields, NUL characters, 100 kB strings, deep nesting, bodies that are not objects and
// long or odd path parameters, each without credentials, as a visitor and with an API key. No answer may be a
// 5xx or leave the wire's rules. Seeded, so that a failure replays (ATRIUM_BAD_INPUT_SEED picks another seed);
// routes added later are covered without touching this file.

const SEED = Number(process.env.ATRIUM_BAD_INPUT_SEED ?? 20261123);

let atrium: TestAtrium;
let operations: Operation[];
let identities: Record<string, Record<string, string>>;

beforeAll(async () => {
  // Jobs stay off: a sampled import or webhook must not reach out to the network.
  atrium = await createTestApp({ config: { jobs: false } });
  operations = operationsOf((await atrium.app.inject({ url: '/openapi.json' })).json());
  identities = {
    anonymous: {},
    visitor: { authorization: await visitorToken(atrium, atrium.site.clientId) },
    'API key': { authorization: atrium.site.apiKey },
  };
});
afterAll(async () => atrium?.close());

describe('bad input at every route', () => {
  it('covers every operation of the OpenAPI document', () => {
    expect(operations.length).toBeGreaterThan(100);
  });

  it('never answers a 5xx or off the wire', async () => {
    const random = createRandom(SEED);
    const failures = new Map<string, string>();
    for (const operation of operations) {
      for (const [who, headers] of Object.entries(identities)) {
        for (const spoiler of SPOILERS) {
          const request = buildRequest(operation, spoiler, random);
          const answer = await atrium.app.inject({
            method: request.method as 'GET',
            url: request.url,
            headers: { ...request.headers, ...headers },
            ...(request.payload === undefined ? {} : { payload: request.payload }),
          });
          const problem = offWire(operation, { ...answer, body: answer.body });
          const key = `${operation.method} ${operation.path}: ${problem}`;
          if (problem && !failures.has(key))
            failures.set(
              key,
              `${who}, ${spoiler}: ${request.method} ${request.url.slice(0, 200)} ${(request.payload ?? '').slice(0, 300)} → ${answer.statusCode} ${answer.body.slice(0, 300)}`,
            );
        }
      }
    }
    expect([...failures].map(([key, example]) => `${key}\n    ${example}`)).toEqual([]);
  });
});
