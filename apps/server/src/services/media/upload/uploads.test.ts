import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { applicationCode, createTestApp, visitorToken, type TestAtrium } from '../../../test/app.js';
import { caller, jpeg, pathOf, settled, upload } from '../../../test/media.js';

let atrium: TestAtrium;
let other: TestAtrium;
// Real time, unless a test moves it on to see something expire.
let skew = 0;
const clock = () => Date.now() + skew;

beforeAll(async () => {
  [atrium, other] = await Promise.all([createTestApp({ clock }), createTestApp()]);
});
afterAll(async () => Promise.all([atrium?.close(), other?.close()]));

describe('uploads by URL', () => {
  it('stores the bytes exactly, processes an image to READY and serves it with caching and ranges', async () => {
    const bytes = await jpeg(800, 600);
    const file = await upload(atrium, bytes, { fileName: 'sunset.jpg', labels: ['sky'] });
    expect(file).toMatchObject({
      displayName: 'sunset.jpg',
      mediaType: 'IMAGE',
      labels: ['sky'],
      private: false,
    });
    expect(file.hash).toBe(createHash('sha256').update(bytes).digest('hex'));
    expect(file.sizeInBytes).toBe(String(bytes.length));

    const ready = await settled(atrium, file.id);
    expect(ready.operationStatus).toBe('READY');
    expect(ready.media.image.image).toMatchObject({
      id: file.id,
      width: 800,
      height: 600,
      filename: 'sunset.jpg',
    });
    expect(ready.media.image.colors.prominent.hex).toMatch(/^#[0-9a-f]{6}$/);

    const served = await atrium.app.inject({ method: 'GET', url: pathOf(ready.url) });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(bytes)).toBe(true);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['cache-control']).toContain('immutable');
    const etag = served.headers.etag as string;
    const again = await atrium.app.inject({
      method: 'GET',
      url: pathOf(ready.url),
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    const part = await atrium.app.inject({
      method: 'GET',
      url: pathOf(ready.url),
      headers: { range: 'bytes=10-19' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 10-19/${bytes.length}`);
    expect(part.rawPayload.equals(bytes.subarray(10, 20))).toBe(true);

    const thumbnail = await atrium.app.inject({ method: 'GET', url: pathOf(ready.thumbnailUrl!) });
    expect(thumbnail.statusCode).toBe(200);
    expect(await sharp(thumbnail.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 256,
      height: 256,
    });
  });

  it('renders only the fixed sizes', async () => {
    const file = await settled(atrium, (await upload(atrium, await jpeg(300, 200))).id);
    const fit = await atrium.app.inject({
      method: 'GET',
      url: `${pathOf(file.url)}?w=128&fit=fit&format=png`,
    });
    expect(await sharp(fit.rawPayload).metadata()).toMatchObject({ format: 'png', width: 128, height: 85 });
    const odd = await atrium.app.inject({ method: 'GET', url: `${pathOf(file.url)}?w=129` });
    expect(odd.statusCode).toBe(400);
    expect(applicationCode(odd)).toBe('INVALID_IMAGE_SIZE');
  });

  it('refuses a second use, a size or type other than declared, and an expired URL', async () => {
    const api = caller(atrium);
    const bytes = await jpeg(50, 50);
    const grant = async (extra: object = {}) =>
      pathOf(
        (
          (
            await api.post('/site-media/v1/files/generate-upload-url', {
              mimeType: 'image/jpeg',
              sizeInBytes: String(bytes.length),
              ...extra,
            })
          ).json() as { uploadUrl: string }
        ).uploadUrl,
      );
    const put = (url: string, body: Buffer, type = 'image/jpeg') =>
      atrium.app.inject({ method: 'PUT', url, payload: body, headers: { 'content-type': type } });

    const once = await grant();
    expect((await put(once, bytes)).statusCode).toBe(200);
    const second = await put(once, bytes);
    expect([second.statusCode, applicationCode(second)]).toEqual([409, 'UPLOAD_URL_USED']);

    const wrongSize = await put(await grant(), Buffer.concat([bytes, Buffer.from('x')]));
    expect(wrongSize.statusCode).toBe(400);
    expect(['SIZE_MISMATCH', 'FILE_TOO_LARGE']).toContain(applicationCode(wrongSize));
    const wrongType = await put(await grant(), bytes, 'application/pdf');
    expect([wrongType.statusCode, applicationCode(wrongType)]).toEqual([400, 'MIME_TYPE_MISMATCH']);
    const unknown = await put('/atrium/v1/media/uploads/not-a-token', bytes);
    expect([unknown.statusCode, applicationCode(unknown)]).toEqual([404, 'UPLOAD_URL_NOT_FOUND']);

    const expiring = await grant();
    skew = 61 * 60_000;
    try {
      const expired = await put(expiring, bytes);
      expect([expired.statusCode, applicationCode(expired)]).toEqual([403, 'UPLOAD_URL_EXPIRED']);
    } finally {
      skew = 0;
    }
  });

  it('marks a corrupt image FAILED with a reason and keeps serving', async () => {
    const corrupt = Buffer.concat([(await jpeg(100, 100)).subarray(0, 200), Buffer.alloc(300, 7)]);
    const file = await settled(atrium, (await upload(atrium, corrupt, { fileName: 'broken.jpg' })).id);
    expect(file.operationStatus).toBe('FAILED');
    expect(file.failureReason).toMatch(/not a readable image\/jpeg image/);
    const health = await atrium.app.inject({
      method: 'GET',
      url: '/site-media/v1/files',
      headers: { authorization: atrium.site.apiKey },
    });
    expect(health.statusCode).toBe(200);
  });

  it("hides another site's files and refuses visitors unless the site allows their uploads", async () => {
    const mine = await upload(atrium, await jpeg(20, 20));
    const theirs = await caller(other).get(`/site-media/v1/files/get-file-by-id?fileId=${mine.id}`);
    expect([theirs.statusCode, applicationCode(theirs)]).toEqual([404, 'FILE_NOT_FOUND']);

    const visitor = await visitorToken(atrium, atrium.site.clientId);
    const refused = await caller(atrium, visitor).post('/site-media/v1/files/generate-upload-url', {
      mimeType: 'image/jpeg',
    });
    expect([refused.statusCode, applicationCode(refused)]).toEqual([403, 'VISITOR_UPLOADS_DISABLED']);
    await atrium.modules.media.settings.update(atrium.site.siteId, {
      visitorUploads: true,
      visitorUploadMaxBytes: '1000',
    });
    const intoRoot = await caller(atrium, visitor).post('/site-media/v1/files/generate-upload-url', {
      mimeType: 'image/jpeg',
      parentFolderId: 'media-root',
    });
    expect([intoRoot.statusCode, applicationCode(intoRoot)]).toEqual([403, 'FOLDER_NOT_ALLOWED']);
    const tooBig = await caller(atrium, visitor).post('/site-media/v1/files/generate-upload-url', {
      mimeType: 'image/jpeg',
      sizeInBytes: '5000',
    });
    expect([tooBig.statusCode, applicationCode(tooBig)]).toEqual([400, 'FILE_TOO_LARGE']);
    const own = await upload(atrium, await jpeg(10, 10), { authorization: visitor });
    expect(own.parentFolderId).toBe('visitor-uploads-root');
    expect(
      (await caller(atrium, visitor).get(`/site-media/v1/files/get-file-by-id?fileId=${own.id}`)).statusCode,
    ).toBe(200);
    const notTheirs = await caller(atrium, visitor).get(
      `/site-media/v1/files/get-file-by-id?fileId=${mine.id}`,
    );
    expect(notTheirs.statusCode).toBe(404);
    const list = await caller(atrium, visitor).get('/site-media/v1/files');
    expect(list.statusCode).toBe(403);
  });
});
