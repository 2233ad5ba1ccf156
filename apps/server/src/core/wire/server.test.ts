import { describe, expect, it } from 'vitest';
import { createServer } from './server.js';

// The server loads Fastify's schema compilers only when a route declares a schema (see lazyCompilers).
describe('Fastify schemas on a wire server', () => {
  it('still validate and serialize when a route declares one', async () => {
    const app = createServer({ logger: false });
    app.post(
      '/typed',
      {
        schema: {
          body: { type: 'object', required: ['n'], properties: { n: { type: 'integer' } } },
          response: { 200: { type: 'object', properties: { n: { type: 'integer' } } } },
        },
      },
      async (request) => ({ n: (request.body as { n: number }).n, secret: 'not serialized' }),
    );
    await app.ready();
    const ok = await app.inject({ method: 'POST', url: '/typed', payload: { n: 3 } });
    expect(ok.json()).toEqual({ n: 3 });
    const bad = await app.inject({ method: 'POST', url: '/typed', payload: { n: 'three' } });
    expect(bad.statusCode).toBe(400);
    await app.close();
  });
});
