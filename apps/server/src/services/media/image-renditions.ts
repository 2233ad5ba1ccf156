import type { Metadata, Sharp } from 'sharp';
import { IMAGE_FITS, IMAGE_FORMATS, IMAGE_SIZES } from '@atrium/contract';

const importSharp = () =>
  import('sharp').then(({ default: sharp }) => {
    // libvips' own cache would keep decoded images in memory across requests; files are read once per job.
    sharp.cache(false);
    return sharp;
  });
let sharpLoading: ReturnType<typeof importSharp> | undefined;

/** sharp, loaded once at the first image rather than at the server's start (libvips takes a while to load). */
export function loadSharp() {
  return (sharpLoading ??= importSharp());
}

export type ImageFit = (typeof IMAGE_FITS)[number];
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

export interface Rendition {
  width: number;
  height: number;
  fit: ImageFit;
  format: ImageFormat;
  /** The point a `fill` crop keeps in view, as fractions; the centre when absent. */
  focal?: { x: number; y: number } | null;
}

/** What processing makes at once: the grid's square thumbnail and the detail view's preview. */
export const THUMBNAIL: Rendition = { width: 256, height: 256, fit: 'fill', format: 'webp' };
export const PREVIEW: Rendition = { width: 1024, height: 1024, fit: 'fit', format: 'webp' };

const percent = (value: number) => Math.round(value * 100);

/** The stored name of a rendition: every parameter that changes the pixels is in it. */
export function renditionName(r: Rendition): string {
  const focal = r.fit === 'fill' ? `-${percent(r.focal?.x ?? 0.5)}-${percent(r.focal?.y ?? 0.5)}` : '';
  return `${r.width}x${r.height}-${r.fit}${focal}.${r.format}`;
}

export const CONTENT_TYPES: Record<ImageFormat, string> = {
  webp: 'image/webp',
  jpeg: 'image/jpeg',
  png: 'image/png',
  avif: 'image/avif',
};

/** Reads a rendition request from `?w=&h=&fit=&format=`; only the fixed sizes are accepted. */
export function parseRendition(query: Record<string, unknown>): Rendition | 'invalid' | null {
  const { w, h, fit, format } = query as Record<string, string | undefined>;
  if (w === undefined && h === undefined && fit === undefined && format === undefined) return null;
  const size = (value: string | undefined) => (value === undefined ? undefined : Number(value));
  const width = size(w) ?? size(h);
  const height = size(h) ?? size(w);
  const allowed = (value: number | undefined) => IMAGE_SIZES.includes(value as (typeof IMAGE_SIZES)[number]);
  if (!allowed(width) || !allowed(height)) return 'invalid';
  if (fit !== undefined && !IMAGE_FITS.includes(fit as ImageFit)) return 'invalid';
  if (format !== undefined && !IMAGE_FORMATS.includes(format as ImageFormat)) return 'invalid';
  return {
    width: width!,
    height: height!,
    fit: (fit as ImageFit) ?? 'fit',
    format: (format as ImageFormat) ?? 'webp',
  };
}

export interface RenderOptions {
  pixelLimit: number;
  /** The image's oriented size, when known; saves reading the header again. */
  size?: { width: number; height: number };
}

function encode(pipeline: Sharp, format: ImageFormat): Sharp {
  if (format === 'jpeg') return pipeline.jpeg({ quality: 82, mozjpeg: true });
  if (format === 'png') return pipeline.png();
  if (format === 'avif') return pipeline.avif({ quality: 55, effort: 2 });
  return pipeline.webp({ quality: 80 });
}

/** Renders one rendition; `fill` crops around the focal point rather than always around the centre. */
export async function render(input: Buffer | string, r: Rendition, options: RenderOptions): Promise<Buffer> {
  const sharp = await loadSharp();
  const open = () => sharp(input, { limitInputPixels: options.pixelLimit, failOn: 'error' }).rotate();
  if (r.fit === 'fit')
    return encode(
      open().resize(r.width, r.height, { fit: 'inside', withoutEnlargement: true }),
      r.format,
    ).toBuffer();
  const size = options.size ?? (await orientedSize(input, options.pixelLimit));
  const scale = Math.max(r.width / size.width, r.height / size.height);
  const scaled = {
    width: Math.max(r.width, Math.round(size.width * scale)),
    height: Math.max(r.height, Math.round(size.height * scale)),
  };
  const focal = r.focal ?? { x: 0.5, y: 0.5 };
  const clamp = (value: number, max: number) => Math.min(Math.max(Math.round(value), 0), max);
  const left = clamp(focal.x * scaled.width - r.width / 2, scaled.width - r.width);
  const top = clamp(focal.y * scaled.height - r.height / 2, scaled.height - r.height);
  const cropped = open()
    .resize(scaled.width, scaled.height, { fit: 'fill' })
    .extract({ left, top, width: r.width, height: r.height });
  return encode(cropped, r.format).toBuffer();
}

/** The size as shown, after the EXIF orientation turns the image. */
export function sizeAsShown(meta: Metadata) {
  return { width: meta.autoOrient?.width ?? meta.width, height: meta.autoOrient?.height ?? meta.height };
}

export async function orientedSize(input: Buffer | string, pixelLimit: number) {
  const sharp = await loadSharp();
  return sizeAsShown(await sharp(input, { limitInputPixels: pixelLimit }).metadata());
}
