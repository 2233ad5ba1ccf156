import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { createTestApp, type TestAtrium } from '../../test/app.js';
import { caller, jpeg, pathOf, settled, upload } from '../../test/media.js';
import { startS3TestServer, type S3TestServer } from '../../test/s3.js';

let s3: S3TestServer;
let atrium: TestAtrium;

beforeAll(async () => {
  s3 = await startS3TestServer();
  // Through the configuration, as ATRIUM_S3_* would set it, so that the server picks the bucket itself.
  atrium = await createTestApp({ config: { s3: s3.config } });
});
afterAll(async () => {
  await atrium?.close();
  await s3?.close();
});

describe('media in an S3 bucket', () => {
  it('uploads, renders, serves ranges and deletes for good through the real server', async () => {
    expect(atrium.services.store.kind).toBe('s3');
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
});
