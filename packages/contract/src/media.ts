import { z } from 'zod';
import { CursorPaging, PagingMetadata, Query, SortOrder } from './paging.js';
import { Int64, Timestamp } from './scalars.js';

// The media library's wire (wire/types/media.md): files, folders, uploads, imports, the trash.

export const MediaType = z.enum([
  'UNKNOWN',
  'IMAGE',
  'VIDEO',
  'AUDIO',
  'DOCUMENT',
  'VECTOR',
  'ARCHIVE',
  'MODEL3D',
  'OTHER',
]);
export type MediaType = z.infer<typeof MediaType>;
export const OperationStatus = z.enum(['FAILED', 'READY', 'PENDING']);
export type OperationStatus = z.infer<typeof OperationStatus>;
export const MediaState = z.enum(['OK', 'DELETED']);
export const RootFolder = z.enum(['MEDIA_ROOT', 'TRASH_ROOT', 'VISITOR_UPLOADS_ROOT']);
export type RootFolder = z.infer<typeof RootFolder>;
export const StreamFormat = z.enum(['UNKNOWN', 'HLS', 'DASH']);
export const ContentDisposition = z.enum(['ATTACHMENT', 'INLINE']);
export const UploadProtocol = z.enum(['TUS']);

/** The ids the root folders have wherever a `parentFolderId` names one. */
export const ROOT_FOLDER_IDS = {
  MEDIA_ROOT: 'media-root',
  TRASH_ROOT: 'trash-root',
  VISITOR_UPLOADS_ROOT: 'visitor-uploads-root',
} as const satisfies Record<RootFolder, string>;

/** The widths and heights an image URL may ask for, so nobody can make the server render arbitrary sizes. */
export const IMAGE_SIZES = [64, 128, 256, 384, 512, 768, 1024, 1280, 1600, 2048] as const;
export const IMAGE_FITS = ['fit', 'fill'] as const;
export const IMAGE_FORMATS = ['webp', 'jpeg', 'png', 'avif'] as const;

const FileId = z.string().min(1).max(1000);
const FolderId = z.string().min(1).max(100);
const Label = z.string().max(200);
const WebUrl = z.url({ protocol: /^https?$/ }).max(4000);

/** An image, video or document as the wire carries it (WIRE.md section 3); the client may turn it into a URI. */
export const MediaAsset = z.object({
  id: z.string(),
  url: z.string(),
  width: z.number().int().nullish(),
  height: z.number().int().nullish(),
  filename: z.string().nullish(),
  altText: z.string().nullish(),
  format: z.string().nullish(),
  /** Set when the URL is signed (private files): it stops working then. */
  urlExpirationDate: Timestamp.nullish(),
});
export type MediaAsset = z.infer<typeof MediaAsset>;

export const FocalPoint = z.object({ x: z.number().min(0).max(1), y: z.number().min(0).max(1) });

export const ImageMedia = z.object({
  image: MediaAsset,
  previewImage: MediaAsset.nullish(),
  faces: z.array(
    z.object({ confidence: z.number(), x: z.number(), y: z.number(), width: z.number(), height: z.number() }),
  ),
  focalPoint: FocalPoint.nullish(),
  colors: z.object({ prominent: z.object({ hex: z.string().nullish() }).nullish() }).nullish(),
});

export const VideoMedia = MediaAsset.extend({
  resolutions: z.array(MediaAsset.extend({ poster: MediaAsset.nullish() })),
  posters: z.array(MediaAsset),
  duration: z.number().nullish(),
});

export const AudioMedia = z.object({
  id: z.string(),
  assets: z.array(MediaAsset),
  bitrate: z.number().nullish(),
  format: z.string().nullish(),
  duration: z.number().nullish(),
  sizeInBytes: Int64.nullish(),
});

const StoredAsset = z.object({
  id: z.string(),
  url: z.string(),
  urlExpirationDate: Timestamp.nullish(),
  sizeInBytes: Int64.nullish(),
  filename: z.string().nullish(),
});

export const FileMedia = z.object({
  image: ImageMedia.nullish(),
  vector: ImageMedia.nullish(),
  video: VideoMedia.nullish(),
  audio: AudioMedia.nullish(),
  document: MediaAsset.nullish(),
  archive: StoredAsset.nullish(),
  model3d: StoredAsset.extend({ thumbnail: z.string().nullish(), altText: z.string().nullish() }).nullish(),
});

export const ExternalInfo = z.object({
  origin: z.string().max(1000).nullish(),
  externalIds: z.array(z.string().max(4000)).max(30).nullish(),
});

export const FileDescriptor = z.object({
  id: FileId,
  displayName: z.string().max(255),
  url: z.string(),
  parentFolderId: z.string().nullable(),
  hash: z.string().nullable(),
  sizeInBytes: Int64.nullable(),
  private: z.boolean(),
  mediaType: MediaType,
  media: FileMedia,
  operationStatus: OperationStatus,
  /** Atrium: why processing failed, when it did. */
  failureReason: z.string().nullish(),
  /** Atrium: the type the bytes were stored as. */
  mimeType: z.string().nullish(),
  sourceUrl: z.string().nullable(),
  thumbnailUrl: z.string().nullable(),
  labels: z.array(z.string()),
  createdDate: Timestamp,
  updatedDate: Timestamp,
  siteId: z.string(),
  state: MediaState,
});
export type FileDescriptor = z.infer<typeof FileDescriptor>;

export const Folder = z.object({
  id: FolderId,
  displayName: z.string().max(1000),
  parentFolderId: z.string(),
  createdDate: Timestamp,
  updatedDate: Timestamp,
  state: MediaState,
  siteId: z.string(),
});
export type Folder = z.infer<typeof Folder>;

export const MediaSorting = z.object({
  fieldName: z.string().min(1).max(512),
  order: SortOrder.default('ASC'),
});
/** `nextCursor` of the list and search answers. */
export const PagingMetadataV2 = z.object({
  total: z.number().int().nullish(),
  cursors: z.object({ next: z.string().nullish() }),
});

const ListParams = {
  parentFolderId: FolderId.nullish(),
  sort: MediaSorting.nullish(),
  paging: CursorPaging.nullish(),
};

export const ListFilesRequest = z.object({
  ...ListParams,
  mediaTypes: z.array(MediaType).max(30).nullish(),
  private: z.boolean().nullish(),
});
export const ListFilesResponse = z.object({ files: z.array(FileDescriptor), nextCursor: PagingMetadataV2 });
export const SearchFilesRequest = ListFilesRequest.omit({ parentFolderId: true }).extend({
  search: z.string().max(200).nullish(),
  rootFolder: RootFolder.nullish(),
  /** Atrium: only files carrying every one of these labels. */
  labels: z.array(Label).max(50).nullish(),
});
export const QueryFilesRequest = z.object({ query: Query.nullish() });
export const QueryFilesResponse = z.object({
  files: z.array(FileDescriptor),
  pagingMetadata: PagingMetadata,
});

export const GetFileRequest = z.object({ fileId: FileId });
export const FileResponse = z.object({ file: FileDescriptor });
export const GetFilesRequest = z.object({ fileIds: z.array(FileId).min(1).max(100) });
export const FilesResponse = z.object({ files: z.array(FileDescriptor) });

export const UpdateFileRequest = z.object({
  file: z.object({
    id: FileId,
    displayName: z.string().min(1).max(255).nullish(),
    parentFolderId: FolderId.nullish(),
    labels: z.array(Label).max(100).nullish(),
    media: z
      .object({
        image: z
          .object({
            /** Atrium: the point a crop keeps in view, as fractions of the width and height. */
            focalPoint: FocalPoint.nullish(),
            /** The image's alt text (empty: none), where the file's wire shape carries it. */
            image: z.object({ altText: z.string().max(1000).nullish() }).nullish(),
          })
          .nullish(),
      })
      .nullish(),
  }),
  fieldMask: z.string().max(2000).nullish(),
});

const UploadFields = {
  mimeType: z.string().max(100).nullish(),
  fileName: z.string().max(1000).nullish(),
  sizeInBytes: Int64.nullish(),
  parentFolderId: FolderId.nullish(),
  private: z.boolean().nullish(),
  filePath: z.string().max(100).nullish(),
};
export const GenerateUploadUrlRequest = z.object({
  ...UploadFields,
  labels: z.array(Label).max(50).nullish(),
  externalInfo: ExternalInfo.nullish(),
});
export const GenerateUploadUrlResponse = z.object({ uploadUrl: z.string() });
export const GenerateResumableUploadUrlRequest = z.object({
  ...UploadFields,
  labels: z.array(Label).max(500).nullish(),
  uploadProtocol: UploadProtocol.nullish(),
});
export const GenerateResumableUploadUrlResponse = z.object({
  uploadProtocol: UploadProtocol,
  uploadUrl: z.string(),
  uploadToken: z.string().max(2000),
});

export const ImportFileRequest = z.object({
  url: WebUrl.min(2),
  mediaType: MediaType.nullish(),
  displayName: z.string().max(1000).nullish(),
  parentFolderId: FolderId.nullish(),
  private: z.boolean().nullish(),
  labels: z.array(Label).max(500).nullish(),
  mimeType: z.string().max(100).nullish(),
  externalInfo: ExternalInfo.nullish(),
  urlParams: z.record(z.string().max(200), z.unknown()).nullish(),
  urlHeaders: z.record(z.string().max(200), z.unknown()).nullish(),
  filePath: z.string().max(100).nullish(),
});
export type ImportFileRequest = z.infer<typeof ImportFileRequest>;
export const BulkImportFilesRequest = z.object({
  importFileRequests: z.array(ImportFileRequest).min(1).max(100),
});
export const BulkImportFileRequest = BulkImportFilesRequest.extend({ returnEntity: z.boolean().nullish() });
const ItemError = z.object({
  code: z.string(),
  description: z.string(),
  data: z.record(z.string(), z.unknown()).nullish(),
});
export const BulkImportFileResponse = z.object({
  results: z.array(
    z.object({
      itemMetadata: z.object({
        id: z.string().nullish(),
        originalIndex: z.number().int(),
        success: z.boolean(),
        error: ItemError.nullish(),
      }),
      item: FileDescriptor.nullish(),
    }),
  ),
  bulkActionMetadata: z.object({
    totalSuccesses: z.number().int(),
    totalFailures: z.number().int(),
    undetailedFailures: z.number().int(),
  }),
});

export const BulkDeleteFilesRequest = z.object({
  fileIds: z.array(FileId).min(1).max(1000),
  permanent: z.boolean().nullish(),
});
export const BulkRestoreFilesRequest = z.object({ fileIds: z.array(FileId).min(1).max(1000) });

export const GenerateFilesDownloadUrlRequest = z.object({ fileIds: z.array(FileId).min(1).max(1000) });
export const DownloadUrlResponse = z.object({ downloadUrl: z.string() });
export const DownloadUrl = z.object({ url: z.string(), assetKey: z.string() });
export const GenerateFileDownloadUrlRequest = z.object({
  fileId: FileId,
  downloadFileName: z.string().max(100).nullish(),
  expirationInMinutes: z
    .number()
    .int()
    .min(1)
    .max(60 * 24 * 7)
    .nullish(),
  expirationRedirectUrl: WebUrl.nullish(),
  assetKeys: z.array(z.string().max(100)).max(100).nullish(),
  contentDisposition: ContentDisposition.nullish(),
});
export const GenerateFileDownloadUrlResponse = z.object({ downloadUrls: z.array(DownloadUrl) });
export const GenerateVideoStreamUrlRequest = z.object({
  fileId: FileId,
  format: StreamFormat.nullish(),
  expirationInMinutes: z.number().int().min(60).max(1440).nullish(),
});
export const GenerateVideoStreamUrlResponse = z.object({ downloadUrl: DownloadUrl });

export const CreateFolderRequest = z.object({
  displayName: z.string().min(1).max(1000),
  parentFolderId: FolderId.nullish(),
});
export const FolderResponse = z.object({ folder: Folder });
export const GetFolderRequest = z.object({ folderId: FolderId });
export const UpdateFolderRequest = z.object({
  folder: z.object({
    id: FolderId,
    displayName: z.string().min(1).max(1000).nullish(),
    parentFolderId: FolderId.nullish(),
  }),
  fieldMask: z.string().max(2000).nullish(),
});
export const ListFoldersRequest = z.object(ListParams);
export const ListFoldersResponse = z.object({ folders: z.array(Folder), nextCursor: PagingMetadataV2 });
export const SearchFoldersRequest = z.object({
  rootFolder: RootFolder.nullish(),
  sort: MediaSorting.nullish(),
  paging: CursorPaging.nullish(),
  search: z.string().max(200).nullish(),
});
export const QueryFoldersRequest = z.object({ query: Query.nullish() });
export const QueryFoldersResponse = z.object({ folders: z.array(Folder), pagingMetadata: PagingMetadata });
export const BulkDeleteFoldersRequest = z.object({
  folderIds: z.array(FolderId).min(1).max(100),
  permanent: z.boolean().nullish(),
});
export const BulkRestoreFoldersRequest = z.object({ folderIds: z.array(FolderId).min(1).max(100) });

/** Atrium's own per-site media settings. */
export const MediaSettings = z.object({
  /** Whether visitors and members may upload into the visitor-uploads folder. */
  visitorUploads: z.boolean(),
  /** The largest file a visitor or member may upload. */
  visitorUploadMaxBytes: Int64,
});
export type MediaSettings = z.infer<typeof MediaSettings>;
export const UpdateMediaSettingsRequest = z.object({ settings: MediaSettings.partial() });
export const MediaSettingsResponse = z.object({ settings: MediaSettings });
