import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestAtrium } from '../../test/app.js';

let atrium: TestAtrium;
beforeAll(async () => {
  atrium = await createTestApp();
});
afterAll(async () => {
  await atrium?.app.close();
  await atrium?.database.close().catch(() => undefined);
});

describe('health and the OpenAPI document', () => {
  it('serves the OpenAPI document generated from the contract', async () => {
    const response = await atrium.app.inject({ method: 'GET', url: '/openapi.json' });
    const doc = response.json();
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.paths['/oauth2/token'].post.requestBody).toBeDefined();
    expect(doc.paths['/atrium/v1/webhooks/{webhook.id}'].patch.responses['200']).toBeDefined();
    const create = doc.paths['/atrium/v1/webhooks'].post.requestBody.content['application/json'].schema;
    expect(create.properties.webhook.required).toContain('url');
  });

  it('is live and ready, and not ready once the database is gone', async () => {
    expect((await atrium.app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ status: 'ok' });
    expect((await atrium.app.inject({ method: 'GET', url: '/readyz' })).json()).toEqual({ status: 'ready' });
    // The job workers stop first: pg-boss 10 does not await a job's completion query, so a pool ended under a
    // working runner rejects where nothing listens (a test artefact: an outage fails queries, it ends no pool).
    await atrium.core.jobs.stop();
    await atrium.database.close();
    const response = await atrium.app.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(503);
    expect(response.json().details.applicationError.code).toBe('NOT_READY');
    expect((await atrium.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });
});
