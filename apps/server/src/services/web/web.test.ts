import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestAtrium } from '../../test/app.js';

describe('the web app at the server’s origin', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'atrium-web-'));
  let built: TestAtrium;
  let unbuilt: TestAtrium;
  beforeAll(async () => {
    mkdirSync(path.join(dir, 'assets'));
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(path.join(dir, 'assets', 'main-abc123.js'), 'console.log(1)');
    built = await createTestApp({ config: { webDir: dir } });
    unbuilt = await createTestApp({ config: { webDir: path.join(dir, 'missing') } });
  });
  afterAll(async () => {
    await built?.close();
    await unbuilt?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers every dashboard route with the app page, unframeable and never cached stale', async () => {
    for (const url of ['/dashboard', '/dashboard/sites/1/api-keys']) {
      const page = await built.app.inject({ url });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<div id="root">');
      expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(page.headers['cache-control']).toBe('no-cache');
    }
    const root = await built.app.inject({ url: '/' });
    expect([root.statusCode, root.headers.location]).toEqual([302, '/dashboard']);
  });

  it('serves hashed assets for a year and leaves API routes alone', async () => {
    const asset = await built.app.inject({ url: '/assets/main-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const missing = await built.app.inject({ url: '/assets/nope.js' });
    expect(missing.json().details.applicationError.code).toBe('ROUTE_NOT_FOUND');
    expect((await built.app.inject({ url: '/healthz' })).statusCode).toBe(200);
  });

  it('says how to build the app when it is not built', async () => {
    const page = await unbuilt.app.inject({ url: '/dashboard' });
    expect(page.statusCode).toBe(404);
    expect(page.json().details.applicationError.code).toBe('WEB_NOT_BUILT');
  });
});
