// @ts-expect-error -- @types/jsdom is not installed; the little used here is typed below.
import { JSDOM as UntypedJSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isApplicationError, isSystemError } from '../errors/errors.js';
import { useTestServer } from '../testing/use-test-server.js';
import type { RecordedRequest } from '../testing/http-test-server.js';
import { sdkImageFile, wireImageFile } from '../testing/media-fixtures.js';
import { uploadFile } from './upload.js';

const JSDOM = UntypedJSDOM as new (
  html: string,
  options: { url: string },
) => { window: { XMLHttpRequest: typeof XMLHttpRequest; close(): void } };

const server = useTestServer();
const request = (): RecordedRequest => server.requests.at(-1)!;
// Every byte value, so that any re-encoding on the way shows.
const BYTES = Uint8Array.from({ length: 70_000 }, (_, index) => (index * 7) % 256);

const answerFile = () => server.handle(() => ({ body: { file: wireImageFile } }));
const notAllowed = () =>
  server.handle(() => ({
    status: 403,
    body: {
      message: 'The upload URL has expired',
      details: { applicationError: { code: 'UPLOAD_URL_EXPIRED', description: 'Ask for a new one' } },
    },
  }));

describe('uploadFile with fetch (no XMLHttpRequest, as in Node)', () => {
  it('PUTs the bytes as they are, with the content type, and returns the converted file', async () => {
    answerFile();
    const progress: [number, number][] = [];
    const file = await uploadFile({
      uploadUrl: `${server.url}/upload/t1?token=abc`,
      file: new Blob([BYTES], { type: 'image/png' }),
      onProgress: (sent, total) => progress.push([sent, total]),
    });
    expect([request().method, request().url]).toEqual(['PUT', '/upload/t1?token=abc']);
    expect(request().headers['content-type']).toBe('image/png');
    expect(request().bytes.equals(Buffer.from(BYTES))).toBe(true);
    expect(request().headers.authorization).toBeUndefined();
    expect(file).toEqual(sdkImageFile);
    expect(progress).toEqual([
      [0, BYTES.length],
      [BYTES.length, BYTES.length],
    ]);
  });

  it('sends the given mimeType, over the blob type, and takes Uint8Array and ArrayBuffer bodies', async () => {
    answerFile();
    await uploadFile({ uploadUrl: `${server.url}/u`, file: BYTES, mimeType: 'application/pdf' });
    expect(request().headers['content-type']).toBe('application/pdf');
    expect(request().bytes.equals(Buffer.from(BYTES))).toBe(true);
    await uploadFile({ uploadUrl: `${server.url}/u`, file: BYTES.slice().buffer });
    expect(request().headers['content-type']).toBe('application/octet-stream');
    expect(request().bytes.length).toBe(BYTES.length);
  });

  it('turns an error answer into the SDK error', async () => {
    notAllowed();
    const error = await uploadFile({ uploadUrl: `${server.url}/u`, file: BYTES }).catch(
      (caught: unknown) => caught,
    );
    expect(isApplicationError(error)).toBe(true);
    expect(error).toMatchObject({ code: 'UPLOAD_URL_EXPIRED', status: 403, requestId: 'req-1' });
  });

  it('rejects with a SystemError when aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    const error = await uploadFile({
      uploadUrl: `${server.url}/u`,
      file: BYTES,
      signal: controller.signal,
    }).catch((caught: unknown) => caught);
    expect(isSystemError(error)).toBe(true);
  });
});

describe('uploadFile with XMLHttpRequest (browsers)', () => {
  let restore: () => void;
  beforeAll(() => {
    const dom = new JSDOM('', { url: server.url });
    const previous = globalThis.XMLHttpRequest;
    globalThis.XMLHttpRequest = dom.window.XMLHttpRequest;
    restore = () => {
      globalThis.XMLHttpRequest = previous;
      dom.window.close();
    };
  });
  afterAll(() => restore());

  it('PUTs the bytes, reports upload progress up to the total, and returns the converted file', async () => {
    answerFile();
    const progress: [number, number][] = [];
    const file = await uploadFile({
      uploadUrl: `${server.url}/upload/t2`,
      file: BYTES,
      mimeType: 'image/png',
      onProgress: (sent, total) => progress.push([sent, total]),
    });
    expect(request().method).toBe('PUT');
    expect(request().headers['user-agent']).toMatch(/jsdom/);
    expect(request().headers['content-type']).toBe('image/png');
    expect(request().bytes.equals(Buffer.from(BYTES))).toBe(true);
    expect(file).toEqual(sdkImageFile);
    expect(progress[0]).toEqual([0, BYTES.length]);
    expect(progress.at(-1)).toEqual([BYTES.length, BYTES.length]);
    expect(progress.map(([sent]) => sent)).toEqual([...progress.map(([sent]) => sent)].sort((a, b) => a - b));
  });

  it('turns an error answer into the SDK error, request id included', async () => {
    notAllowed();
    const error = await uploadFile({ uploadUrl: `${server.url}/u`, file: BYTES }).catch(
      (caught: unknown) => caught,
    );
    expect(isApplicationError(error)).toBe(true);
    expect(error).toMatchObject({ code: 'UPLOAD_URL_EXPIRED', status: 403 });
    expect((error as { requestId?: string }).requestId).toMatch(/^req-/);
  });
});
