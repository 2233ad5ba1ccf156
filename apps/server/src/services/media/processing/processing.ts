import { mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import { createReadStream, createWriteStream } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { derivedKey, originalKey } from '../blob-keys.js';
import type { MediaContext } from '../context.js';
import type { Ffmpeg } from './ffmpeg.js';
import type { FileRow } from '../files.js';
import { fetchImport } from '../upload/imports.js';
import { loadSharp, PREVIEW, sizeAsShown, render, renditionName, THUMBNAIL } from '../image-renditions.js';
import { mediaFiles, type MediaDetails } from '../tables.js';

/** HLS renditions made for a video, by height; only those no taller than the source are made. */
const VIDEO_HEIGHTS = [720, 360];

/** Runs `work` with a path on this machine holding the file's original bytes. */
async function withLocalCopy<T>(
  ctx: MediaContext,
  file: FileRow,
  work: (input: string) => Promise<T>,
): Promise<T> {
  const key = originalKey(file);
  if (ctx.store.localPath) return work(ctx.store.localPath(key));
  const dir = await mkdtemp(path.join(os.tmpdir(), 'atrium-media-'));
  try {
    const input = path.join(dir, 'original');
    await pipeline(await ctx.store.get(key), createWriteStream(input));
    return await work(input);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

async function processImage(ctx: MediaContext, file: FileRow, input: string): Promise<MediaDetails> {
  const pixelLimit = ctx.config.imagePixelLimit;
  const sharp = await loadSharp();
  const meta = await sharp(input, { limitInputPixels: pixelLimit }).metadata();
  const size = sizeAsShown(meta);
  const [thumbnail, preview] = await Promise.all([
    render(input, THUMBNAIL, { pixelLimit, size }),
    render(input, PREVIEW, { pixelLimit, size }),
  ]);
  await Promise.all([
    ctx.store.put(derivedKey(file, renditionName(THUMBNAIL)), thumbnail),
    ctx.store.put(derivedKey(file, renditionName(PREVIEW)), preview),
  ]);
  const { dominant } = await sharp(thumbnail).stats();
  const hex = (value: number) => value.toString(16).padStart(2, '0');
  return {
    format: meta.format,
    width: size.width,
    height: size.height,
    ...(meta.pages && meta.pages > 1 ? { pages: meta.pages } : {}),
    prominentColor: `#${hex(dominant.r)}${hex(dominant.g)}${hex(dominant.b)}`,
  };
}

async function storeFolder(
  ctx: MediaContext,
  file: FileRow,
  { dir, prefix }: { dir: string; prefix: string },
) {
  for (const name of await readdir(dir))
    await ctx.store.put(derivedKey(file, `${prefix}/${name}`), createReadStream(path.join(dir, name)));
}

async function processVideo(
  { ctx, ffmpeg }: Pick<ProcessorDeps, 'ctx' | 'ffmpeg'>,
  file: FileRow,
  input: string,
): Promise<MediaDetails> {
  if (!(await ffmpeg.available())) return {};
  const probe = await ffmpeg.probe(input);
  if (!probe.hasVideo || !probe.width || !probe.height) throw new Error('The file holds no video stream');
  const dir = await mkdtemp(path.join(os.tmpdir(), 'atrium-video-'));
  try {
    await ffmpeg.poster(input, path.join(dir, 'poster.jpg'), probe.duration);
    await ctx.store.put(derivedKey(file, 'poster.jpg'), createReadStream(path.join(dir, 'poster.jpg')));
    const heights = VIDEO_HEIGHTS.filter((height) => height <= probe.height!);
    if (!heights.length) heights.push(probe.height - (probe.height % 2));
    const renditions: NonNullable<MediaDetails['renditions']> = [];
    for (const height of heights) {
      const out = path.join(dir, `${height}p`);
      await mkdir(out);
      await ffmpeg.hls(input, { dir: out, height, withAudio: probe.hasAudio });
      await storeFolder(ctx, file, { dir: out, prefix: `hls/${height}p` });
      renditions.push({
        name: `${height}p`,
        height,
        width: Math.round((probe.width * height) / probe.height / 2) * 2,
      });
    }
    return {
      format: probe.format,
      width: probe.width,
      height: probe.height,
      duration: probe.duration,
      bitrate: probe.bitrate,
      renditions,
      hasPoster: true,
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

async function processAudio(ffmpeg: Ffmpeg, input: string): Promise<MediaDetails> {
  if (!(await ffmpeg.available())) return {};
  const probe = await ffmpeg.probe(input);
  if (!probe.hasAudio) throw new Error('The file holds no audio stream');
  return { format: probe.format, duration: probe.duration, bitrate: probe.bitrate };
}

export interface ProcessorDeps {
  ctx: MediaContext;
  ffmpeg: Ffmpeg;
  log: FastifyBaseLogger;
}

/** Reads what a file is and makes its derived assets; the file ends READY, or FAILED with the reason. */
export async function processFile({ ctx, ffmpeg, log }: ProcessorDeps, fileId: string): Promise<void> {
  let [file] = await ctx.db.select().from(mediaFiles).where(eq(mediaFiles.id, fileId));
  if (!file || file.operationStatus !== 'PENDING') return;
  if (file.sourceUrl && file.hash === null) {
    const failed = await fetchImport(ctx, file);
    if (failed) return finish(ctx, file, { failure: failed });
    [file] = await ctx.db.select().from(mediaFiles).where(eq(mediaFiles.id, fileId));
    if (!file) return;
  }
  const stored = file;
  let details: MediaDetails | undefined;
  let failure: string | undefined;
  try {
    details = await withLocalCopy(ctx, stored, async (input) => {
      if (stored.mediaType === 'IMAGE' || stored.mediaType === 'VECTOR')
        return processImage(ctx, stored, input);
      if (stored.mediaType === 'VIDEO') return processVideo({ ctx, ffmpeg }, stored, input);
      if (stored.mediaType === 'AUDIO') return processAudio(ffmpeg, input);
      return {};
    });
  } catch (error) {
    failure = describeFailure(stored, error);
    log.warn({ err: error, fileId }, 'media processing failed');
  }
  await finish(ctx, stored, { details, failure });
}

function describeFailure(file: FileRow, error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  if (/pixel limit/i.test(message)) return 'The image has more pixels than this server processes';
  if (file.mediaType === 'IMAGE' || file.mediaType === 'VECTOR')
    return `The file is not a readable ${file.mimeType} image (${message.split('\n')[0]})`;
  return message.split('\n')[0]!.slice(0, 300);
}

/** How processing ended: the details it read, or why it failed. */
interface Outcome {
  details?: MediaDetails | undefined;
  failure?: string | undefined;
}

async function finish(ctx: MediaContext, file: FileRow, { details, failure }: Outcome) {
  await ctx.db.transaction(async (tx) => {
    const status = failure ? 'FAILED' : 'READY';
    const updated = await tx
      .update(mediaFiles)
      .set({
        operationStatus: status,
        failureReason: failure ?? null,
        details: details ?? {},
        updatedAt: new Date(ctx.clock()),
      })
      .where(and(eq(mediaFiles.id, file.id), eq(mediaFiles.operationStatus, 'PENDING')))
      .returning({ id: mediaFiles.id });
    if (!updated.length) return;
    await ctx.outbox.record(tx, {
      siteId: file.siteId,
      type: failure ? 'media.file.failed' : 'media.file.ready',
      entityId: file.id,
      data: {
        fileId: file.id,
        externalInfo: file.externalInfo ?? null,
        ...(failure ? { reason: failure } : {}),
      },
    });
  });
}
