/**
 * Media URIs (WIRE.md section 3): the server sends images, vectors, videos and documents of a file as objects;
 * the platform's client shows them as `wix:<kind>://v1/<id>/<filename>#<fragment>` strings, so an app moved
 * from it keeps reading `file.media.image.image` as a string.
 */
import { isPlainObject } from '../wire/transform.js';
import type { PlainObject } from '../wire/transform.js';

export type MediaUriKind = 'image' | 'vector' | 'video' | 'document';

export interface ParsedMediaUri {
  kind: MediaUriKind;
  id: string;
  filename?: string;
  /** `originWidth` and `originHeight` of an image or vector URI. */
  width?: number;
  height?: number;
}

const URI = /^wix:(image|vector|video|document):\/\/v1\/([^/#]+)(?:\/([^#]*))?(?:#(.*))?$/;

/** The id, file name and original size a media URI carries; null for anything that is not one. */
export function parseMediaUri(uri: string): ParsedMediaUri | null {
  const match = typeof uri === 'string' ? URI.exec(uri) : null;
  if (!match) return null;
  const [, kind, id, filename, fragment] = match as unknown as [
    string,
    MediaUriKind,
    string,
    string?,
    string?,
  ];
  const parsed: ParsedMediaUri = { kind, id: decode(id) };
  if (filename) parsed.filename = decode(filename);
  const params = new URLSearchParams(fragment ?? '');
  const width = Number(params.get('originWidth') ?? NaN);
  const height = Number(params.get('originHeight') ?? NaN);
  if (Number.isFinite(width)) parsed.width = width;
  if (Number.isFinite(height)) parsed.height = height;
  return parsed;
}

/**
 * Rewrites, in place, the media of every file descriptor of a wire answer: `file`, `files[]` and
 * `results[].item` (bulk import).
 */
export function fileMediaToUris(body: PlainObject): void {
  const files: unknown[] = [body.file];
  if (Array.isArray(body.files)) files.push(...(body.files as unknown[]));
  if (Array.isArray(body.results))
    for (const result of body.results as unknown[]) if (isPlainObject(result)) files.push(result.item);
  for (const file of files) if (isPlainObject(file) && isPlainObject(file.media)) mediaToUris(file.media);
}

function mediaToUris(media: PlainObject): void {
  for (const kind of ['image', 'vector'] as const) {
    const holder = media[kind];
    if (!isPlainObject(holder)) continue;
    // A URI has no place for the image's alt text: it moves up beside it (`media.image.altText`).
    const original = holder.image;
    if (isPlainObject(original) && typeof original.altText === 'string') holder.altText = original.altText;
    for (const field of ['image', 'previewImage']) holder[field] = toUri(kind, holder[field]);
  }
  media.video = toUri('video', media.video);
  media.document = toUri('document', media.document);
}

/**
 * An image as the wire carries it (`{id, url, width, height, filename, altText}`) as the client shows it: a
 * `wix:image://` URI, or its URL when it has no id. Anything else (a URI already, null) is returned as is.
 */
export function imageToUri(asset: unknown): unknown {
  return toUri('image', asset);
}

function toUri(kind: MediaUriKind, asset: unknown): unknown {
  if (!isPlainObject(asset)) return asset;
  const { id, url, filename } = asset;
  if (typeof id !== 'string' || id === '') return url;
  const base = `wix:${kind}://v1/${encodeURIComponent(id)}/${encodeURIComponent(stringOr(filename))}`;
  return appendFragment(base, fragmentOf(kind, asset));
}

function fragmentOf(kind: MediaUriKind, asset: PlainObject): [string, unknown][] {
  if (kind === 'image')
    return [
      ['originWidth', asset.width],
      ['originHeight', asset.height],
    ];
  if (kind !== 'video' || !Array.isArray(asset.posters)) return [];
  const poster: unknown = asset.posters[0];
  if (!isPlainObject(poster)) return [];
  return [
    ['posterUri', poster.id],
    ['posterWidth', poster.width],
    ['posterHeight', poster.height],
  ];
}

function appendFragment(base: string, parts: [string, unknown][]): string {
  const present = parts.filter(
    ([, value]) => (typeof value === 'string' && value !== '') || typeof value === 'number',
  );
  if (present.length === 0) return base;
  return `${base}#${present.map(([name, value]) => `${name}=${encodeURIComponent(String(value))}`).join('&')}`;
}

function stringOr(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function decode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
