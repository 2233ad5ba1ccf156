import type { FileDescriptor, Folder, MediaAsset } from '@atrium/contract';
import type { FileRow } from './files.js';
import type { FolderRow } from './folders.js';
import type { Located, MediaUrls } from './urls.js';

const expiry = (located: Located) =>
  located.expires ? { urlExpirationDate: located.expires.toISOString() } : {};

function asset(file: FileRow, located: Located, size?: { width?: number; height?: number }): MediaAsset {
  return {
    id: file.id,
    url: located.url,
    filename: file.displayName,
    ...(size?.width ? { width: size.width, height: size.height } : {}),
    ...expiry(located),
  };
}

/** A public, live image of the library as other services embed it (a category's image, say). */
export function publicImageAsset(file: FileRow, urls: MediaUrls): MediaAsset | null {
  if (file.private || file.state !== 'OK' || file.mediaType !== 'IMAGE') return null;
  return { ...asset(file, urls.original(file), file.details), altText: file.altText };
}

function imageMedia(file: FileRow, urls: MediaUrls) {
  const { details } = file;
  const preview = urls.preview(file);
  const ratio =
    details.width && details.height ? Math.min(1, 1024 / Math.max(details.width, details.height)) : 0;
  return {
    image: { ...asset(file, urls.original(file), details), altText: file.altText },
    previewImage: {
      ...asset(file, preview),
      ...(ratio
        ? { width: Math.round(details.width! * ratio), height: Math.round(details.height! * ratio) }
        : {}),
    },
    faces: [],
    focalPoint: urls.focalOf(file),
    colors: details.prominentColor ? { prominent: { hex: details.prominentColor } } : null,
  };
}

function mediaOf(file: FileRow, urls: MediaUrls): FileDescriptor['media'] {
  const original = urls.original(file);
  const { details } = file;
  switch (file.mediaType) {
    case 'IMAGE':
      return { image: imageMedia(file, urls) };
    case 'VECTOR':
      return { vector: imageMedia(file, urls) };
    case 'VIDEO': {
      const poster = details.hasPoster ? asset(file, urls.asset(file, 'poster.jpg'), details) : null;
      return {
        video: {
          ...asset(file, original, details),
          duration: details.duration ?? null,
          posters: poster ? [poster] : [],
          resolutions: (details.renditions ?? []).map((r) => ({
            ...asset(file, urls.asset(file, `hls/${r.name}/index.m3u8`), r),
            format: 'hls',
            poster,
          })),
        },
      };
    }
    case 'AUDIO':
      return {
        audio: {
          id: file.id,
          assets: [{ ...asset(file, original), format: details.format ?? null }],
          bitrate: details.bitrate ?? null,
          format: details.format ?? null,
          duration: details.duration ?? null,
          sizeInBytes: file.sizeInBytes === null ? null : String(file.sizeInBytes),
        },
      };
    case 'DOCUMENT':
      return { document: asset(file, original) };
    case 'ARCHIVE':
    case 'MODEL3D': {
      const stored = {
        id: file.id,
        url: original.url,
        filename: file.displayName,
        sizeInBytes: file.sizeInBytes === null ? null : String(file.sizeInBytes),
        ...expiry(original),
      };
      return file.mediaType === 'ARCHIVE' ? { archive: stored } : { model3d: stored };
    }
    default:
      return {};
  }
}

export function toWireFile(file: FileRow, urls: MediaUrls): FileDescriptor {
  const visual = file.mediaType === 'IMAGE' || file.mediaType === 'VECTOR';
  const poster = file.mediaType === 'VIDEO' && file.details.hasPoster;
  return {
    id: file.id,
    displayName: file.displayName,
    url: urls.original(file).url,
    parentFolderId: file.parentFolderId,
    hash: file.hash,
    sizeInBytes: file.sizeInBytes === null ? null : String(file.sizeInBytes),
    private: file.private,
    mediaType: file.mediaType as FileDescriptor['mediaType'],
    media: mediaOf(file, urls),
    operationStatus: file.operationStatus,
    failureReason: file.failureReason,
    mimeType: file.mimeType,
    sourceUrl: file.sourceUrl,
    thumbnailUrl:
      visual && file.operationStatus === 'READY'
        ? urls.thumbnail(file).url
        : poster
          ? urls.asset(file, 'poster.jpg').url
          : null,
    labels: file.labels,
    createdDate: file.createdAt.toISOString(),
    updatedDate: file.updatedAt.toISOString(),
    siteId: file.siteId,
    state: file.state,
  };
}

export function toWireFolder(folder: FolderRow): Folder {
  return {
    id: folder.id,
    displayName: folder.displayName,
    parentFolderId: folder.parentFolderId,
    createdDate: folder.createdAt.toISOString(),
    updatedDate: folder.updatedAt.toISOString(),
    state: folder.state,
    siteId: folder.siteId,
  };
}
