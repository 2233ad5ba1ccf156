import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { ImportFileRequest } from '@atrium/contract';
import { isElevated, type SiteAuth } from '../../../core/auth/context.js';
import type { AppError } from '../../../core/wire/errors.js';
import { appError, isAppError, isValidationError } from '../../../core/wire/errors.js';
import type { MediaContext } from '../context.js';
import type { Ffmpeg } from '../processing/ffmpeg.js';
import { getFileRow, getFileRows, updateFileRow, type FileChange, type FileRow } from '../files.js';
import {
  getFolderRow,
  insertFolder,
  placementOf,
  subtreeIds,
  updateFolderRow,
  type FolderChange,
} from '../folders.js';
import { recordImport } from '../upload/imports.js';
import { PREVIEW, THUMBNAIL } from '../image-renditions.js';
import {
  deleteFiles,
  deleteFolders,
  emptyTrash,
  restoreFiles,
  restoreFolders,
  type Removed,
} from './trash.js';
import { mediaArchives, mediaFiles, mediaFolders } from '../tables.js';
import { filePrefix } from '../blob-keys.js';
import { hashToken } from '../signing.js';
import { renditionQuery } from '../urls.js';
import { publicImageAsset } from '../wire.js';

const ARCHIVE_URL_MINUTES = 60;
const DOWNLOAD_URL_MINUTES = 60;
const STREAM_URL_MINUTES = 360;

export interface DownloadOptions {
  downloadFileName?: string | null;
  expirationInMinutes?: number | null;
  expirationRedirectUrl?: string | null;
  assetKeys?: string[] | null;
  contentDisposition?: 'ATTACHMENT' | 'INLINE' | null;
}

/** The media library's operations, each in one transaction; HTTP lives in the routes. */
export function createMediaService(ctx: MediaContext, ffmpeg: Ffmpeg) {
  const { db } = ctx;
  const trashDeps = (siteId: string) => ({ clock: ctx.clock, outbox: ctx.outbox, siteId });

  /** Blobs go after the rows are gone; a failure here leaves only unreachable bytes, which are logged. */
  async function dropBlobs(removed: Removed) {
    await Promise.all(removed.map((file) => ctx.store.deletePrefix(filePrefix(file))));
  }

  /** Visitors and members see only what they uploaded themselves; to them anything else does not exist. */
  function visibleTo(auth: SiteAuth, file: FileRow): boolean {
    if (isElevated(auth)) return true;
    const id = auth.kind === 'member' ? auth.memberId : auth.kind === 'visitor' ? auth.visitorId : null;
    return file.uploadedBy?.kind === auth.kind && file.uploadedBy.id === id;
  }

  async function getFile(auth: SiteAuth, fileId: string) {
    const file = await getFileRow(db, auth.siteId, fileId);
    if (!visibleTo(auth, file))
      throw appError('FILE_NOT_FOUND', { fileId }, `No file ${fileId} in this site`);
    return file;
  }

  async function getFiles(auth: SiteAuth, fileIds: string[]) {
    const files = await getFileRows(db, auth.siteId, fileIds);
    const hidden = files.filter((file) => !visibleTo(auth, file)).map((file) => file.id);
    if (hidden.length)
      throw appError('FILE_NOT_FOUND', { fileIds: hidden }, `No file ${hidden.join(', ')} in this site`);
    return files;
  }

  async function importFiles(auth: SiteAuth, requests: ImportFileRequest[]) {
    const files = await db.transaction(async (tx) => {
      const made: FileRow[] = [];
      for (const request of requests) made.push(await recordImport(tx, ctx, auth, request));
      return made;
    });
    ctx.processing.wake();
    return files;
  }

  /** Imports one by one, so that one bad item fails alone (import-v2). */
  async function importEach(auth: SiteAuth, requests: ImportFileRequest[]) {
    const results: Array<{ file?: FileRow; error?: AppError }> = [];
    for (const request of requests) {
      try {
        results.push({ file: (await importFiles(auth, [request]))[0]! });
      } catch (error) {
        if (!isAppError(error) && !isValidationError(error)) throw error;
        const failure = isAppError(error) ? error : appError('INVALID_ARGUMENT', {}, error.message);
        results.push({ error: failure });
      }
    }
    return results;
  }

  function downloadUrls(file: FileRow, options: DownloadOptions) {
    const minutes = options.expirationInMinutes ?? DOWNLOAD_URL_MINUTES;
    const keys = options.assetKeys?.length ? options.assetKeys : ['original'];
    const grant = {
      ...(options.contentDisposition === 'ATTACHMENT' ? { d: 1 as const } : {}),
      ...(options.downloadFileName ? { n: options.downloadFileName } : {}),
      ...(options.expirationRedirectUrl ? { r: options.expirationRedirectUrl } : {}),
    };
    const visual = file.mediaType === 'IMAGE' || file.mediaType === 'VECTOR';
    return keys.map((assetKey) => {
      if (assetKey === 'original')
        return { assetKey, url: ctx.urls.signed(file, { a: 'original', ...grant }, minutes).url };
      if (visual && (assetKey === 'thumbnail' || assetKey === 'preview')) {
        const r = assetKey === 'thumbnail' ? THUMBNAIL : PREVIEW;
        const { url } = ctx.urls.signed(file, { a: 'original', ...grant }, minutes);
        return { assetKey, url: `${url}?${renditionQuery(r)}` };
      }
      if (assetKey === 'poster' && file.details.hasPoster)
        return {
          assetKey,
          url: `${ctx.urls.signed(file, { a: 'stream', ...grant }, minutes).url}/poster.jpg`,
        };
      throw appError('ASSET_NOT_FOUND', { assetKey }, `The file has no asset "${assetKey}"`);
    });
  }

  async function streamUrl(
    siteId: string,
    fileId: string,
    format: string | null | undefined,
    minutes?: number | null,
  ) {
    const file = await getFileRow(db, siteId, fileId);
    if (file.mediaType !== 'VIDEO') throw appError('NOT_A_VIDEO');
    if (format === 'DASH') throw appError('STREAM_FORMAT_NOT_SUPPORTED');
    if (file.operationStatus === 'PENDING')
      throw appError('FILE_NOT_READY', {}, 'The video is still being processed');
    if (!file.details.renditions?.length) {
      const why = (await ffmpeg.available())
        ? 'the video was stored while ffmpeg was not available, so it has no stream renditions'
        : 'ffmpeg is not installed on this server, so videos are stored but not streamed';
      throw appError('VIDEO_STREAMING_UNAVAILABLE', {}, `This video cannot be streamed: ${why}`);
    }
    const { url } = ctx.urls.signed(file, { a: 'stream' }, minutes ?? STREAM_URL_MINUTES);
    return { url: `${url}/hls/master.m3u8`, assetKey: 'hls' };
  }

  async function archiveUrl(siteId: string, name: string, entries: Array<{ fileId: string; name: string }>) {
    const token = randomBytes(32).toString('base64url');
    await db.insert(mediaArchives).values({
      id: randomUUID(),
      siteId,
      tokenHash: hashToken(token),
      entries,
      name,
      expiresAt: new Date(ctx.clock() + ARCHIVE_URL_MINUTES * 60_000),
    });
    return `${ctx.urls.base}/archive/${token}`;
  }

  /** Names unique inside the archive: a second "a.jpg" becomes "a (2).jpg". */
  function uniqueNames(entries: Array<{ fileId: string; name: string }>) {
    const seen = new Map<string, number>();
    return entries.map((entry) => {
      const count = (seen.get(entry.name) ?? 0) + 1;
      seen.set(entry.name, count);
      if (count === 1) return entry;
      const dot = entry.name.lastIndexOf('.');
      const [stem, ext] = dot > 0 ? [entry.name.slice(0, dot), entry.name.slice(dot)] : [entry.name, ''];
      return { ...entry, name: `${stem} (${count})${ext}` };
    });
  }

  async function folderArchive(siteId: string, folderId: string) {
    const folder = await getFolderRow(db, siteId, folderId);
    const tree = await subtreeIds(db, siteId, [folderId]);
    const folders = await db
      .select()
      .from(mediaFolders)
      .where(
        and(eq(mediaFolders.siteId, siteId), inArray(mediaFolders.id, tree), eq(mediaFolders.state, 'OK')),
      );
    const pathOf = (id: string): string => {
      if (id === folderId) return '';
      const current = folders.find((candidate) => candidate.id === id);
      return current ? `${pathOf(current.parentFolderId)}${current.displayName}/` : '';
    };
    const files = await db
      .select()
      .from(mediaFiles)
      .where(
        and(
          eq(mediaFiles.siteId, siteId),
          inArray(mediaFiles.parentFolderId, tree),
          eq(mediaFiles.state, 'OK'),
        ),
      );
    const entries = uniqueNames(
      files.map((file) => ({ fileId: file.id, name: `${pathOf(file.parentFolderId)}${file.displayName}` })),
    );
    return archiveUrl(siteId, folder.displayName, entries);
  }

  return {
    getFile,
    getFiles,
    async publicImage(siteId: string, fileId: string) {
      const [file] = await db
        .select()
        .from(mediaFiles)
        .where(and(eq(mediaFiles.siteId, siteId), eq(mediaFiles.id, fileId)));
      return file ? publicImageAsset(file, ctx.urls) : null;
    },
    importFiles,
    importEach,
    updateFile: (siteId: string, fileId: string, change: FileChange) =>
      db.transaction((tx) => updateFileRow(tx, { ...ctx, siteId }, fileId, change)),
    async deleteFiles(siteId: string, fileIds: string[], permanent: boolean) {
      await dropBlobs(await db.transaction((tx) => deleteFiles(tx, trashDeps(siteId), fileIds, permanent)));
    },
    restoreFiles: (siteId: string, fileIds: string[]) =>
      db.transaction((tx) => restoreFiles(tx, trashDeps(siteId), fileIds)),
    async emptyTrash(siteId: string) {
      await dropBlobs(await db.transaction((tx) => emptyTrash(tx, trashDeps(siteId))));
    },
    async fileDownloadUrls(siteId: string, fileId: string, options: DownloadOptions) {
      return downloadUrls(await getFileRow(db, siteId, fileId), options);
    },
    streamUrl,
    async filesArchiveUrl(siteId: string, fileIds: string[]) {
      const files = await getFileRows(db, siteId, fileIds);
      return archiveUrl(
        siteId,
        'files',
        uniqueNames(files.map((file) => ({ fileId: file.id, name: file.displayName }))),
      );
    },
    folderArchive,
    createFolder: (siteId: string, displayName: string, parentFolderId: string | null | undefined) =>
      db.transaction(async (tx) =>
        insertFolder(
          tx,
          { ...ctx, siteId },
          { displayName, ...(await placementOf(tx, siteId, parentFolderId)) },
        ),
      ),
    getFolder: (siteId: string, folderId: string) => getFolderRow(db, siteId, folderId),
    updateFolder: (siteId: string, folderId: string, change: FolderChange) =>
      db.transaction((tx) => updateFolderRow(tx, { ...ctx, siteId }, folderId, change)),
    async deleteFolders(siteId: string, folderIds: string[], permanent: boolean) {
      await dropBlobs(
        await db.transaction((tx) => deleteFolders(tx, trashDeps(siteId), folderIds, permanent)),
      );
    },
    restoreFolders: (siteId: string, folderIds: string[]) =>
      db.transaction((tx) => restoreFolders(tx, trashDeps(siteId), folderIds)),
  };
}

export type MediaService = ReturnType<typeof createMediaService>;
