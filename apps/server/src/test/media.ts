import sharp from 'sharp';
import type { TestAtrium } from './app.js';
import { waitFor } from './wait.js';

/** A real JPEG of the given size, with a gradient so that crops differ. */
export function jpeg(width = 640, height = 480): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 3;
      pixels[at] = (x * 255) / width;
      pixels[at + 1] = (y * 255) / height;
      pixels[at + 2] = 128;
    }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg()
    .toBuffer();
}

type Inject = TestAtrium['app']['inject'];

/** Calls the API as the test site's admin API key unless told otherwise. */
export function caller(atrium: TestAtrium, authorization: string = atrium.site.apiKey) {
  const inject = atrium.app.inject.bind(atrium.app) as Inject;
  return {
    post: (url: string, payload: object = {}) =>
      inject({ method: 'POST', url, payload, headers: { authorization } }),
    patch: (url: string, payload: object) =>
      inject({ method: 'PATCH', url, payload, headers: { authorization } }),
    get: (url: string) => inject({ method: 'GET', url, headers: { authorization } }),
  };
}

export interface UploadOptions {
  mimeType?: string;
  fileName?: string;
  parentFolderId?: string;
  private?: boolean;
  labels?: string[];
  filePath?: string;
  authorization?: string;
}

/** Asks for an upload URL and PUTs the bytes to it, as a browser or the SDK would. */
export async function upload(atrium: TestAtrium, bytes: Buffer, options: UploadOptions = {}) {
  const api = caller(atrium, options.authorization);
  const mimeType = options.mimeType ?? 'image/jpeg';
  const granted = await api.post('/site-media/v1/files/generate-upload-url', {
    mimeType,
    fileName: options.fileName ?? 'photo.jpg',
    sizeInBytes: String(bytes.length),
    ...(options.parentFolderId ? { parentFolderId: options.parentFolderId } : {}),
    ...(options.private ? { private: true } : {}),
    ...(options.labels ? { labels: options.labels } : {}),
    ...(options.filePath ? { filePath: options.filePath } : {}),
  });
  if (granted.statusCode !== 200) throw new Error(`upload URL refused: ${granted.body}`);
  const { uploadUrl } = granted.json() as { uploadUrl: string };
  const put = await atrium.app.inject({
    method: 'PUT',
    url: new URL(uploadUrl).pathname,
    payload: bytes,
    headers: { 'content-type': mimeType },
  });
  if (put.statusCode !== 200) throw new Error(`upload refused: ${put.body}`);
  return (put.json() as { file: FileWire }).file;
}

export interface FileWire {
  id: string;
  displayName: string;
  url: string;
  parentFolderId: string;
  operationStatus: 'PENDING' | 'READY' | 'FAILED';
  failureReason?: string | null;
  hash: string;
  sizeInBytes: string;
  private: boolean;
  mediaType: string;
  thumbnailUrl: string | null;
  sourceUrl: string | null;
  labels: string[];
  state: 'OK' | 'DELETED';
  media: Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
}

/** Waits until processing has finished with a file, and returns its descriptor. */
export async function settled(atrium: TestAtrium, fileId: string): Promise<FileWire> {
  const api = caller(atrium);
  return waitFor(async () => {
    const answer = await api.get(`/site-media/v1/files/get-file-by-id?fileId=${fileId}`);
    const file = (answer.json() as { file: FileWire }).file;
    return file.operationStatus === 'PENDING' ? undefined : file;
  }, 30_000);
}

export const pathOf = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
};

export interface FolderWire {
  id: string;
  displayName: string;
  parentFolderId: string;
  state: 'OK' | 'DELETED';
  siteId: string;
}

/** Creates a folder through the API (in the media root unless a parent is named). */
export async function createFolder(atrium: TestAtrium, displayName: string, parentFolderId?: string) {
  const answer = await caller(atrium).post('/site-media/v1/folders', {
    displayName,
    ...(parentFolderId ? { parentFolderId } : {}),
  });
  if (answer.statusCode !== 200) throw new Error(`folder refused: ${answer.body}`);
  return (answer.json() as { folder: FolderWire }).folder;
}

export { outboxEvents, violatedFields, wireError, type RecordedEvent } from './wire.js';
