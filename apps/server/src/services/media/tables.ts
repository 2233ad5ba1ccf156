import { bigint, boolean, index, jsonb, pgTable, real, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sites } from '../sites/tables.js';

const stamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** Who put a file in the library: visitors and members may read back what they uploaded, nothing else. */
export interface Uploader {
  kind: 'owner' | 'apiKey' | 'visitor' | 'member';
  id: string;
}

/** Named by the uploader or importer, and handed back in the file's ready and failed events. */
export interface ExternalInfo {
  origin?: string | null;
  externalIds?: string[] | null;
}

/** What processing learned about a file, shaped by its media type. */
export interface MediaDetails {
  format?: string;
  width?: number;
  height?: number;
  duration?: number;
  bitrate?: number;
  pages?: number;
  prominentColor?: string;
  /** Derived assets by key (`poster`, HLS renditions), with their sizes. */
  renditions?: Array<{ name: string; width: number; height: number }>;
  hasPoster?: boolean;
}

/** What an import job needs beyond the URL, kept only until it has fetched the file. */
export interface ImportRequest {
  headers?: Record<string, string>;
  params?: Record<string, string>;
  mediaType?: string;
  mimeType?: string;
}

export const mediaFolders = pgTable(
  'media_folders',
  {
    id: text('id').primaryKey(),
    siteId: uuid('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    displayName: text('display_name').notNull(),
    parentFolderId: text('parent_folder_id').notNull(),
    /** The root the folder lives under (MEDIA_ROOT or VISITOR_UPLOADS_ROOT), kept for search by root. */
    rootFolder: text('root_folder').notNull(),
    state: text('state', { enum: ['OK', 'DELETED'] })
      .notNull()
      .default('OK'),
    /** The folder whose deletion sent this one to the trash: restoring that folder brings this one back. */
    trashedBy: text('trashed_by'),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    ...stamps,
  },
  (t) => [index('media_folders_site_parent_idx').on(t.siteId, t.parentFolderId, t.state)],
);

export const mediaFiles = pgTable(
  'media_files',
  {
    id: text('id').primaryKey(),
    siteId: uuid('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    displayName: text('display_name').notNull(),
    parentFolderId: text('parent_folder_id').notNull(),
    rootFolder: text('root_folder').notNull(),
    mimeType: text('mime_type').notNull(),
    mediaType: text('media_type').notNull(),
    sizeInBytes: bigint('size_in_bytes', { mode: 'number' }),
    hash: text('hash'),
    private: boolean('private').notNull().default(false),
    labels: text('labels').array().notNull().default([]),
    operationStatus: text('operation_status', { enum: ['PENDING', 'READY', 'FAILED'] })
      .notNull()
      .default('PENDING'),
    failureReason: text('failure_reason'),
    sourceUrl: text('source_url'),
    /** Import headers and parameters, kept only until the import job has used them. */
    importRequest: jsonb('import_request').$type<ImportRequest>(),
    details: jsonb('details').$type<MediaDetails>().notNull().default({}),
    /** What the image shows, for people who cannot see it (the wire's `media.image.image.altText`). */
    altText: text('alt_text'),
    focalX: real('focal_x'),
    focalY: real('focal_y'),
    externalInfo: jsonb('external_info').$type<ExternalInfo>(),
    uploadedBy: jsonb('uploaded_by').$type<Uploader>(),
    state: text('state', { enum: ['OK', 'DELETED'] })
      .notNull()
      .default('OK'),
    trashedBy: text('trashed_by'),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    ...stamps,
  },
  (t) => [
    index('media_files_site_parent_idx').on(t.siteId, t.state, t.parentFolderId, t.createdAt),
    index('media_files_site_trashed_by_idx').on(t.siteId, t.trashedBy),
  ],
);

/** Upload URLs and tus upload tokens: single use, expiring, bound to what was declared. */
export const mediaUploads = pgTable(
  'media_uploads',
  {
    id: uuid('id').primaryKey(),
    siteId: uuid('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    protocol: text('protocol', { enum: ['PUT', 'TUS'] }).notNull(),
    mimeType: text('mime_type'),
    fileName: text('file_name'),
    sizeInBytes: bigint('size_in_bytes', { mode: 'number' }),
    maxBytes: bigint('max_bytes', { mode: 'number' }).notNull(),
    parentFolderId: text('parent_folder_id').notNull(),
    rootFolder: text('root_folder').notNull(),
    private: boolean('private').notNull().default(false),
    labels: text('labels').array().notNull().default([]),
    externalInfo: jsonb('external_info').$type<ExternalInfo>(),
    uploadedBy: jsonb('uploaded_by').$type<Uploader>().notNull(),
    /** The tus upload this token started; set once, so a token cannot start a second one. */
    tusUploadId: text('tus_upload_id').unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    fileId: text('file_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('media_uploads_expires_idx').on(t.expiresAt)],
);

/** Archive downloads (several files or a folder): the list is too long for a signed URL, so it is kept here. */
export const mediaArchives = pgTable('media_archives', {
  id: uuid('id').primaryKey(),
  siteId: uuid('site_id')
    .notNull()
    .references(() => sites.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  /** The files and the path each takes inside the archive. */
  entries: jsonb('entries').$type<Array<{ fileId: string; name: string }>>().notNull(),
  name: text('name').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const mediaSettings = pgTable('media_settings', {
  siteId: uuid('site_id')
    .primaryKey()
    .references(() => sites.id, { onDelete: 'cascade' }),
  visitorUploads: boolean('visitor_uploads').notNull().default(false),
  visitorUploadMaxBytes: bigint('visitor_upload_max_bytes', { mode: 'number' })
    .notNull()
    .default(10 * 1024 * 1024),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
