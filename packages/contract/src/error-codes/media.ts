import type { ErrorTable } from './table.js';

/** Webhooks and the media library (files, folders, uploads, image sizes and streaming). */
export const MEDIA_ERRORS = {
  // Webhooks.
  WEBHOOK_NOT_FOUND: { status: 404, meaning: 'Webhook not found' },
  DELIVERY_NOT_FOUND: { status: 404, meaning: 'Webhook delivery not found' },

  // Media.
  FILE_NOT_FOUND: { status: 404, meaning: 'No such file in this site' },
  FOLDER_NOT_FOUND: { status: 404, meaning: 'No such folder in this site' },
  ASSET_NOT_FOUND: { status: 404, meaning: 'The file has no such asset' },
  FILE_CONTENT_NOT_FOUND: { status: 404, meaning: 'The file has no stored content' },
  FILE_NOT_READY: { status: 409, meaning: 'The file is still being processed' },
  FILE_TOO_LARGE: { status: 400, meaning: 'The file is larger than allowed here' },
  PRIVATE_FILE: { status: 403, meaning: 'This file is private: ask for a download URL' },
  FOLDER_NOT_ALLOWED: {
    status: 403,
    meaning: 'Visitors and members may upload only into the visitor uploads folder',
  },
  VISITOR_UPLOADS_DISABLED: {
    status: 403,
    meaning: 'This site does not accept uploads from visitors or members',
  },
  UPLOAD_URL_NOT_FOUND: { status: 404, meaning: 'This upload URL is not known' },
  UPLOAD_URL_EXPIRED: { status: 403, meaning: 'This upload URL has expired; ask for a new one' },
  UPLOAD_URL_USED: { status: 409, meaning: 'This upload URL was already used; ask for a new one' },
  UPLOAD_TOKEN_REQUIRED: { status: 401, meaning: 'Send the upload token as the uploadToken metadata' },
  UPLOAD_LENGTH_REQUIRED: { status: 400, meaning: 'Declare the size (Upload-Length)' },
  UPLOAD_REFUSED: { status: 400, meaning: 'The upload was refused' },
  // The tus protocol's own refusals keep the statuses tus clients act on.
  UPLOAD_HEADER_REQUIRED: {
    status: 403,
    meaning: 'This tus request needs its Upload-Offset and Content-Type',
  },
  UPLOAD_OFFSET_CONFLICT: {
    status: 409,
    meaning: 'Upload-Offset is not where the upload stands; ask with HEAD',
  },
  UPLOAD_GONE: { status: 410, meaning: 'This upload expired or was removed; start a new one' },
  TUS_VERSION_REQUIRED: { status: 412, meaning: 'Send the Tus-Resumable header (1.0.0)' },
  SIZE_MISMATCH: { status: 400, meaning: 'The upload is not the size its upload URL was made for' },
  MIME_TYPE_MISMATCH: { status: 400, meaning: 'The upload is not the type its upload URL was made for' },
  URL_EXPIRED: { status: 403, meaning: 'This media URL has expired' },
  INVALID_SIGNATURE: { status: 403, meaning: 'This media URL is not valid' },
  INVALID_IMAGE_SIZE: { status: 400, meaning: 'Image sizes come from a fixed set' },
  NOT_AN_IMAGE: { status: 400, meaning: 'Only ready images have resized copies' },
  NOT_A_VIDEO: { status: 400, meaning: 'Only videos can be streamed' },
  STREAM_FORMAT_NOT_SUPPORTED: {
    status: 400,
    meaning: 'Atrium streams video as HLS only; ask for format HLS',
  },
  VIDEO_STREAMING_UNAVAILABLE: { status: 400, meaning: 'This video cannot be streamed' },
} as const satisfies ErrorTable;
