import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3TestServer, type S3TestServer } from '../../test/s3.js';
import { createS3Store, PART_SIZE } from './s3.js';
import type { BlobStore } from './store.js';

let s3: S3TestServer;
let store: BlobStore;

beforeAll(async () => {
  s3 = await startS3TestServer();
  store = createS3Store(s3.config);
});
afterAll(async () => s3?.close());

const bytesOf = async (stream: Readable) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

/** A stream of the bytes in uneven pieces, as a network body arrives, so no piece lines up with a part. */
const trickle = (bytes: Buffer, piece = 777_777) =>
  Readable.from(
    (function* () {
      for (let at = 0; at < bytes.length; at += piece) yield bytes.subarray(at, at + piece);
    })(),
  );

/** The promise's value, or a failure once the bound passes: a store waiting for a free connection never answers. */
async function within<T>(ms: number, promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const bound = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([promise, bound]);
  } finally {
    clearTimeout(timer);
  }
}

/** What the store asked of the server for one key, as `METHOD operation`. */
const callsFor = (key: string) =>
  s3.requests
    .filter((request) => request.path === `/${s3.config.bucket}/${key}`)
    .map(
      (request) => `${request.method} ${request.query.get('x-id') ?? [...request.query.keys()].join('&')}`,
    );

describe('S3 store', () => {
  it('writes an object and reads it back byte for byte, whole and by range', async () => {
    const bytes = randomBytes(100_000);
    expect(await store.put('site/one/original', bytes, 'image/jpeg')).toEqual({ size: bytes.length });
    expect((await s3.object('site/one/original')).equals(bytes)).toBe(true);
    expect((await store.read('site/one/original')).equals(bytes)).toBe(true);
    expect((await bytesOf(await store.get('site/one/original'))).equals(bytes)).toBe(true);

    const range = await bytesOf(await store.get('site/one/original', { start: 1000, end: 1999 }));
    expect(range.equals(bytes.subarray(1000, 2000))).toBe(true);
    const last = await bytesOf(await store.get('site/one/original', { start: 99_999, end: 99_999 }));
    expect([...last]).toEqual([bytes[99_999]]);

    expect(await store.stat('site/one/original')).toEqual({ size: bytes.length });
    expect(await store.stat('site/one/missing')).toBeNull();
    await expect(store.get('site/one/missing')).rejects.toMatchObject({ name: 'NoSuchKey' });
  });

  it('stores a stream smaller than a part, and an empty one, with one plain PUT each', async () => {
    const bytes = randomBytes(PART_SIZE - 1);
    expect(await store.put('site/small/original', trickle(bytes))).toEqual({ size: bytes.length });
    expect((await store.read('site/small/original')).equals(bytes)).toBe(true);
    // Writes only: no CreateMultipartUpload, no parts.
    const writes = callsFor('site/small/original').filter((call) => /^(PUT|POST)/.test(call));
    expect(writes).toEqual(['PUT PutObject']);

    expect(await store.put('site/empty/original', Readable.from([]))).toEqual({ size: 0 });
    expect((await store.read('site/empty/original')).length).toBe(0);
  });

  it('sends a stream larger than a part as a multipart upload and reads it back byte for byte', async () => {
    const bytes = randomBytes(2 * PART_SIZE + 12_345);
    expect(await store.put('site/large/original', trickle(bytes))).toEqual({ size: bytes.length });

    const parts = s3.requests.filter(
      (request) =>
        request.path === `/${s3.config.bucket}/site/large/original` && request.query.has('partNumber'),
    );
    // Parts go up a few at a time, so they may arrive in any order.
    const sizes = parts.map((part) => [part.query.get('partNumber'), Number(part.headers['content-length'])]);
    expect(sizes.sort()).toEqual([
      ['1', PART_SIZE],
      ['2', PART_SIZE],
      ['3', 12_345],
    ]);
    const calls = callsFor('site/large/original');
    expect(calls).toContain('POST uploads');
    expect(calls).toContain('POST uploadId');
    expect(calls).not.toContain('PUT PutObject');

    expect((await s3.object('site/large/original')).equals(bytes)).toBe(true);
    expect((await store.read('site/large/original')).equals(bytes)).toBe(true);
    const across = await bytesOf(
      await store.get('site/large/original', { start: PART_SIZE - 5, end: PART_SIZE + 4 }),
    );
    expect(across.equals(bytes.subarray(PART_SIZE - 5, PART_SIZE + 5))).toBe(true);
    expect(await store.stat('site/large/original')).toEqual({ size: bytes.length });
  });

  it("fails a multipart upload with the body's own error, even when aborting the upload fails too", async () => {
    // A key without s3:AbortMultipartUpload, or a connection lost at that moment: the abort is refused.
    s3.intercept = (request) =>
      request.method === 'DELETE' && request.query.has('uploadId')
        ? { status: 403, body: '<Error><Code>AccessDenied</Code><Message>Access Denied</Message></Error>' }
        : undefined;
    try {
      const broken = new Error('the body broke off');
      let sent = 0;
      const body = new Readable({
        read() {
          if (sent < 2 * PART_SIZE) this.push(randomBytes(1024 * 1024));
          else this.destroy(broken);
          sent += 1024 * 1024;
        },
      });
      await expect(store.put('site/broken/original', body)).rejects.toBe(broken);
      expect(callsFor('site/broken/original')).toContain('DELETE AbortMultipartUpload');
      expect(await store.stat('site/broken/original')).toBeNull();
    } finally {
      s3.intercept = undefined;
    }
  });

  it('keeps answering while many downloads are still being read', async () => {
    // A visitor on a slow line holds a download open for minutes; a video page opens several at once.
    await store.put('site/video/original', randomBytes(64 * 1024));
    const opening = Array.from({ length: 60 }, () => store.get('site/video/original'));
    try {
      await within(10_000, Promise.all(opening));
      expect(await within(10_000, store.stat('site/video/original'))).toEqual({ size: 64 * 1024 });
    } finally {
      // Closing every download, also those still waiting, frees the store for the tests after this one.
      for (const download of opening) void download.then((stream) => stream.destroy());
    }
  });

  it('deletes every object under a prefix and nothing beside it', async () => {
    await Promise.all(
      ['gone/a/original', 'gone/a/d/256x256-fit.webp', 'gone/a/d/hls/720/0.ts', 'gone/ab/original'].map(
        (key) => store.put(key, Buffer.from(key)),
      ),
    );
    await store.deletePrefix('gone/a/');
    expect(await s3.keys('gone/')).toEqual(['gone/ab/original']);
    // Nothing left to delete is not an error: a failed upload removes what it may not have written.
    await store.deletePrefix('gone/a/');
  });

  it('fails a prefix delete when the bucket keeps some of the objects', async () => {
    await store.put('kept/a/original', Buffer.from('original'));
    // In quiet mode S3 answers 200 and names only the keys it did not delete (object lock, a narrow policy).
    s3.intercept = (request) =>
      request.method === 'POST' && request.query.has('delete')
        ? {
            status: 200,
            body:
              '<?xml version="1.0" encoding="UTF-8"?><DeleteResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/">' +
              '<Error><Key>kept/a/original</Key><Code>AccessDenied</Code><Message>Access Denied</Message></Error>' +
              '</DeleteResult>',
          }
        : undefined;
    try {
      await expect(store.deletePrefix('kept/a/')).rejects.toThrow(/kept\/a\/original.*AccessDenied/);
    } finally {
      s3.intercept = undefined;
    }
    expect(await s3.keys('kept/')).toEqual(['kept/a/original']);
    await store.deletePrefix('kept/a/');
    expect(await s3.keys('kept/')).toEqual([]);
  });
});
