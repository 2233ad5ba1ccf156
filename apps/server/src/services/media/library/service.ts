import { and, eq } from 'drizzle-orm';
import type { ImportFileRequest } from '@atrium/contract';
import { isElevated, type SiteAuth } from '../../../core/auth/context.js';
import type { AppError } from '../../../core/wire/errors.js';
import { appError, isAppError, isValidationError } from '../../../core/wire/errors.js';
import type { Db } from '../../../core/db/index.js';
import type { MediaContext } from '../context.js';
import type { Ffmpeg } from '../processing/ffmpeg.js';
import { getFileRow, getFileRows, updateFileRow, type FileChange, type FileRow } from '../files.js';
import { getFolderRow, insertFolder, placementOf, updateFolderRow, type FolderChange } from '../folders.js';
import { recordImport } from '../upload/imports.js';
import {
  deleteFiles,
  deleteFolders,
  emptyTrash,
  restoreFiles,
  restoreFolders,
  type Deletion,
  type Removed,
} from './trash.js';
import { filesArchiveUrl, folderArchive } from './archives.js';
import { downloadUrls, streamUrl, type DownloadOptions, type StreamRequest } from './asset-urls.js';

export type { DownloadOptions } from './asset-urls.js';
import { mediaFiles } from '../tables.js';
import { filePrefix } from '../blob-keys.js';
import { publicImageAsset } from '../wire.js';

/** Visitors and members see only what they uploaded themselves; to them anything else does not exist. */
function visibleTo(auth: SiteAuth, file: FileRow): boolean {
  if (isElevated(auth)) return true;
  const id = auth.kind === 'member' ? auth.memberId : auth.kind === 'visitor' ? auth.visitorId : null;
  return file.uploadedBy?.kind === auth.kind && file.uploadedBy.id === id;
}

async function getFile(db: Db, auth: SiteAuth, fileId: string) {
  const file = await getFileRow(db, auth.siteId, fileId);
  if (!visibleTo(auth, file)) throw appError('FILE_NOT_FOUND', { fileId }, `No file ${fileId} in this site`);
  return file;
}

async function getFiles(db: Db, auth: SiteAuth, fileIds: string[]) {
  const files = await getFileRows(db, auth.siteId, fileIds);
  const hidden = files.filter((file) => !visibleTo(auth, file)).map((file) => file.id);
  if (hidden.length)
    throw appError('FILE_NOT_FOUND', { fileIds: hidden }, `No file ${hidden.join(', ')} in this site`);
  return files;
}

async function importFiles(ctx: MediaContext, auth: SiteAuth, requests: ImportFileRequest[]) {
  const files = await ctx.db.transaction(async (tx) => {
    const made: FileRow[] = [];
    for (const request of requests) made.push(await recordImport(tx, ctx, { auth, request }));
    return made;
  });
  ctx.processing.wake();
  return files;
}

/** Imports one by one, so that one bad item fails alone (import-v2). */
async function importEach(ctx: MediaContext, auth: SiteAuth, requests: ImportFileRequest[]) {
  const results: Array<{ file?: FileRow; error?: AppError }> = [];
  for (const request of requests) {
    try {
      results.push({ file: (await importFiles(ctx, auth, [request]))[0]! });
    } catch (error) {
      if (!isAppError(error) && !isValidationError(error)) throw error;
      const failure = isAppError(error) ? error : appError('INVALID_ARGUMENT', {}, error.message);
      results.push({ error: failure });
    }
  }
  return results;
}

/** The media library's operations, each in one transaction; HTTP lives in the routes. */
export function createMediaService(ctx: MediaContext, ffmpeg: Ffmpeg) {
  const { db } = ctx;
  const trashDeps = (siteId: string) => ({ clock: ctx.clock, outbox: ctx.outbox, siteId });

  /** Blobs go after the rows are gone; a failure here leaves only unreachable bytes, which are logged. */
  async function dropBlobs(removed: Removed) {
    await Promise.all(removed.map((file) => ctx.store.deletePrefix(filePrefix(file))));
  }

  return {
    getFile: (auth: SiteAuth, fileId: string) => getFile(db, auth, fileId),
    getFiles: (auth: SiteAuth, fileIds: string[]) => getFiles(db, auth, fileIds),
    async publicImage(siteId: string, fileId: string) {
      const [file] = await db
        .select()
        .from(mediaFiles)
        .where(and(eq(mediaFiles.siteId, siteId), eq(mediaFiles.id, fileId)));
      return file ? publicImageAsset(file, ctx.urls) : null;
    },
    importFiles: (auth: SiteAuth, requests: ImportFileRequest[]) => importFiles(ctx, auth, requests),
    importEach: (auth: SiteAuth, requests: ImportFileRequest[]) => importEach(ctx, auth, requests),
    updateFile: (siteId: string, fileId: string, change: FileChange) =>
      db.transaction((tx) => updateFileRow(tx, { ...ctx, siteId }, { fileId, change })),
    async deleteFiles(siteId: string, deletion: Deletion<string[]>) {
      await dropBlobs(await db.transaction((tx) => deleteFiles(tx, trashDeps(siteId), deletion)));
    },
    restoreFiles: (siteId: string, fileIds: string[]) =>
      db.transaction((tx) => restoreFiles(tx, trashDeps(siteId), fileIds)),
    async emptyTrash(siteId: string) {
      await dropBlobs(await db.transaction((tx) => emptyTrash(tx, trashDeps(siteId))));
    },
    async fileDownloadUrls(siteId: string, fileId: string, options: DownloadOptions) {
      return downloadUrls(ctx, await getFileRow(db, siteId, fileId), options);
    },
    streamUrl: (siteId: string, fileId: string, stream: Pick<StreamRequest, 'format' | 'minutes'>) =>
      streamUrl(ctx, ffmpeg, { siteId, fileId, ...stream }),
    filesArchiveUrl: (siteId: string, fileIds: string[]) => filesArchiveUrl(ctx, siteId, fileIds),
    folderArchive: (siteId: string, folderId: string) => folderArchive(ctx, siteId, folderId),
    createFolder: (siteId: string, displayName: string, parentFolderId: string | null | undefined) =>
      db.transaction(async (tx) =>
        insertFolder(
          tx,
          { ...ctx, siteId },
          { displayName, ...(await placementOf(tx, { siteId, parentFolderId })) },
        ),
      ),
    getFolder: (siteId: string, folderId: string) => getFolderRow(db, siteId, folderId),
    updateFolder: (siteId: string, folderId: string, change: FolderChange) =>
      db.transaction((tx) => updateFolderRow(tx, { ...ctx, siteId }, { folderId, change })),
    async deleteFolders(siteId: string, deletion: Deletion<string[]>) {
      await dropBlobs(await db.transaction((tx) => deleteFolders(tx, trashDeps(siteId), deletion)));
    },
    restoreFolders: (siteId: string, folderIds: string[]) =>
      db.transaction((tx) => restoreFolders(tx, trashDeps(siteId), folderIds)),
  };
}

export type MediaService = ReturnType<typeof createMediaService>;
