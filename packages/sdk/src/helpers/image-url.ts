/**
 * Addresses of a site's public images as the server serves them: `${host}/media/${fileId}`, and resized
 * copies with `w`, `h`, `fit` and `format`. The server renders only the sizes of IMAGE_SIZES, so that nobody
 * can make it render (and store) arbitrary sizes; this helper asks for the next allowed one up.
 */
import type { FileDescriptor } from '../modules/files.js';
import { parseMediaUri } from './media-uri.js';

/**
 * IMAGE_SIZES of @atrium/contract (media.ts), copied because the contract is a type-only dependency of the
 * SDK; image-url.test.ts checks that the two lists are equal.
 */
export const IMAGE_SIZES = [64, 128, 256, 384, 512, 768, 1024, 1280, 1600, 2048] as const;

export interface ImageUrlOptions {
  /** Rounded up to the next of IMAGE_SIZES, and down to the largest. */
  width?: number;
  height?: number;
  /** `fit` keeps the whole image inside the box; `fill` covers the box and crops around the focal point. */
  fit?: 'fit' | 'fill';
  format?: 'webp' | 'jpeg' | 'png' | 'avif';
}

/** A file descriptor, a `wix:image://` (or other media) URI, or a file id. */
export type ImageSource = string | Pick<FileDescriptor, '_id' | 'url' | 'private'>;

export function imageUrl(host: string, source: ImageSource, options: ImageUrlOptions = {}): string {
  let fileId: string;
  if (typeof source === 'string') {
    if (/^https?:\/\//i.test(source)) return source;
    fileId = parseMediaUri(source)?.id ?? source;
  } else {
    // A private file is only reachable through its signed URL, which the server does not resize.
    if (source.private) return source.url;
    fileId = source._id;
  }
  const params = new URLSearchParams();
  if (options.width) params.set('w', String(allowedSize(options.width)));
  if (options.height) params.set('h', String(allowedSize(options.height)));
  if (options.fit) params.set('fit', options.fit);
  if (options.format) params.set('format', options.format);
  const search = params.toString();
  return `${host.replace(/\/+$/, '')}/media/${encodeURIComponent(fileId)}${search ? `?${search}` : ''}`;
}

/** The smallest allowed size at least as large as `size`; the largest one past the end of the list. */
export function allowedSize(size: number): number {
  return IMAGE_SIZES.find((allowed) => allowed >= size) ?? IMAGE_SIZES[IMAGE_SIZES.length - 1]!;
}
