import type { Clock } from '../../core/clock.js';
import type { FileRow } from './files.js';
import { PREVIEW, THUMBNAIL, type Rendition } from './image-renditions.js';
import { signGrant, type Grant } from './signing.js';

/** How long the URLs inside a private file's descriptor work. */
export const DESCRIPTOR_URL_MINUTES = 60;

export interface Located {
  url: string;
  /** Set for signed URLs. */
  expires?: Date;
}

export const renditionQuery = (r: Rendition) => `w=${r.width}&h=${r.height}&fit=${r.fit}&format=${r.format}`;

/**
 * The addresses of a file's bytes: public files at stable URLs under `/media/{id}`, private ones only at
 * signed, expiring URLs under `/media/s/{token}`.
 */
export function createMediaUrls(publicUrl: string, key: Buffer, clock: Clock) {
  const base = `${publicUrl}/media`;

  function signed(
    file: Pick<FileRow, 'id' | 'siteId'>,
    grant: Omit<Grant, 's' | 'f' | 'e'>,
    minutes: number,
  ) {
    const expires = new Date(clock() + minutes * 60_000);
    const token = signGrant(key, {
      s: file.siteId,
      f: file.id,
      e: Math.floor(expires.getTime() / 1000),
      ...grant,
    });
    return { url: `${base}/s/${token}`, expires };
  }

  /** The file's own bytes, or a rendition of an image at one of the fixed sizes. */
  function original(file: FileRow, rendition?: Rendition): Located {
    const query = rendition ? `?${renditionQuery(rendition)}` : '';
    if (!file.private) return { url: `${base}/${file.id}${query}` };
    const located = signed(file, { a: 'original' }, DESCRIPTOR_URL_MINUTES);
    return { url: `${located.url}${query}`, expires: located.expires };
  }

  /** A derived asset by path (`poster.jpg`). */
  function asset(file: FileRow, path: string): Located {
    if (!file.private) return { url: `${base}/${file.id}/${path}` };
    const located = signed(file, { a: 'stream' }, DESCRIPTOR_URL_MINUTES);
    return { url: `${located.url}/${path}`, expires: located.expires };
  }

  const focalOf = (file: FileRow) =>
    file.focalX === null || file.focalY === null ? null : { x: file.focalX, y: file.focalY };
  /** Carries the focal point as `v`, so that a new focal point is a new URL for caches; the server ignores it. */
  const thumbnail = (file: FileRow) => {
    const located = original(file, THUMBNAIL);
    const focal = focalOf(file);
    if (!focal) return located;
    return { ...located, url: `${located.url}&v=${Math.round(focal.x * 100)}-${Math.round(focal.y * 100)}` };
  };
  const preview = (file: FileRow) => original(file, PREVIEW);

  return { base, signed, original, asset, thumbnail, preview, focalOf };
}

export type MediaUrls = ReturnType<typeof createMediaUrls>;
