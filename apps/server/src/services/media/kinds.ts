import path from 'node:path';
import type { MediaType } from '@atrium/contract';

const BY_EXTENSION: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  tif: 'image/tiff',
  tiff: 'image/tiff',
  heic: 'image/heic',
  svg: 'image/svg+xml',
  mp4: 'video/mp4',
  mov: 'video/quicktime',
  webm: 'video/webm',
  mkv: 'video/x-matroska',
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  ogg: 'audio/ogg',
  m4a: 'audio/mp4',
  flac: 'audio/flac',
  pdf: 'application/pdf',
  txt: 'text/plain',
  csv: 'text/csv',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  zip: 'application/zip',
  gz: 'application/gzip',
  tar: 'application/x-tar',
  '7z': 'application/x-7z-compressed',
  rar: 'application/vnd.rar',
  glb: 'model/gltf-binary',
  gltf: 'model/gltf+json',
  obj: 'model/obj',
  usdz: 'model/vnd.usdz+zip',
  stl: 'model/stl',
};

const ARCHIVES = new Set([
  'application/zip',
  'application/gzip',
  'application/x-tar',
  'application/x-7z-compressed',
  'application/vnd.rar',
  'application/x-rar-compressed',
]);
const DOCUMENT = /^(text\/|application\/(pdf|msword|rtf|json|vnd\.(ms-|openxmlformats|oasis)))/;

/** `image/png; charset=x` → `image/png`; anything that is not a type/subtype → null. */
export function plainMimeType(raw: string | null | undefined): string | null {
  const value = raw?.split(';')[0]?.trim().toLowerCase();
  return value && /^[a-z0-9][\w.+-]*\/[\w.+-]+$/.test(value) ? value : null;
}

export function mimeTypeOfName(fileName: string | null | undefined): string | null {
  const extension = path
    .extname(fileName ?? '')
    .slice(1)
    .toLowerCase();
  return BY_EXTENSION[extension] ?? null;
}

export function mediaTypeOf(mimeType: string): MediaType {
  if (mimeType === 'image/svg+xml') return 'VECTOR';
  if (mimeType.startsWith('image/')) return 'IMAGE';
  if (mimeType.startsWith('video/')) return 'VIDEO';
  if (mimeType.startsWith('audio/')) return 'AUDIO';
  if (mimeType.startsWith('model/')) return 'MODEL3D';
  if (ARCHIVES.has(mimeType)) return 'ARCHIVE';
  if (DOCUMENT.test(mimeType)) return 'DOCUMENT';
  return 'OTHER';
}

/**
 * Types a browser would run as a page or script if opened inline: always served as attachments, so an
 * uploaded file can never script the media origin.
 */
export function isActiveContent(mimeType: string): boolean {
  return /^(text\/html|application\/xhtml\+xml|text\/xml|application\/xml|text\/javascript|application\/javascript)$/.test(
    mimeType,
  );
}
