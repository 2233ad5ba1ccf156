import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { access, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationCode, createTestApp, type TestAtrium } from '../../../test/app.js';
import { caller, jpeg, settled, upload } from '../../../test/media.js';
import { freePort } from '../../../test/ports.js';

const run = promisify(execFile);
const hasFfmpeg = await run('ffmpeg', ['-version']).then(
  () => true,
  () => false,
);

let atrium: TestAtrium;
let host: string;

beforeAll(async () => {
  const port = await freePort();
  host = `http://127.0.0.1:${port}`;
  atrium = await createTestApp({ config: { publicUrl: host } });
  await atrium.app.listen({ port, host: '127.0.0.1' });
});
afterAll(async () => atrium?.close());

const tus = (url: string, init: RequestInit & { headers?: Record<string, string> } = {}) =>
  fetch(url, { ...init, headers: { 'tus-resumable': '1.0.0', ...init.headers } });
type WireError = { details: { applicationError: { code: string } } };
const metadata = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',');

describe('resumable uploads (tus)', () => {
  it('resumes an upload cut in the middle and stores exactly the bytes sent', async () => {
    const bytes = await jpeg(900, 700);
    const granted = await caller(atrium).post('/site-media/v1/files/generate-resumable-upload-url', {
      mimeType: 'image/jpeg',
      fileName: 'resumed.jpg',
      sizeInBytes: String(bytes.length),
      uploadProtocol: 'TUS',
    });
    const { uploadUrl, uploadToken } = granted.json() as { uploadUrl: string; uploadToken: string };
    const created = await tus(uploadUrl, {
      method: 'POST',
      headers: {
        'upload-length': String(bytes.length),
        'upload-metadata': metadata({ uploadToken, filename: 'resumed.jpg', filetype: 'image/jpeg' }),
      },
    });
    expect(created.status).toBe(201);
    const location = created.headers.get('location')!;
    const half = Math.floor(bytes.length / 2);
    const patch = (offset: number, body: Buffer) =>
      tus(location, {
        method: 'PATCH',
        headers: { 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' },
        body: new Uint8Array(body),
      });
    expect((await patch(0, bytes.subarray(0, half))).status).toBe(204);

    // The connection drops here; the client asks where the server got to and sends the rest.
    const head = await tus(location, { method: 'HEAD' });
    expect(Number(head.headers.get('upload-offset'))).toBe(half);
    const finished = await patch(half, bytes.subarray(half));
    expect(finished.status).toBe(204);
    const fileId = finished.headers.get('atrium-file-id')!;
    const file = await settled(atrium, fileId);
    expect(file).toMatchObject({ operationStatus: 'READY', displayName: 'resumed.jpg' });
    expect(file.hash).toBe(createHash('sha256').update(bytes).digest('hex'));
    const served = await fetch(file.url);
    expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);

    // The token started one upload; it cannot start another.
    const again = await tus(uploadUrl, {
      method: 'POST',
      headers: { 'upload-length': String(bytes.length), 'upload-metadata': metadata({ uploadToken }) },
    });
    expect(again.status).toBe(409);
  });

  it('refuses an upload without a token or larger than declared', async () => {
    const none = await tus(`${host}/atrium/v1/media/tus`, {
      method: 'POST',
      headers: { 'upload-length': '10' },
    });
    expect(none.status).toBe(401);
    const granted = await caller(atrium).post('/site-media/v1/files/generate-resumable-upload-url', {
      sizeInBytes: '100',
    });
    const { uploadUrl, uploadToken } = granted.json() as { uploadUrl: string; uploadToken: string };
    const larger = await tus(uploadUrl, {
      method: 'POST',
      headers: { 'upload-length': '101', 'upload-metadata': metadata({ uploadToken }) },
    });
    expect(larger.status).toBe(400);
    expect(JSON.parse(await larger.text()).details.applicationError.code).toBe('SIZE_MISMATCH');
  });

  /** A new 100-byte resumable upload, nothing sent yet: its URL. */
  const newUpload = async () => {
    const granted = await caller(atrium).post('/site-media/v1/files/generate-resumable-upload-url', {
      sizeInBytes: '100',
    });
    const { uploadUrl, uploadToken } = granted.json() as { uploadUrl: string; uploadToken: string };
    const created = await tus(uploadUrl, {
      method: 'POST',
      headers: { 'upload-length': '100', 'upload-metadata': metadata({ uploadToken }) },
    });
    return created.headers.get('location')!;
  };

  it('answers the tus protocol’s own refusals in the wire’s shape, with their tus statuses', async () => {
    const location = await newUpload();
    const refusal = async (answer: Response) => [
      answer.status,
      answer.headers.get('content-type'),
      Boolean(answer.headers.get('x-wix-request-id')),
      ((await answer.json()) as WireError).details.applicationError.code,
    ];
    const json = 'application/json; charset=utf-8';
    const noVersion = await fetch(location, { method: 'PATCH', headers: { 'upload-offset': '0' } });
    expect(await refusal(noVersion)).toEqual([412, json, true, 'TUS_VERSION_REQUIRED']);
    const octets = { 'content-type': 'application/offset+octet-stream' };
    const badHeader = await tus(location, { method: 'PATCH', headers: { ...octets, 'upload-offset': 'x' } });
    expect(await refusal(badHeader)).toEqual([400, json, true, 'UPLOAD_REFUSED']);
    const body = Buffer.alloc(10);
    const wrongOffset = await tus(location, {
      method: 'PATCH',
      headers: { ...octets, 'upload-offset': '5' },
      body,
    });
    expect(await refusal(wrongOffset)).toEqual([409, json, true, 'UPLOAD_OFFSET_CONFLICT']);
    const unknown = await tus(`${location}0`, {
      method: 'PATCH',
      headers: { ...octets, 'upload-offset': '0' },
      body,
    });
    expect(await refusal(unknown)).toEqual([404, json, true, 'UPLOAD_URL_NOT_FOUND']);
    const read = await tus(location);
    expect(await refusal(read)).toEqual([405, json, true, 'METHOD_NOT_ALLOWED']);
    expect(read.headers.get('allow')).toBe('OPTIONS, HEAD, POST, PATCH, DELETE');
  });

  it('sweeps the uploads left unfinished past their expiry, and only those', async () => {
    const start = async () => {
      const location = await newUpload();
      const sent = await tus(location, {
        method: 'PATCH',
        headers: { 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
        body: Buffer.alloc(40, 7),
      });
      expect(sent.status).toBe(204);
      return { location, file: path.join(atrium.config.mediaDir, '.tus', location.split('/').at(-1)!) };
    };
    const abandoned = await start();
    const recent = await start();
    // Two days old: tus keeps each upload's creation date beside its bytes.
    const info = JSON.parse(await readFile(`${abandoned.file}.json`, 'utf8'));
    info.creation_date = new Date(Date.now() - 2 * 24 * 3600_000).toISOString();
    await writeFile(`${abandoned.file}.json`, JSON.stringify(info));
    const late = await tus(abandoned.location, {
      method: 'PATCH',
      headers: { 'upload-offset': '40', 'content-type': 'application/offset+octet-stream' },
      body: Buffer.alloc(60, 7),
    });
    expect([late.status, ((await late.json()) as WireError).details.applicationError.code]).toEqual([
      410,
      'UPLOAD_GONE',
    ]);

    expect(await atrium.modules.mediaUploads.resumable.sweepExpired()).toBe(1);
    await expect(access(abandoned.file)).rejects.toThrow();
    await expect(access(`${abandoned.file}.json`)).rejects.toThrow();
    expect((await tus(abandoned.location, { method: 'HEAD' })).status).toBe(404);
    const kept = await tus(recent.location, { method: 'HEAD' });
    expect([kept.status, kept.headers.get('upload-offset')]).toEqual([200, '40']);
  });
});

describe('video', () => {
  it.runIf(hasFfmpeg)('makes a poster and an HLS stream behind a signed address', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'atrium-video-test-'));
    try {
      const source = path.join(dir, 'clip.mp4');
      await run('ffmpeg', [
        '-v',
        'error',
        '-f',
        'lavfi',
        '-i',
        'testsrc=duration=3:size=320x240:rate=15',
        '-pix_fmt',
        'yuv420p',
        source,
      ]);
      const file = await settled(
        atrium,
        (await upload(atrium, await readFile(source), { mimeType: 'video/mp4', fileName: 'clip.mp4' })).id,
      );
      expect(file.operationStatus, file.failureReason ?? '').toBe('READY');
      expect(file.media.video).toMatchObject({ width: 320, height: 240, filename: 'clip.mp4' });
      expect(file.media.video.posters).toHaveLength(1);
      const poster = await fetch(file.thumbnailUrl!);
      expect(poster.headers.get('content-type')).toBe('image/jpeg');

      const dash = await caller(atrium).post('/site-media/v1/files/generate-video-stream-url', {
        fileId: file.id,
        format: 'DASH',
      });
      expect(applicationCode(dash)).toBe('STREAM_FORMAT_NOT_SUPPORTED');
      const stream = await caller(atrium).post('/site-media/v1/files/generate-video-stream-url', {
        fileId: file.id,
        format: 'HLS',
      });
      const { downloadUrl } = stream.json() as { downloadUrl: { url: string; assetKey: string } };
      expect(downloadUrl.assetKey).toBe('hls');
      const masterAnswer = await fetch(downloadUrl.url);
      const master = await masterAnswer.text();
      expect(masterAnswer.status, master).toBe(200);
      const rendition = master.split('\n').find((line) => line.endsWith('.m3u8'))!;
      const playlist = await (await fetch(new URL(rendition, downloadUrl.url))).text();
      const segment = playlist.split('\n').find((line) => line.endsWith('.ts'))!;
      const bytes = await fetch(new URL(segment, new URL(rendition, downloadUrl.url)));
      expect(bytes.status).toBe(200);
      expect(bytes.headers.get('content-type')).toBe('video/mp2t');
      // Read to the end: an unread segment keeps its connection busy, and the server's close waits for it.
      expect((await bytes.arrayBuffer()).byteLength).toBeGreaterThan(0);
      // The token is bound to this file: it does not reach another one's stream.
      const forged = downloadUrl.url.replace(/\/s\/([^.]+)\./, (_, payload: string) => `/s/${payload}x.`);
      expect((await fetch(forged)).status).toBe(403);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('stores a video without ffmpeg and says why it cannot be streamed', async () => {
    const bare = await createTestApp({
      config: { ffmpegPath: '/nonexistent/ffmpeg', ffprobePath: '/nonexistent/ffprobe' },
    });
    try {
      const bytes = Buffer.from('not really a video, but stored all the same');
      const file = await settled(
        bare,
        (await upload(bare, bytes, { mimeType: 'video/mp4', fileName: 'a.mp4' })).id,
      );
      expect(file.operationStatus).toBe('READY');
      const stream = await caller(bare).post('/site-media/v1/files/generate-video-stream-url', {
        fileId: file.id,
      });
      expect([stream.statusCode, applicationCode(stream)]).toEqual([400, 'VIDEO_STREAMING_UNAVAILABLE']);
      expect(stream.json().message).toMatch(/ffmpeg is not installed/);
      const image = await upload(bare, await jpeg(10, 10));
      const notVideo = await caller(bare).post('/site-media/v1/files/generate-video-stream-url', {
        fileId: image.id,
      });
      expect(applicationCode(notVideo)).toBe('NOT_A_VIDEO');
    } finally {
      await bare.close();
    }
  });
});
