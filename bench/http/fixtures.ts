// What bench/http lists, made through the public API of the running server as a site would make it:
// webhooks, a category with 1 000 subcategories, 200 uploaded images (half of them named "Holiday ..."),
// 200 registered members; their events fill the event log.
import sharp from 'sharp';

export const WEBHOOKS = 60;
export const SUBCATEGORIES = 1000;
export const FILES = 200;
export const MEMBERS = 200;
export const NAMESPACE = '@atrium/stores';

export interface Fixture {
  siteId: string;
  parentId: string;
}

interface Api {
  url: string;
  apiKey: string;
}

async function call<T = Record<string, unknown>>(
  api: Api,
  path: string,
  init: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<T> {
  const answer = await fetch(api.url + path, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: {
      authorization: api.apiKey,
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...init.headers,
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  if (!answer.ok) throw new Error(`${path}: ${answer.status} ${await answer.text()}`);
  return (await answer.json()) as T;
}

/** Runs `work(i)` for i in [0, count), at most `concurrency` at a time. */
async function each(count: number, concurrency: number, work: (i: number) => Promise<unknown>) {
  let next = 0;
  const worker = async () => {
    while (next < count) await work(next++);
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
}

async function webhooks(api: Api) {
  await each(WEBHOOKS, 1, (i) =>
    call(api, '/atrium/v1/webhooks', {
      body: { webhook: { url: `https://receiver.example/${i}`, eventTypes: ['order.*'] } },
    }),
  );
}

async function categories(api: Api): Promise<string> {
  const treeReference = { appNamespace: NAMESPACE };
  const create = (name: string, parentId?: string) =>
    call<{ category: { id: string } }>(api, '/categories/v1/categories', {
      body: { treeReference, category: { name, ...(parentId ? { parentCategory: { id: parentId } } : {}) } },
    });
  const parent = (await create('Bench shelf')).category.id;
  await each(SUBCATEGORIES, 4, (i) => create(`Shelf ${String(i).padStart(4, '0')}`, parent));
  return parent;
}

/** A small JPEG of its own per file, so that no two files share bytes (hash). */
const tinyJpeg = (i: number) =>
  sharp({
    create: { width: 48, height: 32, channels: 3, background: { r: i % 256, g: (i * 7) % 256, b: 90 } },
  })
    .jpeg()
    .toBuffer();

type FileStatus = { file: { id: string; operationStatus: 'PENDING' | 'READY' | 'FAILED' } };

/**
 * Uploads the files, each awaited until READY: an upload wakes the processing worker, which otherwise polls
 * its queue once a second.
 */
async function files(api: Api) {
  await each(FILES, 2, async (i) => {
    const bytes = await tinyJpeg(i);
    const fileName = `${i % 2 ? 'Office' : 'Holiday'} ${String(i).padStart(3, '0')}.jpg`;
    const { uploadUrl } = await call<{ uploadUrl: string }>(api, '/site-media/v1/files/generate-upload-url', {
      body: {
        mimeType: 'image/jpeg',
        fileName,
        sizeInBytes: String(bytes.length),
        labels: i % 5 === 0 ? ['holiday'] : [],
      },
    });
    // The URL names the server's public origin; the path is what this run's server answers on.
    const put = await fetch(api.url + new URL(uploadUrl).pathname, {
      method: 'PUT',
      headers: { 'content-type': 'image/jpeg' },
      body: bytes,
    });
    if (!put.ok) throw new Error(`PUT ${fileName}: ${put.status} ${await put.text()}`);
    const id = ((await put.json()) as FileStatus).file.id;
    for (;;) {
      const { file } = await call<FileStatus>(api, `/site-media/v1/files/get-file-by-id?fileId=${id}`);
      if (file.operationStatus === 'FAILED') throw new Error(`processing failed for ${id}`);
      if (file.operationStatus === 'READY') break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  });
}

async function members(api: Api, clientId: string) {
  const grant = await call<{ access_token: string }>(api, '/oauth2/token', {
    body: { grantType: 'anonymous', clientId },
  });
  const visitor = `Bearer ${grant.access_token}`;
  await each(MEMBERS, 2, (i) =>
    call(api, '/_api/iam/authentication/v2/register', {
      body: { loginId: { email: `member${i}@bench.example` }, password: 'a fine bench password' },
      headers: { authorization: visitor },
    }),
  );
}

export async function createFixture(
  url: string,
  site: { siteId: string; clientId: string; apiKey: string },
): Promise<Fixture> {
  const api = { url, apiKey: site.apiKey };
  const timings: string[] = [];
  const timed = async <T>(what: string, work: () => Promise<T>): Promise<T> => {
    const started = performance.now();
    const result = await work();
    timings.push(`${what} ${((performance.now() - started) / 1000).toFixed(1)} s`);
    return result;
  };
  await timed('webhooks', () => webhooks(api));
  const parentId = await timed('categories', () => categories(api));
  await timed('files', () => files(api));
  await timed('members', () => members(api, site.clientId));
  console.log(`fixtures made through the API: ${timings.join(', ')}`);
  return { siteId: site.siteId, parentId };
}
