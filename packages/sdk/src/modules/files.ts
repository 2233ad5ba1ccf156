/**
 * Media files (ENDPOINTS.md "Media: files"), and Atrium's trash and media settings. File descriptors come back
 * with their images, vectors, videos and documents as `wix:*` URIs (helpers/media-uri.ts) and sizes as numbers.
 * Access is the server's decision (visitor uploads, owner-only changes), so only Atrium's own admin calls
 * require an elevated client here.
 */
import type {
  FileDescriptor as WireFileDescriptor,
  ImportFileRequest as WireImportFileRequest,
  MediaSettings as WireMediaSettings,
  MediaType,
  RootFolder,
} from '@atrium/contract';
import type { Int64Fields } from '../core/call-api.js';
import { defineMethod } from '../core/define-method.js';
import { defineQuery } from '../core/define-query.js';
import { BULK_RESULTS, MANY_FILES, ONE_FILE } from '../helpers/file-answer.js';
import { fileMediaToUris } from '../helpers/media-uri.js';
import type { FromWire } from '../wire/wire-types.js';
import { filesEndpoints } from '@atrium/contract/endpoints';

export type { MediaType, RootFolder };

/** 64-bit sizes arrive as strings and are shown as numbers (`int64` of the descriptors below). */
type NumberSizes<T> = {
  [K in keyof T]: K extends 'sizeInBytes' ? Exclude<T[K], string> | number : T[K];
};
type WireMedia = WireFileDescriptor['media'];

export type ImageMedia = Omit<FromWire<NonNullable<WireMedia['image']>>, 'image' | 'previewImage'> & {
  /** `wix:image://v1/<id>/<filename>#originWidth=..&originHeight=..` (`wix:vector://` for vectors). */
  image: string;
  previewImage?: string | null;
  /** The alt text of `image`, which its URI cannot carry (the wire's `media.image.image.altText`). */
  altText?: string | null;
};

export interface FileMedia {
  image?: ImageMedia | null;
  vector?: ImageMedia | null;
  /** `wix:video://v1/<id>/<filename>#posterUri=..&posterWidth=..&posterHeight=..` */
  video?: string | null;
  /** `wix:document://v1/<id>/<filename>` */
  document?: string | null;
  audio?: NumberSizes<FromWire<NonNullable<WireMedia['audio']>>> | null;
  archive?: NumberSizes<FromWire<NonNullable<WireMedia['archive']>>> | null;
  model3d?: NumberSizes<FromWire<NonNullable<WireMedia['model3d']>>> | null;
}

export type FileDescriptor = Omit<NumberSizes<FromWire<WireFileDescriptor>>, 'media'> & { media: FileMedia };

/** Atrium's per-site media settings, with the upload limit as a number. */
export type MediaSettings = Omit<WireMediaSettings, 'visitorUploadMaxBytes'> & {
  visitorUploadMaxBytes: number;
};

export interface FileUpdate {
  _id: string;
  displayName?: string;
  parentFolderId?: string;
  labels?: string[];
  media?: {
    image?: {
      /** The point a crop keeps in view, as fractions (0..1) of the width and height. */
      focalPoint?: { x: number; y: number } | null;
      /** The image's alt text, for people who cannot see it; empty or null clears it. */
      image?: { altText?: string | null };
    };
  };
}

export interface Sorting {
  fieldName: string;
  order?: 'ASC' | 'DESC';
}
export interface CursorPaging {
  limit?: number | null;
  cursor?: string | null;
}
/** `nextCursor` of the list and search answers. */
export interface NextCursor {
  total?: number | null;
  cursors: { next?: string | null };
}

export interface ListFilesOptions {
  parentFolderId?: string | null;
  mediaTypes?: MediaType[];
  private?: boolean | null;
  sort?: Sorting;
  paging?: CursorPaging;
}
export interface SearchFilesOptions extends Omit<ListFilesOptions, 'parentFolderId'> {
  search?: string | null;
  rootFolder?: RootFolder;
  /** Atrium: only files carrying every one of these labels. */
  labels?: string[];
}
export interface FilesResponse {
  files: FileDescriptor[];
}
export interface ListFilesResponse extends FilesResponse {
  nextCursor: NextCursor;
}

export interface UploadUrlOptions {
  fileName?: string | null;
  /** A 64-bit integer: a number or a decimal string. */
  sizeInBytes?: number | string | null;
  parentFolderId?: string | null;
  private?: boolean | null;
  labels?: string[] | null;
  filePath?: string | null;
}
export interface GenerateFileUploadUrlOptions extends UploadUrlOptions {
  externalInfo?: { origin?: string | null; externalIds?: string[] | null } | null;
}
export interface GenerateFileResumableUploadUrlOptions extends UploadUrlOptions {
  uploadProtocol?: 'TUS' | null;
}
export interface GenerateFileResumableUploadUrlResponse {
  uploadProtocol: 'TUS';
  uploadUrl: string;
  uploadToken: string;
}

export interface DownloadUrl {
  url: string;
  assetKey: string;
}
export interface GenerateFileDownloadUrlOptions {
  downloadFileName?: string | null;
  expirationInMinutes?: number | null;
  expirationRedirectUrl?: string | null;
  assetKeys?: string[] | null;
  contentDisposition?: 'ATTACHMENT' | 'INLINE' | null;
}
export interface GenerateVideoStreamingUrlOptions {
  format?: 'UNKNOWN' | 'HLS' | 'DASH' | null;
  expirationInMinutes?: number | null;
}

export type ImportFileRequest = WireImportFileRequest;
export type ImportFileOptions = Omit<ImportFileRequest, 'url'>;
export interface BulkImportFileResult {
  itemMetadata: {
    _id?: string | null;
    originalIndex: number;
    success: boolean;
    error?: { code: string; description: string; data?: Record<string, unknown> | null } | null;
  };
  item?: FileDescriptor | null;
}
export interface BulkImportFileResponse {
  results: BulkImportFileResult[];
  bulkActionMetadata: { totalSuccesses: number; totalFailures: number; undetailedFailures: number };
}

const UPLOAD: Int64Fields = { request: ['sizeInBytes'] };

export const bulkDeleteFiles = /* @__PURE__ */ defineMethod<
  [fileIds: string[], options?: { permanent?: boolean }],
  void
>(filesEndpoints.bulkDeleteFiles, { args: ['fileIds', 'options'], returns: null });

export const bulkImportFiles = /* @__PURE__ */ defineMethod<
  [importFileRequests: ImportFileRequest[]],
  FilesResponse
>(filesEndpoints.bulkImportFiles, {
  args: ['importFileRequests'],
  int64: MANY_FILES,
  transform: fileMediaToUris,
});

export const bulkImportFile = /* @__PURE__ */ defineMethod<
  [importFileRequests: ImportFileRequest[], options?: { returnEntity?: boolean | null }],
  BulkImportFileResponse
>(filesEndpoints.bulkImportFile, {
  args: ['importFileRequests', 'options'],
  int64: BULK_RESULTS,
  transform: fileMediaToUris,
});

export const bulkRestoreFilesFromTrashBin = /* @__PURE__ */ defineMethod<[fileIds: string[]], void>(
  filesEndpoints.bulkRestoreFilesFromTrashBin,
  {
    args: ['fileIds'],
    returns: null,
  },
);

export const listFiles = /* @__PURE__ */ defineMethod<[options?: ListFilesOptions], ListFilesResponse>(
  filesEndpoints.listFiles,
  {
    args: ['options'],
    int64: MANY_FILES,
    transform: fileMediaToUris,
  },
);

export const generateFilesDownloadUrl = /* @__PURE__ */ defineMethod<
  [fileIds: string[]],
  { downloadUrl: string }
>(filesEndpoints.generateFilesDownloadUrl, { args: ['fileIds'] });

export const generateFileDownloadUrl = /* @__PURE__ */ defineMethod<
  [fileId: string, options?: GenerateFileDownloadUrlOptions],
  { downloadUrls: DownloadUrl[] }
>(filesEndpoints.generateFileDownloadUrl, { args: ['fileId', 'options'] });

export const generateFileResumableUploadUrl = /* @__PURE__ */ defineMethod<
  [mimeType: string, options?: GenerateFileResumableUploadUrlOptions],
  GenerateFileResumableUploadUrlResponse
>(filesEndpoints.generateFileResumableUploadUrl, {
  args: ['mimeType', 'options'],
  int64: UPLOAD,
});

export const generateFileUploadUrl = /* @__PURE__ */ defineMethod<
  [mimeType: string, options?: GenerateFileUploadUrlOptions],
  { uploadUrl: string }
>(filesEndpoints.generateFileUploadUrl, {
  args: ['mimeType', 'options'],
  int64: UPLOAD,
});

export const generateVideoStreamingUrl = /* @__PURE__ */ defineMethod<
  [fileId: string, options?: GenerateVideoStreamingUrlOptions],
  { downloadUrl: DownloadUrl }
>(filesEndpoints.generateVideoStreamingUrl, { args: ['fileId', 'options'] });

export const getFileDescriptor = /* @__PURE__ */ defineMethod<[fileId: string], FileDescriptor>(
  filesEndpoints.getFileDescriptor,
  {
    args: ['fileId'],
    returns: 'file',
    int64: ONE_FILE,
    transform: fileMediaToUris,
  },
);

export const getFileDescriptors = /* @__PURE__ */ defineMethod<[fileIds: string[]], FilesResponse>(
  filesEndpoints.getFileDescriptors,
  {
    args: ['fileIds'],
    int64: MANY_FILES,
    transform: fileMediaToUris,
  },
);

export const importFile = /* @__PURE__ */ defineMethod<
  [url: string, options?: ImportFileOptions],
  { file: FileDescriptor }
>(filesEndpoints.importFile, {
  args: ['url', 'options'],
  int64: ONE_FILE,
  transform: fileMediaToUris,
});

export const queryFileDescriptors = /* @__PURE__ */ defineQuery<FileDescriptor>(
  filesEndpoints.queryFileDescriptors,
  {
    items: 'files',
    int64: MANY_FILES,
    transform: fileMediaToUris,
  },
);

export const searchFiles = /* @__PURE__ */ defineMethod<[options?: SearchFilesOptions], ListFilesResponse>(
  filesEndpoints.searchFiles,
  {
    args: ['options'],
    int64: MANY_FILES,
    transform: fileMediaToUris,
  },
);

export const updateFileDescriptor = /* @__PURE__ */ defineMethod<
  [file: FileUpdate, options?: { fieldMask?: string | string[] }],
  FileDescriptor
>(filesEndpoints.updateFileDescriptor, {
  args: ['file', 'options'],
  returns: 'file',
  int64: ONE_FILE,
  transform: fileMediaToUris,
});

export const listDeletedFiles = /* @__PURE__ */ defineMethod<[options?: ListFilesOptions], ListFilesResponse>(
  filesEndpoints.listDeletedFiles,
  {
    args: ['options'],
    int64: MANY_FILES,
    transform: fileMediaToUris,
  },
);

/** Atrium: deletes every file and folder in the site's trash for good. */
export const emptyTrashBin = /* @__PURE__ */ defineMethod<[], void>(filesEndpoints.emptyTrashBin, {
  returns: null,
  elevated: true,
});

export const getMediaSettings = /* @__PURE__ */ defineMethod<[], MediaSettings>(
  filesEndpoints.getMediaSettings,
  {
    returns: 'settings',
    int64: { response: ['settings.visitorUploadMaxBytes'] },
    elevated: true,
  },
);

export const updateMediaSettings = /* @__PURE__ */ defineMethod<
  [settings: Partial<MediaSettings>],
  MediaSettings
>(filesEndpoints.updateMediaSettings, {
  args: ['settings'],
  returns: 'settings',
  int64: { request: ['settings.visitorUploadMaxBytes'], response: ['settings.visitorUploadMaxBytes'] },
  elevated: true,
});
