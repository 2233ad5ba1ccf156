import { describe, expect, it } from 'vitest';
import { isApplicationError, isSystemError } from '../errors/errors.js';
import { useTestServer } from '../testing/use-test-server.js';
import type { CannedResponse, RecordedRequest } from '../testing/http-test-server.js';
import { FILE_ID_HEADER, uploadResumable } from './upload-resumable.js';

const server = useTestServer();
const BYTES = Uint8Array.from({ length: 10_000 }, (_, index) => (index * 13) % 256);

/** Just enough of a tus 1.0 server: creation, PATCH at an offset, HEAD after a failure. */
function fakeTus(options: { failPatch?: number } = {}) {
  let stored = Buffer.alloc(0);
  let length = 0;
  let patches = 0;
  const tus = { 'tus-resumable': '1.0.0' };
  server.handle((request: RecordedRequest): CannedResponse => {
    if (request.method === 'POST') {
      length = Number(request.headers['upload-length']);
      return { status: 201, headers: { ...tus, location: '/tus/u1' } };
    }
    if (request.method === 'HEAD')
      return {
        status: 200,
        headers: { ...tus, 'upload-offset': String(stored.length), 'upload-length': String(length) },
      };
    patches += 1;
    if (patches === options.failPatch) return { status: 500, body: {} };
    expect(Number(request.headers['upload-offset'])).toBe(stored.length);
    stored = Buffer.concat([stored, request.bytes]);
    const done: Record<string, string> = stored.length === length ? { [FILE_ID_HEADER]: 'f-new' } : {};
    return { status: 204, headers: { ...tus, 'upload-offset': String(stored.length), ...done } };
  });
  return { stored: () => stored };
}

function metadataOf(request: RecordedRequest): Record<string, string> {
  const header = String(request.headers['upload-metadata'] ?? '');
  return Object.fromEntries(
    header.split(',').map((pair) => {
      const [key, value = ''] = pair.split(' ');
      return [key, Buffer.from(value, 'base64').toString('utf8')];
    }),
  );
}

describe('uploadResumable', () => {
  it('creates the upload with the token and file metadata, sends the chunks, and resolves the file id', async () => {
    const tus = fakeTus();
    const progress: number[] = [];
    const result = await uploadResumable({
      uploadUrl: `${server.url}/tus`,
      uploadToken: 'tok-1',
      file: new File([BYTES], 'clip.mp4', { type: 'video/mp4' }),
      chunkSize: 4096,
      onProgress: (sent) => progress.push(sent),
    });
    expect(result).toEqual({ fileId: 'f-new' });
    expect(server.requests.map((request) => request.method)).toEqual(['POST', 'PATCH', 'PATCH', 'PATCH']);
    expect(server.requests[0]!.path).toBe('/tus');
    expect(metadataOf(server.requests[0]!)).toEqual({
      uploadToken: 'tok-1',
      filename: 'clip.mp4',
      filetype: 'video/mp4',
    });
    expect(server.requests[1]!.path).toBe('/tus/u1');
    expect(tus.stored().equals(Buffer.from(BYTES))).toBe(true);
    expect(progress.at(-1)).toBe(BYTES.length);
  });

  it('takes the name and type from the options for raw bytes', async () => {
    fakeTus();
    await uploadResumable({
      uploadUrl: `${server.url}/tus`,
      uploadToken: 'tok-2',
      file: BYTES,
      fileName: 'data.bin',
      mimeType: 'application/octet-stream',
    });
    expect(metadataOf(server.requests[0]!)).toEqual({
      uploadToken: 'tok-2',
      filename: 'data.bin',
      filetype: 'application/octet-stream',
    });
  });

  it('resumes from the offset the server holds after a failed chunk', async () => {
    const tus = fakeTus({ failPatch: 2 });
    await expect(
      uploadResumable({ uploadUrl: `${server.url}/tus`, uploadToken: 't', file: BYTES, chunkSize: 4096 }),
    ).resolves.toEqual({ fileId: 'f-new' });
    expect(server.requests.map((request) => request.method)).toContain('HEAD');
    expect(tus.stored().equals(Buffer.from(BYTES))).toBe(true);
  });

  it("turns the server's refusal into the SDK error", async () => {
    server.handle(() => ({
      status: 403,
      body: {
        message: 'Upload token already used',
        details: { applicationError: { code: 'UPLOAD_TOKEN_USED', description: 'Ask for a new one' } },
      },
    }));
    const error = await uploadResumable({
      uploadUrl: `${server.url}/tus`,
      uploadToken: 't',
      file: BYTES,
    }).catch((caught: unknown) => caught);
    expect(isApplicationError(error)).toBe(true);
    expect(error).toMatchObject({ code: 'UPLOAD_TOKEN_USED', status: 403 });
    expect((error as { requestId?: string }).requestId).toBe('req-1');
  });

  it('stops and terminates the upload when aborted', async () => {
    const controller = new AbortController();
    server.handle((request): CannedResponse | Promise<CannedResponse> => {
      if (request.method === 'POST')
        return { status: 201, headers: { 'tus-resumable': '1.0.0', location: '/tus/u2' } };
      if (request.method === 'PATCH') {
        controller.abort();
        return new Promise(() => undefined);
      }
      return { status: 204, headers: { 'tus-resumable': '1.0.0' } };
    });
    const error = await uploadResumable({
      uploadUrl: `${server.url}/tus`,
      uploadToken: 't',
      file: BYTES,
      signal: controller.signal,
    }).catch((caught: unknown) => caught);
    expect(isSystemError(error)).toBe(true);
    await expect.poll(() => server.requests.map((request) => request.method)).toContain('DELETE');
  });
});
