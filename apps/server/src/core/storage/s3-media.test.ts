import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { createTestApp, type TestAtrium } from '../../test/app.js';
import { caller, jpeg, pathOf, settled, upload, type FileWire } from '../../test/media.js';
import { startS3TestServer, type S3TestServer } from '../../test/s3.js';
import { PART_SIZE } from './s3.js';

let s3: S3TestServer;
let atrium: TestAtrium;
let origin: http.Server;

/** Bytes sent without a length, past the limit below: only counting them as they go up finds it too large. */
async function startOrigin() {
  const chunk = Buffer.alloc(1024 * 1024, 7);
  const server = http.createServer((_request, response) => {
    response.setHeader('content-type', 'application/octet-stream');
    for (let sent = 0; sent < 3 * PART_SIZE; sent += chunk.length) response.write(chunk);
    response.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

beforeAll(async () => {
  [s3, origin] = await Promise.all([startS3TestServer(), startOrigin()]);
  // Through the configuration, as ATRIUM_S3_* would set it, so that the server picks the bucket itself.
  atrium = await createTestApp({
    config: {
      s3: s3.config,
      mediaMaxBytes: PART_SIZE + 2 * 1024 * 1024,
      mediaImportAllowedHosts: ['localhost'],
    },
  });
});
afterAll(async () => {
  await atrium?.close();
  await s3?.close();
  origin?.closeAllConnections();
  await new Promise((resolve) => origin?.close(resolve));
});

describe('media in an S3 bucket', () => {
  it('uploads, renders, serves ranges and deletes for good through the real server', async () => {
    expect(atrium.core.store.kind).toBe('s3');
    const bytes = await jpeg(800, 600);
    const file = await settled(atrium, (await upload(atrium, bytes, { fileName: 'dune.jpg' })).id);
    expect(file.operationStatus).toBe('READY');
    expect(file.media.image.image).toMatchObject({ width: 800, height: 600 });
    const prefix = `${atrium.site.siteId}/${file.id}/`;
    expect((await s3.object(`${prefix}original`)).equals(bytes)).toBe(true);

    const rendition = await atrium.app.inject({ method: 'GET', url: `${pathOf(file.url)}?w=256` });
    expect(rendition.statusCode).toBe(200);
    expect(rendition.headers['content-type']).toBe('image/webp');
    expect(await sharp(rendition.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 256,
      height: 192,
    });
    // The original, the rendition just asked for, and those processing made on upload (thumbnail, preview).
    const stored = await s3.keys(prefix);
    expect(stored).toEqual(expect.arrayContaining([`${prefix}original`, `${prefix}d/256x256-fit.webp`]));
    expect(stored.length).toBeGreaterThan(2);

    const part = await atrium.app.inject({
      method: 'GET',
      url: pathOf(file.url),
      headers: { range: 'bytes=100-1099' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-1099/${bytes.length}`);
    expect(part.rawPayload.equals(bytes.subarray(100, 1100))).toBe(true);

    const deleted = await caller(atrium).post('/site-media/v1/bulk/files/delete', {
      fileIds: [file.id],
      permanent: true,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await s3.keys(prefix)).toEqual([]);
    const served = await atrium.app.inject({ method: 'GET', url: pathOf(file.url) });
    expect(served.statusCode).toBe(404);
  });

  it('records an import that runs past the size limit as too large, not as the failed clean-up', async () => {
    const imported = await caller(atrium).post('/site-media/v1/files/import', {
      url: `http://localhost:${(origin.address() as AddressInfo).port}/endless`,
    });
    expect(imported.statusCode, imported.body).toBe(200);
    const file = await settled(atrium, (imported.json() as { file: FileWire }).file.id);
    expect(file.operationStatus).toBe('FAILED');
    expect(file.failureReason).toMatch(/larger than the \d+ bytes allowed/);
    // It got as far as parts, and s3rver, which has no AbortMultipartUpload, refused the abort.
    const key = `/${s3.config.bucket}/${atrium.site.siteId}/${file.id}/original`;
    const calls = s3.requests.filter((request) => request.path === key);
    expect(calls.some((request) => request.query.has('partNumber'))).toBe(true);
    expect(calls.some((request) => request.method === 'DELETE' && request.query.has('uploadId'))).toBe(true);
    expect(await s3.keys(`${atrium.site.siteId}/${file.id}/`)).toEqual([]);
  });
});
