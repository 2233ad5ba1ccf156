// One image from the request for an upload URL to READY, over real HTTP, next to sharp doing the image work
// of processing.ts directly on the same bytes in this process.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import {
  PREVIEW,
  render,
  renditionName,
  sizeAsShown,
  THUMBNAIL,
} from '../../apps/server/src/services/media/image-renditions.js';

const POLL_MS = 20;

/** Where the time of one upload went, in ms from the request for the upload URL. */
export interface UploadTiming {
  total: number;
  granted: number;
  stored: number;
}

type FileAnswer = { file: { id: string; operationStatus: 'PENDING' | 'READY' | 'FAILED' } };

async function answer<T>(response: Response, what: string): Promise<T> {
  if (response.status !== 200)
    throw new Error(`${what} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** generate-upload-url → PUT the bytes → poll get-file-by-id every 20 ms until READY. */
export async function uploadToReady(serverUrl: string, apiKey: string, bytes: Buffer): Promise<UploadTiming> {
  const started = performance.now();
  const granted = await answer<{ uploadUrl: string }>(
    await fetch(`${serverUrl}/site-media/v1/files/generate-upload-url`, {
      method: 'POST',
      headers: { authorization: apiKey, 'content-type': 'application/json' },
      body: JSON.stringify({
        mimeType: 'image/jpeg',
        fileName: 'camera.jpg',
        sizeInBytes: String(bytes.length),
      }),
    }),
    'generate-upload-url',
  );
  const grantedAt = performance.now();
  // The URL names the server's public origin; the path is what this run's server answers on.
  const put = await answer<FileAnswer>(
    await fetch(serverUrl + new URL(granted.uploadUrl).pathname, {
      method: 'PUT',
      headers: { 'content-type': 'image/jpeg' },
      body: new Uint8Array(bytes),
    }),
    'PUT',
  );
  const storedAt = performance.now();
  for (let status = put.file.operationStatus; status !== 'READY';) {
    if (status === 'FAILED') throw new Error(`processing failed for ${put.file.id}`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    const polled = await answer<FileAnswer>(
      await fetch(`${serverUrl}/site-media/v1/files/get-file-by-id?fileId=${put.file.id}`, {
        headers: { authorization: apiKey },
      }),
      'get-file-by-id',
    );
    status = polled.file.operationStatus;
  }
  return { total: performance.now() - started, granted: grantedAt - started, stored: storedAt - started };
}

/**
 * The image work of processImage in processing.ts, step for step: metadata (and the size as shown), both renditions
 * with the same render function, both written to disk, the thumbnail's stats for the prominent colour.
 */
export async function sharpBaseline(input: string, outDir: string, pixelLimit: number): Promise<number> {
  const started = performance.now();
  const size = sizeAsShown(await sharp(input, { limitInputPixels: pixelLimit }).metadata());
  const [thumbnail, preview] = await Promise.all([
    render(input, THUMBNAIL, { pixelLimit, size }),
    render(input, PREVIEW, { pixelLimit, size }),
  ]);
  await Promise.all([
    writeFile(path.join(outDir, renditionName(THUMBNAIL)), thumbnail),
    writeFile(path.join(outDir, renditionName(PREVIEW)), preview),
  ]);
  await sharp(thumbnail).stats();
  return performance.now() - started;
}

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** `runs` measured rounds after one warm-up, each an upload and a baseline back to back, so drift hits both. */
export async function measureUploads(options: {
  serverUrl: string;
  apiKey: string;
  bytes: Buffer;
  runs: number;
  pixelLimit: number;
}) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'atrium-bench-sharp-'));
  try {
    // The server reads the original from its store's folder; the baseline reads the same bytes from a file.
    const input = path.join(dir, 'original.jpg');
    await writeFile(input, options.bytes);
    const uploads: UploadTiming[] = [];
    const baselines: number[] = [];
    for (let round = 0; round <= options.runs; round++) {
      const upload = await uploadToReady(options.serverUrl, options.apiKey, options.bytes);
      const baseline = await sharpBaseline(input, dir, options.pixelLimit);
      if (round === 0) continue;
      uploads.push(upload);
      baselines.push(baseline);
    }
    return {
      baseline: median(baselines),
      total: median(uploads.map((u) => u.total)),
      granted: median(uploads.map((u) => u.granted)),
      stored: median(uploads.map((u) => u.stored - u.granted)),
      processed: median(uploads.map((u) => u.total - u.stored)),
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
