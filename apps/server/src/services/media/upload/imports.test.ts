import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationCode, createTestApp, type TestAtrium } from '../../../test/app.js';
import { caller, jpeg, settled, type FileWire } from '../../../test/media.js';

let picture: Buffer;
let origin: { port: number; close: () => Promise<void>; seen: string[] };
let atrium: TestAtrium;
let guarded: TestAtrium;

/** A real HTTP peer: a picture, a redirect to a private address, a slow answer and a large one. */
async function startOrigin() {
  const seen: string[] = [];
  const server = http.createServer((request, response) => {
    seen.push(`${request.url} ${request.headers['x-import-key'] ?? ''}`);
    const url = new URL(request.url!, 'http://localhost');
    if (url.pathname === '/pic.jpg') {
      response.setHeader('content-type', 'image/jpeg');
      return response.end(picture);
    }
    if (url.pathname === '/hop') {
      response.statusCode = 302;
      response.setHeader('location', url.searchParams.get('to')!);
      return response.end();
    }
    if (url.pathname === '/large') {
      response.setHeader('content-type', 'application/octet-stream');
      return response.end(Buffer.alloc(64 * 1024, 1));
    }
    response.statusCode = 404;
    response.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { port, seen, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

beforeAll(async () => {
  picture = await jpeg(120, 90);
  origin = await startOrigin();
  // `localhost` is allowed for this one, as ATRIUM_MEDIA_IMPORT_ALLOWED_HOSTS allows it in development.
  [atrium, guarded] = await Promise.all([
    createTestApp({ config: { mediaImportAllowedHosts: ['localhost'], mediaMaxBytes: 32 * 1024 } }),
    createTestApp(),
  ]);
});
afterAll(async () => Promise.all([atrium?.close(), guarded?.close(), origin?.close()]));

async function importAndSettle(app: TestAtrium, payload: object): Promise<FileWire> {
  const answer = await caller(app).post('/site-media/v1/files/import', payload);
  expect(answer.statusCode, answer.body).toBe(200);
  const { file } = answer.json() as { file: FileWire };
  expect(file.operationStatus).toBe('PENDING');
  return settled(app, file.id);
}

describe('imports from a URL', () => {
  it('fetches the file as a job, with the given headers and parameters, and processes it', async () => {
    const file = await importAndSettle(atrium, {
      url: `http://localhost:${origin.port}/pic.jpg`,
      displayName: 'Imported',
      urlHeaders: { 'x-import-key': 'k1' },
      urlParams: { size: 'large' },
      labels: ['imported'],
    });
    expect(file).toMatchObject({
      operationStatus: 'READY',
      mediaType: 'IMAGE',
      displayName: 'Imported',
      labels: ['imported'],
    });
    expect(file.hash).toBe(createHash('sha256').update(picture).digest('hex'));
    expect(origin.seen).toContain('/pic.jpg?size=large k1');
  });

  it('refuses loopback and private addresses, also behind a redirect', async () => {
    const direct = await importAndSettle(guarded, { url: `http://127.0.0.1:${origin.port}/pic.jpg` });
    expect(direct.operationStatus).toBe('FAILED');
    expect(direct.failureReason).toMatch(/127\.0\.0\.1 is private/);
    const byName = await importAndSettle(guarded, { url: `http://localhost:${origin.port}/pic.jpg` });
    // Even right after an allowed import to the same port, whose connection a keep-alive pool would reuse.
    expect(byName.failureReason).toMatch(/is private/);

    // The first hop is an allowed host; the redirect leads to a private address, which is checked again.
    const hop = `http://localhost:${origin.port}/hop?to=${encodeURIComponent(`http://127.0.0.1:${origin.port}/pic.jpg`)}`;
    const redirected = await importAndSettle(atrium, { url: hop });
    expect(redirected.operationStatus).toBe('FAILED');
    expect(redirected.failureReason).toMatch(/127\.0\.0\.1 is private/);
    const metadata = await importAndSettle(atrium, { url: 'http://169.254.169.254/latest/meta-data' });
    expect(metadata.failureReason).toMatch(/169\.254\.169\.254 is private/);
  });

  it('fails an import over the size limit or one the origin does not have, with the reason', async () => {
    const large = await importAndSettle(atrium, { url: `http://localhost:${origin.port}/large` });
    expect(large.failureReason).toMatch(/larger than/);
    const missing = await importAndSettle(atrium, { url: `http://localhost:${origin.port}/nothing.png` });
    expect(missing.failureReason).toMatch(/status 404/);
  });

  it('imports in bulk: all or nothing, or item by item with import-v2', async () => {
    const good = { url: `http://localhost:${origin.port}/pic.jpg` };
    const bad = { url: `http://localhost:${origin.port}/pic.jpg`, parentFolderId: 'no-such-folder' };
    const all = await caller(atrium).post('/site-media/v1/bulk/files/import', {
      importFileRequests: [good, bad],
    });
    expect([all.statusCode, applicationCode(all)]).toEqual([404, 'FOLDER_NOT_FOUND']);
    const each = await caller(atrium).post('/site-media/v1/bulk/files/import-v2', {
      importFileRequests: [good, bad],
    });
    expect(each.statusCode).toBe(200);
    const body = each.json() as {
      results: Array<{
        itemMetadata: { success: boolean; originalIndex: number; error?: { code: string } };
        item?: FileWire;
      }>;
      bulkActionMetadata: { totalSuccesses: number; totalFailures: number };
    };
    expect(body.bulkActionMetadata).toMatchObject({ totalSuccesses: 1, totalFailures: 1 });
    expect(body.results[0]!.item).toMatchObject({ operationStatus: 'PENDING', mediaType: 'IMAGE' });
    expect(body.results[1]!.itemMetadata).toMatchObject({
      success: false,
      originalIndex: 1,
      error: { code: 'FOLDER_NOT_FOUND' },
    });
  });

  it('validates the request: a URL is required and must be http or https', async () => {
    const missing = await caller(atrium).post('/site-media/v1/files/import', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().details.validationError.fieldViolations[0].field).toBe('url');
    const file = await caller(atrium).post('/site-media/v1/files/import', { url: 'file:///etc/passwd' });
    expect(file.statusCode).toBe(400);
  });
});
