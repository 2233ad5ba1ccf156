import { appError } from '../../../core/wire/errors.js';
import type { MediaContext } from '../context.js';
import { getFileRow, type FileRow } from '../files.js';
import { PREVIEW, THUMBNAIL } from '../image-renditions.js';
import type { Ffmpeg } from '../processing/ffmpeg.js';
import { renditionQuery } from '../urls.js';

const DOWNLOAD_URL_MINUTES = 60;
const STREAM_URL_MINUTES = 360;

export interface DownloadOptions {
  downloadFileName?: string | null;
  expirationInMinutes?: number | null;
  expirationRedirectUrl?: string | null;
  assetKeys?: string[] | null;
  contentDisposition?: 'ATTACHMENT' | 'INLINE' | null;
}

export function downloadUrls(ctx: MediaContext, file: FileRow, options: DownloadOptions) {
  const minutes = options.expirationInMinutes ?? DOWNLOAD_URL_MINUTES;
  const keys = options.assetKeys?.length ? options.assetKeys : ['original'];
  const grant = {
    ...(options.contentDisposition === 'ATTACHMENT' ? { d: 1 as const } : {}),
    ...(options.downloadFileName ? { n: options.downloadFileName } : {}),
    ...(options.expirationRedirectUrl ? { r: options.expirationRedirectUrl } : {}),
  };
  const visual = file.mediaType === 'IMAGE' || file.mediaType === 'VECTOR';
  return keys.map((assetKey) => {
    if (assetKey === 'original')
      return { assetKey, url: ctx.urls.signed(file, { a: 'original', ...grant }, minutes).url };
    if (visual && (assetKey === 'thumbnail' || assetKey === 'preview')) {
      const r = assetKey === 'thumbnail' ? THUMBNAIL : PREVIEW;
      const { url } = ctx.urls.signed(file, { a: 'original', ...grant }, minutes);
      return { assetKey, url: `${url}?${renditionQuery(r)}` };
    }
    if (assetKey === 'poster' && file.details.hasPoster)
      return {
        assetKey,
        url: `${ctx.urls.signed(file, { a: 'stream', ...grant }, minutes).url}/poster.jpg`,
      };
    throw appError('ASSET_NOT_FOUND', { assetKey }, `The file has no asset "${assetKey}"`);
  });
}

/** A video's stream as asked: its format (HLS; DASH is refused) and for how long the address holds. */
export interface StreamRequest {
  siteId: string;
  fileId: string;
  format: string | null | undefined;
  minutes?: number | null | undefined;
}

export async function streamUrl(ctx: MediaContext, ffmpeg: Ffmpeg, request: StreamRequest) {
  const { siteId, fileId, format, minutes } = request;
  const file = await getFileRow(ctx.db, siteId, fileId);
  if (file.mediaType !== 'VIDEO') throw appError('NOT_A_VIDEO');
  if (format === 'DASH') throw appError('STREAM_FORMAT_NOT_SUPPORTED');
  if (file.operationStatus === 'PENDING')
    throw appError('FILE_NOT_READY', {}, 'The video is still being processed');
  if (!file.details.renditions?.length) {
    const why = (await ffmpeg.available())
      ? 'the video was stored while ffmpeg was not available, so it has no stream renditions'
      : 'ffmpeg is not installed on this server, so videos are stored but not streamed';
    throw appError('VIDEO_STREAMING_UNAVAILABLE', {}, `This video cannot be streamed: ${why}`);
  }
  const { url } = ctx.urls.signed(file, { a: 'stream' }, minutes ?? STREAM_URL_MINUTES);
  return { url: `${url}/hls/master.m3u8`, assetKey: 'hls' };
}
