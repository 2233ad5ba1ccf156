import type { ROOT_FOLDER_IDS } from '@atrium/contract';
import type { files } from '@atrium/sdk';

// Typed from the contract rather than imported: a value import would bring its schemas (and zod) along.
export const ROOT_FOLDER: (typeof ROOT_FOLDER_IDS)['MEDIA_ROOT'] = 'media-root';

/** Past this size a file goes over tus, in chunks that survive a dropped connection. */
export const RESUMABLE_THRESHOLD = 8 * 1024 * 1024;

export const MEDIA_TYPES = [
  'IMAGE',
  'VIDEO',
  'AUDIO',
  'DOCUMENT',
  'VECTOR',
  'ARCHIVE',
  'MODEL3D',
  'OTHER',
] as const satisfies readonly files.MediaType[];

/** Whether any file is still being processed, so that the list is worth asking for again. */
export function anyPending(
  list: readonly Pick<files.FileDescriptor, 'operationStatus'>[] | undefined,
): boolean {
  return list?.some((file) => file.operationStatus === 'PENDING') ?? false;
}

/** Where a click fell on an element, as fractions (0..1) of its width and height, to three places. */
export function focalPointAt(
  rect: { left: number; top: number; width: number; height: number },
  clientX: number,
  clientY: number,
): { x: number; y: number } {
  const fraction = (offset: number, size: number) =>
    size > 0 ? Math.round(Math.min(1, Math.max(0, offset / size)) * 1000) / 1000 : 0.5;
  return { x: fraction(clientX - rect.left, rect.width), y: fraction(clientY - rect.top, rect.height) };
}

const UNITS = ['bytes', 'KB', 'MB', 'GB', 'TB'];

export function formatBytes(size: number | null | undefined): string {
  if (size === null || size === undefined) return '—';
  let value = size;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return unit === 0 ? `${value} bytes` : `${value.toFixed(value < 10 ? 1 : 0)} ${UNITS[unit]}`;
}

/** The content type to declare for a file the browser could not type. */
export function mimeTypeOf(file: { type: string }): string {
  return file.type || 'application/octet-stream';
}
