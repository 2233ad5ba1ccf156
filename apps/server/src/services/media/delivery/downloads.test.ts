import { inflateRawSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationCode, createTestApp, type TestAtrium } from '../../../test/app.js';
import {
  caller,
  createFolder,
  jpeg,
  pathOf,
  settled,
  upload,
  wireError,
  type FileWire,
} from '../../../test/media.js';

let atrium: TestAtrium;
// Real time, unless a test moves it on to see a URL expire.
let skew = 0;
const clock = () => Date.now() + skew;

beforeAll(async () => {
  atrium = await createTestApp({ clock });
});
afterAll(async () => atrium?.close());

const api = () => caller(atrium);
const fetch = (url: string) => atrium.app.inject({ method: 'GET', url: pathOf(url) });

/** The entries of a zip by name, read through its central directory (streamed zips leave local sizes at 0). */
function unzip(zip: Buffer): Map<string, Buffer> {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  expect(end).toBeGreaterThan(0);
  const entries = new Map<string, Buffer>();
  let at = zip.readUInt32LE(end + 16);
  for (let i = 0; i < zip.readUInt16LE(end + 10); i++) {
    expect(zip.readUInt32LE(at)).toBe(0x02014b50);
    const method = zip.readUInt16LE(at + 10);
    const size = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    const local = zip.readUInt32LE(at + 42);
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const data = zip.subarray(start, start + size);
    entries.set(name, method === 8 ? inflateRawSync(data) : data);
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return entries;
}

async function later<T>(minutes: number, work: () => Promise<T>): Promise<T> {
  skew = minutes * 60_000;
  try {
    return await work();
  } finally {
    skew = 0;
  }
}

async function downloadUrl(fileId: string, options: object = {}) {
  const answer = await api().post('/site-media/v1/files/generate-file-download-url', { fileId, ...options });
  expect(answer.statusCode, answer.body).toBe(200);
  const { downloadUrls } = answer.json() as { downloadUrls: Array<{ url: string; assetKey: string }> };
  expect(downloadUrls).toHaveLength(1);
  expect(downloadUrls[0]!.assetKey).toBe('original');
  return downloadUrls[0]!.url;
}

describe('a private file', () => {
  let bytes: Buffer;
  let file: FileWire;
  beforeAll(async () => {
    bytes = await jpeg(40, 30);
    file = await settled(atrium, (await upload(atrium, bytes, { fileName: 'secret.jpg', private: true })).id);
  });

  it('is not served at its own address', async () => {
    const answer = await atrium.app.inject({ method: 'GET', url: `/media/${file.id}` });
    wireError(answer, 403);
    expect(applicationCode(answer)).toBe('PRIVATE_FILE');
    // The descriptor carries a signed address instead, which works.
    expect(file.url).toContain('/media/s/');
    expect((await fetch(file.url)).rawPayload.equals(bytes)).toBe(true);
  });

  it('is served at a signed download URL, as an attachment under the name asked for', async () => {
    const url = await downloadUrl(file.id, {
      downloadFileName: 'report.jpg',
      contentDisposition: 'ATTACHMENT',
    });
    const answer = await fetch(url);
    expect(answer.statusCode).toBe(200);
    expect(answer.rawPayload.equals(bytes)).toBe(true);
    expect(answer.headers['content-type']).toBe('image/jpeg');
    expect(answer.headers['content-disposition']).toMatch(/^attachment; filename="report\.jpg"/);

    const inline = await fetch(await downloadUrl(file.id));
    expect(inline.rawPayload.equals(bytes)).toBe(true);
    expect(inline.headers['content-disposition']).toMatch(/^inline; filename="secret\.jpg"/);
  });

  it('refuses a tampered token', async () => {
    const url = await downloadUrl(file.id, { expirationInMinutes: 5 });
    const [base, token] = url.split('/media/s/') as [string, string];
    const [payload, signature] = token.split('.') as [string, string];
    const grant = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    grant.e += 3600;
    const longer = `${base}/media/s/${Buffer.from(JSON.stringify(grant)).toString('base64url')}.${signature}`;
    const flipped = `${base}/media/s/${payload}.${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
    for (const forged of [longer, flipped, `${url}x`]) {
      const answer = await fetch(forged);
      wireError(answer, 403);
      expect(applicationCode(answer)).toBe('INVALID_SIGNATURE');
    }
  });

  it('refuses an expired URL, or sends the browser where it was asked to', async () => {
    const url = await downloadUrl(file.id, { expirationInMinutes: 1 });
    const redirecting = await downloadUrl(file.id, {
      expirationInMinutes: 1,
      expirationRedirectUrl: 'https://shop.test/link-expired',
    });
    expect((await fetch(url)).statusCode).toBe(200);
    const [expired, redirected] = await later(2, () => Promise.all([fetch(url), fetch(redirecting)]));
    wireError(expired, 403);
    expect(applicationCode(expired)).toBe('URL_EXPIRED');
    expect(redirected.statusCode).toBe(302);
    expect(redirected.headers.location).toBe('https://shop.test/link-expired');
    // Not yet expired: the redirect URL changes nothing.
    expect((await fetch(redirecting)).rawPayload.equals(bytes)).toBe(true);
  });
});

describe('zip downloads', () => {
  const zipOf = async (url: string) => {
    const answer = await fetch(url);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-type']).toBe('application/zip');
    expect(answer.rawPayload.subarray(0, 2).toString('latin1')).toBe('PK');
    expect(answer.headers['content-disposition']).toMatch(/^attachment/);
    return answer.rawPayload;
  };

  it('packs several files into one zip', async () => {
    const [first, second] = [await jpeg(10, 10), await jpeg(12, 12)];
    const one = await upload(atrium, first, { fileName: 'first-one.jpg' });
    const two = await upload(atrium, second, { fileName: 'second-two.jpg' });
    const answer = await api().post('/site-media/v1/files/generate-download-url', {
      fileIds: [one.id, two.id],
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const zip = await zipOf(answer.json().downloadUrl);
    expect(zip.toString('latin1')).toContain('first-one.jpg');
    expect(zip.toString('latin1')).toContain('second-two.jpg');
    const entries = unzip(zip);
    expect([...entries.keys()]).toEqual(['first-one.jpg', 'second-two.jpg']);
    expect(entries.get('first-one.jpg')!.equals(first)).toBe(true);
    expect(entries.get('second-two.jpg')!.equals(second)).toBe(true);

    const expired = await later(61, () => fetch(answer.json().downloadUrl));
    wireError(expired, 403);
    expect(applicationCode(expired)).toBe('URL_EXPIRED');
  });

  it('packs a folder with its subfolders, leaving out what is in the trash', async () => {
    const folder = await createFolder(atrium, 'Album');
    const sub = await createFolder(atrium, 'Extras', folder.id);
    const bytes = await jpeg(10, 10);
    await upload(atrium, bytes, { fileName: 'cover.jpg', parentFolderId: folder.id });
    await upload(atrium, bytes, { fileName: 'bonus.jpg', parentFolderId: sub.id });
    const trashed = await upload(atrium, bytes, { fileName: 'outtake.jpg', parentFolderId: folder.id });
    await api().post('/site-media/v1/bulk/files/delete', { fileIds: [trashed.id] });

    const answer = await api().post(`/site-media/v1/folders/${folder.id}/generate-download-url`);
    expect(answer.statusCode, answer.body).toBe(200);
    const zip = await zipOf(answer.json().downloadUrl);
    expect(zip.toString('latin1')).toContain('Extras/bonus.jpg');
    const entries = unzip(zip);
    expect([...entries.keys()].sort()).toEqual(['Extras/bonus.jpg', 'cover.jpg']);
    expect(entries.get('cover.jpg')!.equals(bytes)).toBe(true);
    expect(zip.toString('latin1')).not.toContain('outtake.jpg');
  });
});
